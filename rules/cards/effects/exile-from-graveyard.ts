// "Exile target card from a graveyard." (CR 406, 400.7, 115.1): the targeted card leaves its
// graveyard for its owner's exile, keeping its id there. The target is a card in a graveyard
// (TargetSpec kind `card`): still there and legal as it resolves, or nothing happens (608.2b).

import * as z from 'zod';
import type { ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const exileFromGraveyard = effect({
  schema: z.strictObject({ type: z.literal('exileFromGraveyard'), object: z.strictObject({ target: z.int().min(0).max(9) }) }),
  text: (e, ctx) => `exile ${objectPhrase(e.object as ObjectRef, ctx, false)}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('exileFromGraveyard'),
  resolve(e, resolution) {
    const card = resolution.graveyardCard(e.object);
    if (card !== null) resolution.cardToExile(card);
  },
});
