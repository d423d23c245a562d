// "Could produce" (CR 106.7): the types of mana a permanent's mana abilities would produce
// if they resolved now, with the applicable replacement effects in every possible order,
// costs ignored. Abilities that add mana "of any type a land you control could produce"
// depend on other permanents, possibly in cycles; the answer is the least fixed point: every
// reflecting ability starts with nothing and gains what its referents could produce until
// nothing changes (two Reflecting Pools alone produce nothing). Type sets are 6-bit masks,
// so the iteration is short and always ends.

import { controllerOf, isManaAbility, matches, normalFilter, type ActiveEffect, type AnyActivatedAbility, type BoardView } from '../state';
import type { z } from 'zod';
import { effectKind, type Count, type Filter, type HeldAbility } from '../cards';
import type { Permanent } from '../board';
import { MANA_TYPES, type Mana, type ManaType, countersOf } from '../core';

export type TypeMask = number;
export const bitOf = (type: ManaType): TypeMask => 1 << MANA_TYPES.indexOf(type);
export const COLOR_MASK: TypeMask = 0b011111;
export const typesOf = (mask: TypeMask): ManaType[] => MANA_TYPES.filter((type) => mask & bitOf(type));
/** The mask of a list of types. */
function maskOfTypes(types: readonly ManaType[]): TypeMask {
  let mask = 0;
  for (const type of types) mask |= bitOf(type);
  return mask;
}

export function maskOf(mana: Mana): TypeMask {
  let mask = 0;
  for (const type of MANA_TYPES) if ((mana[type] ?? 0) > 0) mask |= bitOf(type);
  return mask;
}

/** "Tapping for mana" is activating a mana ability with {T} in its cost (CR 106.12). */
export const tapsForMana = (ability: AnyActivatedAbility) => ability.cost.some((part) => part.type === 'tap');

/** The replacement effects on mana production that apply when `activator` taps `permanent` for mana (CR 106.12b). */
export function manaReplacementsFor(view: BoardView, permanent: Permanent, activator: string): ActiveEffect[] {
  const replacing = view.derive(manaReplacementEffects);
  if (replacing.length === 0) return NONE;
  const object = view.matchable(permanent);
  return replacing.filter(({ effect, controller, source }) => {
    if (effect.type !== 'replaceMana') return false;
    if (effect.by === 'you' && activator !== controller) return false;
    return matches(effect.tapped, object, { controller, source });
  });
}

const NONE = Object.freeze([]) as unknown as ActiveEffect[];
/** The replacement effects on mana production in play (found once per board: `view.derive`). */
const manaReplacementEffects = (view: BoardView): ActiveEffect[] => view.activeEffects().filter(({ effect }) => effect.type === 'replaceMana');

/**
 * The types the replaced production could have, over every order of the effects (CR 106.7,
 * 616.1): multiplying keeps the types, so only the effects that set the type matter, and in
 * every order the last of them decides.
 */
function replacedTypes(mask: TypeMask, replacements: readonly ActiveEffect[]): TypeMask {
  if (mask === 0) return 0;
  let setters = 0;
  let result = 0;
  for (const { effect } of replacements) {
    if (effect.type !== 'replaceMana') continue;
    if (effect.produce) {
      result |= maskOf(effect.produce);
      setters += 1;
    } else if (effect.produceType) {
      result |= bitOf(effect.produceType);
      setters += 1;
    }
  }
  return setters === 0 ? mask : result;
}

/** A part of a mana ability that adds what other permanents could produce (CR 106.7). */
interface Reflection {
  from: Filter | 'sacrificed';
  sacrificeFilter: Filter | undefined;
  colorsOnly: boolean;
}

/** What a mana ability could produce, read once from the ability (card data, shared by every board). */
interface ManaProfile {
  /** Tapping for mana (CR 106.12): replacement effects on tapping for mana apply to it. */
  taps: boolean;
  /** The types it adds whatever the board. */
  fixed: TypeMask;
  /** "Add {G} for each …" (Gaea's Cradle): the types, when the count is more than zero. */
  counted: { mask: TypeMask; forEach: z.infer<typeof Count> }[];
  /** "Double the unspent mana you have": the types in its controller's pool. */
  doubles: boolean;
  /** "Add one mana of the chosen color": the color the permanent chose as it entered (CR 614.12). */
  chosenColor: boolean;
  reflections: Reflection[];
}

/**
 * A memo kept between boards, which can't be observed: its key is an object's list of
 * abilities, made from card data (a definition's printed abilities, the intrinsic abilities of
 * basic land types, abilities a modification grants) and never changed once made (the layer
 * system makes a new list rather than change one), and a profile is read from that list alone.
 * So a known profile is the profile worked out again (test/rules/no-hidden-state.test.ts).
 * Kept per list rather than per board because objects with the same printed abilities share
 * their list on every board, and reading the profiles again on each board made couldProduce
 * about a tenth slower.
 */
const PROFILES = new WeakMap<readonly HeldAbility[], ManaProfile[]>();

