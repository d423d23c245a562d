// Threshold (an ability word, CR 207.2c): "as long as there are seven or more cards in your
// graveyard" (CR 611.3a, 404): the cards in the ability's controller's graveyard, counted at every
// moment. It reads only a graveyard, so it depends on no other continuous effect (613.8a).

import * as z from 'zod';
import { numberWord } from '../words';
import { condition } from './kind';

export const cardsInGraveyard = condition({
  schema: z.strictObject({ type: z.literal('cardsInGraveyard'), atLeast: z.int().min(1).max(100) }),
  holds: (c, view, source) => view.graveyard(source.controller).length >= c.atLeast,
  reads: () => ({ graveyards: true }),
  text: (c) => `as long as there are ${numberWord(c.atLeast)} or more cards in your graveyard`,
});
