// Cost kinds (rules/cards/costs/): each says its text, whether it can be paid now (CR 601.2h),
// how it is paid and the choice it needs, in one module. This file is type-checked by
// `npm run typecheck` (CI): the `@ts-expect-error` lines below fail the build if a kind that
// leaves out one of those ever compiles.

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { cost, COSTS, CostPart } from '../../rules';

describe('cost kinds (CR 118)', () => {
  it('every part of a cost in the card format has exactly one kind', () => {
    const types = CostPart.options.map((option) => option.shape.type.value);
    expect(Object.keys(COSTS).sort()).toEqual([...types].sort());
    // The union is made of the kinds' own schemas.
    for (const kind of Object.values(COSTS)) expect(CostPart.options as readonly unknown[]).toContain(kind.schema);
  });

  it('only mana is paid with mana, and only the parts that name a permanent ask which', () => {
    expect(
      Object.entries(COSTS)
        .filter(([, kind]) => kind.mana)
        .map(([type]) => type),
    ).toEqual(['mana']);
    expect(Object.fromEntries(Object.entries(COSTS).flatMap(([type, kind]) => (kind.choice ? [[type, kind.choice.key]] : [])))).toEqual({
      sacrifice: 'sacrifice',
      tapOther: 'tap',
      tapPower: 'tap',
    });
  });

  it('a kind that leaves out its text, its refusal or its payment does not compile', () => {
    const schema = z.strictObject({ type: z.literal('example'), amount: z.int() });
    const complete = cost({
      schema,
      text: (part) => `Pay ${part.amount} example`,
      refusal: (part, payer) => (payer.life < part.amount ? { reason: 'not enough', rule: '601.2h' } : null),
      pay(part, payer) {
        payer.payLife(part.amount, ['601.2h']);
      },
      mana: false,
      choice: null,
    });
    expect(complete.text({ type: 'example', amount: 2 }, undefined as never)).toBe('Pay 2 example');

    // @ts-expect-error: no text
    cost({ schema, refusal: () => null, pay() {}, mana: false, choice: null });
    // @ts-expect-error: no refusal
    cost({ schema, text: () => '', pay() {}, mana: false, choice: null });
    // @ts-expect-error: no payment
    cost({ schema, text: () => '', refusal: () => null, mana: false, choice: null });
    // @ts-expect-error: not saying whether it needs a choice
    cost({ schema, text: () => '', refusal: () => null, pay() {}, mana: false });
    // @ts-expect-error: a refusal without the rule that makes it
    cost({ schema, text: () => '', refusal: () => ({ reason: 'no' }), pay() {}, mana: false, choice: null });
    // @ts-expect-error: a choice the action's `costs` has no field for
    cost({ schema, text: () => '', refusal: () => null, pay() {}, mana: false, choice: { key: 'exile', candidates: () => [] } });
  });

  it('a registry without a kind for every part does not compile', () => {
    const { loyalty: _loyalty, ...withoutLoyalty } = COSTS;
    // @ts-expect-error: loyalty is missing
    const incomplete: typeof COSTS = withoutLoyalty;
    expect(Object.keys(incomplete)).not.toContain('loyalty');
  });
});
