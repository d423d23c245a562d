// A loyalty cost: `+1`, `0`, `-6` (CR 606.4): putting on or removing loyalty counters makes the
// ability a loyalty ability. A negative one needs at least that many loyalty counters (606.6).

import * as z from 'zod';
import { cost } from './kind';

export const loyalty = cost({
  schema: z.strictObject({ type: z.literal('loyalty'), amount: z.int().min(-100).max(100) }),
  text: (part) => (part.amount > 0 ? `+${part.amount}` : part.amount < 0 ? `\u2212${-part.amount}` : '0'),
  refusal(part, { permanent }) {
    const have = permanent.counters.loyalty ?? 0;
    if (part.amount < 0 && have < -part.amount) return { reason: `${permanent.id} has ${have} loyalty, less than ${-part.amount}`, rule: '606.6' };
    return null;
  },
  pay(part, payer) {
    payer.changeLoyalty(part.amount, ['606.4']);
  },
  mana: false,
  choice: null,
});
