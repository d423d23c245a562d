// "Pay N life" (CR 119.4): a player may pay life only if their life total is at least the
// payment (119.4b); paying 0 life is always possible.

import * as z from 'zod';
import { cost } from './kind';

/** Whether a player with this life total may pay this much life (CR 119.4, 119.4b). */
export const canPayLife = (life: number, amount: number): boolean => amount === 0 || life >= amount;

export const payLife = cost({
  schema: z.strictObject({ type: z.literal('payLife'), amount: z.int().min(0).max(1_000_000) }),
  text: (part) => `Pay ${part.amount} life`,
  refusal(part, payer) {
    if (!canPayLife(payer.life, part.amount)) return { reason: `paying ${part.amount} life needs a life total of at least ${part.amount} (CR 119.4)`, rule: '601.2h' };
    return null;
  },
  pay(part, payer) {
    payer.payLife(part.amount, ['119.4', '601.2h']);
  },
  mana: false,
  choice: null,
});
