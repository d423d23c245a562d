// Properties of "could produce" (CR 106.7) and availableMana (SCENARIOS.md) on random boards,
// checked against small reference implementations written from the Oracle text alone: the
// engine's shared referent sets, groups and pruning must give what the definitions give.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

function answers(players: string[], permanents: Json[], ask: Json[]): Json[] {
  const result = runScenario({ board: { turn, players: players.map((id) => ({ id })), permanents }, actions: [], ask }) as Json;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.answers;
}

// ---------------------------------------------------------------------------------------
// "Could produce": the least fixed point, from the Oracle text of a few cards

/** What each card's own mana abilities add, and the lands among them. */
const FIXED: Record<string, string[]> = {
  Forest: ['G'],
  Island: ['U'],
  Swamp: ['B'],
  Mountain: ['R'],
  Plains: ['W'],
  Wastes: ['C'],
  'City of Brass': [...COLORS],
  'Sol Ring': ['C'],
  'Llanowar Elves': ['G'],
};
/** "{T}: Add one mana of any [type|color] that a land [you control|an opponent controls] could produce." */
const REFLECTS: Record<string, { whose: 'you' | 'opponent'; kind: 'type' | 'color' }> = {
  'Reflecting Pool': { whose: 'you', kind: 'type' },
  'Exotic Orchard': { whose: 'opponent', kind: 'color' },
  'Fellwar Stone': { whose: 'opponent', kind: 'color' },
  'Sylvok Explorer': { whose: 'opponent', kind: 'color' },
  'Harvester Druid': { whose: 'you', kind: 'color' },
  'Naga Vitalist': { whose: 'you', kind: 'type' },
};
const LANDS = new Set(['Forest', 'Island', 'Swamp', 'Mountain', 'Plains', 'Wastes', 'City of Brass', 'Reflecting Pool', 'Exotic Orchard']);

/** CR 106.7 by the book: start from what each permanent adds by itself and add what its referents could produce until nothing changes. */
function referenceCouldProduce(permanents: { id: string; card: string; controller: string }[]): Map<string, Set<string>> {
  const could = new Map(permanents.map((p) => [p.id, new Set(FIXED[p.card] ?? [])]));
  for (let changed = true; changed;) {
    changed = false;
    for (const p of permanents) {
      const reflects = REFLECTS[p.card];
      if (!reflects) continue;
      for (const other of permanents) {
        if (!LANDS.has(other.card) || (reflects.whose === 'you') !== (other.controller === p.controller)) continue;
        for (const type of could.get(other.id)!) {
          if (reflects.kind === 'color' && type === 'C') continue;
          if (!could.get(p.id)!.has(type)) {
            could.get(p.id)!.add(type);
            changed = true;
          }
        }
      }
    }
  }
  return could;
}

const cardName = fc.constantFrom(...Object.keys(FIXED), ...Object.keys(REFLECTS));

describe('"could produce" on random boards (CR 106.7)', () => {
  it("106.7: every permanent could produce what the least fixed point over every player's permanents gives, whatever the board order", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }),
        fc
          .array(fc.record({ card: cardName, seat: fc.nat(2) }), { minLength: 1, maxLength: 14 })
          .chain((picks) => fc.tuple(fc.constant(picks), fc.shuffledSubarray([...picks.keys()], { minLength: picks.length }))),
        (playerCount, [picks, order]) => {
          const players = ['alice', 'bob', 'carol'].slice(0, playerCount);
          const permanents = picks.map(({ card, seat }, i) => ({ id: `p${i}`, card, controller: players[seat % playerCount]! }));
          const expected = referenceCouldProduce(permanents);
          const ask = permanents.map((p) => ({ couldProduce: p.id }));
          const got = answers(players, permanents, ask).map((a) => [...a.types].sort());
          expect(got).toEqual(permanents.map((p) => [...expected.get(p.id)!].sort()));
          // The same board in another order answers the same (shared sets and groups are found per board).
          expect(
            answers(
              players,
              order.map((i) => permanents[i]!),
              ask,
            ).map((a) => [...a.types].sort()),
          ).toEqual(got);
        },
      ),
      { numRuns: 150 },
    );
  });
});

// ---------------------------------------------------------------------------------------
// availableMana: every distinct largest collection, from each source's choices

