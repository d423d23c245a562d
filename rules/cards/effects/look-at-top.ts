// "Look at the top three cards of your library. Put one of them into your hand and the rest on the
// bottom of your library in any order." and "Look at the top four cards of your library, then put
// them back in any order." (608.2c): its controller looks at the top N cards (as many as the
// library holds), puts `toHand` of them into their hand (not a draw, CR 121.1) and the rest on
// the bottom or back on top. A library and a hand are counts of unnamed cards (SCENARIOS.md): the
// cards looked at are no one's to name, so only the counts change (the library one fewer and the
// hand one more for each card put into the hand); a `lookedAtLibrary` event records it.

import * as z from 'zod';
import { numberWord } from '../words';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const lookAtTop = effect({
  schema: z
    .strictObject({
      type: z.literal('lookAtTop'),
      /** How many cards from the top (two or more). */
      amount: z.int().min(2).max(20),
      /** How many of them go into the hand; the rest go to `rest`. */
      toHand: z.int().min(0).max(20),
      /** Where the others go: the bottom in any order, or back on top in any order. */
      rest: z.enum(['bottom', 'top']),
    })
    .refine((e) => e.toHand < e.amount, 'some of the cards looked at stay in the library')
    .refine((e) => (e.toHand === 0) === (e.rest === 'top'), 'the cards put back on top are all of them; with some put into the hand, the rest go to the bottom'),
  text(e) {
    const look = `look at the top ${numberWord(e.amount)} cards of your library`;
    if (e.rest === 'top') return `${look}, then put them back in any order`;
    const others = e.amount - e.toHand;
    const rest = others === 1 ? 'the other on the bottom of your library' : 'the rest on the bottom of your library in any order';
    return `${look}. Put ${numberWord(e.toHand)} of them into your hand and ${rest}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('lookAtTop'),
  resolve: (e, resolution) => resolution.lookAtTop(resolution.controller, e.amount, e.toHand),
});
