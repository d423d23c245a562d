// "Remove a +1/+1 counter from this creature" (CR 601.2h): it must have that many.

import * as z from 'zod';
import { counterCount, objectPhrase } from '../phrasing';
import { CounterKind } from '../pieces';
import { cost } from './kind';
import { countersOf } from '../../core';

export const removeCounters = cost({
  schema: z.strictObject({ type: z.literal('removeCounters'), counter: CounterKind, amount: z.int().min(1).max(100) }),
  text: (part, ctx) => `Remove ${counterCount(part.amount, part.counter)} from ${objectPhrase('self', ctx, false)}`,
  refusal(part, { permanent }) {
    const have = countersOf(permanent.counters, part.counter);
    if (have < part.amount) return { reason: `${permanent.id} has ${have} ${part.counter} counter(s), not ${part.amount}`, rule: '601.2h' };
    return null;
  },
  pay(part, payer) {
    payer.removeCounters(part.counter, part.amount, ['601.2h']);
  },
  mana: false,
  choice: null,
});
