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
  const object = { permanent, ...view.characteristics(permanent) };
  return view.activeEffects().filter(({ effect, controller, source }) => {
    if (effect.type !== 'replaceMana') return false;
    if (effect.by === 'you' && activator !== controller) return false;
    return matches(effect.tapped, object, { controller, source });
  });
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
  /** Permanents whose could-produce it adds, and whether only colors count. */
  reflects: { from: readonly Permanent[]; colorsOnly: boolean } | null;
  replacements: readonly ActiveEffect[];
}

function countOf(view: BoardView, filter: Filter, permanent: Permanent): number {
  let count = 0;
  for (const other of view.board.permanents)
    if (matches(filter, { permanent: other, ...view.characteristics(other) }, { controller: permanent.controller, source: permanent })) count += 1;
  return count;
}

/** The permanents a reflecting ability looks at: "a land you control", or, for the sacrificed land, any land its controller could sacrifice. */
export function referents(view: BoardView, permanent: Permanent, from: Filter | 'sacrificed', sacrificeFilter?: Filter): Permanent[] {
  const filter = from === 'sacrificed' ? { ...(sacrificeFilter ?? {}), controller: 'you' as const } : from;
  return view.board.permanents.filter((other) =>
    matches(filter, { permanent: other, ...view.characteristics(other) }, { controller: permanent.controller, source: permanent }),
  );
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
        reflects = { from: [...(reflects?.from ?? []), ...from], colorsOnly: effect.kind === 'color' };
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
  const productions = new Map<string, Production[]>();
  for (const permanent of view.board.permanents) {
    const list: Production[] = [];
    for (const { ability } of activatedAbilities(view, permanent)) if (isManaAbility(ability)) list.push(productionOf(view, permanent, ability));
    if (list.length > 0) productions.set(permanent.id, list);
  }
  const value = new Map<string, TypeMask>();
  const evaluate = (id: string): TypeMask => {
    let mask = 0;
    for (const production of productions.get(id) ?? []) {
      let produced = production.fixed;
      if (production.reflects) {
        let reflected = 0;
        for (const other of production.reflects.from) reflected |= value.get(other.id) ?? 0;
        produced |= production.reflects.colorsOnly ? reflected & COLOR_MASK : reflected;
      }
      mask |= replacedTypes(produced, production.replacements);
    }
    return mask;
  };
  // Least fixed point: start from nothing, grow until no set changes (each can grow at most 6 times).
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of productions.keys()) {
      const next = evaluate(id);
      if (next !== (value.get(id) ?? 0)) {
        value.set(id, next);
        changed = true;
      }
    }
  }
  return value;
}
