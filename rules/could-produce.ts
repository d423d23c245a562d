// "Could produce" (CR 106.7): the types of mana a permanent's mana abilities would produce
// if they resolved now, with the applicable replacement effects in every possible order,
// costs ignored. Abilities that add mana "of any type a land you control could produce"
// depend on other permanents, possibly in cycles; the answer is the least fixed point: every
// reflecting ability starts with nothing and gains what its referents could produce until
// nothing changes (two Reflecting Pools alone produce nothing). Type sets are 6-bit masks,
// so the iteration is short and always ends.

import { activatedAbilities, isManaAbility, type AnyActivatedAbility } from './abilities';
import type { Permanent } from './board';
import type { Effect, Filter } from './cards/format';
import type { ActiveEffect } from './effects';
import { matches } from './layers';
import { MANA_TYPES, type Mana, type ManaType } from './mana';
import type { BoardView } from './view';

export type TypeMask = number;
export const bitOf = (type: ManaType): TypeMask => 1 << MANA_TYPES.indexOf(type);
export const COLOR_MASK: TypeMask = 0b011111;
export const typesOf = (mask: TypeMask): ManaType[] => MANA_TYPES.filter((type) => mask & bitOf(type));
export function maskOf(mana: Mana): TypeMask {
  let mask = 0;
  for (const type of MANA_TYPES) if ((mana[type] ?? 0) > 0) mask |= bitOf(type);
  return mask;
}

/** "Tapping for mana" is activating a mana ability with {T} in its cost (CR 106.12). */
export const tapsForMana = (ability: AnyActivatedAbility) => ability.cost.some((part) => part.type === 'tap');

/** The replacement effects on mana production that apply when `activator` taps `permanent` for mana (CR 106.12b). */
export function manaReplacementsFor(view: BoardView, permanent: Permanent, activator: string): ActiveEffect[] {
  const replacing = manaReplacementEffects(view);
  if (replacing.length === 0) return NONE;
  const object = view.matchable(permanent);
  return replacing.filter(({ effect, controller, source }) => {
    if (effect.type !== 'replaceMana') return false;
    if (effect.by === 'you' && activator !== controller) return false;
    return matches(effect.tapped, object, { controller, source });
  });
}

const NONE = Object.freeze([]) as unknown as ActiveEffect[];
const REPLACING = new WeakMap<BoardView, ActiveEffect[]>();

/** The replacement effects on mana production in play, found once per board. */
function manaReplacementEffects(view: BoardView): ActiveEffect[] {
  let found = REPLACING.get(view);
  if (!found) REPLACING.set(view, (found = view.activeEffects().filter(({ effect }) => effect.type === 'replaceMana')));
  return found;
}

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

/** One mana ability's production, before reflection: fixed types, plus what it reflects. */
interface Production {
  fixed: TypeMask;
  /** The sets of permanents whose could-produce it adds (shared between abilities that look at the same ones), and whether only colors count. */
  reflects: { from: readonly (readonly Permanent[])[]; colorsOnly: boolean } | null;
  replacements: readonly ActiveEffect[];
}

function countOf(view: BoardView, filter: Filter, permanent: Permanent): number {
  let count = 0;
  for (const other of view.board.permanents)
    if (matches(filter, view.matchable(other), { controller: permanent.controller, source: permanent })) count += 1;
  return count;
}

const REFERENTS = new WeakMap<BoardView, Map<Filter, Map<string, Permanent[]>>>();

/** The permanents a reflecting ability looks at: "a land you control", or, for the sacrificed land, any land its controller could sacrifice. */
export function referents(view: BoardView, permanent: Permanent, from: Filter | 'sacrificed', sacrificeFilter?: Filter): Permanent[] {
  const filter = from === 'sacrificed' ? { ...(sacrificeFilter ?? {}), controller: 'you' as const } : from;
  // The same filter for the same controller finds the same permanents ("other" aside): found once per board.
  let byFilter = REFERENTS.get(view);
  if (!byFilter) REFERENTS.set(view, (byFilter = new Map()));
  let byKey = byFilter.get(from === 'sacrificed' ? (sacrificeFilter ?? filter) : filter);
  if (!byKey) byFilter.set(from === 'sacrificed' ? (sacrificeFilter ?? filter) : filter, (byKey = new Map()));
  const key = `${from === 'sacrificed' ? 's' : 'f'}\u0000${permanent.controller}\u0000${filter.other ? permanent.id : ''}`;
  let found = byKey.get(key);
  if (!found) {
    found = view.board.permanents.filter((other) => matches(filter, view.matchable(other), { controller: permanent.controller, source: permanent }));
    byKey.set(key, found);
  }
  return found;
}

