// The Comprehensive Rules' text in the schema, executed directly (no HTTP): rule(number) and
// rules(numbers), public as the card pool is (schema/rules-text.ts, app/rules-text.ts).

import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema/index';
import { testContext } from '../helpers/graphql';

async function run(query: string, variables: Record<string, unknown> = {}, principal: string | null = null) {
  return execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext(principal, {}) });
}

const RULE = `query ($number: String!) { rule(number: $number) { number text changed source previousNumber } }`;
const RULES = `query ($numbers: [String!]!) { rules(numbers: $numbers) { number text changed source } }`;

describe('rule(number)', () => {
  it('gives the text of a cited rule, to any caller', async () => {
    const result = await run(RULE, { number: '106.4' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.rule).toEqual({
      number: '106.4',
      text: expect.stringMatching(/^When an effect instructs a player to add mana/),
      changed: false,
      source: '2026-09-25',
      previousNumber: null,
    });
  });

  it('says what September changed, and where a January rule went', async () => {
    expect((await run(RULE, { number: '605.1a.' }, 'x')).data!.rule).toMatchObject({ number: '605.1a', changed: true, source: '2026-09-25' });
    expect((await run(RULE, { number: '733' })).data!.rule).toEqual({ number: '733', text: 'Handling Illegal Actions', changed: true, source: '2026-01-16', previousNumber: '732' });
  });

  it('is null for a number the CR has no rule for; the new rule 722 is there without text', async () => {
    for (const number of ['999.1', '106.99', 'not a rule', '']) {
      const result = await run(RULE, { number });
      expect(result.errors, number).toBeUndefined();
      expect(result.data!.rule, number).toBeNull();
    }
    expect((await run(RULE, { number: '722' })).data!.rule).toEqual({ number: '722', text: null, changed: true, source: '2026-09-25', previousNumber: null });
  });
});

describe('rules(numbers)', () => {
  it("gives an event's citations in their order, leaving unknown numbers out", async () => {
    const result = await run(RULES, { numbers: ['305.6', '605.1a', '999.9', '605.3b', '106.4'] });
    expect(result.errors).toBeUndefined();
    const rules = result.data!.rules as { number: string; text: unknown }[];
    expect(rules.map((rule) => rule.number)).toEqual(['305.6', '605.1a', '605.3b', '106.4']);
    for (const rule of rules) expect(typeof rule.text).toBe('string');
  });

  it('takes 200 numbers, and refuses 201 with LIMIT_EXCEEDED', async () => {
    const numbers = Array.from({ length: 201 }, (_, index) => `106.${(index % 13) + 1}`);
    const ok = await run(RULES, { numbers: numbers.slice(0, 200) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.rules).toHaveLength(13);
    const refused = await run(RULES, { numbers });
    expect(refused.data).toBeNull();
    expect(refused.errors!.map((error) => [error.message, error.extensions.code])).toEqual([['rules: at most 200 numbers, not 201 (README, "Limits")', 'LIMIT_EXCEEDED']]);
  });
});
