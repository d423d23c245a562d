// "Scry 2." (CR 701.22a: look at the top N cards of your library, then put any number of them on
// the bottom in any order and the rest on top in any order). Its controller scries. A library
// here is a count of unnamed cards, so looking at and reordering its top cards changes nothing
// the board holds: it resolves as a `scried` event, and the library count stays as it is.

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const scry = effect({
  // Scry 0 is no scry event (701.22b): the amount is at least 1.
  schema: z.strictObject({ type: z.literal('scry'), amount: z.int().min(1).max(100) }),
  text: (e) => `scry ${e.amount}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('scry'),
  resolve: (e, resolution) => resolution.scry(resolution.controller, e.amount),
});
