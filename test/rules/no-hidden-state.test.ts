// No hidden state (DESIGN.md, "The engine": the same input gives the same output, whatever was
// asked before). What is derived from a board lives in that board's view; what the engine
// still keeps between boards is memos of pure functions of data that never changes: the views
// of the most recent boards (state/view.ts; a board is never changed once made), the printed
// characteristics of a card definition (state/characteristics.ts), the abilities a
// modification grants (cards/modifications/add-abilities.ts), what an object's mana abilities
// could produce by themselves and the filters made from a card's filter (mana/could-produce.ts),
// what a plain mana ability adds (mana/available-mana.ts) and a filter's normal form
// (state/layers.ts). These tests show
// none of it can be observed: every answer of a fresh engine, each of whose memos is empty, is
// the answer of an engine that has answered everything else first, in either order; a
// question asked of one board and then of another is answered afresh; and running the engine
// changes neither the card data nor the boards those memos are keyed by.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as engine from '../../rules';
import { layeredBoard, manaSourcesBoard, reflectingBoard } from '../../bench/boards';

type Json = Record<string, any>;
type Engine = typeof engine;
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const players = [{ id: 'alice' }, { id: 'bob' }];
const at = (id: string, card: unknown, controller = 'alice', extra: Json = {}) => ({ id, card, controller, ...extra });

/** An inline card alike in every way to a catalog one, but a different object on every board. */
const inlineForest = { name: 'Inline Forest', types: ['Land'], subtypes: ['Forest'] };
const bigRock = (amount: number) => ({
  name: 'Big Rock',
  types: ['Artifact'],
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { C: amount } }] }],
});

const manaQuestions = (ids: string[]) => [
  ...ids.map((id) => ({ couldProduce: id })),
  { availableMana: 'alice' },
  { availableMana: 'bob' },
  { canPay: { player: 'alice', cost: '{2}{G}' } },
  { canPay: { player: 'alice', cost: '{W}{U}{B}{R}{G}' } },
  { canPay: { player: 'bob', cost: '{C}{C}' } },
];

function scenario(permanents: Json[], ask: Json[] = manaQuestions(permanents.map((p) => p.id)), extra: Json = {}): Json {
  return { board: { turn, players, permanents, ...extra.board }, actions: extra.actions ?? [], ask };
}

const fromBench = (board: Json, ask: (ids: string[]) => Json[]) => ({ board, actions: [], ask: ask(board.permanents.map((p: Json) => p.id)) });

/**
 * Questions whose answers would differ if a memo leaked from one board into another: the same
 * cards with and without replacement effects and triggered mana abilities (which make mana
 * abilities other than plain), granted abilities and keywords, reflecting and sacrificing
 * abilities, inline cards, and actions.
 */
const SCENARIOS: Json[] = [
  scenario([at('forest', 'Forest'), at('elves', 'Llanowar Elves'), at('birds', 'Birds of Paradise'), at('island', 'Island', 'bob')]),
  scenario([at('forest', 'Forest'), at('elves', 'Llanowar Elves'), at('birds', 'Birds of Paradise'), at('mr', 'Mana Reflection'), at('island', 'Island', 'bob')]),
  scenario([at('forest', 'Forest'), at('birds', 'Birds of Paradise'), at('flare', 'Mana Flare', 'bob'), at('island', 'Island', 'bob')]),
  scenario([at('forest', 'Forest'), at('birds', 'Birds of Paradise'), ...Array.from({ length: 3 }, (_, i) => at(`nyx${i}`, 'Nyxbloom Ancient'))]),
  scenario([at('forest', 'Forest'), at('lantern', 'Chromatic Lantern'), at('wastes', 'Wastes'), at('pool', 'Reflecting Pool'), at('naga', 'Naga Vitalist')]),
  scenario([at('forest', 'Forest'), at('wastes', 'Wastes'), at('pool', 'Reflecting Pool'), at('naga', 'Naga Vitalist'), at('orchard', 'Exotic Orchard', 'bob')]),
  scenario([at('sq', 'Squandered Resources'), at('forest', 'Forest'), at('island', 'Island'), at('pool', 'Reflecting Pool')]),
  scenario([at('a', inlineForest), at('b', inlineForest), at('forest', 'Forest'), at('rock', bigRock(2))]),
  scenario([at('a', inlineForest), at('moon', 'Blood Moon', 'bob'), at('pool', 'Reflecting Pool'), at('rock', bigRock(2))]),
  scenario([at('cube', 'Doubling Cube'), at('forest', 'Forest'), at('island', 'Island'), at('sol', 'Sol Ring'), at('pili', 'Pili-Pala')]),
  scenario(
    [at('forest', 'Forest'), at('elves', 'Llanowar Elves'), at('hammer', 'Loxodon Warhammer', 'alice', { attachedTo: 'elves' }), at('mr', 'Mana Reflection')],
    [{ characteristics: 'elves' }, { canActivate: { permanent: 'forest' } }, { availableMana: 'alice' }],
    { actions: [{ do: 'activate', permanent: 'forest' }] },
  ),
  fromBench(reflectingBoard(40, 10), manaQuestions),
  fromBench(layeredBoard(40, 20), (ids) => [...ids.map((id) => ({ characteristics: id })), ...manaQuestions(ids)]),
  fromBench(manaSourcesBoard(30), (ids) => manaQuestions(ids.slice(0, 5))),
];

