// A card reference on a board is either a catalog name or an inline definition (already
// validated by the board schema); this turns either into the card's definition.

import { catalogCard } from './catalog';
import type { CardDefinition, CardRef } from './format';

/** The definition a reference names, or undefined for a name the catalog doesn't hold. */
export function cardDefinition(ref: CardRef): CardDefinition | undefined {
  return typeof ref === 'string' ? catalogCard(ref) : ref;
}

/** How a card reference names the card, for messages: its name, or an inline definition's name. */
export function cardRefName(ref: CardRef): string {
  return typeof ref === 'string' ? ref : ref.name;
}

/** The definition of a card already known to resolve (boards are checked when loaded). */
export function cardOf(ref: CardRef): CardDefinition {
  const card = cardDefinition(ref);
  if (!card) throw new Error(`card "${cardRefName(ref)}" should have been rejected when the board was loaded`);
  return card;
}
