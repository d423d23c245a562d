// "This Class's level becomes N" (CR 716.2a): the effect of a class level bar's activated ability
// (keywords/class-level.ts). Its source's level, a designation of the permanent (716.2b), becomes
// N: its `classLevel` on the board, and a `levelBecame` event ("When this Class becomes level N",
// triggers/becomes-level.ts). A source no longer on the battlefield gets no level (400.7).

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const becomeLevel = effect({
  schema: z.strictObject({ type: z.literal('becomeLevel'), level: z.int().min(1).max(20) }),
  text: (e) => `this Class's level becomes ${e.level}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('becomeLevel'),
  resolve(e, resolution) {
    resolution.becomeLevel(e.level);
  },
});
