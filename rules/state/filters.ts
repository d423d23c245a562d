// Filters (CR 109.4, 700.2): whether an object matches a filter of the card format, for an
// effect or ability with a controller and a source: its status (controller, tapped, "other"),
// its characteristics (types, subtypes, supertypes, colors, name, power, toughness, mana value).
// And what each part of a filter reads, for dependencies between effects (613.8a).

import type { Permanent } from '../board';
import { foldName, type Comparison, type Field, type Filter } from '../cards';
import type { Characteristics } from './characteristics';
import type { LayeredEffect } from './continuous-effects';

/** What each part of a filter reads (CR 613.8a); what each modification writes is its kind's. */
export function filterReads(filter: Filter): Set<Field> {
  const reads = new Set<Field>();
  if (filter.types || filter.notTypes || filter.anyOfTypes) reads.add('types');
  if (filter.subtypes || filter.allSubtypes || filter.notSubtypes || filter.chosenType) reads.add('subtypes');
  if (filter.supertypes || filter.notSupertypes) reads.add('supertypes');
  if (filter.color || filter.notColors) reads.add('colors');
  if (filter.controller) reads.add('controller');
  if (filter.power || filter.toughness) reads.add('pt');
  if (filter.manaValue) reads.add('manaValue');
  if (filter.name || filter.chosenName) reads.add('name');
  return reads;
}

/** What a filter looks at: an object's characteristics and status. */
export interface Matchable {
  permanent: Permanent;
  /** Its controller after control-changing effects (CR 613.1b). */
  controller: string;
  name: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Characteristics['colors'];
  power: number | null;
  toughness: number | null;
  manaValue: number;
}

/** Whether a permanent is attacking (CR 506.4: until it is removed from combat or combat ends), blocking, or either. */
function inCombat(permanent: Permanent, combat: NonNullable<Filter['combat']>): boolean {
  const attacking = permanent.attacking !== null;
  const blocking = permanent.blocking.length > 0;
  return combat === 'attacking' ? attacking : combat === 'blocking' ? blocking : attacking || blocking;
}

/** Whether an object matches a filter, for an effect with this controller and source (CR 109.4, 700.2); parts reading `ignore`d fields are skipped. */
export function matches(filter: Filter | NormalFilter, w: Matchable, effect: Pick<LayeredEffect, 'controller' | 'source'>, ignore?: ReadonlySet<Field>): boolean {
  const f = filter instanceof NormalFilter ? filter : normalFilter(filter);
  // Status first (cheapest), then characteristics.
  if (f.controller === 'you' && w.controller !== effect.controller) return false;
  if (f.controller === 'opponent' && w.controller === effect.controller) return false;
  if (f.other && w.permanent.id === effect.source?.id) return false;
  if (f.tapped !== null && w.permanent.tapped !== f.tapped) return false;
  if (f.nontoken && w.permanent.token) return false;
  if (f.combat !== null && !inCombat(w.permanent, f.combat)) return false;
  if (ignore === undefined || !ignore.has('types')) {
    if (f.types !== null && !hasAll(w.types, f.types)) return false;
    if (f.notTypes !== null && hasAny(w.types, f.notTypes)) return false;
    if (f.anyOfTypes !== null && !hasAny(w.types, f.anyOfTypes)) return false;
  }
  if (ignore === undefined || !ignore.has('subtypes')) {
    if (f.subtypes !== null && !hasAny(w.subtypes, f.subtypes)) return false;
    if (f.allSubtypes !== null && !hasAll(w.subtypes, f.allSubtypes)) return false;
    if (f.notSubtypes !== null && hasAny(w.subtypes, f.notSubtypes)) return false;
  }
  if (f.chosenType && (ignore === undefined || !ignore.has('subtypes'))) {
    const chosen = effect.source?.chosen.creatureType ?? effect.source?.chosen.basicLandType;
    if (!chosen || !w.subtypes.includes(chosen)) return false;
  }
  if (ignore === undefined || !ignore.has('supertypes')) {
    if (f.supertypes !== null && !hasAll(w.supertypes, f.supertypes)) return false;
    if (f.notSupertypes !== null && hasAny(w.supertypes, f.notSupertypes)) return false;
  }
  if (f.color !== null && (ignore === undefined || !ignore.has('colors'))) {
    const color = f.color === 'chosen' ? effect.source?.chosen.color : f.color;
    if (!color || !w.colors.includes(color)) return false;
  }
  if (f.notColors !== null && (ignore === undefined || !ignore.has('colors')) && hasAny(w.colors, f.notColors)) return false;
  if (f.name !== null && (ignore === undefined || !ignore.has('name')) && w.name !== f.name) return false;
  // "With the chosen name" (CR 201.2, 201.4): the card name its source chose as it entered; nothing chosen, nothing matches.
  if (f.chosenName && (ignore === undefined || !ignore.has('name'))) {
    const chosen = effect.source?.chosen.cardName;
    if (chosen === undefined || foldName(w.name) !== foldName(chosen)) return false;
  }
  if (ignore === undefined || !ignore.has('pt')) {
    if (f.power !== null && !compares(w.power, f.power)) return false;
    if (f.toughness !== null && !compares(w.toughness, f.toughness)) return false;
  }
  if (f.manaValue !== null && (ignore === undefined || !ignore.has('manaValue')) && !compares(w.manaValue, f.manaValue)) return false;
  return true;
}

