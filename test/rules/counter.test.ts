// Countering (CR 701.6): "Counter target spell." takes a spell off the stack into its owner's
// graveyard without resolving; a spell that can't be countered isn't (101.2), yet is still a
// legal target; "unless its controller pays {3}" is that player's choice on resolution (118.12).

import { describe, expect, it } from 'vitest';
import { card } from '../helpers/cards';
import { bear, bob, eventsOf, ok, permanent, player, run } from '../helpers/run';

const bolt = (extra = {}) => ({ do: 'cast', card: 'Lightning Bolt', controller: 'bob', id: 'bolt', targets: ['alice'], hold: true, ...extra });

describe('counter target spell (CR 701.6)', () => {
  it("701.6a: Counterspell counters Lightning Bolt: it doesn't resolve and goes to its owner's graveyard", () => {
    const result = ok(run([], [bolt(), { do: 'cast', card: card('counterspell'), controller: 'alice', id: 'cs', targets: ['bolt'] }]));
    expect(player(result, 'alice').life).toBe(20);
    expect(result.board.stack).toEqual([]);
    expect(eventsOf(result, 'countered')).toEqual([{ type: 'countered', object: 'bolt', reason: 'countered by Counterspell', rules: ['701.6a'] }]);
    expect(player(result, 'bob').graveyard).toEqual([{ id: 'bolt', card: 'Lightning Bolt' }]);
    expect(player(result, 'alice').graveyard.map((c: any) => c.id)).toEqual(['cs']);
  });

  it('701.6a: a countered creature spell never enters the battlefield', () => {
    const result = ok(
      run(
        [],
        [
          { do: 'cast', card: bear, controller: 'alice', id: 'bear', hold: true },
          { do: 'cast', card: card('essenceScatter'), controller: 'bob', targets: ['bear'] },
        ],
      ),
    );
    expect(permanent(result, 'bear')).toBeUndefined();
    expect(player(result, 'alice').graveyard).toMatchObject([{ id: 'bear', card: { name: 'Test Bear' } }]);
  });

  it("601.2c, 115.1: Essence Scatter can't target a noncreature spell, Negate can't target a creature spell, Counterspell can't target a permanent", () => {
    const illegal = { ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2c' } };
    expect(run([], [bolt(), { do: 'cast', card: card('essenceScatter'), controller: 'alice', targets: ['bolt'] }])).toMatchObject(illegal);
    expect(
      run(
        [],
        [
          { do: 'cast', card: bear, controller: 'alice', id: 'bear', hold: true },
          { do: 'cast', card: card('negate'), controller: 'bob', targets: ['bear'] },
        ],
      ),
    ).toMatchObject(illegal);
    expect(run([bob('bear', bear)], [{ do: 'cast', card: card('counterspell'), controller: 'alice', targets: ['bear'] }])).toMatchObject(illegal);
  });

  it('Negate counters a noncreature spell; Annul an artifact spell (one of its types)', () => {
    const rock = { name: 'Test Rock', manaCost: '{2}', types: ['Artifact'] };
    const negated = ok(run([], [bolt(), { do: 'cast', card: card('negate'), controller: 'alice', targets: ['bolt'] }]));
    expect(player(negated, 'alice').life).toBe(20);
    const annulled = ok(
      run(
        [],
        [
          { do: 'cast', card: rock, controller: 'alice', id: 'rock', hold: true },
          { do: 'cast', card: card('annul'), controller: 'bob', targets: ['rock'] },
        ],
      ),
    );
    expect(permanent(annulled, 'rock')).toBeUndefined();
  });

  it("101.2, 113.6g: Carnage Tyrant can be targeted by Counterspell, but can't be countered: it resolves and enters", () => {
    const result = ok(
      run(
        [],
        [
          { do: 'cast', card: card('carnageTyrant'), controller: 'alice', id: 'tyrant', hold: true },
          { do: 'cast', card: card('counterspell'), controller: 'bob', id: 'cs', targets: ['tyrant'] },
          { do: 'resolve' },
        ],
      ),
    );
    expect(eventsOf(result, 'countered')).toEqual([]);
    expect(eventsOf(result, 'notCountered')).toEqual([{ type: 'notCountered', object: 'tyrant', by: 'cs', reason: "it can't be countered", rules: ['101.2', '113.6g'] }]);
    expect(permanent(result, 'tyrant')).toMatchObject({ controller: 'alice' });
    expect(player(result, 'bob').graveyard.map((c: any) => c.id)).toEqual(['cs']);
  });

  it("608.2b: a Counterspell whose target spell was already countered doesn't resolve", () => {
    const result = ok(
      run(
        [],
        [
          bolt(),
          { do: 'cast', card: card('counterspell'), controller: 'alice', id: 'first', targets: ['bolt'], hold: true },
          { do: 'cast', card: card('counterspell'), controller: 'alice', id: 'second', targets: ['bolt'] },
          { do: 'resolve' },
        ],
      ),
    );
    expect(eventsOf(result, 'countered')).toEqual([
      { type: 'countered', object: 'bolt', reason: 'countered by Counterspell', rules: ['701.6a'] },
      { type: 'countered', object: 'first', reason: 'all its targets are illegal', rules: ['608.2b'] },
    ]);
    expect(result.board.stack).toEqual([]);
  });
});

describe('counter unless its controller pays (CR 118.12)', () => {
  const leak = { do: 'cast', card: card('manaLeak'), controller: 'alice', id: 'leak', targets: ['bolt'], hold: true };

  it("608.2d: Mana Leak asks the spell's controller, as it resolves, whether they pay {3}", () => {
    expect(run([], [bolt(), leak, { do: 'resolve' }])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'mode', options: ['pay', 'decline'] } });
  });

  it('declining, the spell is countered', () => {
    const result = ok(run([], [bolt(), leak, { do: 'resolve', choices: { mode: 'decline' } }]));
    expect(eventsOf(result, 'countered')).toMatchObject([{ object: 'bolt' }]);
    expect(player(result, 'alice').life).toBe(20);
  });

  it("paying {3} from their pool (the mana they choose, 601.2h), the spell isn't countered and then resolves", () => {
    const result = ok(
      run([], [bolt(), leak, { do: 'resolve', choices: { mode: 'pay', payment: { G: 3 } } }, { do: 'resolve' }], {
        players: [{ id: 'alice' }, { id: 'bob', manaPool: { R: 1, G: 3 } }],
      }),
    );
    expect(eventsOf(result, 'manaSpent')).toMatchObject([{ player: 'bob', mana: { G: 3 }, rules: ['118.12', '601.2h'] }]);
    expect(player(result, 'bob').manaPool).toMatchObject({ R: 1, G: 0 });
    expect(player(result, 'alice').life).toBe(17);
  });

  it("118.3: a player can't pay {3} without the mana", () => {
    expect(run([], [bolt(), leak, { do: 'resolve', choices: { mode: 'pay' } }])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '118.3' } });
  });
});
