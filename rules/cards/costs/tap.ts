// {T}: tap this permanent (CR 107.5). It must be untapped, and a creature must have been under
// its controller's control since their most recent turn began, or have haste (302.6).

import * as z from 'zod';
import { cost, sickRefusal } from './kind';

export const tap = cost({
  schema: z.strictObject({ type: z.literal('tap') }),
  text: () => '{T}',
  refusal(_part, payer) {
    if (payer.permanent.tapped) return { reason: `${payer.permanent.id} is already tapped, so {T} can't be paid`, rule: '107.5' };
    return sickRefusal(payer);
  },
  pay(_part, payer) {
    payer.tap(payer.permanent.id, ['107.5', '601.2h']);
  },
  mana: false,
  choice: null,
});
