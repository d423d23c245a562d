// How long an effect of a resolved spell or ability lasts (CR 611.2): for its duration,
// whatever happens to its source (611.2a-c); only "for as long as" its source is on the
// battlefield ends with the source (611.2b). Through the scenario contract (SCENARIOS.md).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { alice, bear, ok, permanent, run as runWith } from '../helpers/run';

type Json = Record<string, any>;
const run = (permanents: Json[], actions: Json[], ask: Json[] = [], extra: Json = {}) => runWith(permanents, actions, extra, ask);
const answer = (result: Json, index: number): Json => result.answers[index];

describe('effects that outlive their source (CR 611.2a-c)', () => {
  it("611.2a: Nissa's +1 still makes the land a creature after Nissa has left the battlefield (704.5i)", () => {
    const result = ok(
      run(
        [alice('nissa', 'Nissa, Who Shakes the World'), alice('forest', 'Forest', { tapped: true })],
        [
          { do: 'activate', permanent: 'nissa', ability: 0, targets: ['forest'] },
          { do: 'addCounters', permanent: 'nissa', counter: 'loyalty', amount: -6 },
        ],
        [{ characteristics: 'forest' }],
      ),
    );
    expect(permanent(result, 'nissa')).toBeUndefined();
    expect(result.board.players[0]?.graveyard).toEqual([{ id: 'nissa', card: 'Nissa, Who Shakes the World' }]);
    expect(answer(result, 0)).toMatchObject({ types: ['Land', 'Creature'], subtypes: expect.arrayContaining(['Forest', 'Elemental']), power: 3, toughness: 3 });
    expect(answer(result, 0).keywords).toEqual(expect.arrayContaining(['vigilance', 'haste']));
    // The entry now names the card its ability is read from (SCENARIOS.md, effects).
    expect(result.board.effects).toEqual([expect.objectContaining({ source: { card: 'Nissa, Who Shakes the World' }, ability: 1, duration: 'permanent', targets: ['forest'] })]);
  });

  it("611.2a: Gideon Blackblade's +1 grant lasts until end of turn after Gideon has left, and ends in the cleanup step (514.2)", () => {
    const during = ok(
      run(
        [alice('gideon', 'Gideon Blackblade'), alice('bear', bear)],
        [
          { do: 'activate', permanent: 'gideon', ability: 0, targets: ['bear'], choices: { mode: 'lifelink' } },
          { do: 'addCounters', permanent: 'gideon', counter: 'loyalty', amount: -5 },
        ],
        [{ characteristics: 'bear' }],
      ),
    );
    expect(permanent(during, 'gideon')).toBeUndefined();
    expect(answer(during, 0).keywords).toEqual(['lifelink']);

    const after = ok(runScenario({ board: during.board, actions: [{ do: 'advance', to: 'upkeep' }], ask: [{ characteristics: 'bear' }] }));
    expect(after.board.effects).toEqual([]);
    expect(answer(after, 0).keywords).toEqual([]);
  });

  it("611.2a, 608.2h: Nissa's +1 resolving after Nissa has left creates an effect that names her card and applies", () => {
    const result = ok(
      run(
        [alice('nissa', 'Nissa, Who Shakes the World'), alice('forest', 'Forest')],
        [
          { do: 'activate', permanent: 'nissa', ability: 0, targets: ['forest'], hold: true },
          { do: 'addCounters', permanent: 'nissa', counter: 'loyalty', amount: -6 },
          { do: 'resolve' },
        ],
        [{ characteristics: 'forest' }],
      ),
    );
    expect(result.board.effects).toEqual([expect.objectContaining({ source: { card: 'Nissa, Who Shakes the World' }, ability: 1 })]);
    expect(answer(result, 0)).toMatchObject({ types: ['Land', 'Creature'], power: 3, toughness: 3 });
  });

  it('611.2b: an entry lasting while its source is on the battlefield ends when the source leaves, with an event', () => {
    const result = ok(
      run(
        [alice('nissa', 'Nissa, Who Shakes the World'), alice('forest', 'Forest', { counters: { '+1/+1': 1 } })],
        [{ do: 'addCounters', permanent: 'nissa', counter: 'loyalty', amount: -5 }],
        [{ characteristics: 'forest' }],
        { effects: [{ id: 'e1', source: 'nissa', ability: 1, controller: 'alice', targets: ['forest'], timestamp: 10, duration: 'whileSourceOnBattlefield' }] },
      ),
    );
    expect(result.board.effects).toEqual([]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'effectEnded', effect: 'e1', rules: ['611.2b'] }));
    expect(answer(result, 0).types).toEqual(['Land']);
  });

  it('400.7: an effect on its source itself affects nothing once the source has left (a new object)', () => {
    // Ability 1 of this creature gives it +2/+2 until end of turn; it then dies to -1/-1 counters.
    const pumper = {
      name: 'Test Pumper',
      manaCost: '{1}{G}',
      types: ['Creature'],
      power: 1,
      toughness: 1,
      abilities: [
        {
          kind: 'activated',
          cost: [{ type: 'mana', cost: '{G}' }],
          effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: 'self', modifications: [{ type: 'modifyPT', power: 2, toughness: 2 }] } }],
        },
      ],
    };
    const result = ok(
      run(
        [alice('pumper', pumper), alice('bear', bear)],
        [
          { do: 'activate', permanent: 'pumper', ability: 0 },
          { do: 'addCounters', permanent: 'pumper', counter: '-1/-1', amount: 3 },
        ],
        [{ characteristics: 'bear' }],
        { players: [{ id: 'alice', manaPool: { G: 1 } }, { id: 'bob' }] },
      ),
    );
    expect(permanent(result, 'pumper')).toBeUndefined();
    expect(result.board.effects).toEqual([expect.objectContaining({ source: { card: expect.objectContaining({ name: 'Test Pumper' }) }, duration: 'endOfTurn' })]);
    expect(answer(result, 0)).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('direct edits: the edit triggers nothing, what follows from it does (SCENARIOS.md; CR 704.3, 603.10a)', () => {
  it('704.5f, 603.10a: Hangarback Walker given lethal -1/-1 counters by addCounters dies and its dies ability makes a Thopter per +1/+1 counter it last had', () => {
    const result = ok(run([alice('walker', 'Hangarback Walker', { counters: { '+1/+1': 2 } })], [{ do: 'addCounters', permanent: 'walker', counter: '-1/-1', amount: 2 }]));
    expect(permanent(result, 'walker')).toBeUndefined();
    expect(result.board.players[0]?.graveyard).toEqual([{ id: 'walker', card: 'Hangarback Walker' }]);
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['walker/t1', 'walker/t2']);
    expect(result.board.stack).toEqual([]);
    expect(result.events.map((e) => e.type)).toEqual(expect.arrayContaining(['countersChanged', 'leftBattlefield', 'putOnStack', 'resolved']));
  });

  it('603.2: tapping City of Brass by a direct edit triggers nothing (the edit is not the game tapping it)', () => {
    const result = ok(run([alice('city', 'City of Brass')], [{ do: 'tap', permanent: 'city' }]));
    expect(result.board.players[0]?.life).toBe(20);
    expect(result.board.stack).toEqual([]);
  });
});

