// The built-in card catalog (shared/spec/CATALOG.md): every card validated against the card
// format once, when the module loads, and looked up by its exact English name.

import { CardDefinition } from './format';
import { couldProduce } from './catalog/could-produce';
import { damage } from './catalog/damage';
import { layers } from './catalog/layers';
import { manaReplacement } from './catalog/mana-replacement';
import { manaTriggers } from './catalog/mana-triggers';
import { planeswalkers } from './catalog/planeswalkers';
import { plainMana } from './catalog/plain-mana';
import { tapSymbols } from './catalog/tap-symbols';
import { xAndCounters } from './catalog/x-and-counters';

/** In the order of shared/spec/CATALOG.md. */
const written = [...plainMana, ...couldProduce, ...manaReplacement, ...manaTriggers, ...tapSymbols, ...xAndCounters, ...planeswalkers, ...layers, ...damage];

const byName = new Map<string, CardDefinition>();
for (const input of written) {
  const parsed = CardDefinition.safeParse(input);
  if (!parsed.success) throw new Error(`catalog: ${input.name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const card = parsed.data;
  if (byName.has(card.name)) throw new Error(`catalog: ${card.name} is defined twice`);
  byName.set(card.name, Object.freeze(card));
}

export function catalogCard(name: string): CardDefinition | undefined {
  return byName.get(name);
}

export function catalogNames(): string[] {
  return [...byName.keys()];
}
