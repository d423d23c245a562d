// "Add {R} or {G}." (CR 106.6, 605.1a): one mana of one of the listed types, chosen as the
// ability resolves; availableMana splits the choice into one option per type (SCENARIOS.md).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { board } from '../helpers/boards';

const karplusan = {
  name: 'Rugged Highlands Lookalike',
  types: ['Land'],
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addManaOneOf', types: ['R', 'G'] }] }],
};

describe('a choice among mana types (CR 106.6)', () => {
  it('adds the chosen type, and the choice is required', () => {
    const chosen = runScenario({ board: board([{ id: 'land', card: karplusan, controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'land', choices: { mana: 'G' } }] });
    if (!chosen.ok) throw new Error(chosen.error.message);
    expect(chosen.board.players[0]!.manaPool).toMatchObject({ G: 1, R: 0 });
    const unchosen = runScenario({ board: board([{ id: 'land', card: karplusan, controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'land' }] });
    expect(unchosen.ok).toBe(false);
    if (!unchosen.ok) expect(unchosen.error.code).toBe('CHOICE_REQUIRED');
  });

  it('could produce either type (106.7), and availableMana gives one option per type', () => {
    const result = runScenario({ board: board([{ id: 'land', card: karplusan, controller: 'alice' }]), ask: [{ couldProduce: 'land' }, { availableMana: 'alice' }] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answers[0]).toEqual({ types: ['R', 'G'] });
    expect(result.answers[1]).toEqual({ options: expect.arrayContaining([{ R: 1 }, { G: 1 }]) as unknown });
  });
});
