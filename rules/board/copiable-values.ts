// Copiable values and layer 1 (CR 707.2, 613.1a, 613.2a, 613.2c): a permanent's copiable values
// are its printed values as modified by copy effects: its own "enters as a copy" replacement
// effect (707.5, recorded in `chosen.copy`) and the copy effects of `effects` entries that make
// it "become a copy" (707.4), in timestamp order (613.7), each with its exceptions (707.9a-b).
// Each copies the copiable values of the original (707.3: copies of copies), read from the
// original while it is on the battlefield and its values can't have changed, else recorded
// (`copiedValues`, 707.2b). Everything else in the engine that reads a permanent's card reads
// these values (its effective card definition); the other layers start from them (613.2c).

import { cardOf, type Ability, type CardDefinition, type EntersAsCopy } from '../cards';
import type { Board, ContinuousEffect, Permanent } from './board';
import { abilityOfEntry } from './entries';

/** A copy effect that applied to a permanent in layer 1, for `explain`. */
export interface CopyApplied {
  /** The permanent with the "enters as a copy" ability, or the `effects` entry, with the card's name. */
  label: string;
  timestamp: number;
  /** The original's own newest copy effect, read as this one applied: later than this one, it applied first by dependency (613.8a). */
  dependsOn: { label: string; timestamp: number } | null;
}

export interface Copiable {
  /** The copiable values as a card definition. */
  card: CardDefinition;
  /** The copy effects that applied, in the order they applied. */
  copies: CopyApplied[];
}

/** The "enters as a copy" replacement ability of a card, if it has one (CR 707.5). */
export function entersAsCopyOf(card: CardDefinition): EntersAsCopy | undefined {
  for (const ability of card.abilities) if (ability.kind === 'replacement' && ability.effect.type === 'entersAsCopy') return ability.effect;
  return undefined;
}

/** The "become a copy" effect of an ability, if it has one (CR 707.4). */
function becomeCopyIn(ability: Ability | undefined) {
  if (!ability || !('effects' in ability)) return undefined;
  for (const effect of ability.effects) if (effect.type === 'becomeCopy') return effect;
  return undefined;
}

/**
 * The values a copy effect gives: the original's copiable values with the effect's exceptions
 * (CR 707.9a-b), which become part of the copy's copiable values. An added ability comes first
 * ("except it has this ability" keeps its place among the abilities). A power and toughness are
 * set only where the copy is a creature (707.9f; Quicksilver Gargantuan's rulings).
 */
function withExceptions(values: CardDefinition, except: EntersAsCopy['except'], kept: Ability | null): CardDefinition {
  // A copy of a back face doesn't have its front face's mana value: it has none, 0 (CR 712.8e).
  // Nor its back face: a copy is no double-faced card and can't enter transformed (712.14a).
  const { frontFace: _front, backFace: _back, ...copied } = values;
  const card: CardDefinition = { ...copied };
  const added = [...(kept ? [kept] : []), ...(except?.abilities ?? [])];
  if (added.length > 0) card.abilities = [...added, ...values.abilities];
  if (except?.types) card.types = [...values.types, ...except.types.filter((t: string) => !values.types.includes(t as never))];
  if (except?.subtypes) card.subtypes = [...values.subtypes, ...except.subtypes.filter((t: string) => !values.subtypes.includes(t))];
  if (except?.power !== undefined && except.toughness !== undefined && card.types.includes('Creature')) {
    card.power = except.power;
    card.toughness = except.toughness;
  }
  return card;
}

const NONE: CopyApplied[] = [];

/**
 * Every permanent's copiable values on this board (computed on demand, once each). Only a board
 * a client wrote can make a loop of copies (each copying the other); the loop is broken at the
 * printed values of the permanent it came back to.
 */
