// "Tap target creature.", "Tap all creatures your opponents control." (CR 701.26a): only an
// untapped permanent becomes tapped.

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';
import { Permanents, permanentsOf, permanentsPhrase } from './permanents';

export const tap = effect({
  schema: z.strictObject({ type: z.literal('tap'), object: Permanents }),
  text: (e, ctx) => `tap ${permanentsPhrase(e.object, ctx).text}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('tap'),
  resolve(e, resolution) {
    for (const id of permanentsOf(e.object, resolution)) resolution.setTapped(id, true);
  },
});
