// Delirium (an ability word, CR 207.2c): "as long as there are four or more card types among
// cards in your graveyard" (CR 611.3a): the card types (205.2a: artifact, battle, creature,
// enchantment, instant, kindred, land, planeswalker, sorcery) of the cards in the ability's
// controller's graveyard, each counted once however many cards have it; a card of two types
// (an artifact creature, Dryad Arbor) gives both. A card in a graveyard has its printed card
// types (a graveyard card is no permanent, 109.4; no effect on the battlefield reaches it), so the
// condition depends on no other continuous effect (613.8a).

import * as z from 'zod';
import { numberWord } from '../words';
import { condition } from './kind';

export const cardTypesInGraveyard = condition({
  schema: z.strictObject({ type: z.literal('cardTypesInGraveyard'), atLeast: z.int().min(1).max(9) }),
  holds(c, view, source) {
    const types = new Set<string>();
    for (const card of view.graveyard(source.controller)) for (const type of card.types) types.add(type);
    return types.size >= c.atLeast;
  },
  reads: () => ({ graveyards: true }),
  text: (c) => `as long as there are ${numberWord(c.atLeast)} or more card types among cards in your graveyard`,
});
