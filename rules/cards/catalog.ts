// The built-in card catalog (shared/spec/CATALOG.md): each card validated against the card
// format once, the first time it is looked up (not when the module loads: validating the whole
// catalog was a large part of a cold start, bench/README.md, "Cold start"), and looked up by
// its English name. Beside it, the cards
// registered from outside (the shipped card pool, pool/load.ts, registers the cards a client's
// input names before the input is parsed): the engine reads no files, so it knows a pool card
// only once it is registered. A name is matched exactly, then ignoring case and accents.

import { CardDefinition } from './format';
import { PREDEFINED_TOKEN_CARDS, PREDEFINED_TOKENS } from './predefined-tokens';
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

/** The catalog's cards as written, by name and by folded name; each is parsed at its first lookup. */
const writtenByName = new Map<string, (typeof written)[number]>();
const writtenByFoldedName = new Map<string, string>();
for (const input of written) {
  if (writtenByName.has(input.name)) throw new Error(`catalog: ${input.name} is defined twice`);
  writtenByName.set(input.name, input);
  if (!writtenByFoldedName.has(foldName(input.name))) writtenByFoldedName.set(foldName(input.name), input.name);
}
const parsedByName = new Map<string, CardDefinition>();

/** The catalog's card of this exact name, validated against the card format (once). */
function builtIn(name: string): CardDefinition | undefined {
  const known = parsedByName.get(name);
  if (known) return known;
  const input = writtenByName.get(name);
  if (!input) return undefined;
  const parsed = CardDefinition.safeParse(input);
  if (!parsed.success) throw new Error(`catalog: ${input.name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const card = Object.freeze(parsed.data);
  parsedByName.set(name, card);
  return card;
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
    if (writtenByName.has(name) || registered.has(name)) continue;
    const frozen = Object.isFrozen(card) ? card : Object.freeze(card);
    registered.set(name, frozen);
    const folded = foldName(name);
    if (!registeredFolded.has(folded)) registeredFolded.set(folded, frozen);
  }
}

/**
 * The predefined tokens (CR 111.10) by folded kind ("treasure") and name ("treasure token",
 * 111.4), parsed at the first lookup: a board names one as the `card` of a permanent with
 * `token: true`, the same card the engine writes when an effect creates it.
 */
let predefinedTokens: Map<string, CardDefinition> | undefined;
function predefinedToken(folded: string): CardDefinition | undefined {
  if (!predefinedTokens) {
    predefinedTokens = new Map();
    for (const kind of PREDEFINED_TOKENS) {
      const card = Object.freeze(CardDefinition.parse(PREDEFINED_TOKEN_CARDS[kind]));
      predefinedTokens.set(foldName(kind), card);
      predefinedTokens.set(foldName(card.name), card);
    }
  }
  return predefinedTokens.get(folded);
}

/**
 * The card with this name: the built-in catalog's or a registered one, exactly, then ignoring
 * case and accents; else a predefined token named by its kind or name ("Treasure", "Treasure Token").
 */
export function catalogCard(name: string): CardDefinition | undefined {
  const exact = builtIn(name) ?? registered.get(name);
  if (exact) return exact;
  const folded = foldName(name);
  const builtInName = writtenByFoldedName.get(folded);
  return (builtInName === undefined ? undefined : builtIn(builtInName)) ?? registeredFolded.get(folded) ?? predefinedToken(folded);
}

/** The names of the built-in catalog (not the registered cards). */
export function catalogNames(): string[] {
  return [...writtenByName.keys()];
}
