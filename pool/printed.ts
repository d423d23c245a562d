// A line of the card data as the card format writes a card's printed characteristics (CR
// 109.3, 200-series): name, mana cost in Oracle notation, color indicator, supertypes, types,
// subtypes, power, toughness and loyalty; and whether the card is playable in the engine's
// game: its types are all card types of CR 300.1, its power, toughness and loyalty are numbers
// or star forms (CR 208.2a), and it is no plane, phenomenon, scheme or vanguard card (played
// from their own decks in the Planechase, Archenemy and Vanguard variants, CR 901-904). The
// other cards are known (looked up) but not playable, with the reason.

import { CardType, StarForm, Subtype, Supertype, manaValueOf, parseManaCost, type Color } from '../rules';
import type { PrintedCard } from './compile';
import { faceName, type DataLine, type Layout } from './record';

/** The card types of CR 300.1: the ones a playable card's types are all among. */
export const CARD_TYPES: readonly string[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];

/** Old card type names as Oracle renamed them: Tribal is Kindred (CR 308, since 2024). */
const RENAMED_TYPES: Record<string, string> = { Tribal: 'Kindred' };

/** Layouts that are no card of the game itself, with why. */
const UNPLAYABLE_LAYOUTS: Partial<Record<Layout, string>> = {
  planar: 'a plane or phenomenon is played from the planar deck in the Planechase variant (CR 901), not as a card of the game',
  scheme: 'a scheme is played from the scheme deck in the Archenemy variant (CR 904), not as a card of the game',
  vanguard: 'a vanguard card is played in the Vanguard variant (CR 902), not as a card of the game',
  prepare: 'the card data gives this card only as one whole entry, without its two halves or their rules text',
};

const COLOR_INDICATOR_WORDS: Record<string, Color> = { White: 'W', Blue: 'U', Black: 'B', Red: 'R', Green: 'G' };

/**
 * The data's mana cost in Oracle notation: plain symbols are written without braces (`2RRGG`,
 * a run of digits being one generic amount, `10GG`), the others braced (`{R/G}`, `{2/R}`, `{S}`,
 * `{C/W}`), Phyrexian ones as `{BP}`: `{2}{R}{R}{G}{G}`, `{B/P}`.
 */
export function oracleManaCost(cost: string): string {
  let out = '';
  for (const [, braced, digits, letter] of cost.matchAll(/\{([^{}]*)\}|(\d+)|(.)/gsu)) {
    if (braced !== undefined) out += `{${/^[WUBRG]P$/.test(braced) ? `${braced[0]}/P` : braced}}`;
    else out += `{${digits ?? letter}}`;
  }
  return out;
}

/** What the card format makes of a data line: its printed characteristics and the problems that keep it from being playable. */
export interface Printed {
  /** As much of the printed characteristics as the format can write (what it can't is left out and named in `problems`). */
  printed: PrintedCard;
  /** Why the card is not playable; empty when it is. */
  problems: string[];
}

/** A printed power or toughness (or loyalty with `X`): an integer, a star form, or a problem. */
function printedValue(value: string, field: string, problems: string[], allowX = false): number | string | undefined {
  if (/^(0|-?[1-9]\d*)$/.test(value)) return Number(value);
  if (StarForm.safeParse(value).success || (allowX && value === 'X')) return value;
  problems.push(`its ${field} "${value}" is neither a number nor a star form (CR 208.2a)`);
  return undefined;
}

