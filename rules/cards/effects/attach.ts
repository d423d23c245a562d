// "Attach this Equipment to target creature you control" (CR 701.3): how equip works (702.6a).
// An Equipment or a target no longer on the battlefield stays as it is (701.3b).

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const attach = effect({
  schema: z.strictObject({ type: z.literal('attach'), object: ObjectRef }),
  // "When this Equipment enters, attach it to target creature you control."
  text: (e, ctx) => `attach ${objectPhrase('self', ctx, true, true)} to ${objectPhrase(e.object, ctx, true, true)}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('attach'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id !== null) resolution.attachSourceTo(id);
  },
});
