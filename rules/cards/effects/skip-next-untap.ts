// "That land doesn't untap during its controller's next untap step" (CR 502.3).

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const skipNextUntap = effect({
  schema: z.strictObject({ type: z.literal('skipNextUntap'), object: ObjectRef }),
  text: (e, ctx) => `${objectPhrase(e.object, ctx, true)} doesn't untap during its controller's next untap step`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('skipNextUntap'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id !== null) resolution.skipNextUntap(id);
  },
});
