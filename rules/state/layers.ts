// The layer system (CR 613): every permanent's characteristics, derived from its printed
// values by applying the continuous effects in play layer by layer (613.1), within a layer in
// timestamp order (613.7) unless a dependency orders them otherwise (613.8), then counters
// (613.4c). An effect that started to apply in one layer keeps applying, to the same objects,
// in later layers even if its ability is removed meanwhile (613.6). Dependencies are found
// from what the effects do: what a filter reads against what another effect writes, and
// whether an effect removes the ability that generates another (613.8a).
// Computed once for a whole board state (view.ts) and reused by every question and action.

import { copiesOn, type Board, type CopyApplied, type Permanent } from '../board';
import {
  addsMana,
  levelOf,
  conditionKind,
  LAYERS,
  modificationKind,
  printedNumber,
  type Applying,
  type CardDefinition,
  type CardType,
  type Field,
  type HeldAbility,
  type Layer,
  type LayerObject,
  type Modification,
} from '../cards';
import { intrinsicManaAbilities, keywordsOf, printedAtLevel, type Characteristics, type ExplainEntry, type Printed } from './characteristics';
import { collectContinuousEffects, staticAbilityEffects, type LayeredEffect } from './continuous-effects';
import { definingCount } from './defining-counts';
import { filterReads, matches, normalFilter, type Matchable, type NormalFilter } from './filters';

/**
 * The arrays one modification made, by the array each was made from. Arrays of
 * characteristics are never changed once made, so objects that had the same array (most
 * often their printed one) share the array made from it. An array belongs to one
 * characteristic, so one map serves a modification that changes two (types and subtypes).
 */
type Made = Map<readonly unknown[], unknown[]>;

/** What `make` makes from `from`, made once per modification for every object that has `from`. */
function remade<F, T>(from: readonly F[], made: Made | undefined, make: (from: readonly F[]) => T[]): T[] {
  let to = made?.get(from) as T[] | undefined;
  if (!to) {
    to = make(from);
    made?.set(from, to);
  }
  return to;
}

/** Shared by every object no effect applied to; replaced, never changed. */
const NO_EXPLANATION: ExplainEntry[] = [];

/**
 * A permanent's characteristics while the layers are being applied, then, once they are, its
 * characteristics as questions read them and as filters match them (one object per permanent).
 */
class Working implements Characteristics, Matchable, LayerObject {
  types: CardType[];
  subtypes: string[];
  supertypes: string[];
  colors: Characteristics['colors'];
  /** Its controller after control-changing effects (CR 613.1b); before layer 2, the board's. */
  controller: string;
  /** Lost its rules-text abilities to a land type being set (CR 305.7). */
  rulesTextRemoved = false;
  /** Its land types changed in layer 4, so its intrinsic mana abilities may have (CR 305.6). */
  landTypesChanged = false;
  lostAllAbilities = false;
  abilities: HeldAbility[];
  power: number | null;
  toughness: number | null;
  manaValue: number;
  explain: ExplainEntry[] = NO_EXPLANATION;
  #keywords: string[] | undefined;

  constructor(
    readonly permanent: Permanent,
    readonly printed: Printed,
    power: number | null,
    toughness: number | null,
  ) {
    // The printed arrays are shared: modifications replace arrays, never change them in place.
    this.types = printed.types as CardType[];
    this.subtypes = printed.subtypes;
    this.supertypes = printed.supertypes;
    this.colors = printed.colors;
    this.controller = permanent.controller;
    this.abilities = printed.abilities;
    this.power = power;
    this.toughness = toughness;
    this.manaValue = printed.manaValue;
  }

  /** A copy to try a modification on (it shares this one's arrays, which are never changed in place). */
  trial(): Working {
    const copy = new Working(this.permanent, this.printed, this.power, this.toughness);
    copy.types = this.types;
    copy.subtypes = this.subtypes;
    copy.supertypes = this.supertypes;
    copy.colors = this.colors;
    copy.controller = this.controller;
    copy.abilities = this.abilities;
    copy.manaValue = this.manaValue;
    copy.rulesTextRemoved = this.rulesTextRemoved;
    copy.landTypesChanged = this.landTypesChanged;
    copy.lostAllAbilities = this.lostAllAbilities;
    return copy;
  }