type Vec = Record<string, number>;
/** What one activation of each source's mana abilities could add (one entry per ability and choice). */
const SOURCES: Record<string, { card: unknown; outcomes: Vec[] }> = {
  Forest: { card: 'Forest', outcomes: [{ G: 1 }] },
  Island: { card: 'Island', outcomes: [{ U: 1 }] },
  Wastes: { card: 'Wastes', outcomes: [{ C: 1 }] },
  'Sol Ring': { card: 'Sol Ring', outcomes: [{ C: 2 }] },
  'Birds of Paradise': { card: 'Birds of Paradise', outcomes: COLORS.map((c) => ({ [c]: 1 })) },
  'City of Brass': { card: 'City of Brass', outcomes: COLORS.map((c) => ({ [c]: 1 })) },
  dual: { card: { name: 'Property Dual', types: ['Land'], subtypes: ['Forest', 'Island'] }, outcomes: [{ G: 1 }, { U: 1 }] },
  tri: { card: { name: 'Property Tri', types: ['Land'], subtypes: ['Plains', 'Island', 'Swamp'] }, outcomes: [{ W: 1 }, { U: 1 }, { B: 1 }] },
  // Outcomes of different sizes, so that some collections cover others.
  uneven: {
    card: {
      name: 'Property Uneven',
      types: ['Artifact'],
      abilities: [
        { kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { G: 2 } }] },
        { kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { U: 1 } }] },
        { kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { G: 1 } }] },
      ],
    },
    outcomes: [{ G: 2 }, { U: 1 }, { G: 1 }],
  },
};

const keyOf = (v: Vec) => TYPES.map((t) => v[t] ?? 0).join(',');
const covers = (a: Vec, b: Vec) => TYPES.every((t) => (a[t] ?? 0) >= (b[t] ?? 0));
const sum = (a: Vec, b: Vec): Vec => Object.fromEntries(TYPES.map((t) => [t, (a[t] ?? 0) + (b[t] ?? 0)]));
function largest(vectors: Vec[]): Set<string> {
  const unique = [...new Map(vectors.map((v) => [keyOf(v), v])).values()];
  return new Set(unique.filter((v) => !unique.some((w) => keyOf(w) !== keyOf(v) && covers(w, v))).map(keyOf));
}

/** Every concrete collection an option stands for: each `any` is one mana of a color chosen as it is added. */
function expand(option: Vec): Vec[] {
  let out: Vec[] = [Object.fromEntries(TYPES.map((t) => [t, option[t] ?? 0]))];
  for (let n = 0; n < (option.any ?? 0); n += 1) out = out.flatMap((v) => COLORS.map((c) => sum(v, { [c]: 1 })));
  return out;
}

describe('availableMana on random boards (SCENARIOS.md; CR 106, 605)', () => {
  it('the options stand for exactly the largest collections the sources could add, one activation each, and none is useless', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.keys(SOURCES)), { minLength: 1, maxLength: 7 }), (kinds) => {
        const permanents = kinds.map((kind, i) => ({ id: `s${i}`, card: SOURCES[kind]!.card, controller: 'alice' }));
        const [answer] = answers(['alice', 'bob'], permanents, [{ availableMana: 'alice' }]);
        // By the definition: each source adds one of its outcomes (using one is never worse than not).
        let collections: Vec[] = [{}];
        for (const kind of kinds) collections = collections.flatMap((c) => SOURCES[kind]!.outcomes.map((o) => sum(c, o)));
        const expected = largest(collections);
        const options: Vec[] = answer!.options;
        expect(largest(options.flatMap(expand))).toEqual(expected);
        for (const option of options) expect(option, JSON.stringify(option)).toSatisfy((o: Vec) => expand(o).some((v) => expected.has(keyOf(v))));
      }),
      { numRuns: 150 },
    );
  });
});

// canPay: some collection the sources could add pays the cost, checked by trying every
// assignment of mana to the cost's symbols.

/** Whether these mana (one letter each) pay these symbols: each colored or {C} symbol takes its own mana, a hybrid either, {n} any n. */
function pays(mana: string[], symbols: string[]): boolean {
  const [symbol, ...rest] = symbols;
  if (symbol === undefined) return true;
  const without = (i: number) => [...mana.slice(0, i), ...mana.slice(i + 1)];
  if (/^\d+$/.test(symbol)) {
    const generic = Number(symbol);
    return generic === 0 ? pays(mana, rest) : mana.some((_, i) => pays(without(i), [String(generic - 1), ...rest]));
  }
  const accepts = symbol.split('/');
  return mana.some((m, i) => accepts.includes(m) && pays(without(i), rest));
}