/** The example scenarios too, whatever their results (some are errors). */
const EXAMPLES: Json[] = readdirSync(join(__dirname, '../../examples'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const { board, actions, ask } = JSON.parse(readFileSync(join(__dirname, '../../examples', name), 'utf8'));
    return { board, actions, ask };
  });

/** The engine as a new process would load it: every module evaluated again, every memo empty. */
async function freshEngine(): Promise<Engine> {
  vi.resetModules();
  return await import('../../rules');
}

const run = (e: Engine, input: Json) => JSON.stringify(e.runScenario(structuredClone(input)));

describe('memos kept between boards cannot be observed', () => {
  it('every scenario gives a fresh engine the answer it gives an engine that answered all the others first, in either order', async () => {
    const all = [...SCENARIOS, ...EXAMPLES];
    const cold: string[] = [];
    for (const input of all) cold.push(run(await freshEngine(), input));
    for (const result of cold.slice(0, SCENARIOS.length)) expect(JSON.parse(result).ok, result.slice(0, 300)).toBe(true);

    const warm = await freshEngine();
    const forward = all.map((input) => run(warm, input));
    const backward = [...all]
      .reverse()
      .map((input) => run(warm, input))
      .reverse();
    expect(forward).toEqual(cold);
    expect(backward).toEqual(cold);
  }, 120_000);

  it("running the engine changes neither the card data (the memos' keys) nor the boards it was given", () => {
    const catalog = () => engine.catalogNames().map((name) => JSON.stringify(engine.catalogCard(name)));
    const before = catalog();
    const boards = SCENARIOS.map((input) => engine.loadBoard(structuredClone(input.board)));
    const texts = boards.map((board) => JSON.stringify(board));
    boards.forEach((board, i) => {
      const view = engine.viewOf(board);
      for (const question of SCENARIOS[i]!.ask) engine.answer(view, question, ['ask']);
    });
    for (const input of SCENARIOS) engine.runScenario(structuredClone(input));
    expect(catalog()).toEqual(before);
    expect(boards.map((board) => JSON.stringify(board))).toEqual(texts);
  });
});