  get name(): string {
    return this.printed.name;
  }

  /** A planeswalker's loyalty is the number of loyalty counters on it (CR 306.5b). */
  get loyalty(): number | null {
    return this.types.includes('Planeswalker') ? (this.permanent.counters.loyalty ?? 0) : null;
  }

  get abilityCount(): number {
    return this.abilities.length;
  }

  get keywords(): string[] {
    this.#keywords ??= this.abilities === this.printed.abilities ? this.printed.keywords : keywordsOf(this.abilities);
    return this.#keywords;
  }
}

/** The permanents being worked on, in board order, and by id. */
interface Objects {
  list: Working[];
  byId(id: string): Working | undefined;
  /** The board, for what characteristic-defining abilities count (CR 604.3). */
  board: Board;
}

const layerOf = (modification: Modification): Layer => modificationKind(modification).layer;

/** The first layer an effect acts in: where it starts to apply (CR 613.6). */
function firstLayer(effect: LayeredEffect): Layer {
  return LAYERS.find((layer) => effect.modifications.some((m) => layerOf(m) === layer))!;
}

interface EffectState {
  effect: LayeredEffect;
  /** Per layer: its modifications there, what they change, and whether they remove abilities. */
  modificationsIn: Map<Layer, Modification[]>;
  writes: Map<Layer, Set<Field>>;
  removesAbilities: Map<Layer, boolean>;
  /** What its filter reads, when it applies to every permanent matching one. */
  reads: Set<Field>;
  /** What its condition reads of the permanents it counts ("as long as you control an artifact", CR 611.3a): whether it exists depends on effects that change those (613.8a). */
  conditionReads: Set<Field>;
  filter: NormalFilter | null;
  /** The objects it applies to, fixed when it starts to apply (CR 613.6). */
  affected: Working[] | null;
  /** It did not exist when it would have started to apply. */
  gone: boolean;
}

/**
 * Every permanent's characteristics, in board order; `indexOf` finds a permanent's place on
 * the board by id. Each result is also what filters match (Matchable).
 */
export function applyLayers(board: Board, cardOf: (permanent: Permanent) => CardDefinition, indexOf: (id: string) => number | undefined): (Characteristics & Matchable)[] {
  const cards = board.permanents.map(cardOf);
  const list = board.permanents.map((permanent, at) => {
    const card = cards[at]!;
    return new Working(
      permanent,
      printedAtLevel(card, levelOf(permanent)),
      card.power === undefined ? null : printedNumber(card.power),
      card.toughness === undefined ? null : printedNumber(card.toughness),
    );
  });
  // Layer 1 (CR 613.2a): the copy effects already made `cards` the copiable values (613.2c); explained first.
  const copies = copiesOn(board);
  if (copies)
    for (const w of list) {
      const applied = copies(w.permanent).copies;
      if (applied.length > 0) w.explain = applied.map(copyExplained);
    }
  const objects: Objects = {
    list,
    byId: (id) => {
      const at = indexOf(id);
      return at === undefined ? undefined : list[at];
    },
    board,
  };

  const states: EffectState[] = collectContinuousEffects(board, cards, cardOf).map(stateOf);
  if (states.length > 0) {
    const index = indexByType(list);
    let beforeText: HeldAbility[][] | undefined;
    for (const layer of LAYERS) {
      if (layer === '3') controlledBy(states, objects);
      if (layer === '3' && states.some((state) => state.modificationsIn.has('3'))) beforeText = list.map((w) => w.abilities);
      if (layer === '4' && beforeText) textChanged(board, states, list, beforeText, cards);
      if (layer === '5') settleAbilities(list);
      // Counters modify power and toughness in 7c with the effects there (CR 613.4c), before switching (7d).
      if (layer === '7d') applyCounters(list);
      const pending = states.filter((state) => !state.gone && state.modificationsIn.has(layer) && (state.affected !== null || firstLayer(state.effect) === layer));
      applyLayer(layer, pending, objects, index);
    }
  } else applyCounters(list);
  return list;
}

