// "During your turn" (CR 611.3a): while the ability's controller is the active player.

import * as z from 'zod';
import { condition } from './kind';

export const yourTurn = condition({
  schema: z.literal('yourTurn'),
  holds: (_c, { controller, activePlayer }) => controller === activePlayer,
  text: () => 'during your turn',
});
