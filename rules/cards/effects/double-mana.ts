// "Double the amount of each type of unspent mana you have" (CR 106.4): the mana in its
// controller's pool once its costs are paid (602.2), added again.

import * as z from 'zod';
import { effect, notInTriggeredManaAbility, onlyAsManaAbility } from './kind';

export const doubleMana = effect({
  schema: z.strictObject({ type: z.literal('doubleMana') }),
  text: () => 'double the amount of each type of unspent mana you have',
  addsMana: true,
  ...onlyAsManaAbility('doubleMana'),
  produce: (_e, producing) => ({ ...producing.poolAfterCosts }),
  couldProduce: () => ({ kind: 'pool' }),
  addAsTriggered: notInTriggeredManaAbility('doubleMana'),
});
