// The built-in card catalog (shared/spec/CATALOG.md): every card validated against the card
// format once, when the module loads, and looked up by its exact English name.

import { CardDefinition } from './format';
import { plainMana } from './catalog/plain-mana';

const written = [...plainMana];

const byName = new Map<string, CardDefinition>();
for (const input of written) {
  const card = CardDefinition.parse(input);
  if (byName.has(card.name)) throw new Error(`catalog: ${card.name} is defined twice`);
  byName.set(card.name, Object.freeze(card));
}

export function catalogCard(name: string): CardDefinition | undefined {
  return byName.get(name);
}

export function catalogNames(): string[] {
  return [...byName.keys()];
}
