// A permanent's characteristics (CR 109.3): their shape, the printed values a card starts
// from (613.1: colors and mana value from printed.ts; 107.3m, X is 0 on the battlefield) and
// the intrinsic mana abilities of basic land types (305.6). layers.ts applies the continuous
// effects on top of these.

import { abilitiesAtLevel, cardColors, cardManaValue, CREATURE_TYPES, hasBehaviour, keywordName, type Ability, type CardDefinition, type HeldAbility } from '../cards';
import type { Color } from '../core';

export interface ExplainEntry {
  /** The permanent id or card name the effect comes from. */
  source: string;
  layer: string;
  timestamp: number;
  reason: 'timestamp' | 'dependency' | 'counters';
  rule: string;
  detail?: string;
}

export interface Characteristics {
  name: string;
  /** The player who controls it after control-changing effects (CR 613.1b). */
  controller: string;
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
  /** An effect removed all its abilities (CR 613.1f), the rules' intrinsic ones too (306.5b). */
  lostAllAbilities: boolean;
  /** The continuous effects that applied to it, in the order they applied (CR 613). */
  explain: ExplainEntry[];
}

/** The basic land types and the mana their intrinsic ability adds (CR 305.6), in W U B R G order. */
const BASIC_LAND_TYPES = [
  ['Plains', 'W'],
  ['Island', 'U'],
  ['Swamp', 'B'],
  ['Mountain', 'R'],
  ['Forest', 'G'],
] as const;

/** "{T}: Add [mana symbol]" for each basic land type (CR 305.6), made once. */
const INTRINSIC: Record<string, Ability> = Object.fromEntries(
  BASIC_LAND_TYPES.map(([subtype, mana]) => [
    subtype,
    { kind: 'activated', cost: [{ type: 'tap' }], targets: [], effects: [{ type: 'addMana', mana: { [mana]: 1 } }], timing: 'instant' },
  ]),
);

/** The intrinsic mana abilities of a land with basic land types (CR 305.6), in W U B R G order. */
export function intrinsicManaAbilities(types: readonly string[], subtypes: readonly string[]): Ability[] {
  if (!types.includes('Land')) return [];
  return BASIC_LAND_TYPES.filter(([subtype]) => subtypes.includes(subtype)).map(([subtype]) => INTRINSIC[subtype]!);
}

/** What a card's definition alone gives, computed once per definition. */
export interface Printed {
  name: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  manaValue: number;
  abilities: HeldAbility[];
  keywords: string[];
}

/**
 * A memo kept between boards, which can't be observed: its key is a card definition, which is
 * never changed (a catalog card is frozen; an inline card is what the board schema parsed, and
 * the engine only reads it), and the printed characteristics are read from the definition
 * alone, into lists nothing in the engine changes (the layer system shares them and replaces
 * them, never changes them). So a known value is the value worked out again
 * (test/rules/no-hidden-state.test.ts). The characteristics question hands these lists out as
 * they are, to callers that read answers and never change them (freezing the lists slowed the
 * layer system, by about a tenth in our measurements). Kept per definition rather than per
 * board because every copy of a card on every board shares it, and what is derived from its
 * abilities list downstream (could-produce.ts, available-mana.ts) is kept by that list.
 */
const printedCache = new WeakMap<CardDefinition, Printed>();

/** The printed characteristics of a card (CR 109.3), the start of the layer system (613.1). */
export function printedCharacteristics(card: CardDefinition): Printed {
  let printed = printedCache.get(card);
  if (!printed) {
    const abilities = [
      ...intrinsicManaAbilities(card.types, card.subtypes).map((ability) => ({ ability, origin: 'intrinsic' as const })),
      ...card.abilities.map((ability) => ({ ability, origin: 'printed' as const })),
    ];
    printed = {
      name: card.name,
      types: [...card.types],
      subtypes: isChangeling(card) ? [...card.subtypes, ...CREATURE_TYPES.filter((type) => !card.subtypes.includes(type))] : [...card.subtypes],
      supertypes: [...card.supertypes],
      colors: isDevoid(card) ? [] : cardColors(card),
      // X is 0 for a permanent on the battlefield (CR 107.3m, 202.3e).
      manaValue: cardManaValue(card),
      abilities,
      keywords: keywordsOf(abilities),
    };
    printedCache.set(card, printed);
  }
  return printed;
}

const atLevelCache = new WeakMap<CardDefinition, Map<number, Printed>>();

/**
 * The printed characteristics of a card as a permanent of this level has them (CR 716.2a): without
 * the abilities of the class level bars above its level, which it doesn't have (716.2d: a permanent
 * without a level is level 1). The same object as `printedCharacteristics` when none is left out.
 */
export function printedAtLevel(card: CardDefinition, level: number): Printed {
  const printed = printedCharacteristics(card);
  const kept = abilitiesAtLevel(card.abilities, level);
  if (kept === card.abilities) return printed;
  let byLevel = atLevelCache.get(card);
  if (!byLevel) atLevelCache.set(card, (byLevel = new Map<number, Printed>()));
  let at = byLevel.get(level);
  if (!at) {
    const abilities = printed.abilities.filter((held) => held.origin !== 'printed' || kept.includes(held.ability));
    byLevel.set(level, (at = { ...printed, abilities, keywords: keywordsOf(abilities) }));
  }
  return at;
}

/**
 * Changeling, "This object is every creature type" (CR 702.73a), is a characteristic-defining
 * ability: it applies first in layer 4 (613.3), so before any other effect, which makes it part
 * of where the layer system starts; an effect that later removes abilities (layer 6) leaves the
 * creature types. Only a creature or kindred has creature types (205.3d).
 */
function isChangeling(card: CardDefinition): boolean {
  return (
    (card.types.includes('Creature') || card.types.includes('Kindred')) &&
    card.abilities.some((ability) => ability.kind === 'keyword' && hasBehaviour([ability.keyword], 'characteristicDefining', (b) => b.defines === 'everyCreatureType'))
  );
}

/**
 * Devoid, "This object is colorless" (CR 702.114a), is a characteristic-defining ability: it
 * applies first in layer 5 (613.3), before any other effect on colors, so the layer system
 * starts from no color; an effect that later removes abilities (layer 6) leaves it colorless.
 */
function isDevoid(card: CardDefinition): boolean {
  return card.abilities.some((ability) => ability.kind === 'keyword' && hasBehaviour([ability.keyword], 'characteristicDefining', (b) => b.defines === 'colorless'));
}

/** The keywords among abilities, lowercase with their quality (SCENARIOS.md, characteristics). */
export function keywordsOf(abilities: readonly HeldAbility[]): string[] {
  const keywords: string[] = [];
  for (const { ability } of abilities)
    if (ability.kind === 'keyword') keywords.push(keywordName(ability));
    else if (ability.kind === 'opaque' && ability.as === 'keyword') keywords.push(opaqueKeywordName(ability.text));
  return keywords;
}

/** A keyword line the engine does not structure, named as SCENARIOS.md names keywords: lowercase, without its cost or number ("Ward {2}" is `ward`, "Bushido 1" `bushido`). */
export function opaqueKeywordName(text: string): string {
  return text
    .split(/[\u2014(]/)[0]! // an em dash or a parenthesis
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(\d+|X)\b/g, '')
    .replace(/[.,:]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