const symbolArb = fc.constantFrom('W', 'U', 'B', 'R', 'G', 'C', 'W/U', 'B/G', '1', '2');

describe('canPay on random boards (SCENARIOS.md; CR 107.4, 601.2h)', () => {
  it('a cost is payable exactly when some collection the sources could add pays it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.keys(SOURCES)), { minLength: 1, maxLength: 5 }), fc.array(symbolArb, { minLength: 1, maxLength: 4 }), (kinds, symbols) => {
        const permanents = kinds.map((kind, i) => ({ id: `s${i}`, card: SOURCES[kind]!.card, controller: 'alice' }));
        const cost = symbols.map((symbol) => `{${symbol}}`).join('');
        const [answer] = answers(['alice', 'bob'], permanents, [{ canPay: { player: 'alice', cost } }]);
        let collections: string[][] = [[]];
        for (const kind of kinds)
          collections = collections.flatMap((c) => [c, ...SOURCES[kind]!.outcomes.map((o) => [...c, ...Object.entries(o).flatMap(([type, n]) => Array<string>(n).fill(type))])]);
        expect(answer, cost).toEqual({ payable: collections.some((mana) => pays(mana, symbols)) });
      }),
      { numRuns: 300 },
    );
  });
});

// canPay against activating: on random small boards with mana in the pool, Pili-Pala, Doubling
// Cube and replacement effects, a cost is payable exactly when some sequence of `activate`
// actions leaves a pool that pays it (CR 601.2g-h, 605.3a, 616.1). The reference tries every
// sequence on the engine's own boards: each mana ability at most once, in every order, with
// every color choice, every payment of a mana cost out of the pool and every replacementOrder.

/** The generic mana cost of the mana abilities with one, from their Oracle text: "{2}, {Q}: …" and "{3}, {T}: …". */
const MANA_COSTS: Record<string, number> = { 'Pili-Pala': 2, 'Doubling Cube': 3 };
/** Those whose one mana ability adds one mana of any color. */
const ANY_COLOR = new Set(['Pili-Pala', 'Birds of Paradise']);
/** Replacement effects on mana production: the player orders them (616.1). */
const REPLACING = new Set(['Contamination', 'Mana Reflection']);

const letters = (pool: Json) => TYPES.flatMap((type) => Array<string>(pool[type] ?? 0).fill(type));

/** Every `n` mana out of a pool, as a payment (each multiset once). */
function subPools(pool: Json, n: number): Vec[] {
  let out: Vec[] = [{}];
  for (const type of TYPES) out = out.flatMap((v) => Array.from({ length: (pool[type] ?? 0) + 1 }, (_, k) => (k === 0 ? v : { ...v, [type]: k })));
  return out.filter((v) => Object.values(v).reduce((a, b) => a + b, 0) === n);
}

function permutations<T>(list: T[]): T[][] {
  if (list.length <= 1) return [list];
  return list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
}

interface Reached {
  /** Whether some reachable pool pays the cost. */
  payable: boolean;
  /** canActivate and activating disagree somewhere: the permanent and board where. */
  disagreement?: string;
}