/** The mana abilities among an object's abilities, each read once; objects sharing their printed abilities share the answer. */
function manaProfiles(abilities: readonly HeldAbility[]): ManaProfile[] {
  let profiles = PROFILES.get(abilities);
  if (!profiles) {
    profiles = [];
    for (const { ability } of abilities) if (ability.kind === 'activated' && isManaAbility(ability)) profiles.push(profileOf(ability));
    PROFILES.set(abilities, profiles);
  }
  return profiles;
}

function profileOf(ability: AnyActivatedAbility): ManaProfile {
  const profile: ManaProfile = { taps: tapsForMana(ability), fixed: 0, counted: [], doubles: false, chosenColor: false, reflections: [] };
  const sacrifice = ability.cost.find((part) => part.type === 'sacrifice');
  for (const effect of ability.effects) {
    const could = effectKind(effect).couldProduce(effect);
    switch (could.kind) {
      case 'types':
        profile.fixed |= maskOfTypes(could.types);
        break;
      case 'counted':
        profile.counted.push({ mask: maskOfTypes(could.types), forEach: could.count });
        break;
      case 'reflects':
        profile.reflections.push({ from: could.from, sacrificeFilter: sacrifice && 'filter' in sacrifice ? sacrifice.filter : undefined, colorsOnly: could.of === 'color' });
        break;
      case 'pool':
        profile.doubles = true;
        break;
      case 'chosenColor':
        profile.fixed |= maskOfTypes(could.also);
        profile.chosenColor = true;
        break;
      case 'nothing':
        break;
    }
  }
  return profile;
}

function countOf(view: BoardView, filter: Filter, permanent: Permanent): number {
  const f = normalFilter(filter);
  const effect = { controller: controllerOf(view, permanent), source: permanent };
  let count = 0;
  for (const other of view.allCharacteristics()) if (matches(f, other, effect)) count += 1;
  return count;
}

// Three memos kept between boards, which can't be observed: each is keyed by a filter, card
// data that is never changed (like PROFILES' keys) or a filter made here from one, and its
// value is made from that filter alone and never changed: the filter's content as text, the
// filter among its controller's permanents, the filter without its controller part. A value
// known is the value made again (test/rules/no-hidden-state.test.ts). Kept per filter rather
// than per board (in `referentSets`) because making them again on every board made
// couldProduce about a twentieth slower.

/** A filter's content as a string, once per filter: equal filters of different cards find the same permanents. */
const FILTER_KEYS = new WeakMap<Filter, string>();
function filterKey(filter: Filter): string {
  let key = FILTER_KEYS.get(filter);
  if (key === undefined) FILTER_KEYS.set(filter, (key = JSON.stringify(filter, Object.keys(filter).sort())));
  return key;
}

/** "The sacrificed land" could be any land its controller could sacrifice: the sacrifice's filter, among their permanents. */
const SACRIFICEABLE = new WeakMap<Filter, Filter>();
const ANY_SACRIFICE: Filter = {};
function sacrificeable(filter: Filter = ANY_SACRIFICE): Filter {
  let own = SACRIFICEABLE.get(filter);
  if (!own) SACRIFICEABLE.set(filter, (own = { ...filter, controller: 'you' }));
  return own;
}

/** A filter without its controller part, once per filter. */
const UNCONTROLLED = new WeakMap<Filter, Filter>();
function uncontrolled(filter: Filter): Filter {
  let rest = UNCONTROLLED.get(filter);
  if (!rest) {
    rest = { ...filter };
    delete rest.controller;
    UNCONTROLLED.set(filter, rest);
  }
  return rest;
}

/** The permanents a filter's controller-free part matches, all of them and by controller. */
interface Matching {
  all: Permanent[];
  byController: Map<string, Permanent[]>;
}

/** Per board: what each controller-free filter matches, and each set of referents, by filter, controller and (for filters that look at it) source. */
const referentSets = () => ({ matching: new Map<string, Matching>(), sets: new Map<Filter, Map<string, Permanent[]>>() });

/**
 * The permanents a reflecting ability looks at: "a land you control", or, for the sacrificed
 * land, any land its controller could sacrifice. Found once per board for each filter and
 * controller; the permanents matching a filter but for its controller part are found once
 * whoever looks ("a land you control" and "a land an opponent controls" share one pass).
 */
export function referents(view: BoardView, permanent: Permanent, from: Filter | 'sacrificed', sacrificeFilter?: Filter): Permanent[] {
  const filter = from === 'sacrificed' ? sacrificeable(sacrificeFilter) : from;
  const { matching, sets } = view.derive(referentSets);
  // A filter that looks at the source itself ("other", its chosen color or type) finds its own set.
  const bySource = filter.other === true || filter.color === 'chosen' || filter.chosenType === true || filter.chosenName === true;
  const controller = controllerOf(view, permanent);
  const key = bySource ? `${controller}\u0000${permanent.id}` : controller;
  let ofFilter = sets.get(filter);
  if (!ofFilter) sets.set(filter, (ofFilter = new Map<string, Permanent[]>()));
  let list = ofFilter.get(key);
  if (list) return list;
  const effect = { controller, source: permanent };
  if (bySource) {
    const f = normalFilter(filter);
    list = [];
    for (const other of view.allCharacteristics()) if (matches(f, other, effect)) list.push(other.permanent);
  } else {
    const rest = uncontrolled(filter);
    const restKey = filterKey(rest);
    let found = matching.get(restKey);
    if (!found) {
      const f = normalFilter(rest);
      found = { all: [], byController: new Map() };
      for (const other of view.allCharacteristics())
        if (matches(f, other, effect)) {
          found.all.push(other.permanent);
          const own = found.byController.get(other.controller);
          if (own) own.push(other.permanent);
          else found.byController.set(other.controller, [other.permanent]);
        }
      matching.set(restKey, found);
    }
    if (filter.controller === 'you') list = found.byController.get(controller) ?? [];
    else if (filter.controller === 'opponent') list = found.all.filter((other) => controllerOf(view, other) !== controller);
    else list = found.all;
  }
  ofFilter.set(key, list);
  return list;
}

