// A permanent's characteristics (CR 109.3), derived, never stored: its printed values (from
// its card definition; CR 202 for colors and mana value, 107.3m for X on the battlefield),
// then the continuous effects in layer order (CR 613), then counters (613.4c).
// The layer system is not built yet: a board where a static ability's continuous effect or
// an `effects` entry could change characteristics is refused as UNSUPPORTED (view.ts), so
// printed values plus counters are exact wherever an answer is given.

import type { Board, Permanent } from './board';
import { cardOf } from './cards/resolve';
import type { Ability, CardDefinition } from './cards/format';
import { cardColors, cardManaValue } from './cards/printed';
import { keywordName } from './cards/text';
import type { Color } from './mana';

/** An ability an object has, and where it comes from. */
export interface HeldAbility {
  ability: Ability;
  /** `intrinsic`: from a basic land type (CR 305.6); `printed`: the card's own text. */
  origin: 'intrinsic' | 'printed';
}

export interface Characteristics {
  name: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  manaValue: number;
  keywords: string[];
  /** Every ability, keywords and intrinsic mana abilities of basic land types included (CR 305.6). */
  abilities: HeldAbility[];
  abilityCount: number;
  explain: { source: string; layer: string; reason: string; rule: string }[];
}

/** The basic land types and the mana their intrinsic ability adds (CR 305.6), in W U B R G order. */
export const BASIC_LAND_TYPES = [
  ['Plains', 'W'],
  ['Island', 'U'],
  ['Swamp', 'B'],
  ['Mountain', 'R'],
  ['Forest', 'G'],
] as const;

/** "{T}: Add [mana symbol]" of a land with a basic land type (CR 305.6). */
export function intrinsicManaAbilities(types: readonly string[], subtypes: readonly string[]): Ability[] {
  if (!types.includes('Land')) return [];
  return BASIC_LAND_TYPES.filter(([subtype]) => subtypes.includes(subtype)).map(([, mana]) => ({
    kind: 'activated',
    cost: [{ type: 'tap' }],
    targets: [],
    effects: [{ type: 'addMana', mana: { [mana]: 1 } }],
    timing: 'instant',
  }));
}

/** What a card's definition alone gives, computed once per definition. */
interface Printed {
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  manaValue: number;
  abilities: HeldAbility[];
}

const printedCache = new WeakMap<CardDefinition, Printed>();

function printedOf(card: CardDefinition): Printed {
  let printed = printedCache.get(card);
  if (!printed) {
    printed = {
      types: [...card.types],
      subtypes: [...card.subtypes],
      supertypes: [...card.supertypes],
      colors: cardColors(card),
      // X is 0 for a permanent on the battlefield (CR 107.3m, 202.3e).
      manaValue: cardManaValue(card),
      abilities: [
        ...intrinsicManaAbilities(card.types, card.subtypes).map((ability) => ({ ability, origin: 'intrinsic' as const })),
        ...card.abilities.map((ability) => ({ ability, origin: 'printed' as const })),
      ],
    };
    printedCache.set(card, printed);
  }
  return printed;
}

export function deriveCharacteristics(_board: Board, permanent: Permanent): Characteristics {
  const card = cardOf(permanent.card);
  const printed = printedOf(card);
  const isCreature = printed.types.includes('Creature');
  // Layer 7c: +1/+1 and -1/-1 counters (CR 613.4c, 122.1a).
  const counterBonus = isCreature ? (permanent.counters['+1/+1'] ?? 0) - (permanent.counters['-1/-1'] ?? 0) : 0;
  return {
    name: card.name,
    types: [...printed.types],
    subtypes: [...printed.subtypes],
    supertypes: [...printed.supertypes],
    colors: [...printed.colors],
    power: card.power === undefined ? null : card.power + counterBonus,
    toughness: card.toughness === undefined ? null : card.toughness + counterBonus,
    // A planeswalker's loyalty is the number of loyalty counters on it (CR 306.5b).
    loyalty: printed.types.includes('Planeswalker') ? (permanent.counters.loyalty ?? 0) : null,
    manaValue: printed.manaValue,
    keywords: printed.abilities.flatMap(({ ability }) => (ability.kind === 'keyword' ? [keywordName(ability)] : [])),
    abilities: printed.abilities,
    abilityCount: printed.abilities.length,
    explain: [],
  };
}
