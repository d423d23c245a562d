// The rule an error names is the one that decides it, and its message reads as a sentence
// (SCENARIOS.md: "errors name the rule that forbids the action").

import { describe, expect, it } from 'vitest';
import { alice, run } from '../helpers/run';

describe('the rule an illegal choice or payment names', () => {
  it('105.1, 106.1b: choosing {C} for "one mana of any color" is illegal: colorless is a type of mana, not a color', () => {
    const result = run([alice('birds', 'Birds of Paradise')], [{ do: 'activate', permanent: 'birds', choices: { mana: 'C' } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '105.1' } });
    expect(!result.ok && result.error.message).toMatch(/106\.1b/);
  });

  it('608.2d: choosing a type "Add {R} or {G}" does not offer is illegal', () => {
    const land = { name: 'Test Karoo', types: ['Land'], abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addManaOneOf', types: ['R', 'G'] }] }] };
    const result = run([alice('land', land)], [{ do: 'activate', permanent: 'land', choices: { mana: 'U' } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '608.2d' } });
  });

  it('601.2h: a spell cast with an empty mana pool "can\'t be paid from an empty mana pool"', () => {
    const result = run([], [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], pay: true }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
    expect(!result.ok && result.error.message).toBe("{R} with X=0 can't be paid from an empty mana pool");
  });

  it("601.2h: an ability's mana cost with an empty pool: canActivate says it can't be paid from an empty mana pool", () => {
    const result = run([alice('walker', 'Hangarback Walker', { counters: { '+1/+1': 1 } })], [], {}, [{ canActivate: { permanent: 'walker', ability: 0 } }]);
    expect(result.ok && result.answers[0]).toEqual({ legal: false, reason: "{1} can't be paid from an empty mana pool", rule: '601.2h' });
  });
});