/** A copy effect in layer 1: in timestamp order, or after the copy effect of the original it copies, on which it depends (CR 613.8a). */
function copyExplained(copy: CopyApplied): ExplainEntry {
  const reason: Reason = copy.dependsOn
    ? { reason: 'dependency', rule: '613.8a', detail: `applied after ${copy.dependsOn.label}, the copy effect of what it copies, on which it depends` }
    : TIMESTAMP;
  return { source: copy.label, layer: '1', timestamp: copy.timestamp, ...reason };
}

/**
 * After layer 2: a static ability's "you" is the controller of its source as control-changing
 * effects leave it (CR 613.1b, 109.5); an effect of a resolved spell or ability keeps the
 * controller of that spell or ability (611.2).
 */
function controlledBy(states: readonly EffectState[], objects: Objects): void {
  for (const state of states) {
    const { effect } = state;
    if (!effect.ability || !effect.source) continue;
    const source = objects.byId(effect.source.id);
    if (source) effect.controller = source.controller;
  }
}

/** Why an ability that uses the stack is not carried out once its text changed. */
const TEXT_CHANGED =
  'its text was changed (CR 612), and the stack and triggers read an ability as printed: an activated or triggered ability whose text was changed is not carried out yet';

/**
 * After layer 3 (CR 613.1c): a permanent whose text changed has its changed abilities. A static
 * ability generates its changed effects from layer 4 on, with its timestamp (613.7a), and the
 * effects of its text as it was end unless they already began to apply (613.6). An activated
 * ability that isn't a mana ability or a triggered ability, once changed, is marked as not
 * carried out: the stack reads the ability printed on the card.
 */
function textChanged(board: Board, states: EffectState[], list: readonly Working[], before: readonly HeldAbility[][], cards: readonly CardDefinition[]): void {
  list.forEach((w, at) => {
    const was = before[at]!;
    if (w.abilities === was) return;
    w.abilities = w.abilities.map((held, i) => {
      const old = was[i];
      if (!old || held === old) return held;
      const { ability } = held;
      if (ability.kind === 'static') {
        const order = states.find((state) => state.effect.ability === old.ability && state.effect.source === w.permanent)?.effect.order ?? states.length;
        for (const state of states) if (state.affected === null && state.effect.source === w.permanent && state.effect.ability === old.ability) state.gone = true;
        for (const effect of staticAbilityEffects(board, w.permanent, cards[at]!, ability, w.controller, order)) states.push(stateOf(effect));
        return held;
      }
      const mana = ability.kind === 'activated' && ability.targets.length === 0 && ability.effects.some(addsMana);
      if (ability.kind === 'triggered' || (ability.kind === 'activated' && !mana)) return { ability: { ...ability, unsupported: TEXT_CHANGED }, origin: held.origin };
      return held;
    });
  });
}

/**
 * After layer 4: the abilities a permanent has from its types and its rules text (CR 305.6,
 * 305.7), one array for all the objects alike in rules text, printed abilities, types and subtypes.
 */
function settleAbilities(list: readonly Working[]): void {
  const settled = [new Map(), new Map()] as Map<readonly unknown[], Map<readonly unknown[], Made>>[];
  for (const w of list) {
    if (!w.rulesTextRemoved && !w.landTypesChanged && w.types === w.printed.types) continue;
    const byPrinted = settled[w.rulesTextRemoved ? 1 : 0]!;
    let byTypes = byPrinted.get(w.abilities);
    if (!byTypes) byPrinted.set(w.abilities, (byTypes = new Map<readonly unknown[], Made>()));
    let bySubtypes = byTypes.get(w.types);
    if (!bySubtypes) byTypes.set(w.types, (bySubtypes = new Map<readonly unknown[], unknown[]>()));
    w.abilities = remade(w.subtypes, bySubtypes, (subtypes) => [
      ...intrinsicManaAbilities(w.types, subtypes).map((ability) => ({ ability, origin: 'intrinsic' as const })),
      // Its rules-text abilities as layer 3 left them (CR 612).
      ...(w.rulesTextRemoved ? [] : w.abilities.filter((held) => held.origin === 'printed')),
    ]);
  }
}