/** Whether a number meets a comparison; no number (a noncreature's power, CR 208.3) meets none. */
function compares(value: number | null, comparison: Comparison): boolean {
  if (value === null) return false;
  if (comparison.atMost !== undefined) return value <= comparison.atMost;
  if (comparison.atLeast !== undefined) return value >= comparison.atLeast;
  return value === comparison.equal;
}

/** A filter with every field present, so that matching reads one shape of object (filters as written vary). */
export class NormalFilter {
  readonly types: readonly string[] | null;
  readonly notTypes: readonly string[] | null;
  readonly anyOfTypes: readonly string[] | null;
  readonly subtypes: readonly string[] | null;
  readonly allSubtypes: readonly string[] | null;
  readonly notSubtypes: readonly string[] | null;
  readonly supertypes: readonly string[] | null;
  readonly notSupertypes: readonly string[] | null;
  readonly controller: 'you' | 'opponent' | null;
  readonly other: boolean;
  readonly tapped: boolean | null;
  readonly nontoken: boolean;
  readonly combat: NonNullable<Filter['combat']> | null;
  readonly color: Filter['color'] | null;
  readonly chosenType: boolean;
  readonly chosenName: boolean;
  readonly notColors: readonly string[] | null;
  readonly name: string | null;
  readonly power: Comparison | null;
  readonly toughness: Comparison | null;
  readonly manaValue: Comparison | null;
  constructor(filter: Filter) {
    this.types = filter.types ?? null;
    this.notTypes = filter.notTypes ?? null;
    this.anyOfTypes = filter.anyOfTypes ?? null;
    this.subtypes = filter.subtypes ?? null;
    this.allSubtypes = filter.allSubtypes ?? null;
    this.notSubtypes = filter.notSubtypes ?? null;
    this.supertypes = filter.supertypes ?? null;
    this.notSupertypes = filter.notSupertypes ?? null;
    this.controller = filter.controller ?? null;
    this.other = filter.other ?? false;
    this.tapped = filter.tapped ?? null;
    this.nontoken = filter.nontoken ?? false;
    this.combat = filter.combat ?? null;
    this.color = filter.color ?? null;
    this.chosenType = filter.chosenType ?? false;
    this.chosenName = filter.chosenName ?? false;
    this.notColors = filter.notColors ?? null;
    this.name = filter.name ?? null;
    this.power = filter.power ?? null;
    this.toughness = filter.toughness ?? null;
    this.manaValue = filter.manaValue ?? null;
  }
}

const NORMALIZED = new WeakMap<Filter, NormalFilter>();
export function normalFilter(filter: Filter): NormalFilter {
  let f = NORMALIZED.get(filter);
  if (!f) NORMALIZED.set(filter, (f = new NormalFilter(filter)));
  return f;
}

function hasAll(list: readonly string[], values: readonly string[]): boolean {
  for (const value of values) if (!list.includes(value)) return false;
  return true;
}

function hasAny(list: readonly string[], values: readonly string[]): boolean {
  for (const value of values) if (list.includes(value)) return true;
  return false;
}
