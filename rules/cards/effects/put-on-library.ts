// "Put this artifact on top of its owner's library." (Sensei's Divining Top, after "Draw a card,
// then"): the permanent leaves the battlefield for the top of its owner's library (CR 400.7,
// 401), one more card there, the library being a count of unnamed cards; a token ceases to exist
// (111.8). `then` joins it to the clause before (wording only).

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const putOnLibrary = effect({
  schema: z.strictObject({ type: z.literal('putOnLibrary'), object: ObjectRef, then: z.literal(true).optional() }),
  text: (e, ctx) => `put ${objectPhrase(e.object, ctx, e.object !== 'self', true)} on top of its owner's library`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('putOnLibrary'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id !== null) resolution.putOnTopOfLibrary(id);
  },
});
