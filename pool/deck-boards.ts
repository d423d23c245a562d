// Boards the way a game in progress looks, built from public decklists (shared/data/decks/):
// two decks of one format, each side 6-12 permanents drawn from its deck (copies counted), on
// the active player's precombat main phase of turn 4-8, some creatures summoning-sick, some
// permanents tapped, Auras attached to what they can enchant (CR 303.4) and Equipment to
// creatures of their controller (301.5). The questions a tracking app asks of such a board:
// each permanent's characteristics, canActivate of each of its activated abilities (CR 602),
// each player's availableMana and canAttack of each creature. `npm run cards:coverage --
// --decks` measures the share answered on them. Seeded, so two runs on one catalog agree.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CardDefinition } from '../rules';
import { seeded } from './seeded';
import { findPoolCard, playableDefinition } from './load';
import { FRONT_FACE_LAYOUTS } from './record';

/** A decklist as shared/data/decks/README.md gives it. */
export interface Deck {
  format: string;
  name: string;
  cards: { name: string; count: number }[];
  commander?: string[];
}

/** Every decklist of a folder, in file-name order. */
export function readDecks(dir: string): Deck[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Deck);
}

/** A permanent card of a deck: the name a board writes and its definition. */
interface DeckCard {
  name: string;
  definition: CardDefinition;
}

const PERMANENT_TYPES = new Set(['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle']);

/**
 * The permanent cards of a deck, one entry per copy: the names the pool finds and the engine can
 * play (a double-faced card by its front face), leaving out instants, sorceries and cards the
 * engine can't put on a board.
 */
export function deckPermanents(deck: Deck): DeckCard[] {
  const out: DeckCard[] = [];
  for (const { name, count } of deck.cards) {
    const match = findPoolCard(name);
    if (!match || (match.whole && !FRONT_FACE_LAYOUTS.includes(match.card.layout))) continue;
    let definition: CardDefinition;
    try {
      definition = playableDefinition(match);
    } catch {
      continue;
    }
    if (!definition.types.some((type) => PERMANENT_TYPES.has(type))) continue;
    for (let i = 0; i < count; i += 1) out.push({ name: match.name, definition });
  }
  return out;
}

/** The kinds of question a deck board asks. */
export const DECK_QUESTION_KINDS = ['characteristics', 'canActivate', 'availableMana', 'canAttack'] as const;
export type DeckQuestionKind = (typeof DECK_QUESTION_KINDS)[number];

export interface DeckBoard {
  format: string;
  decks: [string, string];
  scenario: { board: Record<string, unknown>; ask: Record<string, unknown>[] };
}

interface BoardPermanent {
  id: string;
  card: string;
  controller: string;
  tapped?: boolean;
  summoningSick?: boolean;
  attachedTo?: string;
}

/** The mana abilities a basic land type gives (CR 305.6), one each. */
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/**
 * How many activated abilities a permanent of this card has as it is printed, in the order
 * `ability` counts them (SCENARIOS.md, Actions): its basic land types' mana abilities, then its
 * printed activated abilities (equip among them, CR 702.6a; an opaque one too).
 */
