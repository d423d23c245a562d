// "Add three mana of any one color." (CR 106.3, 605.1a): one color, chosen as the ability
// resolves, for all of the mana; Black Lotus and Gilded Lotus from the pool.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { compileCard } from '../../pool/compile';
import { ensureCards } from '../../pool';
import { board } from '../helpers/boards';

function run(scenario: Record<string, unknown>) {
  ensureCards(scenario);
  return runScenario(scenario);
}

describe('mana of any one color (CR 106.3)', () => {
  it('Black Lotus: {T}, sacrifice it: three mana of the one color chosen (106.3, 118.3)', () => {
    const result = run({ board: board([{ id: 'lotus', card: 'Black Lotus', controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'lotus', choices: { mana: 'B' } }] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.board.players[0]!.manaPool).toMatchObject({ B: 3, W: 0, U: 0, R: 0, G: 0, C: 0 });
    expect(result.board.permanents.some((p) => p.id === 'lotus')).toBe(false);
  });

  it('the color is required, and colorless is not a color (105.1, 106.1b)', () => {
    const missing = run({ board: board([{ id: 'lotus', card: 'Gilded Lotus', controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'lotus' }] });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.code).toBe('CHOICE_REQUIRED');
    const colorless = run({ board: board([{ id: 'lotus', card: 'Gilded Lotus', controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'lotus', choices: { mana: 'C' } }] });
    expect(colorless.ok).toBe(false);
  });

  it('Gilded Lotus could produce each color, three of one (106.7)', () => {
    const result = run({ board: board([{ id: 'lotus', card: 'Gilded Lotus', controller: 'alice' }]), ask: [{ couldProduce: 'lotus' }, { availableMana: 'alice' }] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answers[0]).toEqual({ types: ['W', 'U', 'B', 'R', 'G'] });
    expect(result.answers[1]).toEqual({ options: expect.arrayContaining([{ W: 3 }, { G: 3 }]) as unknown });
  });

  it('the line compiles and renders back; "one mana of any color" is unchanged', () => {
    const lotus = compileCard(['{T}: Add three mana of any one color.', '{T}: Add one mana of any color.'], { name: 'Lotus Lookalike', types: ['Artifact'] });
    expect(lotus.lines.map((l) => l.compiled)).toEqual([true, true]);
  });
});