/** +1/+1 and -1/-1 counters, in layer 7c (CR 613.4c, 122.1a). */
function applyCounters(list: readonly Working[]): void {
  for (const w of list) {
    const bonus = (w.permanent.counters['+1/+1'] ?? 0) - (w.permanent.counters['-1/-1'] ?? 0);
    if (bonus === 0 || w.power === null || w.toughness === null) continue;
    w.power += bonus;
    w.toughness += bonus;
    w.explain = [...w.explain, { source: 'counters', layer: '7c', timestamp: w.permanent.timestamp, reason: 'counters', rule: '613.4c' }];
  }
}

// ---------------------------------------------------------------------------------------
// One layer: timestamp order, reordered by dependencies (CR 613.7, 613.8)

/** One layer being applied: the objects, and what each effect that hasn't started yet would apply to, kept current. */
interface LayerRun {
  layer: Layer;
  objects: Objects;
  /** Permanents by card type, kept current as types are added (no effect removes a card type). */
  index: Map<string, Working[]>;
  affected: Map<EffectState, Set<Working>>;
}

function applyLayer(layer: Layer, pending: EffectState[], objects: Objects, index: Map<string, Working[]>): void {
  const remaining = [...pending].sort(byTimestamp);
  const run: LayerRun = { layer, objects, index, affected: new Map() };
  // Most layers have no effect that could depend on another: plain timestamp order (613.7).
  if (!anyMightDepend(remaining, layer)) {
    for (const state of remaining) apply(run, state, layer === '7a' ? DEFINING : TIMESTAMP);
    return;
  }
  const waited = new Set<EffectState>();
  while (remaining.length > 0) {
    // Dependencies are found anew after each application (613.8c), only as far as needed to
    // choose the next effect: the earliest one that depends on nothing left, loops aside.
    const memo = new Map<EffectState, EffectState[]>();
    const dependenciesOf = (state: EffectState) => {
      let found = memo.get(state);
      if (!found) memo.set(state, (found = remaining.filter((other) => mightDepend(state, other, layer) && depends(run, state, other))));
      return found;
    };
    const reaches = (from: EffectState, to: EffectState, seen = new Set<EffectState>()): boolean => {
      for (const next of dependenciesOf(from)) {
        if (next === to) return true;
        if (!seen.has(next)) {
          seen.add(next);
          if (reaches(next, to, seen)) return true;
        }
      }
      return false;
    };
    let next: EffectState | undefined;
    let inLoop = false;
    for (const candidate of remaining) {
      const dependencies = dependenciesOf(candidate);
      // Ready when everything it depends on is in a dependency loop with it (613.8b ignores loops).
      if (dependencies.every((other) => reaches(other, candidate))) {
        next = candidate;
        inLoop = dependencies.length > 0;
        break;
      }
      waited.add(candidate);
    }
    next ??= remaining[0]!;
    let reason: Reason;
    if (inLoop) reason = { reason: 'timestamp', rule: '613.8b', detail: 'in a dependency loop, applied in timestamp order' };
    else if (waited.has(next)) reason = { reason: 'dependency', rule: '613.8b', detail: 'waited for the effects it depends on' };
    else if (remaining[0] !== next) reason = { reason: 'dependency', rule: '613.8a', detail: `applied before ${remaining[0]!.effect.label}, which depends on it` };
    else reason = TIMESTAMP;
    apply(run, next, reason);
    remaining.splice(remaining.indexOf(next), 1);
  }
}

/** What an effect applies to now (or since it started, CR 613.6). */
function affectedOf(run: LayerRun, state: EffectState): ReadonlySet<Working> | readonly Working[] {
  if (state.affected) return state.affected;
  let set = run.affected.get(state);
  if (!set) run.affected.set(state, (set = new Set(affectedNow(state, run.objects, run.index))));
  return set;
}

const includes = (objects: ReadonlySet<Working> | readonly Working[], w: Working) => (objects instanceof Set ? objects.has(w) : (objects as readonly Working[]).includes(w));