export function printedActivatedCount(definition: CardDefinition): number {
  const landTypes = BASIC_LAND_TYPES.filter((type) => definition.subtypes.includes(type)).length;
  const printed = definition.abilities.filter(
    (ability) =>
      ability.kind === 'activated' ||
      (ability.kind === 'keyword' && ability.keyword === 'equip') ||
      (ability.kind === 'opaque' && (ability.as === 'activated' || ability.as === 'mana')),
  ).length;
  return landTypes + printed;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** What an Aura can enchant, from its enchant keyword (CR 303.4a, 702.5a): a permanent of these types, or null for none of a board's. */
function enchantTypes(definition: CardDefinition): { all: string[]; any: string[] } | null {
  const enchant = definition.abilities.find((ability) => ability.kind === 'keyword' && ability.keyword === 'enchant');
  if (!enchant || enchant.kind !== 'keyword' || enchant.keyword !== 'enchant') return null;
  const what = enchant.what as { types?: string[]; anyOfTypes?: string[]; controller?: string };
  if (what.controller !== undefined) return null;
  return { all: what.types ?? [], any: what.anyOfTypes ?? [] };
}

/** One side of a board: 6-12 permanents drawn from a deck, no two of a legendary card (CR 704.5j). */
function side(random: () => number, cards: readonly DeckCard[], controller: string, prefix: string, count: number): { permanent: BoardPermanent; definition: CardDefinition }[] {
  const pool = [...cards];
  const out: { permanent: BoardPermanent; definition: CardDefinition }[] = [];
  const legendary = new Set<string>();
  while (out.length < count && pool.length > 0) {
    const [card] = pool.splice(Math.floor(random() * pool.length), 1) as [DeckCard];
    if (card.definition.supertypes.includes('Legendary')) {
      if (legendary.has(card.name)) continue;
      legendary.add(card.name);
    }
    const permanent: BoardPermanent = { id: `${prefix}${out.length}`, card: card.name, controller };
    const types = card.definition.types;
    if (types.includes('Creature') && random() < 0.25) permanent.summoningSick = true;
    if (types.includes('Land') ? random() < 0.35 : random() < 0.12) permanent.tapped = true;
    out.push({ permanent, definition: card.definition });
  }
  return out;
}

/**
 * `boards` boards per format, each of two decks of that format (two different ones where the
 * format has them), seeded.
 */
export function deckBoards(decks: readonly Deck[], options: { boards?: number; seed?: number } = {}): DeckBoard[] {
  const { boards = 40, seed = 14 } = options;
  const random = seeded(seed);
  const byFormat = new Map<string, { deck: Deck; cards: DeckCard[] }[]>();
  for (const deck of decks) {
    const cards = deckPermanents(deck);
    if (cards.length === 0) continue;
    byFormat.set(deck.format, [...(byFormat.get(deck.format) ?? []), { deck, cards }]);
  }
  const out: DeckBoard[] = [];
  for (const [format, entries] of [...byFormat].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    for (let b = 0; b < boards; b += 1) {
      const first = pick(random, entries);
      const others = entries.filter((entry) => entry !== first);
      const second = others.length > 0 ? pick(random, others) : first;
      const placed = [...side(random, first.cards, 'alice', 'a', 6 + Math.floor(random() * 7)), ...side(random, second.cards, 'bob', 'b', 6 + Math.floor(random() * 7))];
      // Auras on what they can enchant, Equipment on a creature of its controller (or left unattached).
      const attachable = placed.filter(({ definition }) => !definition.subtypes.includes('Aura') && !definition.subtypes.includes('Equipment'));
      const permanents: BoardPermanent[] = [];
      for (const { permanent, definition } of placed) {
        if (definition.subtypes.includes('Aura')) {
          const enchant = enchantTypes(definition);
          const hosts =
            enchant === null
              ? []
              : attachable.filter(
                  ({ definition: host }) =>
                    enchant.all.every((type) => host.types.includes(type as never)) && (enchant.any.length === 0 || enchant.any.some((type) => host.types.includes(type as never))),
                );
          // An Aura with nothing to enchant would be put into its owner's graveyard (CR 704.5m): it is left off the board.
          if (hosts.length === 0) continue;
          permanent.attachedTo = pick(random, hosts).permanent.id;
        } else if (definition.subtypes.includes('Equipment') && random() < 0.6) {
          const creatures = attachable.filter(({ permanent: host, definition: host_ }) => host.controller === permanent.controller && host_.types.includes('Creature'));
          if (creatures.length > 0) permanent.attachedTo = pick(random, creatures).permanent.id;
        }
        permanents.push(permanent);
      }
      const definitions = new Map(placed.map(({ permanent, definition }) => [permanent.id, definition]));
      const ask: Record<string, unknown>[] = [{ availableMana: 'alice' }, { availableMana: 'bob' }];
      for (const permanent of permanents) {
        const definition = definitions.get(permanent.id)!;
        ask.push({ characteristics: permanent.id });
        for (let ability = 0; ability < printedActivatedCount(definition); ability += 1) ask.push({ canActivate: { permanent: permanent.id, ability } });
        if (definition.types.includes('Creature')) ask.push({ canAttack: { permanent: permanent.id } });
      }
      const turn = { number: 4 + Math.floor(random() * 5), activePlayer: 'alice', step: 'precombatMain' };
      const players = [
        { id: 'alice', life: 8 + Math.floor(random() * 13) },
        { id: 'bob', life: 8 + Math.floor(random() * 13) },
      ];
      out.push({ format, decks: [first.deck.name, second.deck.name], scenario: { board: { turn, players, permanents }, ask } });
    }
  }
  return out;
}
