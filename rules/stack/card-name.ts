// A card name chosen (CR 201.4): as a permanent enters ("As this artifact enters, choose a card
// name.", 614.12) or as an ability resolves ("When this land enters, choose a land card name.",
// 608.2d).

import { article, cardNameWords, catalogCard, type CardNameRestriction } from '../cards';
import { illegalAction } from '../core';

/**
 * A card name chosen (CR 201.4): the name of a card the card pool holds, as the pool writes it;
 * with a restriction ("a nonland card name"), a card whose characteristics match it (201.4a), the
 * characteristics of the face or half that has the name (201.4b-d).
 */
export function chosenCardName(value: string, restriction: CardNameRestriction | undefined, card: string): string {
  const named = catalogCard(value);
  if (named === undefined) throw illegalAction(`"${value}" is not the name of a card the card pool holds (CR 201.4)`, '201.4');
  if (restriction) {
    const fits =
      (restriction.types ?? []).every((type) => named.types.includes(type)) &&
      !(restriction.notTypes ?? []).some((type) => named.types.includes(type)) &&
      !(restriction.notSupertypes ?? []).some((supertype) => named.supertypes.includes(supertype));
    if (!fits) throw illegalAction(`${named.name} is not ${article(cardNameWords(restriction))}, which ${card} needs (CR 201.4a)`, '201.4a');
  }
  return named.name;
}
