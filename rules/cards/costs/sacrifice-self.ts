// "Sacrifice this artifact" (CR 701.21a, 118.3): the permanent whose ability it is, moved from the
// battlefield to its owner's graveyard as the cost is paid (601.2h). Its controller controls it,
// so it can always be paid while it is on the battlefield.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { cost } from './kind';

export const sacrificeSelf = cost({
  schema: z.strictObject({ type: z.literal('sacrificeSelf') }),
  text: (_part, ctx) => `Sacrifice ${objectPhrase('self', ctx, false)}`,
  refusal: () => null,
  pay(_part, payer) {
    payer.sacrifice(payer.permanent.id, ['701.21a', '601.2h']);
  },
  mana: false,
  choice: null,
});
