// "Exile target nonland permanent" (CR 406, 701.13).

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const exile = effect({
  schema: z.strictObject({ type: z.literal('exile'), object: ObjectRef }),
  text: (e, ctx) => `exile ${objectPhrase(e.object, ctx, true, true)}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('exile'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id !== null) resolution.exile(id);
  },
});
