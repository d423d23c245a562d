// "Exile this Saga, then return it to the battlefield transformed under your control." (CR 712.14a,
// 400.7): its source, still on the battlefield, is exiled; then the card exiled this way is put
// onto the battlefield with its back face up, under the ability's controller's control (110.2), a
// new object (400.7) with what it enters with (614.1c). A source no longer on the battlefield is
// not exiled and nothing returns; a card that isn't a double-faced card (a token, a copy, a card
// without a back face) stays in exile (712.14a).

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const exileReturnTransformed = effect({
  schema: z.strictObject({ type: z.literal('exileReturnTransformed'), object: z.literal('self') }),
  text: (_e, ctx) => `exile ${objectPhrase('self', ctx, true, true)}, then return it to the battlefield transformed under your control`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('exileReturnTransformed'),
  resolve(_e, resolution) {
    resolution.exileReturnTransformed();
  },
});
