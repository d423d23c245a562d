// "You may shuffle." (Ponder; CR 701.24a, 608.2d): as it resolves, its controller chooses whether
// to shuffle their library, in the `shuffle` choice (`true` or `false`; missing, CHOICE_REQUIRED
// with both as options). A library here is a count of unnamed cards, so shuffling changes nothing
// the board holds: a `libraryShuffled` event records it.

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const shuffle = effect({
  schema: z.strictObject({ type: z.literal('shuffle'), may: z.literal(true) }),
  text: () => 'you may shuffle',
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('shuffle'),
  resolve: (_e, resolution) => resolution.mayShuffle(resolution.controller),
});
