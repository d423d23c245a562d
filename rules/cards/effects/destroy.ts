// "Destroy target creature.", "Destroy all creatures." (CR 701.8): each permanent goes to its
// owner's graveyard, all at once; one with indestructible isn't destroyed (702.12b); a token
// ceases to exist (111.7, 704.5d).

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';
import { Permanents, permanentsOf, permanentsPhrase } from './permanents';

export const destroy = effect({
  schema: z.strictObject({ type: z.literal('destroy'), object: Permanents }),
  text: (e, ctx) => `destroy ${permanentsPhrase(e.object, ctx).text}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('destroy'),
  resolve: (e, resolution) => resolution.destroy(permanentsOf(e.object, resolution)),
});
