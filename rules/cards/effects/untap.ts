// "Untap target permanent" (CR 701.26b).

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const untap = effect({
  schema: z.strictObject({ type: z.literal('untap'), object: ObjectRef }),
  text: (e, ctx) => `untap ${objectPhrase(e.object, ctx, e.object !== 'self', true)}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('untap'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id !== null) resolution.setTapped(id, false);
  },
});
