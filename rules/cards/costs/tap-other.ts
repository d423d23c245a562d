// "Tap an untapped creature you control" (CR 118.3): another untapped permanent its controller
// controls matching the filter, not {T}; named in `costs.tap` when more than one could pay it.

import * as z from 'zod';
import { aFilter } from '../phrasing';
import { Filter } from '../pieces';
import { choiceRefusal, cost, type PayerState } from './kind';

// It can't be paid with a tapped permanent, such as the one being tapped for {T} itself.
const candidates = (part: { filter: Filter }, payer: PayerState) => payer.candidates(part.filter, true);

export const tapOther = cost({
  schema: z.strictObject({ type: z.literal('tapOther'), filter: Filter }),
  text: (part) => `Tap ${aFilter(part.filter)}`,
  refusal: (part, payer) => choiceRefusal('tap', candidates(part, payer), payer.chosen('tap')),
  pay(part, payer) {
    payer.tap(payer.chosen('tap')?.[0] ?? candidates(part, payer)[0]!, ['118.3', '601.2h']);
  },
  mana: false,
  choice: { key: 'tap', candidates },
});