/** A data line's printed characteristics in the card format, and whether it is playable (no problems). */
export function printedOf(line: DataLine): Printed {
  const problems: string[] = [];
  const layoutProblem = UNPLAYABLE_LAYOUTS[line.layout];
  if (layoutProblem) problems.push(layoutProblem);

  const printed: PrintedCard = { name: faceName(line.name), types: [] };
  if (line.mana_cost !== null) {
    const manaCost = oracleManaCost(line.mana_cost);
    if (parseManaCost(manaCost) === null) problems.push(`its mana cost ${manaCost} is not one the card format can write (CR 107.4)`);
    else printed.manaCost = manaCost;
  }
  if (line.color_indicator !== null) {
    const colors = line.color_indicator.split(' ').map((word) => COLOR_INDICATOR_WORDS[word]);
    if (colors.some((color) => color === undefined)) problems.push(`its color indicator "${line.color_indicator}" is not a list of colors (CR 204)`);
    else printed.colorIndicator = colors as Color[];
  }
  printed.supertypes = line.supertypes.flatMap((supertype) => {
    const parsed = Supertype.safeParse(supertype);
    if (parsed.success) return [parsed.data];
    problems.push(`"${supertype}" is not a supertype (CR 205.4a)`);
    return [];
  });
  printed.types = line.types.flatMap((type) => {
    const renamed = RENAMED_TYPES[type] ?? type;
    const parsed = CardType.safeParse(renamed);
    if (parsed.success && CARD_TYPES.includes(parsed.data)) return [parsed.data];
    problems.push(`"${type}" is not one of the card types of CR 300.1`);
    return [];
  });
  if (line.types.length === 0) problems.push('it has no card type (CR 300.1)');
  printed.subtypes = line.subtypes.flatMap((subtype) => {
    if (Subtype.safeParse(subtype).success) return [subtype];
    problems.push(`"${subtype}" is not a subtype the card format can write (CR 205.3)`);
    return [];
  });
  if (line.power !== null) {
    const power = printedValue(line.power, 'power', problems);
    if (power !== undefined) printed.power = power;
  }
  if (line.toughness !== null) {
    const toughness = printedValue(line.toughness, 'toughness', problems);
    if (toughness !== undefined) printed.toughness = toughness;
  }
  if (line.loyalty !== null) {
    const loyalty = printedValue(line.loyalty, 'loyalty', problems, true);
    if (loyalty !== undefined) {
      if (typeof loyalty === 'number' && loyalty < 0) problems.push(`its loyalty ${loyalty} is negative (CR 209.1)`);
      else printed.loyalty = loyalty;
    }
  }
  // A battle's printed defense (CR 310.4a): it enters with that many defense counters (310.4b).
  if (line.defense !== undefined && line.defense !== null) {
    if (!printed.types.includes('Battle')) problems.push(`it has a defense "${line.defense}" but is no battle (CR 310.4)`);
    else if (!/^\d+$/.test(line.defense)) problems.push(`its defense "${line.defense}" is not a number (CR 310.4a)`);
    else printed.defense = Number(line.defense);
  }
  // The Adventure or Omen of an adventurer or omen card, its line after the card's own (CR 715.2,
  // 720.2): the card it is part of, named by its normal characteristics (715.4, 720.4), is where
  // the spell goes as it resolves (715.3d, 720.3d).
  if ((line.layout === 'adventure' || line.layout === 'omen') && line.faces.length === 2 && line.name === line.faces[1])
    printed.alternativeOf = { kind: line.layout, card: faceName(line.faces[0]!) };
  // The back face of a transforming double-faced card (CR 712.8e): the front face's mana value, which the data gives it.
  if (line.layout === 'transform' && line.faces.length === 2 && line.name === line.faces[1]) printed.frontFace = { name: faceName(line.faces[0]!), manaValue: line.converted_mana_cost };
  // The front face of a transforming double-faced card: the face it has up when it enters transformed (CR 712.14a).
  if (line.layout === 'transform' && line.faces.length === 2 && line.name === line.faces[0]) printed.backFace = { name: faceName(line.faces[1]!) };
  // A melded permanent (CR 712.8g, 202.3c): its two front faces' mana values together, which the data gives it.
  if (line.layout === 'meld' && line.faces.length === 3 && line.name === line.faces[2])
    printed.frontFace = { name: `${faceName(line.faces[0]!)} and ${faceName(line.faces[1]!)}`, manaValue: line.converted_mana_cost };
  // A card that is no card of the game is not playable for that reason alone.
  return { printed, problems: layoutProblem ? [layoutProblem] : problems };
}

/**
 * Checks the mana cost's conversion against the data's mana value (CR 202.3): null when they
 * agree, or when the data has no mana cost (a back face has its front's mana value, CR 712.8e)
 * or gives a whole `prepare` card's two costs as one, or the cost is not one the format writes.
 */
export function manaValueMismatch(line: DataLine): string | null {
  if (line.mana_cost === null || line.layout === 'prepare') return null;
  const symbols = parseManaCost(oracleManaCost(line.mana_cost));
  if (symbols === null) return null;
  const value = manaValueOf(symbols);
  return value === line.converted_mana_cost
    ? null
    : `${line.name}: mana cost ${line.mana_cost} is ${oracleManaCost(line.mana_cost)}, mana value ${value}, but the data says ${line.converted_mana_cost}`;
}
