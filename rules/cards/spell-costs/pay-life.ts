// "Pay 1 life" as part of a cost to cast a spell (Force of Will's alternative cost, CR 118.9):
// a player may pay life only if their life total is at least the payment (119.4b).

import * as z from 'zod';
import { spellCost } from './kind';

export const payLife = spellCost({
  schema: z.strictObject({ type: z.literal('payLife'), amount: z.int().min(1).max(1_000_000) }),
  text: (part) => `pay ${part.amount} life`,
  refusal(part, caster) {
    if (caster.life < part.amount) return { reason: `paying ${part.amount} life needs a life total of at least ${part.amount} (CR 119.4b)`, rule: '119.4b' };
    return null;
  },
  missing: () => null,
  pay(part, caster) {
    caster.payLife(part.amount, ['119.4', '601.2h']);
  },
});
