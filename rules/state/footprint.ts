// Where an ability the engine does not carry out can act, and what an answer or an action reads
// (DESIGN.md, "Honest is the floor; answering is the goal"). An ability's footprint names what it
// can act on (rules/cards/opaque.ts `affects`: its own object, what it is attached to, permanents
// matching a filter, players, spells, cards, the game) and which aspects of them it can change
// (its reach). A question or an action reads aspects of objects, players and the game; it is
// `unsupported` only where an active footprint meets what it reads. What an answer reads
// includes what it reads *through*: the sources of the continuous effects that apply to an
// object (CR 611.3, 613), and every object a count or a condition could match (604.3, 611.3a).

import { abilityOfEntry, effectiveCard, type Permanent } from '../board';
import { conditionKind, type Ability, type Affected, type Filter, type Reach } from '../cards';
import { matches } from './filters';
import { controllerOf, type BoardView } from './view';

/** Aspects read, by key: an object's or player's id, or `*` for every object (or player). */
export type AspectsByKey = ReadonlyMap<string, readonly Reach[]>;

/** What an answer or an action reads of the game. */
export interface Reads {
  /** Aspects read of objects (permanents, spells on the stack, cards in graveyards or exile), by id; `*` for every object. */
  objects: AspectsByKey;
  /** Aspects read of players (their life, mana pool, permission to act), by id; `*` for every player. */
  players: AspectsByKey;
  /** Aspects read of spells on the stack as such (what they cost, whether they can be countered). */
  spells: readonly Reach[];
  /** Aspects read of cards in hands, libraries, graveyards and exile as such. */
  cards: readonly Reach[];
  /** Aspects read of the game as a whole: the turn, the stack, the rules no object holds. */
  game: readonly Reach[];
  /** The permanents whose activated abilities it reads in order (the `ability` index, SCENARIOS.md): a keyword that may be an activated ability shifts them. */
  slots: ReadonlySet<string>;
  /** The permanents whose activated abilities it lists as actions: an activated ability whose cost the engine does not read can't be listed (CR 602.2). */
  activates: ReadonlySet<string>;
  /** The permanents whose mana abilities it reads (the mana questions, paying a cost; CR 605, 106.7). */
  manaFrom: ReadonlySet<string>;
  /** The engine events it brings about: a triggered ability that could trigger on one of them (CR 603.2), or a replacement effect that could modify one (614.1), matters. */
  events: ReadonlySet<string>;
  /** The permanents that enter the battlefield in it: their own "as this enters" lines act (CR 614.1c, 614.12). */
  entering: ReadonlySet<string>;
  /**
   * The lore counters put on permanents in it, by permanent: how many each had before and after
   * each time (CR 714.2b: a chapter ability triggers only as they reach its chapter number).
   */
  lore?: ReadonlyMap<string, readonly { before: number; after: number }[]>;
  /** The only keyword abilities (CR 702) whose presence it reads of the objects it reads abilities of (haste, for {T} abilities, 302.6); absent: every ability. */
  keywords?: ReadonlySet<string>;
  /**
   * An action: a triggered ability that triggers changes its outcome whatever it does, since it
   * would be put on the stack (CR 603.3); for a question, only one whose effect reaches the answer
   * (a triggered mana ability adds mana as it is produced, 605.1b).
   */
  action?: boolean;
}

const NONE: readonly Reach[] = [];
const EMPTY_SET: ReadonlySet<string> = new Set();

/** A Reads with every part not given empty. */
export function readsOf(parts: Partial<Reads>): Reads {
  return {
    objects: parts.objects ?? new Map(),
    players: parts.players ?? new Map(),
    spells: parts.spells ?? NONE,
    cards: parts.cards ?? NONE,
    game: parts.game ?? NONE,
    slots: parts.slots ?? EMPTY_SET,
    activates: parts.activates ?? EMPTY_SET,
    manaFrom: parts.manaFrom ?? EMPTY_SET,
    events: parts.events ?? EMPTY_SET,
    entering: parts.entering ?? EMPTY_SET,
    ...(parts.keywords ? { keywords: parts.keywords } : {}),
    ...(parts.lore ? { lore: parts.lore } : {}),
    ...(parts.action ? { action: true } : {}),
  };
}

