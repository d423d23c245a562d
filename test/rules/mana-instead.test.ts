// "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead." (CR 106.3,
// 608.2c: checked as the mana ability resolves; 205.3i: "an Urza's Mine" is a land with both land
// types Urza's and Mine, whatever its name).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { compileCard } from '../../pool/compile';
import { ensureCards } from '../../pool';
import { board } from '../helpers/boards';

type Json = Record<string, unknown>;

function run(permanents: Json[], rest: Json) {
  const scenario = { board: board(permanents), ...rest };
  ensureCards(scenario);
  return runScenario(scenario);
}

const tron = [
  { id: 'plant', card: "Urza's Power Plant", controller: 'alice' },
  { id: 'mine', card: "Urza's Mine", controller: 'alice' },
  { id: 'tower', card: "Urza's Tower", controller: 'alice' },
];

describe('mana added instead when you control permanents (CR 106.3, 608.2c)', () => {
  it("Urza's Tower with an Urza's Mine and an Urza's Power-Plant adds {C}{C}{C}; Mine and Power Plant {C}{C} each", () => {
    const result = run(tron, {
      actions: [
        { do: 'activate', permanent: 'tower' },
        { do: 'activate', permanent: 'mine' },
        { do: 'activate', permanent: 'plant' },
      ],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.board.players[0]!.manaPool).toMatchObject({ C: 7 });
  });

  it('without the other two, each adds {C}; availableMana counts what each would add now', () => {
    const alone = run([tron[2]!, tron[1]!], { actions: [{ do: 'activate', permanent: 'tower' }], ask: [{ availableMana: 'alice' }] });
    if (!alone.ok) throw new Error(alone.error.message);
    expect(alone.board.players[0]!.manaPool).toMatchObject({ C: 1 });
    const full = run(tron, { ask: [{ availableMana: 'alice' }, { couldProduce: 'tower' }] });
    if (!full.ok) throw new Error(full.error.message);
    expect(full.answers[0]).toEqual({ options: [{ C: 7 }] });
    expect(full.answers[1]).toEqual({ types: ['C'] });
  });

  it("an opponent's Urza's lands don't count (\"you control\")", () => {
    const result = run([{ ...tron[0]!, controller: 'bob' }, { ...tron[1]!, controller: 'bob' }, tron[2]!], { actions: [{ do: 'activate', permanent: 'tower' }] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.board.players[0]!.manaPool).toMatchObject({ C: 1 });
  });

  it("205.3i: a land with the land types Urza's and Mine is an Urza's Mine whatever its name", () => {
    const mine = { name: 'Some Mine', types: ['Land'], subtypes: ["Urza's", 'Mine'], abilities: [] };
    const plant = { name: 'Some Plant', types: ['Land'], subtypes: ["Urza's", 'Power-Plant'], abilities: [] };
    const result = run([{ id: 'mine', card: mine, controller: 'alice' }, { id: 'plant', card: plant, controller: 'alice' }, tron[2]!], {
      actions: [{ do: 'activate', permanent: 'tower' }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.board.players[0]!.manaPool).toMatchObject({ C: 3 });
    const onlyMine = { ...mine, subtypes: ['Mine'] };
    const other = run([{ id: 'mine', card: onlyMine, controller: 'alice' }, { id: 'plant', card: plant, controller: 'alice' }, tron[2]!], {
      actions: [{ do: 'activate', permanent: 'tower' }],
    });
    if (!other.ok) throw new Error(other.error.message);
    expect(other.board.players[0]!.manaPool).toMatchObject({ C: 1 });
  });

  it('the lines compile and render back, with one filter or two', () => {
    const land = { name: 'Test Land', types: ['Land' as const] };
    for (const line of [
      "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.",
      '{T}: Add {G}. If you control a creature with power 4 or greater, add {G}{G} instead.',
    ])
      expect(compileCard([line], land).lines[0]!.compiled).toBe(true);
  });
});