describe('what is derived from a board is derived afresh for another board', () => {
  const load = (permanents: Json[]) => engine.loadBoard(structuredClone({ turn, players, permanents }));
  const mana = (board: ReturnType<typeof engine.loadBoard>) => engine.availableMana(engine.viewOf(board), 'alice').options;

  it('availableMana: the same Forest, plain on one board, doubled by Mana Reflection on the next, plain again after', () => {
    const plain = load([at('forest', 'Forest'), at('elves', 'Llanowar Elves')]);
    const doubled = load([at('forest', 'Forest'), at('elves', 'Llanowar Elves'), at('mr', 'Mana Reflection')]);
    for (let i = 0; i < 3; i += 1) {
      expect(mana(plain)).toEqual([{ G: 2 }]);
      expect(mana(doubled)).toEqual([{ G: 4 }]);
      expect(mana({ ...plain })).toEqual([{ G: 2 }]);
    }
  });

  it('couldProduce and characteristics: more boards than the views kept, asked in turn, each answered as by a new engine', async () => {
    const boards = [
      [at('pool', 'Reflecting Pool'), at('forest', 'Forest')],
      [at('pool', 'Reflecting Pool'), at('island', 'Island')],
      [at('pool', 'Reflecting Pool'), at('island', 'Island'), at('moon', 'Blood Moon', 'bob')],
      [at('pool', 'Reflecting Pool'), at('island', 'Island'), at('urborg', 'Urborg, Tomb of Yawgmoth')],
      [at('pool', 'Reflecting Pool'), at('lantern', 'Chromatic Lantern'), at('wastes', 'Wastes')],
      [at('pool', 'Reflecting Pool')],
    ];
    const ask = (e: Engine, permanents: Json[]): Json[] => {
      const view = e.viewOf(e.loadBoard(structuredClone({ turn, players, permanents })));
      return [e.answer(view, { couldProduce: 'pool' }, ['ask']), e.answer(view, { characteristics: 'pool' }, ['ask'])];
    };
    const expected: Json[][] = [];
    for (const permanents of boards) expected.push(ask(await freshEngine(), permanents));
    expect(expected.map(([could]) => could?.types)).toEqual([['G'], ['U'], ['R'], ['U', 'B'], ['W', 'U', 'B', 'R', 'G', 'C'], []]);
    const loaded = boards.map((permanents) => engine.loadBoard(structuredClone({ turn, players, permanents })));
    for (let round = 0; round < 3; round += 1)
      loaded.forEach((board, i) => {
        const view = engine.viewOf(board);
        expect([engine.answer(view, { couldProduce: 'pool' }, ['ask']), engine.answer(view, { characteristics: 'pool' }, ['ask'])]).toEqual(expected[i]);
      });
  }, 60_000);

  it('a view belongs to one board: the same board gives the same view, another board (even an equal copy) its own', () => {
    const board = load([at('forest', 'Forest')]);
    expect(engine.viewOf(board)).toBe(engine.viewOf(board));
    const copy = { ...board };
    expect(engine.viewOf(copy)).not.toBe(engine.viewOf(board));
    expect(engine.viewOf(copy).board).toBe(copy);
    const derivation = (view: { board: unknown }) => ({ of: view.board });
    expect(engine.viewOf(copy).derive(derivation).of).toBe(copy);
    expect(engine.viewOf(board).derive(derivation).of).toBe(board);
  });
});

describe('mana vectors saturate at MANA_LIMIT (CR 106.4; DESIGN.md)', () => {
  const LIMIT = 2_147_483_647;
  const answers = (permanents: Json[], ask: Json[]) => {
    const result = engine.runScenario(scenario(permanents, ask)) as Json;
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.answers;
  };

  it('copies of a source (times) and different sources (add) sum to at most MANA_LIMIT of a type', () => {
    const rocks = [at('r1', bigRock(2_000_000_000)), at('r2', bigRock(2_000_000_000)), at('r3', bigRock(2_000_000_000))];
    expect(answers(rocks, [{ availableMana: 'alice' }])).toEqual([{ options: [{ C: LIMIT }] }]);
    expect(answers([at('r1', bigRock(2_000_000_000)), at('r2', bigRock(1_000_000_000)), at('forest', 'Forest')], [{ availableMana: 'alice' }])).toEqual([
      { options: [{ G: 1, C: LIMIT }] },
    ]);
  });

  it('with a pool already at MANA_LIMIT, canPay still answers by what each source adds', () => {
    const full = { board: { players: [{ id: 'alice', manaPool: { C: LIMIT } }, { id: 'bob' }] } };
    const result = engine.runScenario(
      scenario(
        [at('r1', bigRock(LIMIT)), at('forest', 'Forest')],
        [{ canPay: { player: 'alice', cost: '{G}{5}' } }, { canPay: { player: 'alice', cost: '{G}{G}' } }, { availableMana: 'alice' }],
        full,
      ),
    ) as Json;
    expect(result.answers).toEqual([{ payable: true }, { payable: false }, { options: [{ G: 1, C: LIMIT }] }]);
  });
});