/** Adds aspects read of a key to a map being built. */
export function addAspects(map: Map<string, readonly Reach[]>, key: string, aspects: readonly Reach[]): void {
  const had = map.get(key);
  if (!had) map.set(key, aspects);
  else if (aspects.some((aspect) => !had.includes(aspect))) map.set(key, [...new Set([...had, ...aspects])]);
}

/** The layers of CR 613.1 and 613.4: what a characteristic depends on. */
export const LAYERED: readonly Reach[] = ['copy', 'control', 'text', 'types', 'colors', 'abilities', 'powerToughness'];
/** The layers up to 6: what decides which abilities an object has (613.1a-f; 305.6 land types give mana abilities). */
export const UP_TO_ABILITIES: readonly Reach[] = ['copy', 'control', 'text', 'types', 'abilities'];

// ---------------------------------------------------------------------------------------
// Reading through: the objects whose abilities make an object what it is.

const COUNTING = /"(count|cardsInHand|cardTypesAmong|definingCount|permanents|ifYouControl)":/;

/**
 * Whether an ability counts objects, or has a condition that reads permanents or cards in
 * graveyards (CR 604.3, 611.3a): what it does then depends on every object it could count. A
 * condition that reads only the turn, life totals or the counters on its own object reads
 * nothing a static ability changes (conditions/: each kind says what it reads).
 */
export function countsOrConditions(ability: Ability | object): boolean {
  return countedAspects(ability) !== null;
}

const aspectsCache = new WeakMap<object, readonly Reach[] | null>();

/**
 * What an ability that counts or has a condition reads of every object (countsOrConditions): a
 * condition on the permanents someone controls reads what its filter reads (filterAspects: the
 * types of "three or more artifacts", who controls each); a count, or a condition on
 * graveyards, every layered aspect. Null when it counts nothing.
 */
export function countedAspects(ability: Ability | object): readonly Reach[] | null {
  let found = aspectsCache.get(ability);
  if (found === undefined) {
    found = COUNTING.test(JSON.stringify(ability)) ? LAYERED : conditionAspects(ability);
    aspectsCache.set(ability, found);
  }
  return found;
}

function conditionAspects(ability: Ability | object): readonly Reach[] | null {
  // A static ability's condition (CR 611.3a), or a triggered ability's intervening "if" clause (603.4).
  const condition = 'kind' in ability && (ability.kind === 'static' || ability.kind === 'triggered') && 'condition' in ability ? ability.condition : undefined;
  if (condition === undefined) return null;
  const reads = conditionKind(condition).reads(condition);
  if (reads.graveyards === true) return LAYERED;
  return reads.permanents !== undefined ? filterAspects(reads.permanents) : null;
}

/** The sources of effects that could apply to objects, by what they could apply to. */
interface Through {
  /** Sources of continuous effects (CR 611.3, 613) that could apply to any permanent (a set of permanents, "creatures you control"). */
  layeredToAny: ReadonlySet<string>;
  /** Sources of continuous effects that apply to one object (itself, what it is attached to, a target). */
  layeredTo: ReadonlyMap<string, ReadonlySet<string>>;
  /** Sources of the other effects: replacement and prevention effects (614, 615), rule effects (613.11). */
  others: ReadonlySet<string>;
  /** Sources of triggered abilities (603). */
  triggers: ReadonlySet<string>;
  /** The permanents with an ability that counts or has a condition, with what it reads of every object (countedAspects). */
  counting: ReadonlyMap<string, readonly Reach[]>;
}

/** Any permanent, for an effect that applies to a set of them. */
const ANY_PERMANENT = Symbol('any permanent');

