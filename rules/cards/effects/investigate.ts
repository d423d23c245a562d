// "Investigate" (CR 701.16a): "Create a Clue token" (111.10f), once or a number of times ("investigate twice").

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

const TIMES = ['', '', ' twice', ' three times'];

export const investigate = effect({
  schema: z.strictObject({ type: z.literal('investigate'), times: z.int().min(1).max(3).default(1) }),
  text: (e) => `investigate${TIMES[e.times]}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('investigate'),
  resolve(e, resolution) {
    for (let n = 0; n < e.times; n += 1) resolution.createPredefinedToken('Clue', false);
  },
});
