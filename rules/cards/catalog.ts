// The built-in card catalog (shared/spec/CATALOG.md): every card validated against the card
// format once, when the module loads, and looked up by its English name. Beside it, the cards
// registered from outside (the shipped card pool, pool/load.ts, registers the cards a client's
// input names before the input is parsed): the engine reads no files, so it knows a pool card
// only once it is registered. A name is matched exactly, then ignoring case and accents.

import { CardDefinition } from './format';
import { control } from './catalog/control';
import { chosen } from './catalog/chosen';
import { copy } from './catalog/copy';
import { characteristicDefining } from './catalog/characteristic-defining';
import { couldProduce } from './catalog/could-produce';
import { damage } from './catalog/damage';
import { layers } from './catalog/layers';
import { manaReplacement } from './catalog/mana-replacement';
import { manaTriggers } from './catalog/mana-triggers';
import { planeswalkers } from './catalog/planeswalkers';
import { plainMana } from './catalog/plain-mana';
import { tapSymbols } from './catalog/tap-symbols';
import { textChanging } from './catalog/text-changing';
import { xAndCounters } from './catalog/x-and-counters';

/** In the order of shared/spec/CATALOG.md. */
const written = [
  ...plainMana,
  ...couldProduce,
  ...manaReplacement,
  ...manaTriggers,
  ...tapSymbols,
  ...xAndCounters,
  ...planeswalkers,
  ...layers,
  ...damage,
  ...control,
  ...chosen,
  ...copy,
  ...characteristicDefining,
  ...textChanging,
];

/**
 * A name as lookups compare it when the exact name is not found: decomposed (NFD), accents and
 * other combining marks removed, lowercase ("Lim-Dûl's Vault" and "lim-dul's vault" are one).
 */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const byName = new Map<string, CardDefinition>();
const byFoldedName = new Map<string, CardDefinition>();
for (const input of written) {
  const parsed = CardDefinition.safeParse(input);
  if (!parsed.success) throw new Error(`catalog: ${input.name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const card = parsed.data;
  if (byName.has(card.name)) throw new Error(`catalog: ${card.name} is defined twice`);
  byName.set(card.name, Object.freeze(card));
  byFoldedName.set(foldName(card.name), card);
}

const isPair = (entry: CardDefinition | readonly [string, CardDefinition]): entry is readonly [string, CardDefinition] => Array.isArray(entry);

const registered = new Map<string, CardDefinition>();
const registeredFolded = new Map<string, CardDefinition>();

/**
 * Makes cards known to the engine by name (idempotent: a name already known keeps its card).
 * A definition is known by its own name; a pair names it otherwise (a whole card `A // B` the
 * rules treat as its front face, a data name such as `Fire (Fire/Ice)`). The built-in catalog
 * keeps its own cards.
 */
export function registerCards(cards: Iterable<CardDefinition | readonly [name: string, card: CardDefinition]>): void {
  for (const entry of cards) {
    const [name, card] = isPair(entry) ? entry : [entry.name, entry];
    if (byName.has(name) || registered.has(name)) continue;
    const frozen = Object.isFrozen(card) ? card : Object.freeze(card);
    registered.set(name, frozen);
    const folded = foldName(name);
    if (!registeredFolded.has(folded)) registeredFolded.set(folded, frozen);
  }
}

/** The card with this name: the built-in catalog's or a registered one, exactly, then ignoring case and accents. */
export function catalogCard(name: string): CardDefinition | undefined {
  const exact = byName.get(name) ?? registered.get(name);
  if (exact) return exact;
  const folded = foldName(name);
  return byFoldedName.get(folded) ?? registeredFolded.get(folded);
}

/** The names of the built-in catalog (not the registered cards). */
export function catalogNames(): string[] {
  return [...byName.keys()];
}
