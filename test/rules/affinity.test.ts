// Affinity (CR 702.41a): "Affinity for artifacts" means "This spell costs {1} less to cast for
// each artifact you control." It reduces only the generic mana of the total cost as it is
// determined (601.2f, 118.7a), counting the artifacts its caster controls then.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function scenario(permanents: Json[], actions: Json[], pool: Json = {}): Json {
  const input = { board: { turn: main, players: [{ id: 'alice', manaPool: pool }, { id: 'bob' }], permanents }, actions };
  ensureCards(input);
  return runScenario(input);
}

const artifacts = (n: number, controller = 'alice'): Json[] => Array.from({ length: n }, (_, i) => ({ id: `${controller}-thopter-${i}`, card: 'Ornithopter', controller }));
const frogmite = { do: 'cast', card: 'Frogmite', controller: 'alice', id: 'frogmite', pay: true };

describe('affinity for artifacts (CR 702.41a)', () => {
  it('702.41a: Frogmite ({4}) with four artifacts costs {0}: cast from an empty pool', () => {
    const result = scenario(artifacts(4), [frogmite]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents.map((p: Json) => p.id)).toContain('frogmite');
  });

  it("702.41a, 601.2h: with three artifacts Frogmite costs {1}: an empty pool can't pay it, one mana can", () => {
    expect(scenario(artifacts(3), [frogmite]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '601.2h' });
    const paid = scenario(artifacts(3), [frogmite], { C: 1 });
    expect(paid.ok).toBe(true);
    expect(paid.events).toContainEqual(expect.objectContaining({ type: 'manaSpent', mana: { C: 1 }, rules: ['601.2f', '118.7a', '601.2h'] }));
  });

  it("702.41a: artifacts an opponent controls don't count", () => {
    expect(scenario([...artifacts(1), ...artifacts(4, 'bob')], [frogmite], { C: 2 }).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '601.2h' });
  });

  it('118.7a: affinity reduces only generic mana: Somber Hoverguard ({5}{U}) with six artifacts still costs {U}', () => {
    const hoverguard = { do: 'cast', card: 'Somber Hoverguard', controller: 'alice', id: 'hoverguard', pay: true };
    expect(scenario(artifacts(6), [hoverguard]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '601.2h' });
    expect(scenario(artifacts(6), [hoverguard], { U: 1 }).ok).toBe(true);
  });

  it('702.41a: the keyword and its reminder text compile and render back', () => {
    const line = 'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)';
    const compiled = compileCard([line], { name: 'Frogmite', manaCost: '{4}', types: ['Artifact', 'Creature'], subtypes: ['Frog'], power: 2, toughness: 2 });
    expect(compiled.lines[0]).toMatchObject({ compiled: true });
    expect(compiled.card.abilities).toEqual([
      { kind: 'keyword', keyword: 'affinity', for: { types: ['Artifact'] }, reminderText: 'This spell costs {1} less to cast for each artifact you control.' },
    ]);
  });
});
