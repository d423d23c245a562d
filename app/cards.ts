// The card catalog (shared/spec/API.md): a card by its exact English name, and the catalog
// sorted by name, searched in each card's name, type line and rules text, ignoring case.

import { catalogCard, catalogNames, rulesText, typeLine, type CardDefinition } from '../rules';

/** The catalog card with exactly this name; null when there is none. */
export function findCard(name: string): CardDefinition | null {
  return catalogCard(name) ?? null;
}

let sorted: CardDefinition[] | undefined;
/** The catalog sorted by name; the catalog is fixed once loaded. */
function catalogByName(): CardDefinition[] {
  sorted ??= catalogNames()
    .sort((a, b) => a.localeCompare(b, 'en'))
    .flatMap((name) => catalogCard(name) ?? []);
  return sorted;
}

const searchTexts = new WeakMap<CardDefinition, string[]>();
/** What `search` looks in, lowercased: the name, the type line and each rules text line. */
function searchTextOf(card: CardDefinition): string[] {
  let texts = searchTexts.get(card);
  if (!texts) {
    texts = [card.name, typeLine(card), ...rulesText(card)].map((text) => text.toLowerCase());
    searchTexts.set(card, texts);
  }
  return texts;
}

/** The catalog sorted by name; with a search, the cards whose name, type line or a rules text line contains it, ignoring case. */
export function searchCards(search: string | null | undefined): CardDefinition[] {
  const needle = (search ?? '').trim().toLowerCase();
  const all = catalogByName();
  return needle === '' ? all : all.filter((card) => searchTextOf(card).some((text) => text.includes(needle)));
}