/** What an effect that applies to `affects` (an object reference or a set of permanents) of a source applies to: one id, or any. */
function appliesTo(affects: unknown, source: { id: string; attachedTo: string | null }, targets: readonly string[]): string | typeof ANY_PERMANENT | null {
  if (affects === 'self') return source.id;
  if (affects === 'enchanted' || affects === 'equipped') return source.attachedTo;
  if (affects !== null && typeof affects === 'object' && 'target' in affects && typeof affects.target === 'number') return targets[affects.target] ?? null;
  return ANY_PERMANENT;
}

function throughOf(view: BoardView): Through {
  const layeredToAny = new Set<string>();
  const layeredTo = new Map<string, Set<string>>();
  const others = new Set<string>();
  const triggers = new Set<string>();
  const counting = new Map<string, Reach[]>();
  const counts = (source: string, ability: Ability | object) => {
    const aspects = countedAspects(ability);
    if (aspects === null) return;
    const known = counting.get(source) ?? [];
    counting.set(source, [...known, ...aspects.filter((aspect) => !known.includes(aspect))]);
  };
  const applies = (source: string, to: string | typeof ANY_PERMANENT | null) => {
    if (to === null) return;
    if (to === ANY_PERMANENT) layeredToAny.add(source);
    else layeredTo.set(to, (layeredTo.get(to) ?? new Set<string>()).add(source));
  };
  const { board } = view;
  for (const permanent of board.permanents) {
    const printed = effectiveCard(board, permanent).abilities;
    const now = view.characteristics(permanent).abilities;
    for (const list of [printed, now.map((held) => held.ability)])
      for (const ability of list) {
        if (ability.kind === 'opaque' || ability.kind === 'spell' || ability.kind === 'activated') continue;
        counts(permanent.id, ability);
        if (ability.kind === 'static')
          for (const effect of ability.effects) {
            if (effect.type === 'continuous') applies(permanent.id, appliesTo(effect.affects, permanent, []));
            else others.add(permanent.id);
          }
        else if (ability.kind === 'replacement') others.add(permanent.id);
        else if (ability.kind === 'triggered') triggers.add(permanent.id);
      }
  }
  for (const entry of board.effects) {
    if (typeof entry.source !== 'string' || !view.permanent(entry.source)) continue;
    const source = view.permanent(entry.source)!;
    const card = effectiveCard(board, source);
    // A keyword that stands for an activated ability is read as that ability (crew, CR 702.122a).
    const ability = entry.ability === undefined ? undefined : abilityOfEntry(card, entry.ability, entry.choices);
    if (ability) counts(source.id, ability);
    const created = ability && 'effects' in ability ? (ability.effects as readonly { type: string; effect?: { type: string; affects?: unknown } }[]) : [];
    let any = created.length === 0;
    for (const effect of created) {
      // A regeneration shield is a replacement effect (CR 701.19a, 614.8).
      if (effect.type === 'regenerate') any = true;
      if (effect.type !== 'createEffect' || !effect.effect) continue;
      if (effect.effect.type === 'continuous') applies(source.id, appliesTo(effect.effect.affects, source, entry.targets));
      else any = true;
    }
    if (any) others.add(source.id);
  }
  return { layeredToAny, layeredTo, others, triggers, counting };
}

/**
 * What reading `aspects` of the objects `ids` reads through: each object itself, the object it
 * is a copy of (CR 707.2), the sources of the continuous effects that could apply to it (their
 * copiable values, control, text, types and abilities decide whether their abilities apply,
 * 613.1a-f), with `others` also the sources of replacement, prevention and rule effects, and
 * with `true` of triggered abilities too (a mana question reads them: triggered mana abilities,
 * 605.1b; whether an action is legal reads none, `'effects'`); and what one of those that counts
 * or has a condition reads of every object (countedAspects; 604.3, 611.3a). Returns whether
 * something counts.
 */