/** After `applied` changed `objects`, the effects whose filters read what it wrote see the change (613.8c). */
function refresh(run: LayerRun, applied: EffectState, objects: readonly Working[]): void {
  const writes = applied.writes.get(run.layer);
  if (!writes) return;
  for (const [state, set] of run.affected) {
    const affects = state.effect.affects;
    if (state === applied || !(typeof affects === 'object' && 'all' in affects)) continue;
    if (!changesMatches(applied, state, run.layer)) continue;
    for (const w of objects) {
      if (matches(state.filter!, w, state.effect)) set.add(w);
      else set.delete(w);
    }
  }
}

/** Whether `other`'s modifications in this layer could change what `state`'s filter matches (CR 613.8a). */
function changesMatches(other: EffectState, state: EffectState, layer: Layer): boolean {
  const affects = state.effect.affects;
  if (!(typeof affects === 'object' && 'all' in affects)) return false;
  return (other.modificationsIn.get(layer) ?? []).some((m) => modificationKind(m).changesMatch(m, affects.all));
}

const NO_FIELDS: Set<Field> = new Set();

type Reason = Pick<ExplainEntry, 'reason' | 'rule' | 'detail'>;
const TIMESTAMP: Reason = { reason: 'timestamp', rule: '613.7' };
/** Layer 7a holds only characteristic-defining abilities of the objects themselves (CR 613.4a, 604.3): none depends on another. */
const DEFINING: Reason = { reason: 'timestamp', rule: '613.4a' };

/** Permanents by card type, for filters that name one. */
function indexByType(list: readonly Working[]): Map<string, Working[]> {
  const index = new Map<string, Working[]>();
  for (const w of list)
    for (const type of w.types) {
      const list = index.get(type);
      if (list) list.push(w);
      else index.set(type, [w]);
    }
  return index;
}

function stateOf(effect: LayeredEffect): EffectState {
  const writes = new Map<Layer, Set<Field>>();
  const removesAbilities = new Map<Layer, boolean>();
  const modificationsIn = new Map<Layer, Modification[]>();
  for (const m of effect.modifications) {
    const layer = layerOf(m);
    modificationsIn.set(layer, [...(modificationsIn.get(layer) ?? []), m]);
    const set = writes.get(layer) ?? new Set<Field>();
    const kind = modificationKind(m);
    for (const field of kind.writes) set.add(field);
    writes.set(layer, set);
    if (kind.removesAbilities) removesAbilities.set(layer, true);
  }
  const affects = effect.affects;
  const reads = typeof affects === 'object' && 'all' in affects ? filterReads(affects.all) : new Set<Field>();
  const filter = typeof affects === 'object' && 'all' in affects ? normalFilter(affects.all) : null;
  return { effect, modificationsIn, writes, removesAbilities, reads, conditionReads: conditionReadsOf(effect), filter, affected: null, gone: false };
}

/** What a static ability's condition reads of the permanents it counts, and who controls them (CR 611.3a, 613.1b). */
function conditionReadsOf(effect: LayeredEffect): Set<Field> {
  const condition = effect.ability?.kind === 'static' ? effect.ability.condition : undefined;
  const permanents = condition === undefined ? undefined : conditionKind(condition).reads(condition).permanents;
  return permanents ? filterReads(permanents) : NO_FIELDS;
}

/** Whether `other` could change `state`'s existence or what it applies to, from what they read and write (CR 613.8a). */
function mightDepend(state: EffectState, other: EffectState, layer: Layer): boolean {
  if (state.affected !== null || state === other) return false;
  if (state.effect.ability && other.removesAbilities.get(layer)) return true;
  const writes = other.writes.get(layer);
  if (!writes) return false;
  for (const field of writes) if (state.reads.has(field) || state.conditionReads.has(field)) return true;
  return false;
}

/** Whether any effect might depend on another: some filter reads what another writes, or one removes abilities another's existence needs. */
function anyMightDepend(states: readonly EffectState[], layer: Layer): boolean {
  const reads = new Set<Field>();
  const writes = new Set<Field>();
  let removes = 0;
  let fromAbilities = 0;
  for (const state of states) {
    if (state.affected === null) {
      for (const field of state.reads) reads.add(field);
      for (const field of state.conditionReads) reads.add(field);
      if (state.effect.ability) fromAbilities += 1;
    }
    for (const field of state.writes.get(layer) ?? []) writes.add(field);
    if (state.removesAbilities.get(layer)) removes += 1;
  }
  if (removes > 0 && fromAbilities > 0) return states.some((state) => states.some((other) => mightDepend(state, other, layer)));
  for (const field of writes) if (reads.has(field)) return states.some((state) => states.some((other) => mightDepend(state, other, layer)));
  return false;
}

