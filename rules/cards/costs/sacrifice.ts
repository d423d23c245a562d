// "Sacrifice a land" (CR 701.21): one permanent its controller controls matching the filter,
// named in `costs.sacrifice` when more than one could pay it.

import * as z from 'zod';
import { aFilter } from '../phrasing';
import { Filter } from '../pieces';
import { choiceRefusal, cost, type PayerState } from './kind';

const candidates = (part: { filter: Filter }, payer: PayerState) => payer.candidates(part.filter, false);

export const sacrifice = cost({
  schema: z.strictObject({ type: z.literal('sacrifice'), filter: Filter }),
  text: (part) => `Sacrifice ${aFilter(part.filter)}`,
  refusal: (part, payer) => choiceRefusal('sacrifice', candidates(part, payer), payer.chosen('sacrifice')),
  pay(part, payer) {
    // One candidate when no choice was named (the missing choice was asked for first).
    payer.sacrifice(payer.chosen('sacrifice')?.[0] ?? candidates(part, payer)[0]!, ['701.21a', '601.2h']);
  },
  mana: false,
  choice: { key: 'sacrifice', candidates },
});