export function readThrough(view: BoardView, objects: Map<string, readonly Reach[]>, ids: Iterable<string>, aspects: readonly Reach[], others: boolean | 'effects' = false): boolean {
  const through = view.derive(throughOf);
  const counted: Reach[] = [];
  const count = (id: string) => {
    for (const aspect of through.counting.get(id) ?? []) if (!counted.includes(aspect)) counted.push(aspect);
  };
  const source = (id: string) => {
    addAspects(objects, id, UP_TO_ABILITIES);
    count(id);
  };
  for (const id of ids) {
    addAspects(objects, id, aspects);
    count(id);
    const copy = view.permanent(id)?.chosen.copy;
    if (copy !== undefined) addAspects(objects, copy, LAYERED);
    for (const from of through.layeredTo.get(id) ?? []) source(from);
  }
  for (const from of through.layeredToAny) source(from);
  if (others) for (const from of through.others) source(from);
  // Triggered abilities matter to what an action brings about, not to whether it is legal (`others: 'effects'`).
  if (others === true) for (const from of through.triggers) source(from);
  if (counted.length > 0) addAspects(objects, '*', counted);
  return counted.length > 0;
}

// ---------------------------------------------------------------------------------------
// What a footprint can act on, on this board.

/** The objects, players and parts of the game an ability's `affects` names on this board; `anything` when it is absent. */
export interface Scope {
  anything: boolean;
  /** Object ids (permanents, or the ability's own object off the battlefield). */
  objects: ReadonlySet<string>;
  players: ReadonlySet<string>;
  spells: boolean;
  cards: boolean;
  game: boolean;
}

export const ANYTHING: Scope = { anything: true, objects: EMPTY_SET, players: EMPTY_SET, spells: true, cards: true, game: true };

/** What decides whether a filter matches: the aspects a footprint would have to change to make an object match or stop matching. */
export function filterAspects(filter: Filter): Reach[] {
  const out: Reach[] = ['copy', 'text'];
  if (
    filter.types ||
    filter.notTypes ||
    filter.anyOfTypes ||
    filter.subtypes ||
    filter.allSubtypes ||
    filter.notSubtypes ||
    filter.supertypes ||
    filter.notSupertypes ||
    filter.chosenType
  )
    out.push('types');
  if (filter.color || filter.notColors) out.push('colors');
  if (filter.controller) out.push('control');
  if (filter.power || filter.toughness) out.push('powerToughness');
  if (filter.tapped !== undefined) out.push('tapping');
  if (filter.combat !== undefined) out.push('combat');
  return out;
}

/** An object whose aspects some footprint could change: it may match a filter that reads them whatever it is now. */
export type Uncertain = (id: string, aspects: readonly Reach[]) => boolean;

/**
 * The permanents a filter of an ability could match (CR 109.4): those it matches now, and those
 * whose characteristics the filter reads another footprint could change (`uncertain`), and with
 * any controller when the ability's own controller could change.
 */
export function couldMatch(view: BoardView, filter: Filter, source: { controller: string; permanent: Permanent | null }, uncertain: Uncertain): Set<string> {
  const out = new Set<string>();
  const aspects = filterAspects(filter);
  const anyController = source.permanent !== null && uncertain(source.permanent.id, ['control']);
  const relaxed: Filter = anyController ? { ...filter, controller: undefined } : filter;
  for (const permanent of view.board.permanents) {
    if (uncertain(permanent.id, aspects)) {
      if (!(relaxed.other && permanent.id === source.permanent?.id)) out.add(permanent.id);
      continue;
    }
    if (matches(relaxed, view.matchable(permanent), { controller: source.controller, source: source.permanent })) out.add(permanent.id);
  }
  return out;
}

/** The players a scope names, from the ability's controller (CR 102.2-102.3). */
function playersOf(view: BoardView, scope: 'you' | 'opponents' | 'each', controller: string): string[] {
  const all = view.board.players.map((player) => player.id);
  if (scope === 'each') return all;
  if (scope === 'you') return [controller];
  return all.filter((id) => id !== controller);
}