function byTimestamp(a: EffectState, b: EffectState): number {
  return a.effect.timestamp - b.effect.timestamp || a.effect.order - b.effect.order;
}

/** Whether the effect exists now: a static ability's effect needs its source to still have the ability (CR 613.8a). */
function exists(state: EffectState, layer: Layer, objects: Objects): boolean {
  const { effect } = state;
  if (state.affected !== null || !effect.ability) return true;
  const source = effect.source ? objects.byId(effect.source.id) : undefined;
  if (!source) return false;
  // A condition ("as long as it's your turn") is its source's controller's, after layer 2 (CR 611.3a, 613.1b).
  if (!effect.holds(source.controller, objects.list)) return false;
  if (layer === '4') return !source.rulesTextRemoved;
  return source.abilities.some((held) => held.ability === effect.ability);
}

function affectedNow(state: EffectState, objects: Objects, index: Map<string, Working[]>): Working[] {
  const { effect } = state;
  const affects = effect.affects;
  if (typeof affects === 'object' && 'all' in affects) {
    const firstType = affects.all.types?.[0];
    const candidates = firstType ? (index.get(firstType) ?? []) : objects.list;
    const out: Working[] = [];
    for (const w of candidates) if (matches(state.filter!, w, effect)) out.push(w);
    return out;
  }
  const one = effect.resolveObject(affects);
  const w = one ? objects.byId(one) : undefined;
  // An exchange of control applies to both of its objects (CR 701.12b), and only when both are there.
  const exchange = effect.modifications.find((m) => m.type === 'exchangeControl');
  if (exchange && exchange.type === 'exchangeControl') {
    const other = effect.resolveObject(exchange.with);
    const partner = other ? objects.byId(other) : undefined;
    return w && partner && partner !== w ? [w, partner] : [];
  }
  return w ? [w] : [];
}

/**
 * CR 613.8a: `state` depends on `other` when applying `other` would change the existence of
 * `state`'s effect or what it applies to, found by trying `other` on the objects it affects.
 * An effect that already started to apply is fixed (613.6) and depends on nothing; the
 * format's modifications don't read characteristics, so what an effect does can't change.
 */
function depends(run: LayerRun, state: EffectState, other: EffectState): boolean {
  const { layer, objects } = run;
  const otherObjects = affectedOf(run, other);

  // Existence: the other removes the ability that generates this effect.
  const source = state.effect.source ? objects.byId(state.effect.source.id) : undefined;
  if (state.effect.ability && source && other.removesAbilities.get(layer) && includes(otherObjects, source)) return true;

  // Existence: the other changes whether its condition holds ("as long as you control an artifact", CR 611.3a).
  if (source && state.conditionReads.size > 0 && [...(other.writes.get(layer) ?? [])].some((field) => state.conditionReads.has(field))) {
    const otherMods = other.modificationsIn.get(layer)!;
    const tried = objects.list.map((w) => {
      if (!includes(otherObjects, w)) return w;
      const trial = w.trial();
      for (const m of otherMods) modify(trial, m, applyingOf(other.effect, objects));
      return trial;
    });
    const triedSource = tried[objects.list.indexOf(source)]!;
    if (state.effect.holds(triedSource.controller, tried) !== state.effect.holds(source.controller, objects.list)) return true;
  }

  // What it applies to: would the other change which objects its filter matches? Only an
  // object that passes every part of the filter the other can't change could change.
  const affects = state.effect.affects;
  const writes = other.writes.get(layer);
  if (!(typeof affects === 'object' && 'all' in affects) || !writes || !changesMatches(other, state, layer)) return false;
  const otherMods = other.modificationsIn.get(layer)!;
  // The objects to try: those the other affects, or, when the filter names a card type the
  // other can't give, those of that type the other affects, whichever list is shorter.
  const firstType = affects.all.types?.[0];
  const ofType = firstType && !writes.has('types') ? (run.index.get(firstType) ?? []) : null;
  const size = (objects: ReadonlySet<Working> | readonly Working[]) => (objects instanceof Set ? objects.size : (objects as readonly Working[]).length);
  const tries = ofType && ofType.length < size(otherObjects) ? ofType.filter((w) => includes(otherObjects, w)) : otherObjects;
  for (const w of tries) {
    if (!matches(state.filter!, w, state.effect, writes)) continue;
    const trial = w.trial();
    for (const m of otherMods) modify(trial, m, applyingOf(other.effect, objects));
    if (matches(state.filter!, trial, state.effect) !== matches(state.filter!, w, state.effect)) return true;
  }
  return false;
}

