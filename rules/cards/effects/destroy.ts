// "Destroy target creature.", "Destroy all creatures." (CR 701.8): each permanent goes to its
// owner's graveyard, all at once; one with indestructible isn't destroyed (702.12b); a token
// ceases to exist (111.7, 704.5d). A regeneration shield replaces its destruction (701.19a,
// 614.8) unless `cantBeRegenerated`: "Destroy target creature. It can't be regenerated." (701.19c:
// the shields are not applied).

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';
import { Permanents, permanentsOf, permanentsPhrase } from './permanents';

export const destroy = effect({
  schema: z.strictObject({ type: z.literal('destroy'), object: Permanents, cantBeRegenerated: z.literal(true).optional() }),
  text: (e, ctx) => {
    const { text, many } = permanentsPhrase(e.object, ctx);
    return `destroy ${text}${e.cantBeRegenerated ? `. ${many ? 'They' : 'It'} can't be regenerated` : ''}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('destroy'),
  resolve: (e, resolution) => resolution.destroy(permanentsOf(e.object, resolution), { regenerable: !e.cantBeRegenerated }),
});
