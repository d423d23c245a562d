// "Return target creature to its owner's hand.", "Return all creatures to their owners' hands."
// (CR 400.7): each card is one more card in its owner's hand; a token ceases to exist (111.8).

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';
import { Permanents, permanentsOf, permanentsPhrase } from './permanents';

export const returnToHand = effect({
  schema: z.strictObject({ type: z.literal('returnToHand'), object: Permanents }),
  text(e, ctx) {
    const { text, many } = permanentsPhrase(e.object, ctx);
    return `return ${text} to ${many ? "their owners' hands" : "its owner's hand"}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('returnToHand'),
  resolve: (e, resolution) => resolution.returnToHand(permanentsOf(e.object, resolution)),
});