/** Every sequence of activations from `board`, depth first, each board once. */
function bruteForce(board: Json, cards: Map<string, string>, symbols: string[]): Reached {
  // Without two replacement effects there is nothing to order; with them, every order (the default is one of them).
  const replacing = [...cards].filter(([, card]) => REPLACING.has(card)).map(([id]) => id);
  const orders = replacing.length < 2 ? [undefined] : permutations(replacing);
  const activatable = [...cards].filter(([, card]) => !REPLACING.has(card)).map(([id]) => id);
  // A color the cost doesn't name pays only generic mana, like any other it doesn't name: one of them stands for all.
  const named = COLORS.filter((color) => symbols.some((symbol) => symbol.split('/').includes(color)));
  const choosable = [...named, ...COLORS.filter((color) => !named.includes(color)).slice(0, 1)];
  const out: Reached = { payable: false };
  // With the same permanents tapped, a pool holding at least as much of each type gets at least as far (mana never hurts a payment).
  const pools = new Map<string, Vec[]>();
  const visit = (current: Json) => {
    if (out.payable || out.disagreement) return;
    const tapped = JSON.stringify(current.permanents.map((p: Json) => p.tapped));
    const manaPool = current.players.find((p: Json) => p.id === 'alice').manaPool;
    const seen = pools.get(tapped) ?? [];
    if (seen.some((other) => covers(other, manaPool))) return;
    pools.set(tapped, [...seen, manaPool]);
    if (pays(letters(manaPool), symbols)) {
      out.payable = true;
      return;
    }
    const asked = runScenario({ board: current, actions: [], ask: activatable.map((permanent) => ({ canActivate: { permanent } })) }) as Json;
    activatable.forEach((permanent, i) => {
      const card = cards.get(permanent)!;
      const colors = ANY_COLOR.has(card) ? choosable.map((mana) => ({ mana })) : [{}];
      // Every payment out of the pool (the default is one of them); none possible, the default, to see it refused.
      const payments = MANA_COSTS[card] === undefined ? [] : subPools(manaPool, MANA_COSTS[card]).map((payment) => ({ payment }));
      const paid = payments.length === 0 ? [{}] : payments;
      let activated = false;
      for (const choice of colors)
        for (const payment of paid)
          for (const replacementOrder of orders) {
            const action = { do: 'activate', permanent, choices: { ...choice, ...payment }, ...(replacementOrder ? { replacementOrder } : {}) };
            const result = runScenario({ board: current, actions: [action] }) as Json;
            if (!result.ok) {
              if (result.error.code !== 'ILLEGAL_ACTION') throw new Error(JSON.stringify(result.error));
              continue;
            }
            activated = true;
            visit(result.board);
          }
      if (activated !== asked.answers[i].legal)
        out.disagreement ??= `${permanent}: canActivate ${JSON.stringify(asked.answers[i])}, activating ${activated} on ${JSON.stringify(current)}`;
    });
  };
  visit(board);
  return out;
}

describe('canPay against every sequence of activations (CR 601.2g-h, 605.3a, 616.1)', () => {
  it('canPay is true exactly when some sequence of activate actions (each mana ability once, every payment from the pool, every color, every replacementOrder) leaves a pool that pays the cost; canActivate agrees with activating', () => {
    fc.assert(
      fc.property(
        // Contamination and Mana Reflection alone or together, in either timestamp order.
        fc.constantFrom([], ['Contamination'], ['Mana Reflection'], ['Contamination', 'Mana Reflection'], ['Mana Reflection', 'Contamination']),
        fc.array(fc.constantFrom('Forest', 'Island', 'Swamp', 'Wastes'), { maxLength: 3 }),
        fc.uniqueArray(fc.constantFrom('Sol Ring', 'Birds of Paradise'), { maxLength: 2 }),
        fc.constantFrom('none', 'tapped', 'untapped'),
        fc.boolean(),
        fc.array(fc.constantFrom(...TYPES), { maxLength: 4 }),
        fc.array(symbolArb, { minLength: 1, maxLength: 3 }),
        (replacing, lands, others, pili, cube, poolMana, symbols) => {
          const picks: { card: string; tapped?: boolean }[] = [...replacing, ...lands, ...others].map((card) => ({ card }));
          if (pili !== 'none') picks.push({ card: 'Pili-Pala', tapped: pili === 'tapped' });
          if (cube) picks.push({ card: 'Doubling Cube' });
          const permanents = picks.map(({ card, tapped }, i) => ({ id: `p${i}`, card, controller: 'alice', ...(tapped ? { tapped } : {}) }));
          const manaPool: Vec = {};
          for (const type of poolMana) manaPool[type] = (manaPool[type] ?? 0) + 1;
          const cost = symbols.map((symbol) => `{${symbol}}`).join('');
          const board = { turn, players: [{ id: 'alice', manaPool }, { id: 'bob' }], permanents };
          const result = runScenario({ board, actions: [], ask: [{ canPay: { player: 'alice', cost } }] }) as Json;
          if (!result.ok) throw new Error(JSON.stringify(result.error));
          const reached = bruteForce(result.board, new Map(permanents.map((p) => [p.id, p.card])), symbols);
          expect(reached.disagreement).toBeUndefined();
          expect(result.answers[0], `${cost} on ${JSON.stringify(board)}`).toEqual({ payable: reached.payable });
        },
      ),
      // A fixed seed: about 8 s; the brute force runs the engine a few thousand times a board at most.
      { numRuns: 120, seed: 15 },
    );
  }, 60_000);
});

