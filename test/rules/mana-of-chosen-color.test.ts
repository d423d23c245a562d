// "Add one mana of the chosen color." (CR 106.3, 614.12): the color chosen as the permanent entered
// (its `chosen.color`); "Add {G} or one mana of the chosen color." a choice of the two (106.6).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { compileCard } from '../../pool/compile';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

function run(permanents: Json[], rest: Json): Json {
  const scenario = { board: { turn: { number: 2, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, ...rest };
  ensureCards(scenario);
  return runScenario(scenario);
}

/** Quirion Elves' second ability is index 1: "{T}: Add {G}." then "{T}: Add one mana of the chosen color." */
const elves = (chosen: Json = { color: 'U' }) => ({ id: 'elves', card: 'Quirion Elves', controller: 'alice', chosen });
const gate = {
  name: 'Test Gate',
  types: ['Land'],
  subtypes: ['Gate'],
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addManaOfChosenColor', or: 'W' }] }],
};

describe('mana of the chosen color (CR 614.12)', () => {
  it('Quirion Elves that chose blue adds {U}; it could produce {G} and {U} (106.7)', () => {
    const result = run([elves()], { actions: [{ do: 'activate', permanent: 'elves', ability: 1 }], ask: [{ couldProduce: 'elves' }] });
    expect(result.ok).toBe(true);
    expect(result.board.players[0].manaPool).toMatchObject({ U: 1, G: 0 });
    const asked = run([elves()], { ask: [{ couldProduce: 'elves' }, { availableMana: 'alice' }] });
    expect(asked.answers[0]).toEqual({ types: ['U', 'G'] });
    expect(asked.answers[1]).toEqual({ options: expect.arrayContaining([{ U: 1 }, { G: 1 }]) as unknown });
  });

  it('with no color chosen, the ability adds nothing', () => {
    const result = run([elves({})], { actions: [{ do: 'activate', permanent: 'elves', ability: 1 }] });
    expect(result.ok).toBe(true);
    expect(result.board.players[0].manaPool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('106.6: "Add {W} or one mana of the chosen color": the choice is required, between the two', () => {
    const permanent = { id: 'gate', card: gate, controller: 'alice', chosen: { color: 'B' } };
    const missing = run([permanent], { actions: [{ do: 'activate', permanent: 'gate' }] });
    expect(missing.ok).toBe(false);
    expect(missing.error).toMatchObject({ code: 'CHOICE_REQUIRED', options: ['W', 'B'] });
    const black = run([permanent], { actions: [{ do: 'activate', permanent: 'gate', choices: { mana: 'B' } }] });
    expect(black.board.players[0].manaPool).toMatchObject({ B: 1 });
    expect(run([permanent], { actions: [{ do: 'activate', permanent: 'gate', choices: { mana: 'R' } }] }).ok).toBe(false);
  });

  it('the lines compile and render back', () => {
    const card = { name: 'Test Gate', types: ['Land' as const] };
    for (const line of ['{T}: Add one mana of the chosen color.', '{T}: Add {W} or one mana of the chosen color.'])
      expect(compileCard([line], card).lines[0]!.compiled, line).toBe(true);
  });
});