export function copiableValues(board: Board): (permanent: Permanent) => Copiable {
  const byId = new Map(board.permanents.map((p) => [p.id, p]));
  // The entries that could be copy effects, by the permanent they come from, in timestamp order.
  const entries = new Map<string, ContinuousEffect[]>();
  for (const entry of [...board.effects].sort((a, b) => a.timestamp - b.timestamp))
    if (typeof entry.source === 'string' && entry.ability !== undefined && entry.targets.length > 0 && byId.has(entry.source)) {
      const list = entries.get(entry.source);
      if (list) list.push(entry);
      else entries.set(entry.source, [entry]);
    }
  const memo = new Map<string, Copiable>();
  const visiting = new Set<string>();

  const live = (id: string | undefined): { card: CardDefinition; newest: CopyApplied | null } | null => {
    const original = id === undefined ? undefined : byId.get(id);
    if (!original) return null;
    const values = of(original);
    return { card: values.card, newest: values.copies.at(-1) ?? null };
  };

  const of = (permanent: Permanent): Copiable => {
    const known = memo.get(permanent.id);
    if (known) return known;
    const printed = cardOf(permanent.card);
    const enters = entersAsCopyOf(printed);
    const own = entries.get(permanent.id);
    if ((!enters || permanent.chosen.copy === undefined) && !own) return { card: printed, copies: NONE };
    if (visiting.has(permanent.id)) return { card: printed, copies: NONE };
    visiting.add(permanent.id);
    let card = printed;
    const copies: CopyApplied[] = [];
    const applied = (label: string, timestamp: number, newest: CopyApplied | null) =>
      copies.push({ label, timestamp, dependsOn: newest && newest.timestamp > timestamp ? { label: newest.label, timestamp: newest.timestamp } : null });
    // It entered as a copy (CR 707.5): its timestamp is its own (613.7d).
    if (enters && permanent.chosen.copy !== undefined) {
      const values = permanent.copiedValues ? { card: permanent.copiedValues, newest: null } : live(permanent.chosen.copy);
      if (values) {
        card = withExceptions(values.card, enters.except, null);
        applied(`${permanent.id} (${printed.name})`, permanent.timestamp, values.newest);
      }
    }
    // It became a copy later (CR 707.4): the entry's ability is read from what it was then.
    for (const entry of own ?? []) {
      const ability = abilityOfEntry(card, entry.ability, entry.choices);
      const become = becomeCopyIn(ability);
      if (!become) continue;
      const values = entry.copiedValues ? { card: entry.copiedValues, newest: null } : live(entry.targets[become.of.target]);
      if (!values) continue;
      // Labelled with the name its source had as the ability created it.
      const label = `${entry.id} (${card.name})`;
      card = withExceptions(values.card, undefined, become.keepsThisAbility ? ability! : null);
      applied(label, entry.timestamp, values.newest);
    }
    visiting.delete(permanent.id);
    const result: Copiable = { card, copies: copies.length > 0 ? copies : NONE };
    memo.set(permanent.id, result);
    return result;
  };
  return of;
}

/** Whether any permanent or entry on the board might copy another: without one, every permanent's copiable values are its printed ones. */
export function mayCopy(board: Board): boolean {
  return board.permanents.some((p) => p.chosen.copy !== undefined) || board.effects.some((e) => typeof e.source === 'string' && e.targets.length > 0);
}

/**
 * The copiable values of the board asked about last, kept as the views are (state/view.ts): a
 * function of the board alone, which the engine never changes, so keeping it can't be observed.
 */
let last: { board: Board; values: ((permanent: Permanent) => Copiable) | null } | undefined;

/** Every permanent's copiable values on this board, or null when nothing on it copies (each has its printed values). */
export function copiesOn(board: Board): ((permanent: Permanent) => Copiable) | null {
  if (last?.board !== board) last = { board, values: mayCopy(board) ? copiableValues(board) : null };
  return last.values;
}

/** A permanent's effective card definition: its copiable values (CR 707.2, 613.2c). */
export function effectiveCard(board: Board, permanent: Permanent): CardDefinition {
  const values = copiesOn(board);
  return values ? values(permanent).card : cardOf(permanent.card);
}

/**
 * The board with the copiable values of `originals` recorded in every permanent and entry that
 * copies one of them and still reads them from it (CR 707.2b): done before the originals leave
 * the battlefield (400.7) or a new copy effect starts to apply to them, so what copied them
 * stays what it was.
 */
export function recordCopiedValues(board: Board, originals: readonly string[]): Board {
  if (!mayCopy(board)) return board;
  const values = copiableValues(board);
  const byId = new Map(board.permanents.map((p) => [p.id, p]));
  const valuesOf = (id: string | undefined) => {
    const original = id !== undefined && originals.includes(id) ? byId.get(id) : undefined;
    return original ? values(original).card : undefined;
  };
  let changed = false;
  const permanents = board.permanents.map((p) => {
    if (p.copiedValues || p.chosen.copy === undefined || !entersAsCopyOf(cardOf(p.card))) return p;
    const card = valuesOf(p.chosen.copy);
    if (!card) return p;
    changed = true;
    return { ...p, copiedValues: card };
  });
  const effects = board.effects.map((entry) => {
    if (entry.copiedValues || typeof entry.source !== 'string' || entry.ability === undefined) return entry;
    const source = byId.get(entry.source);
    if (!source) return entry;
    // Read from the source as the entry's ability has it: its printed card, or what it copies (the ability kept in its place).
    const become = becomeCopyIn(abilityOfEntry(cardOf(source.card), entry.ability, entry.choices)) ?? becomeCopyIn(abilityOfEntry(values(source).card, entry.ability, entry.choices));
    const card = become ? valuesOf(entry.targets[become.of.target]) : undefined;
    if (!card) return entry;
    changed = true;
    return { ...entry, copiedValues: card };
  });
  return changed ? { ...board, permanents, effects } : board;
}