function productionOf(view: BoardView, permanent: Permanent, ability: AnyActivatedAbility): Production {
  let fixed = 0;
  let reflects = null as Production['reflects'];
  for (const effect of ability.effects as Effect[]) {
    switch (effect.type) {
      case 'addMana':
        if (!effect.forEach || ('permanents' in effect.forEach ? countOf(view, effect.forEach.permanents, permanent) > 0 : (permanent.counters[effect.forEach.counters] ?? 0) > 0))
          fixed |= maskOf(effect.mana);
        break;
      case 'addManaOfAnyColor':
        fixed |= COLOR_MASK;
        break;
      case 'addManaCouldProduce': {
        const sacrifice = ability.cost.find((part) => part.type === 'sacrifice');
        const from = referents(view, permanent, effect.from, sacrifice && 'filter' in sacrifice ? sacrifice.filter : undefined);
        reflects = { from: [...(reflects?.from ?? []), from], colorsOnly: effect.kind === 'color' };
        break;
      }
      case 'doubleMana':
        fixed |= maskOf(view.player(permanent.controller)!.manaPool);
        break;
      default:
        break;
    }
  }
  // Replacement effects apply only when it is tapped for mana (CR 106.12b); its controller activates it.
  const replacements = tapsForMana(ability) ? manaReplacementsFor(view, permanent, permanent.controller) : [];
  return { fixed, reflects, replacements };
}

/** What every permanent on the board could produce, as type masks (CR 106.7). */
export function couldProduceAll(view: BoardView): Map<string, TypeMask> {
  const permanents = view.board.permanents;
  const index = new Map(permanents.map((permanent, i) => [permanent.id, i]));
  // Sets of referents are shared (found once per filter and controller): each becomes a group
  // whose union is computed once per round, however many abilities reflect it.
  const groups = new Map<readonly Permanent[], { members: Int32Array; union: TypeMask }>();
  const groupOf = (set: readonly Permanent[]) => {
    let group = groups.get(set);
    if (!group) groups.set(set, (group = { members: Int32Array.from(set, (other) => index.get(other.id)!), union: 0 }));
    return group;
  };
  // What each permanent produces by itself, and the reflecting abilities that depend on others.
  const fixed = new Uint8Array(permanents.length);
  const reflecting: { at: number; from: { union: TypeMask }[]; colorsOnly: boolean; base: TypeMask; replacements: readonly ActiveEffect[] }[] = [];
  permanents.forEach((permanent, at) => {
    for (const { ability } of activatedAbilities(view, permanent)) {
      if (!isManaAbility(ability)) continue;
      const production = productionOf(view, permanent, ability);
      if (production.reflects)
        reflecting.push({
          at,
          from: production.reflects.from.map(groupOf),
          colorsOnly: production.reflects.colorsOnly,
          base: production.fixed,
          replacements: production.replacements,
        });
      else fixed[at]! |= replacedTypes(production.fixed, production.replacements);
    }
  });
  const value = Uint8Array.from(fixed);
  // Least fixed point: the reflecting abilities start from nothing and grow until no set changes
  // (a set can grow at most six times, so this ends).
  const groupList = [...groups.values()];
  for (let changed = reflecting.length > 0; changed; ) {
    changed = false;
    for (const group of groupList) {
      let union = 0;
      for (let k = 0; k < group.members.length; k += 1) union |= value[group.members[k]!]!;
      group.union = union;
    }
    const next = Uint8Array.from(fixed);
    for (const r of reflecting) {
      let reflected = 0;
      for (const group of r.from) reflected |= group.union;
      next[r.at]! |= replacedTypes(r.base | (r.colorsOnly ? reflected & COLOR_MASK : reflected), r.replacements);
    }
    for (let i = 0; i < next.length; i += 1)
      if (next[i] !== value[i]) {
        changed = true;
        value[i] = next[i]!;
      }
  }
  const result = new Map<string, TypeMask>();
  for (let i = 0; i < permanents.length; i += 1) result.set(permanents[i]!.id, value[i]!);
  return result;
}
