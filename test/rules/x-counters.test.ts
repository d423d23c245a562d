// Spells with X that become permanents (CR 107.3, 107.3m, 601.2f), what they enter with
// (614.1c, 614.12), counters and their replacement effects (122, 614, 616), and
// leaves-the-battlefield abilities with last known information (603.10a).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

function run(permanents: Json[], actions: Json[], ask: Json[] = [], pool: Json = {}) {
  return runScenario({ board: { turn, players: [{ id: 'alice', manaPool: pool }, { id: 'bob' }], permanents }, actions, ask });
}
function ok(result: ReturnType<typeof runScenario>): Json {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
const cast = (card: string, id: string, x: number, extra: Json = {}) => ({ do: 'cast', card, controller: 'alice', id, x, pay: true, ...extra });

describe('Hangarback Walker (rulings 2015-06-22)', () => {
  it('107.3m: cast for X=3 ({X}{X} costs {6}) it enters with three +1/+1 counters, and its mana value on the battlefield is 0', () => {
    const result = ok(run([], [cast('Hangarback Walker', 'walker', 3)], [{ characteristics: 'walker' }], { C: 6 }));
    expect(permanent(result, 'walker')).toMatchObject({ x: 3, counters: { '+1/+1': 3 } });
    expect(result.answers[0]).toMatchObject({ manaValue: 0, power: 3, toughness: 3 });
    expect(result.board.players[0].manaPool.C).toBe(0);
  });

  it("ruling: each X is equal: X=2 costs {4}, and {3} isn't enough", () => {
    expect(run([], [cast('Hangarback Walker', 'walker', 2)], [], { C: 3 })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
  });

  it('614.1a, 616: with Hardened Scales it enters with four counters', () => {
    const result = ok(run([alice('scales', 'Hardened Scales')], [cast('Hangarback Walker', 'walker', 3)], [], { C: 6 }));
    expect(permanent(result, 'walker').counters).toEqual({ '+1/+1': 4 });
  });

  it('603.10a: when it dies with four +1/+1 counters, its controller gets four 1/1 Thopters with flying', () => {
    const result = ok(
      run(
        [alice('walker', 'Hangarback Walker', { counters: { '+1/+1': 4 } })],
        [{ do: 'damage', source: { card: 'Lightning Bolt', controller: 'bob' }, target: 'walker', amount: 4 }],
        [{ characteristics: 'walker/t4' }],
      ),
    );
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['walker/t1', 'walker/t2', 'walker/t3', 'walker/t4']);
    expect(result.answers[0]).toMatchObject({ name: 'Thopter Token', types: ['Artifact', 'Creature'], subtypes: ['Thopter'], colors: [], power: 1, toughness: 1, keywords: ['flying'] });
  });

  it('ruling: -1/-1 counters that kill it count the +1/+1 counters it had before them: three counters, four -1/-1 — three Thopters', () => {
    const result = ok(
      run([alice('walker', 'Hangarback Walker', { counters: { '+1/+1': 3 } }), bob('gang', 'Boggart Ram-Gang')], [{ do: 'damage', source: 'gang', target: 'walker', amount: 4 }]),
    );
    expect(result.board.permanents.filter((p: Json) => p.token)).toHaveLength(3);
  });

  it('cast for X=0 it enters with no counters and dies as a 0/0 (704.5f): no Thopters', () => {
    const result = ok(run([], [cast('Hangarback Walker', 'walker', 0)]));
    expect(result.board.permanents).toEqual([]);
    expect(result.board.players[0].graveyard.map((c: Json) => c.id)).toEqual(['walker']);
  });
});

describe('Walking Ballista (rulings 2017-02-09, 2020-08-07)', () => {
  it('cast for X=2 it can shoot twice, then dies to the state-based action (704.5f)', () => {
    const result = ok(
      run(
        [],
        [
          cast('Walking Ballista', 'ballista', 2),
          { do: 'activate', permanent: 'ballista', ability: 1, targets: ['bob'] },
          { do: 'activate', permanent: 'ballista', ability: 1, targets: ['bob'] },
        ],
        [],
        { C: 4 },
      ),
    );
    expect(result.board.players[1].life).toBe(18);
    expect(permanent(result, 'ballista')).toBeUndefined();
  });

  it('ruling: with damage marked, it dies sooner: three counters and 1 damage allow only two shots', () => {
    const board = [alice('ballista', 'Walking Ballista', { counters: { '+1/+1': 3 }, damage: 1 })];
    const two = ok(
      run(board, [
        { do: 'activate', permanent: 'ballista', ability: 1, targets: ['bob'] },
        { do: 'activate', permanent: 'ballista', ability: 1, targets: ['bob'] },
      ]),
    );
    expect(permanent(two, 'ballista')).toBeUndefined();
    expect(two.board.players[1].life).toBe(18);
    const three = run(
      board,
      [1, 2, 3].map(() => ({ do: 'activate', permanent: 'ballista', ability: 1, targets: ['bob'] })),
    );
    expect(three).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', action: 2 } });
  });

  it('{4}: put a +1/+1 counter on it', () => {
    const result = ok(run([alice('ballista', 'Walking Ballista', { counters: { '+1/+1': 1 } })], [{ do: 'activate', permanent: 'ballista', ability: 0 }], [], { C: 4 }));
    expect(permanent(result, 'ballista').counters).toEqual({ '+1/+1': 2 });
  });

  it('614.12: under Humility it enters with no counters — its ability is gone — and is a 1/1', () => {
    const result = ok(run([bob('humility', 'Humility')], [cast('Walking Ballista', 'ballista', 3)], [{ characteristics: 'ballista' }], { C: 6 }));
    expect(permanent(result, 'ballista').counters).toEqual({});
    expect(result.answers[0]).toMatchObject({ power: 1, toughness: 1 });
  });

  it('614.12: under Dress Down it enters with no counters and dies as a 0/0', () => {
    const result = ok(run([bob('dress', 'Dress Down')], [cast('Walking Ballista', 'ballista', 3)], [], { C: 6 }));
    expect(result.board.players[0].graveyard.map((c: Json) => c.id)).toEqual(['ballista']);
  });
});

describe('Endless One and Stonecoil Serpent', () => {
  it('Endless One cast for X=4 is a 4/4 with mana value 0', () => {
    const result = ok(run([], [cast('Endless One', 'one', 4)], [{ characteristics: 'one' }], { G: 4 }));
    expect(result.answers[0]).toMatchObject({ power: 4, toughness: 4, manaValue: 0 });
  });

  it('107.3m: Endless One put onto the battlefield without being cast has no counters and dies', () => {
    const result = ok(run([alice('one', 'Endless One')], [{ do: 'setLife', player: 'alice', life: 20 }]));
    expect(result.board.permanents).toEqual([]);
    expect(result.events.find((e: Json) => e.type === 'putIntoGraveyard')?.rules).toEqual(['704.5f']);
  });

  it('Stonecoil Serpent for X=2: a 2/2 with reach, trample and protection from multicolored', () => {
    const result = ok(run([], [cast('Stonecoil Serpent', 'snake', 2)], [{ characteristics: 'snake' }], { C: 2 }));
    expect(result.answers[0]).toMatchObject({ power: 2, toughness: 2, keywords: ['reach', 'trample', 'protection from multicolored'] });
  });
});