// availableMana against activating: each option is what some sequence of `activate` actions
// adds and leaves unspent, the pool's own mana spent on a mana cost not taken off it: of each
// type, the final pool less what is left of the pool the player started with, the pool's mana
// taken first (README, availableMana). The reference tries every sequence, every color of
// every mana of any color, every payment and every replacementOrder.

/** Every collection some sequence of activations from `board` adds and leaves unspent. */
function everyAddition(board: Json, cards: Map<string, string>): Vec[] {
  const replacing = [...cards].filter(([, card]) => REPLACING.has(card)).map(([id]) => id);
  const orders = replacing.length < 2 ? [undefined] : permutations(replacing);
  const activatable = [...cards].filter(([, card]) => !REPLACING.has(card)).map(([id]) => id);
  const alice = (b: Json) => b.players.find((p: Json) => p.id === 'alice');
  const start: Vec = alice(board).manaPool;
  const seen = new Set<string>();
  const additions: Vec[] = [];
  const visit = (current: Json, spent: Vec) => {
    const key = JSON.stringify([alice(current).manaPool, current.permanents.map((p: Json) => p.tapped), spent]);
    if (seen.has(key)) return;
    seen.add(key);
    const pool: Vec = alice(current).manaPool;
    additions.push(Object.fromEntries(TYPES.map((t) => [t, (pool[t] ?? 0) - Math.max(0, (start[t] ?? 0) - (spent[t] ?? 0))])));
    for (const permanent of activatable) {
      const card = cards.get(permanent)!;
      const colors = ANY_COLOR.has(card) ? COLORS.map((mana) => ({ mana })) : [{}];
      const payments = MANA_COSTS[card] === undefined ? [{}] : subPools(pool, MANA_COSTS[card]).map((payment) => ({ payment }));
      for (const choice of colors)
        for (const payment of payments)
          for (const replacementOrder of orders) {
            const action = { do: 'activate', permanent, choices: { ...choice, ...payment }, ...(replacementOrder ? { replacementOrder } : {}) };
            const result = runScenario({ board: current, actions: [action] }) as Json;
            if (!result.ok) continue;
            const paid = result.events.filter((e: Json) => e.type === 'manaSpent').reduce((total: Vec, e: Json) => sum(total, e.mana), spent);
            visit(result.board, paid);
          }
    }
  };
  visit(board, {});
  return additions;
}

describe('availableMana against every sequence of activations (SCENARIOS.md; CR 605.3a, 616.1)', () => {
  it('the options stand for exactly the largest collections some sequence of activate actions adds and leaves unspent, with mana in the pool, Pili-Pala, Doubling Cube and replacement effects in either order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([], ['Contamination', 'Mana Reflection'], ['Mana Reflection', 'Contamination']),
        fc.array(fc.constantFrom('Forest', 'Island', 'Wastes', 'Sol Ring'), { maxLength: 2 }),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.constantFrom('W', 'G', 'C'), { maxLength: 2 }),
        (replacing, sources, pili, cube, poolMana) => {
          const picks: { card: string; tapped?: boolean }[] = [...replacing, ...sources].map((card) => ({ card }));
          if (pili) picks.push({ card: 'Pili-Pala', tapped: true });
          if (cube) picks.push({ card: 'Doubling Cube' });
          const permanents = picks.map(({ card, tapped }, i) => ({ id: `p${i}`, card, controller: 'alice', ...(tapped ? { tapped } : {}) }));
          const manaPool: Vec = {};
          for (const type of poolMana) manaPool[type] = (manaPool[type] ?? 0) + 1;
          const board = { turn, players: [{ id: 'alice', manaPool }, { id: 'bob' }], permanents };
          const result = runScenario({ board, actions: [], ask: [{ availableMana: 'alice' }] }) as Json;
          if (!result.ok) throw new Error(JSON.stringify(result.error));
          const reachable = everyAddition(result.board, new Map(permanents.map((p) => [p.id, p.card]))).filter((v) => Object.values(v).some((n) => n > 0));
          const options: Vec[] = result.answers[0].options;
          expect(largest(options.flatMap(expand)), JSON.stringify(board)).toEqual(largest(reachable));
          // Each option is added in some sequence, whatever colors its mana of any color becomes.
          for (const option of options) expect(option, JSON.stringify(option)).toSatisfy((o: Vec) => expand(o).every((v) => reachable.some((r) => covers(r, v))));
        },
      ),
      { numRuns: 100, seed: 15 },
    );
  }, 60_000);
});
