// The cards (shared/spec/API.md): a card of the pool by its name (exactly, then ignoring case and
// accents; pool/load.ts) with its printed characteristics, Oracle text, rulings and whether the
// engine plays and supports it; and the cards a client's input names made known to the engine
// before it reads the input (withCards). The search is app/card-search.ts.

import { RulesError, catalogCard, cardManaValue, rulesText, runScenario, type CardDefinition, type Color, type Path, type ScenarioResult } from '../rules';
import { ensureCards, faceName, findPoolCard, oracleManaCost, printedOf, type PoolCard } from '../pool';
import { EngineFailure } from './errors';

/** A card's printed characteristics as shown: its definition's, or the data's for a card the engine can't play. */
export interface PrintedView {
  name: string;
  manaCost: string | null;
  manaValue: number;
  colorIndicator: Color[] | null;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | string | null;
  toughness: number | string | null;
  loyalty: number | string | null;
}

/** A card as the API shows it. */
export interface CardView {
  /** The definition the engine plays; null for a card that is not playable. */
  definition: CardDefinition | null;
  printed: PrintedView;
  /** The pool's record of the card (read when first asked for). */
  pool(): PoolCard | null;
}

function printedOfDefinition(card: CardDefinition): PrintedView {
  return {
    name: card.name,
    manaCost: card.manaCost ?? null,
    manaValue: cardManaValue(card),
    colorIndicator: card.colorIndicator ?? null,
    supertypes: card.supertypes,
    types: card.types,
    subtypes: card.subtypes,
    power: card.power ?? null,
    toughness: card.toughness ?? null,
    loyalty: card.loyalty ?? null,
  };
}

/** The data's printed values, for a card the engine can't play: as the format writes what it can, the rest as given. */
function printedOfRecord(record: PoolCard): PrintedView {
  const { printed } = printedOf(record);
  const number = (value: string | null) => (value === null ? null : /^-?\d+$/.test(value) ? Number(value) : value);
  return {
    name: faceName(record.name),
    manaCost: record.mana_cost === null ? null : oracleManaCost(record.mana_cost),
    manaValue: Math.floor(record.converted_mana_cost),
    colorIndicator: printed.colorIndicator ?? null,
    supertypes: record.supertypes,
    types: record.types,
    subtypes: record.subtypes,
    power: number(record.power),
    toughness: number(record.toughness),
    loyalty: number(record.loyalty),
  };
}

/** A card's view; `record` undefined: looked up by the definition's name when first asked for. */
function viewOf(definition: CardDefinition | null, record: PoolCard | null | undefined): CardView {
  let pool = record;
  return {
    definition,
    printed: definition ? printedOfDefinition(definition) : printedOfRecord(record!),
    pool() {
      if (pool === undefined) pool = definition ? (findPoolCard(definition.name)?.card ?? null) : null;
      return pool;
    },
  };
}

/** The card of the pool with this name (exactly, then ignoring case and accents): a face, or a whole multi-part card's first face; null when there is none. */
export function findCard(name: string): CardView | null {
  const match = findPoolCard(name);
  if (!match) {
    // The hand-written catalog is in the pool; this only keeps it when the pool's files are missing.
    const written = catalogCard(name);
    return written ? viewOf(written, null) : null;
  }
  const { card } = match;
  return viewOf(card.playable && card.definition ? card.definition : null, card);
}

/** The whole card's face names, front first (`Fire`, `Ice`). */
export const faceNames = (record: PoolCard) => record.faces.map(faceName);

/** The definition shown for a card: the one the engine plays, or for a card that is not playable, its printed characteristics in the format's shape, without abilities. */
export function shownDefinition(card: CardView): unknown {
  if (card.definition) return card.definition;
  const { name, manaCost, colorIndicator, supertypes, types, subtypes, power, toughness, loyalty } = card.printed;
  return {
    name,
    ...(manaCost === null ? {} : { manaCost }),
    ...(colorIndicator === null ? {} : { colorIndicator }),
    supertypes,
    types,
    subtypes,
    ...(power === null ? {} : { power }),
    ...(toughness === null ? {} : { toughness }),
    ...(loyalty === null ? {} : { loyalty }),
    abilities: [],
  };
}

/** The rules text shown for a card: its definition's, rendered, or the Oracle text of a card the engine can't play. */
export function cardRulesText(card: CardView): string[] {
  return card.definition ? rulesText(card.definition) : (card.pool()?.oracle_text ?? []);
}

/**
 * Makes the cards an input names known to the engine (pool/load.ts ensureCards), `base` being
 * where the input sits in the request. Throws EngineFailure: INVALID_INPUT for an unknown name
 * (with the closest names), UNSUPPORTED for a card the engine can't play.
 */
export function withCards(input: unknown, base: Path = []): void {
  try {
    ensureCards(input, base);
  } catch (error) {
    if (error instanceof RulesError) throw EngineFailure.thrown(error);
    throw error;
  }
}

/** Runs a scenario document after making the cards it names known: an unknown or unplayable card is its `ok: false` result, as the engine's own refusals are. */
export function runWithCards(scenario: unknown): ScenarioResult {
  try {
    ensureCards(scenario);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return { ok: false, error: { code: error.code, message: error.message, ...error.details } };
  }
  return runScenario(scenario);
}
