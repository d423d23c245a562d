// "During your turn" (CR 611.3a): while the ability's controller is the active player (102.1).

import * as z from 'zod';
import { condition } from './kind';

export const yourTurn = condition({
  schema: z.literal('yourTurn'),
  holds: (_c, view, source) => source.controller === view.activePlayer,
  reads: () => ({ turn: true }),
  text: () => 'during your turn',
});
