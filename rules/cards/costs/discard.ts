// "Discard a card", "Discard two cards" (CR 701.9a, 118.3): cards of its controller's hand, which
// is a count of unnamed cards, so the cards discarded are named in the action's `costs.discard`
// (`[{ "card": NAME }]`, as many as the cost says); a hand with fewer cards can't pay it (118.3).

import * as z from 'zod';
import { numberWord } from '../words';
import { cost } from './kind';

export const discard = cost({
  schema: z.strictObject({ type: z.literal('discard'), amount: z.int().min(1).max(10) }),
  text: (part) => `Discard ${part.amount === 1 ? 'a card' : `${numberWord(part.amount)} cards`}`,
  refusal(part, payer) {
    if (payer.hand < part.amount) return { reason: `discarding ${part.amount} card(s) needs as many in the hand, which holds ${payer.hand} (CR 118.3)`, rule: '118.3' };
    return null;
  },
  pay(part, payer) {
    payer.discard(part.amount, ['701.9a', '601.2h']);
  },
  mana: false,
  choice: null,
});
