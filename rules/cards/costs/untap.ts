// {Q}: untap this permanent (CR 107.6). It must be tapped, and a creature must have been under
// its controller's control since their most recent turn began, or have haste (302.6).

import * as z from 'zod';
import { cost, sickRefusal } from './kind';

export const untap = cost({
  schema: z.strictObject({ type: z.literal('untap') }),
  text: () => '{Q}',
  refusal(_part, payer) {
    if (!payer.permanent.tapped) return { reason: `${payer.permanent.id} is already untapped, so {Q} can't be paid`, rule: '107.6' };
    return sickRefusal(payer);
  },
  pay(_part, payer) {
    payer.untap(['107.6', '601.2h']);
  },
  mana: false,
  choice: null,
});
