// "Put a -1/-1 counter on this creature" (CR 122.6): always payable.

import * as z from 'zod';
import { counterCount, objectPhrase } from '../phrasing';
import { CounterKind } from '../pieces';
import { cost } from './kind';

export const putCounters = cost({
  schema: z.strictObject({ type: z.literal('putCounters'), counter: CounterKind, amount: z.int().min(1).max(100) }),
  text: (part, ctx) => `Put ${counterCount(part.amount, part.counter)} on ${objectPhrase('self', ctx, false)}`,
  refusal: () => null,
  pay(part, payer) {
    payer.putCounters(part.counter, part.amount, ['122.6', '601.2h']);
  },
  mana: false,
  choice: null,
});