describe('abilities whose source left the battlefield (CR 603.10a, 608.2h, 113.7a)', () => {
  const spirit = {
    name: 'Test Spirit',
    types: ['Creature'],
    subtypes: ['Spirit'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'triggered', trigger: { event: 'dies', object: 'self' }, targets: [], effects: [{ type: 'gainLife', amount: 2 }] }],
  };

  it("603.10a: a token's dies ability triggers and resolves although the token has ceased to exist (704.5d)", () => {
    const result = ok(run([alice('t', spirit, { token: true })], [{ do: 'addCounters', permanent: 't', counter: '-1/-1', amount: 1 }]));
    expect(result.events.map((e: Json) => e.type)).toContain('ceasedToExist');
    expect(result.board.players[0]!.life).toBe(22);
  });

  it('113.7a: an activated ability on the stack resolves after its source, a token, has ceased to exist', () => {
    const sorcerer = { id: 'sorc', card: 'Prodigal Sorcerer', controller: 'alice', token: true };
    const result = ok(
      run([sorcerer], [{ do: 'activate', permanent: 'sorc', targets: ['bob'], hold: true }, { do: 'addCounters', permanent: 'sorc', counter: '-1/-1', amount: 1 }, { do: 'resolve' }]),
    );
    expect(result.board.permanents).toEqual([]);
    expect(result.board.players[1]!.life).toBe(19);
  });
});
