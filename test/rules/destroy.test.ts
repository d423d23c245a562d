// Destroy (CR 701.8): "Destroy target creature." and "Destroy all creatures." move permanents to
// their owners' graveyards; indestructible ones stay (702.12b); tokens cease to exist (111.7).

import { describe, expect, it } from 'vitest';
import { card } from '../helpers/cards';
import { alice, bear, bob, bobMain, eventsOf, ok, permanent, player, run } from '../helpers/run';

const indestructibleBear = { ...bear, name: 'Darksteel Bear', abilities: [{ kind: 'keyword', keyword: 'indestructible' }] };
const blackBear = { ...bear, name: 'Black Bear', manaCost: '{1}{B}' };
const dyingBear = {
  ...bear,
  name: 'Dying Bear',
  abilities: [{ kind: 'triggered', trigger: { event: 'dies', object: 'self' }, effects: [{ type: 'draw', amount: 1 }] }],
};

describe('destroy target (CR 701.8)', () => {
  it("701.8a: Murder puts the creature into its owner's graveyard, not its controller's", () => {
    const result = ok(run([bob('bear', bear, { owner: 'alice' })], [{ do: 'cast', card: card('murder'), controller: 'alice', id: 'murder', targets: ['bear'] }]));
    expect(permanent(result, 'bear')).toBeUndefined();
    expect(eventsOf(result, 'destroyed')).toEqual([{ type: 'destroyed', permanent: 'bear', rules: ['701.8a', '608.2c'] }]);
    expect(player(result, 'alice').graveyard.map((c: any) => c.id)).toEqual(['bear', 'murder']);
    expect(player(result, 'bob').graveyard).toEqual([]);
  });

  it("702.12b: Murder doesn't destroy an indestructible creature; it stays, with an event saying why", () => {
    const result = ok(run([bob('bear', indestructibleBear)], [{ do: 'cast', card: card('murder'), controller: 'alice', targets: ['bear'] }]));
    expect(permanent(result, 'bear')).toBeDefined();
    expect(eventsOf(result, 'destroyed')).toEqual([]);
    expect(eventsOf(result, 'notDestroyed')).toEqual([{ type: 'notDestroyed', permanent: 'bear', reason: 'it has indestructible', rules: ['702.12b'] }]);
  });

  it('702.12b with 613: Gideon Blackblade on his turn is an indestructible creature, so Murder can target him but not destroy him', () => {
    const result = ok(
      run([bob('gideon', 'Gideon Blackblade', { counters: { loyalty: 4 } })], [{ do: 'cast', card: card('murder'), controller: 'alice', targets: ['gideon'] }], { turn: bobMain }),
    );
    expect(permanent(result, 'gideon')).toBeDefined();
    expect(eventsOf(result, 'notDestroyed')).toHaveLength(1);
  });

  it('111.7, 704.5d: a destroyed token goes to the graveyard and ceases to exist', () => {
    const result = ok(run([bob('token', bear, { token: true })], [{ do: 'cast', card: card('murder'), controller: 'alice', targets: ['token'] }]));
    expect(permanent(result, 'token')).toBeUndefined();
    expect(player(result, 'bob').graveyard).toEqual([]);
    expect(result.events.map((e: any) => e.type)).toEqual(expect.arrayContaining(['destroyed', 'leftBattlefield', 'ceasedToExist']));
  });

  it('700.4, 603.10a: a destroyed creature dies, and its "when this creature dies" ability triggers', () => {
    const result = ok(run([bob('bear', dyingBear)], [{ do: 'cast', card: card('murder'), controller: 'alice', targets: ['bear'] }]));
    expect(player(result, 'bob')).toMatchObject({ hand: 1, library: 39 });
  });

  it("608.2b: Murder whose target was returned to its owner's hand in response doesn't resolve", () => {
    const result = ok(
      run(
        [bob('bear', bear)],
        [
          { do: 'cast', card: card('murder'), controller: 'alice', id: 'murder', targets: ['bear'], hold: true },
          { do: 'cast', card: card('unsummon'), controller: 'bob', id: 'unsummon', targets: ['bear'] },
          { do: 'resolve' },
        ],
      ),
    );
    expect(eventsOf(result, 'countered')).toEqual([{ type: 'countered', object: 'murder', reason: 'all its targets are illegal', rules: ['608.2b'] }]);
    expect(eventsOf(result, 'destroyed')).toEqual([]);
    expect(player(result, 'bob').hand).toBe(1);
  });

  it("601.2c: Doom Blade can't target a black creature, Naturalize can't target a creature", () => {
    expect(run([bob('bear', blackBear)], [{ do: 'cast', card: card('doomBlade'), controller: 'alice', targets: ['bear'] }])).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '601.2c' },
    });
    expect(run([bob('bear', bear)], [{ do: 'cast', card: card('naturalize'), controller: 'alice', targets: ['bear'] }])).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '601.2c' },
    });
  });

  it('Naturalize destroys an artifact or an enchantment (one of the types, CR 109.4)', () => {
    const rock = { name: 'Test Rock', manaCost: '{2}', types: ['Artifact'] };
    const result = ok(
      run(
        [bob('rock', rock), bob('pacifism', 'Pacifism', { attachedTo: 'bear' }), alice('bear', bear)],
        [
          { do: 'cast', card: card('naturalize'), controller: 'alice', targets: ['rock'] },
          { do: 'cast', card: card('naturalize'), controller: 'alice', targets: ['pacifism'] },
        ],
      ),
    );
    expect(result.board.permanents.map((p: any) => p.id)).toEqual(['bear']);
  });

  it('608.2b: Doom Blade whose target became black in response is countered as it resolves (nonblack, CR 105.2)', () => {
    const paint = {
      name: 'Test Paint',
      manaCost: '{B}',
      types: ['Instant'],
      abilities: [
        {
          kind: 'spell',
          targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
          effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'setColors', colors: ['B'] }] } }],
        },
      ],
    };
    const result = ok(
      run(
        [bob('bear', bear)],
        [
          { do: 'cast', card: card('doomBlade'), controller: 'alice', id: 'blade', targets: ['bear'], hold: true },
          { do: 'cast', card: paint, controller: 'bob', targets: ['bear'] },
          { do: 'resolve' },
        ],
      ),
    );
    expect(permanent(result, 'bear')).toBeDefined();
    expect(eventsOf(result, 'countered')).toMatchObject([{ object: 'blade', rules: ['608.2b'] }]);
  });
});

describe('destroy all (CR 701.8)', () => {
  it('Day of Judgment destroys every creature at once; an indestructible one and a noncreature stay; a token ceases to exist', () => {
    const result = ok(
      run(
        [alice('bear', dyingBear), bob('darksteel', indestructibleBear), bob('token', bear, { token: true }), bob('forest', 'Forest'), alice('elves', 'Llanowar Elves')],
        [{ do: 'cast', card: card('dayOfJudgment'), controller: 'alice', id: 'doj' }],
      ),
    );
    expect(result.board.permanents.map((p: any) => p.id).sort()).toEqual(['darksteel', 'forest']);
    expect(eventsOf(result, 'destroyed').map((e) => e.permanent)).toEqual(['bear', 'token', 'elves']);
    expect(player(result, 'alice').graveyard.map((c: any) => c.id)).toEqual(['bear', 'elves', 'doj']);
    // The dying bear's ability triggered as it died with the others (CR 603.10a).
    expect(player(result, 'alice').hand).toBe(1);
  });
});