/** A set of referents in the fixed-point iteration: what its members that don't reflect produce, and those that do. */
interface Group {
  fixed: TypeMask;
  reflecting: number[];
  union: TypeMask;
}

/** A permanent's mana ability that reflects others: what it adds by itself, its groups, and the replacements on it. */
interface Reflecting {
  at: number;
  base: TypeMask;
  parts: { group: Group; colorsOnly: boolean }[];
  replacements: readonly ActiveEffect[];
}

/** What a permanent could produce (CR 106.7), as a 6-bit type mask; worked out for the whole board once per view. */
export function couldProduce(view: BoardView, permanent: Permanent): TypeMask {
  return view.derive(couldProduceAll)[view.position(permanent.id)!] ?? 0;
}

/** What every permanent on the board could produce, as type masks in board order (CR 106.7). */
export function couldProduceAll(view: BoardView): Uint8Array {
  const permanents = view.board.permanents;
  const objects = view.allCharacteristics();
  const value = new Uint8Array(permanents.length);
  const replacing = view.derive(manaReplacementEffects).length > 0;
  // What each permanent produces by itself, and the reflecting abilities, with their referents.
  const pending: { at: number; base: TypeMask; sets: { set: readonly Permanent[]; colorsOnly: boolean }[]; replacements: readonly ActiveEffect[] }[] = [];
  for (let at = 0; at < permanents.length; at += 1) {
    const { permanent, abilities } = objects[at]!;
    for (const profile of manaProfiles(abilities)) {
      let own = profile.fixed;
      for (const { mask, forEach } of profile.counted)
        if ('permanents' in forEach ? countOf(view, forEach.permanents, permanent) > 0 : countersOf(permanent.counters, forEach.counters) > 0) own |= mask;
      const controller = controllerOf(view, permanent);
      if (profile.doubles) own |= maskOf(view.player(controller)!.manaPool);
      if (profile.chosenColor && permanent.chosen.color !== undefined) own |= maskOfTypes([permanent.chosen.color]);
      // Replacement effects apply only when it is tapped for mana (CR 106.12b); its controller activates it.
      const replacements = replacing && profile.taps ? manaReplacementsFor(view, permanent, controller) : NONE;
      if (profile.reflections.length === 0) value[at]! |= replacedTypes(own, replacements);
      else
        pending.push({
          at,
          base: own,
          sets: profile.reflections.map(({ from, sacrificeFilter, colorsOnly }) => ({ set: referents(view, permanent, from, sacrificeFilter), colorsOnly })),
          replacements,
        });
    }
  }
  if (pending.length === 0) return value;

  // Each set of referents becomes a group, however many abilities look at it: what its
  // non-reflecting members produce is known now; only its reflecting members change.
  const reflects = new Uint8Array(permanents.length);
  for (const { at } of pending) reflects[at] = 1;
  const groups = new Map<readonly Permanent[], Group>();
  const groupOf = (set: readonly Permanent[]) => {
    let group = groups.get(set);
    if (!group) {
      group = { fixed: 0, reflecting: [], union: 0 };
      for (const other of set) {
        const at = view.position(other.id)!;
        if (reflects[at]) group.reflecting.push(at);
        group.fixed |= value[at]!;
      }
      groups.set(set, group);
    }
    return group;
  };
  const reflecting: Reflecting[] = pending.map(({ at, base, sets, replacements }) => ({
    at,
    base,
    parts: sets.map(({ set, colorsOnly }) => ({ group: groupOf(set), colorsOnly })),
    replacements,
  }));

  // Least fixed point: the reflecting abilities start from nothing and grow until nothing
  // changes (values only grow, six bits each, so this ends).
  const groupList = [...groups.values()];
  for (let changed = true; changed;) {
    changed = false;
    for (const group of groupList) {
      let union = group.fixed;
      for (const at of group.reflecting) union |= value[at]!;
      group.union = union;
    }
    for (const r of reflecting) {
      let reflected = 0;
      for (const { group, colorsOnly } of r.parts) reflected |= colorsOnly ? group.union & COLOR_MASK : group.union;
      const next = value[r.at]! | replacedTypes(r.base | reflected, r.replacements);
      if (next !== value[r.at]) {
        value[r.at] = next;
        changed = true;
      }
    }
  }
  return value;
}