/** The scope of an ability's `affects` on this board. */
export function scopeOf(view: BoardView, affects: readonly Affected[] | null, at: { object: string; permanent: Permanent | null; controller: string }, uncertain: Uncertain): Scope {
  if (affects === null) return ANYTHING;
  const objects = new Set<string>();
  const players = new Set<string>();
  let spells = false;
  let cards = false;
  let game = false;
  for (const affected of affects) {
    if (affected === 'self') objects.add(at.object);
    else if (affected === 'attached') {
      if (at.permanent?.attachedTo) objects.add(at.permanent.attachedTo);
    } else if (affected === 'game') game = true;
    else if ('permanents' in affected) for (const id of couldMatch(view, affected.permanents, at, uncertain)) objects.add(id);
    else if ('players' in affected) for (const id of playersOf(view, affected.players, at.controller)) players.add(id);
    else if ('spells' in affected) spells = true;
    else cards = true;
  }
  return { anything: false, objects, players, spells, cards, game };
}

const meets = (a: readonly Reach[], b: readonly Reach[] | undefined): Reach[] => (b === undefined ? [] : a.filter((reach) => b.includes(reach)));

/** Where a footprint meets what is read: the first key and the aspects, or null. */
export interface Meeting {
  /** An object id, a player id, or one of `spells`, `cards`, `game`. */
  on: string;
  kind: 'object' | 'player' | 'spells' | 'cards' | 'game';
  aspects: Reach[];
}

/** Where a footprint of these aspects and scope meets what `reads` reads; null when it does not. */
export function meeting(scope: Scope, reach: readonly Reach[], reads: Reads): Meeting | null {
  const anyObject = reads.objects.get('*');
  if (scope.anything) {
    for (const [key, aspects] of reads.objects) {
      const met = meets(reach, aspects);
      if (met.length > 0) return { on: key, kind: 'object', aspects: met };
    }
  } else {
    for (const id of scope.objects) {
      const met = meets(reach, reads.objects.get(id) ?? anyObject);
      const more = anyObject && reads.objects.has(id) ? meets(reach, anyObject) : [];
      if (met.length + more.length > 0) return { on: id, kind: 'object', aspects: [...new Set([...met, ...more])] };
    }
  }
  const anyPlayer = reads.players.get('*');
  if (scope.anything) {
    for (const [key, aspects] of reads.players) {
      const met = meets(reach, aspects);
      if (met.length > 0) return { on: key, kind: 'player', aspects: met };
    }
  } else
    for (const id of scope.players) {
      const met = meets(reach, reads.players.get(id) ?? anyPlayer);
      if (met.length > 0) return { on: id, kind: 'player', aspects: met };
    }
  if (scope.spells) {
    const met = meets(reach, reads.spells);
    if (met.length > 0) return { on: 'spells', kind: 'spells', aspects: met };
  }
  if (scope.cards) {
    const met = meets(reach, reads.cards);
    if (met.length > 0) return { on: 'cards', kind: 'cards', aspects: met };
  }
  if (scope.game) {
    const met = meets(reach, reads.game);
    if (met.length > 0) return { on: 'game', kind: 'game', aspects: met };
  }
  return null;
}

/** The object's controller, for a scope's "you". */
export function controllerOfObject(view: BoardView, permanent: Permanent | null, fallback: string): string {
  return permanent ? controllerOf(view, permanent) : fallback;
}

/** Names of the aspects, for a reason a person reads (CR 613.1 names the layers). */
export const ASPECT_NAMES: { [R in Reach]: string } = {
  copy: 'copiable values (layer 1)',
  control: 'controller (layer 2)',
  text: 'text (layer 3)',
  types: 'types (layer 4)',
  colors: 'colors (layer 5)',
  abilities: 'abilities (layer 6)',
  powerToughness: 'power and toughness (layer 7)',
  mana: 'mana',
  costs: 'costs',
  timing: 'timing and permission to act',
  targets: 'targets',
  damage: 'damage',
  life: 'life',
  counters: 'counters',
  zones: 'zones',
  stack: 'the stack',
  tapping: 'tapping and untapping',
  combat: 'combat',
  turn: 'the turn',
  game: 'the game',
};
