// "Surveil 2." (CR 701.25a: look at the top N cards of your library, then put any number of them
// into your graveyard and the rest on top of your library in any order). Its controller surveils.
// A library is a count of unnamed cards: the cards put into the graveyard are named in the
// `surveil` choice (rules/board/named-cards.ts), the rest stay on top, reordered, which changes
// nothing a count holds. It surveils even when the library holds fewer cards (701.25d).

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const surveil = effect({
  // Surveil 0 is no surveil event (701.25c): the amount is at least 1.
  schema: z.strictObject({ type: z.literal('surveil'), amount: z.int().min(1).max(100) }),
  text: (e) => `surveil ${e.amount}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('surveil'),
  resolve: (e, resolution) => resolution.surveil(resolution.controller, e.amount),
});