function apply(run: LayerRun, state: EffectState, reason: Reason): void {
  const { layer, objects } = run;
  if (state.affected === null) {
    if (!exists(state, layer, objects)) {
      state.gone = true;
      run.affected.delete(state);
      return;
    }
    const cached = run.affected.get(state);
    state.affected = cached ? [...cached] : affectedNow(state, objects, run.index);
    run.affected.delete(state);
  }
  const mods = state.modificationsIn.get(layer)!;
  // A static ability's "you" in layer 2 is its source's controller as the effects before it left it (CR 613.1b, 613.7).
  if (layer === '2' && state.effect.ability && state.effect.source) state.effect.controller = objects.byId(state.effect.source.id)?.controller ?? state.effect.controller;
  // One explanation record for every object it applies to; explanations are never changed
  // in place, so objects that had the same one share the longer one.
  const explain: ExplainEntry = { source: state.effect.label, layer, timestamp: state.effect.timestamp, ...reason };
  const explained = new Map<ExplainEntry[], ExplainEntry[]>();
  const applying = mods.map((): Applying => applyingOf(state.effect, objects, new Map()));
  const partners = exchangePartners(state);
  for (const w of state.affected) {
    const exchangeWith = partners?.get(w);
    for (let i = 0; i < mods.length; i += 1) modify(w, mods[i]!, exchangeWith === undefined ? applying[i]! : { ...applying[i]!, exchangeWith }, run.index);
    let longer = explained.get(w.explain);
    if (!longer) explained.set(w.explain, (longer = [...w.explain, explain]));
    w.explain = longer;
  }
  refresh(run, state, state.affected);
}

/**
 * An exchange of control (CR 701.12b): the two objects and the controller each gets, the one its
 * partner had just before; none when the effect exchanges nothing, or when one of the two is gone
 * or both have the same controller (then the exchange doesn't happen).
 */
function exchangePartners(state: EffectState): Map<Working, string> | null {
  const exchange = state.effect.modifications.find((m) => m.type === 'exchangeControl');
  if (!exchange || exchange.type !== 'exchangeControl') return null;
  const [first, second] = state.affected ?? [];
  if (!first || !second || first.controller === second.controller) return new Map();
  return new Map([
    [first, second.controller],
    [second, first.controller],
  ]);
}

/** What a modification of `effect` is given as it applies: `made` is what it already made for other objects (none for a trial). */
function applyingOf(effect: LayeredEffect, objects: Objects, made?: Made): Applying {
  return {
    choices: effect.choices,
    controller: effect.controller,
    chosen: effect.source?.chosen ?? {},
    remade: <F, T>(from: readonly F[], make: (from: readonly F[]) => T[]) => remade(from, made, make),
    count: (count) => definingCount(count, { board: objects.board, permanents: objects.list }, effect),
  };
}

/**
 * One modification on one object (the layer it acts in is the caller's business), by its kind,
 * with what its effect gives it as it applies (made once per modification, not per object);
 * `index`: the objects by card type, kept current as types are added.
 */
function modify(w: Working, m: Modification, applying: Applying, index?: Map<string, Working[]>): void {
  const types = w.types;
  modificationKind(m).apply(w, m, applying);
  if (index && w.types !== types)
    for (const type of w.types)
      if (!types.includes(type)) {
        const list = index.get(type);
        if (list) list.push(w);
        else index.set(type, [w]);
      }
}
