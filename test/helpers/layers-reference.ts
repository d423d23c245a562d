// A small, slow reference for the layer system, written straight from CR 613 and 707.2, to check
// the engine's `characteristics` answers against on random boards (test/rules/layers-reference.test.ts).
// It reads card definitions (`catalogCard`) for printed values and the continuous effects they
// describe, and nothing else of the engine. It knows the handful of `affects` and modification
// kinds that the boards of that test use, and throws on any other, so what it covers is explicit.

import { catalogCard } from '../../rules';

type Json = Record<string, any>;
export type Layer = '1' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
const LAYERS: Layer[] = ['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'];
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
const COLOR_WORDS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** An object's characteristics and the facts of its permanent the layers read. */
interface Obj {
  id: string;
  name: string;
  manaCost: string;
  colors: string[];
  types: string[];
  subtypes: string[];
  supertypes: string[];
  power: number | null;
  toughness: number | null;
  abilities: Json[];
  controller: string;
  chosen: Json;
  attachedTo: string | null;
  counters: Json;
}
type State = Map<string, Obj>;

/** One continuous effect (613.1): its parts by layer, what it applies to, and where it came from. */
interface Effect {
  label: string;
  timestamp: number;
  /** 613.6: the set of affected objects, fixed when the effect first applies. */
  affected?: string[];
  affects: (state: State) => string[];
  parts: Partial<Record<Layer, (obj: Obj, state: State) => void>>;
  /** A static ability's effect exists while its source has the ability (613.6, 613.8a "existence"). */
  staticOf?: { source: string; ability: Json };
  cda: boolean;
  applied: Set<Layer>;
}

function definition(card: unknown): Json {
  return typeof card === 'string' ? (catalogCard(card) as Json) : (card as Json);
}

/** 202.2: an object's colors are those of the mana symbols in its mana cost. */
function colorsOfCost(cost: string): string[] {
  return ['W', 'U', 'B', 'R', 'G'].filter((c) => cost.includes(c));
}

/** 202.3: the mana value is the total amount of mana in the mana cost. */
export function manaValueOf(cost: string): number {
  return [...cost.matchAll(/\{([^}]+)\}/g)].reduce((sum, [, s]) => sum + (/^\d+$/.test(s!) ? Number(s) : 1), 0);
}

function printed(p: Json): Obj {
  const d = definition(p.card);
  // A printed * is 0 outside the characteristic-defining ability that defines it (604.3); 1+* is 1.
  const pt = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(/^\d+/.exec(v)?.[0] ?? 0) : null);
  return {
    id: p.id,
    name: d.name,
    manaCost: d.manaCost ?? '',
    colors: colorsOfCost(d.manaCost ?? ''),
    types: [...(d.types ?? [])],
    subtypes: [...(d.subtypes ?? [])],
    supertypes: [...(d.supertypes ?? [])],
    power: pt(d.power),
    toughness: pt(d.toughness),
    abilities: [...(d.abilities ?? [])],
    controller: p.controller,
    chosen: p.chosen ?? {},
    attachedTo: p.attachedTo ?? null,
    counters: p.counters ?? {},
  };
}

/**
 * 707.2, 707.3: a permanent's copiable values: its printed values as modified by its copy effect,
 * which are the original's copiable values (themselves modified by other copy effects), except
 * what the copy effect says (707.9b).
 */
function copiableValues(p: Json, permanents: Json[]): Obj {
  const copying = definition(p.card).abilities?.find((a: Json) => a.kind === 'replacement' && a.effect.type === 'entersAsCopy');
  if (!copying || !p.chosen?.copy) return printed(p);
  const original = copiableValues(
    permanents.find((q) => q.id === p.chosen.copy)!,
    permanents,
  );
  const own = printed(p);
  return { ...original, ...copying.effect.except, id: p.id, controller: own.controller, chosen: own.chosen, attachedTo: own.attachedTo, counters: own.counters };
}

function matches(obj: Obj, filter: Json, source: Obj | undefined, state: State): boolean {
  if (filter.types && !filter.types.every((t: string) => obj.types.includes(t))) return false;
  if (filter.subtypes && !filter.subtypes.every((t: string) => obj.subtypes.includes(t))) return false;
  if (filter.notSubtypes && filter.notSubtypes.some((t: string) => obj.subtypes.includes(t))) return false;
  if (filter.notSupertypes && filter.notSupertypes.some((t: string) => obj.supertypes.includes(t))) return false;
  if (filter.other && obj.id === source?.id) return false;
  if (filter.controller === 'you' && obj.controller !== you(source, state)) return false;
  const known = ['types', 'subtypes', 'notSubtypes', 'notSupertypes', 'other', 'controller'];
  const unknown = Object.keys(filter).filter((k) => !known.includes(k));
  if (unknown.length > 0) throw new Error(`reference: filter ${unknown.join()}`);
  return true;
}

function you(source: Obj | undefined, state: State): string {
  if (!source) throw new Error('reference: "you" without a source');
  return state.get(source.id)!.controller;
}

/** The layer each modification kind applies in (613.1, 613.4). */
const LAYER_OF: Record<string, Layer> = {
  gainControl: '2',
  changeText: '3',
  addTypes: '4',
  setChosenType: '4',
  setCreatureTypes: '4',
  setLandTypes: '4',
  addLandTypes: '4',
  addChosenColor: '5',
  setColors: '5',
  loseAllAbilities: '6',
  addKeywords: '6',
  definePT: '7a',
  setBasePT: '7b',
  modifyPT: '7c',
  switchPT: '7d',
};

/** What one modification does to one object. `sourceId` is the permanent whose ability it is, if any. */
function modification(m: Json, controller: () => string, sourceId: string | undefined, choices: Json): (obj: Obj, state: State) => void {
  switch (m.type) {
    case 'gainControl':
      return (o) => void (o.controller = controller());
    case 'changeText':
      // 612.2, 613.1c: a color word in the object's text changes; here, protection from a color.
      return (o) => {
        o.abilities = o.abilities.map((a) => (a.kind === 'keyword' && a.keyword === 'protection' && a.from === choices.from ? { ...a, from: choices.to } : a));
      };
    case 'addTypes':
      return (o) => void (o.types = [...new Set([...o.types, ...m.types])]);
    case 'setChosenType':
    case 'setCreatureTypes':
      // 205.1b: the new creature types replace the old creature types (all subtypes here are creature types).
      return (o, s) => void (o.subtypes = m.type === 'setCreatureTypes' ? [...m.subtypes] : [s.get(sourceId!)!.chosen.creatureType]);
    case 'setLandTypes':
      // 305.7: the land's old land types are replaced, and it loses the abilities of its rules text
      // (its new basic land types give it their mana abilities, 305.6: see `abilityCount`).
      return (o) => {
        o.subtypes = [...m.landTypes];
        o.abilities = [];
      };
    case 'addLandTypes':
      return (o) => void (o.subtypes = [...new Set([...o.subtypes, ...m.landTypes])]);
    case 'addChosenColor':
      return (o, s) => void (o.colors = [...new Set([...o.colors, s.get(sourceId!)!.chosen.color])]);
    case 'setColors':
      return (o) => void (o.colors = [...m.colors]);
    case 'loseAllAbilities':
      return (o) => void (o.abilities = []);
    case 'addKeywords':
      return (o) => void (o.abilities = [...o.abilities, ...m.keywords.map((keyword: string) => ({ kind: 'keyword', keyword }))]);
    case 'definePT':
      // 604.3, 613.4a: a characteristic-defining ability counts something.
      return (o, s) => {
        const count = countFor(m.count, s.get(sourceId!)!, s);
        o.power = count + m.power;
        o.toughness = count + m.toughness;
      };
    case 'setBasePT':
      return (o) => {
        o.power = m.power === 'manaValue' ? manaValueOf(o.manaCost) : m.power;
        o.toughness = m.toughness === 'manaValue' ? manaValueOf(o.manaCost) : m.toughness;
      };
    case 'modifyPT':
      return (o) => {
        o.power = (o.power ?? 0) + m.power;
        o.toughness = (o.toughness ?? 0) + m.toughness;
      };
    case 'switchPT':
      return (o) => void ([o.power, o.toughness] = [o.toughness, o.power]);
    default:
      throw new Error(`reference: modification ${m.type}`);
  }
}

/** The players' hands (counts) and graveyards (cards) that characteristic-defining abilities count. */
let zones: Json[] = [];

function countFor(count: Json, source: Obj, state: State): number {
  if (count.permanents) return [...state.values()].filter((x) => matches(x, count.permanents, source, state)).length;
  // 205.2a: card types among cards in all graveyards (their printed types, 613.1 applies on the battlefield only here).
  if (count.cardTypesAmong === 'allGraveyards') return new Set(zones.flatMap((p) => (p.graveyard ?? []).flatMap((c: Json) => definition(c.card).types))).size;
  if (count.cardsInHand === 'you') return zones.find((p) => p.id === source.controller)!.hand ?? 0;
  throw new Error(`reference: count ${JSON.stringify(count)}`);
}

function effectOf(label: string, timestamp: number, continuous: Json, affects: Effect['affects'], controller: () => string, sourceId: string | undefined, choices: Json): Effect {
  const parts: Effect['parts'] = {};
  for (const m of continuous.modifications) {
    const layer = LAYER_OF[m.type];
    if (!layer) throw new Error(`reference: modification ${m.type}`);
    const before = parts[layer];
    const apply = modification(m, controller, sourceId, choices);
    parts[layer] = before ? (o, s) => (before(o, s), apply(o, s)) : apply;
  }
  return { label, timestamp, affects, parts, cda: false, applied: new Set() };
}

/** The continuous effects of a permanent's static abilities (604.1, 613.7a: the permanent's timestamp). */
function staticEffects(obj: Obj, timestamp: number): Effect[] {
  return obj.abilities.flatMap((ability) =>
    ability.kind !== 'static'
      ? []
      : ability.effects
          .filter((e: Json) => e.type === 'continuous')
          .map((e: Json) => {
            const affects = (s: State): string[] => {
              const source = s.get(obj.id)!;
              if (e.affects === 'self') return [obj.id];
              if (e.affects === 'enchanted') return source.attachedTo ? [source.attachedTo] : [];
              if (e.affects?.all) return [...s.values()].filter((x) => matches(x, e.affects.all, source, s)).map((x) => x.id);
              throw new Error(`reference: affects ${JSON.stringify(e.affects)}`);
            };
            let controllerNow = '';
            const effect = effectOf(`${obj.id} (${obj.name})`, timestamp, e, affects, () => controllerNow, obj.id, {});
            // "you" is the source's controller as the effect applies (after layer 2 for the later layers).
            for (const [layer, part] of Object.entries(effect.parts) as [Layer, (o: Obj, s: State) => void][])
              effect.parts[layer] = (o, s) => ((controllerNow = s.get(obj.id)!.controller), part(o, s));
            return { ...effect, staticOf: { source: obj.id, ability }, cda: ability.definesCharacteristics === true };
          }),
  );
}

/** The continuous effects of a resolved spell (an `effects` entry): its createEffect instructions, affecting its targets. */
function spellEffects(entry: Json): Effect[] {
  const d = definition(entry.source.card);
  return d.abilities.flatMap((ability: Json) =>
    ability.kind !== 'spell'
      ? []
      : ability.effects
          .filter((e: Json) => e.type === 'createEffect')
          .map((e: Json) => {
            if (e.effect.affects?.target !== 0) throw new Error(`reference: affects ${JSON.stringify(e.effect.affects)}`);
            return effectOf(
              `${entry.id} (${d.name})`,
              entry.timestamp,
              e.effect,
              () => [entry.targets[0]],
              () => entry.controller,
              undefined,
              entry.choices ?? {},
            );
          }),
  );
}

function copyState(state: State): State {
  return new Map([...state].map(([id, o]) => [id, { ...o, colors: [...o.colors], types: [...o.types], subtypes: [...o.subtypes], abilities: [...o.abilities] }]));
}

/** Whether an effect exists now: an effect of a static ability needs the ability on its source (613.6 until it starts applying). */
function exists(e: Effect, state: State): boolean {
  if (!e.staticOf || e.applied.size > 0) return true;
  return state.get(e.staticOf.source)!.abilities.includes(e.staticOf.ability);
}

function applyIn(layer: Layer, e: Effect, state: State): void {
  e.affected ??= e.affects(state); // 613.6: fixed when the effect first applies
  for (const id of e.affected) {
    const o = state.get(id);
    if (o) e.parts[layer]!(o, state);
  }
}

/**
 * 613.8a: A depends on B if they apply in the same layer, applying B would change A's existence or
 * what it applies to (what A does to the objects never changes with these boards' effects: no
 * effect reads a characteristic that another effect of the same layer writes), and neither or
 * both are from characteristic-defining abilities.
 */
function dependsOn(a: Effect, b: Effect, layer: Layer, state: State): boolean {
  if (a.cda !== b.cda) return false;
  const trial = copyState(state);
  const affected = b.affected ?? b.affects(trial);
  for (const id of affected) {
    const o = trial.get(id);
    if (o) b.parts[layer]!(o, trial);
  }
  if (exists(a, state) !== exists(a, trial)) return true;
  if (a.affected) return false;
  return JSON.stringify(a.affects(state)) !== JSON.stringify(a.affects(trial));
}

/** The characteristics of every permanent on the board after all continuous effects, CR 613. */
export function referenceCharacteristics(permanents: Json[], effects: Json[], players: Json[]): Map<string, Obj> {
  zones = players;
  // 613.1, 110.2: printed values; the controller is whoever put the permanent onto the battlefield.
  const state: State = new Map(permanents.map((p) => [p.id, printed(p)]));
  const ordered = [...permanents].sort((x, y) => x.timestamp - y.timestamp);

  // Layer 1 (613.1a): copy effects.
  for (const p of permanents) Object.assign(state.get(p.id)!, copiableValues(p, permanents));

  // Every other continuous effect: the static abilities the permanents have after layer 1, and the spells' effects.
  const all: Effect[] = [...ordered.flatMap((p) => staticEffects(state.get(p.id)!, p.attachedAt ?? p.timestamp)), ...effects.flatMap(spellEffects)];

  for (const layer of LAYERS.slice(1)) {
    // 613.7: timestamp order within the layer, unless 613.8 dependencies say otherwise.
    let pending = all.filter((e) => e.parts[layer] && exists(e, state)).sort((x, y) => x.timestamp - y.timestamp);
    while (pending.length > 0) {
      const deps = new Map(pending.map((a) => [a, pending.filter((b) => b !== a && dependsOn(a, b, layer, state))]));
      const free = pending.filter((a) => deps.get(a)!.length === 0);
      // 613.8b: with no independent effect left, the oldest goes first (a dependency loop is applied
      // in timestamp order; this simplification also picks it when the oldest only waits for a loop).
      const next = free[0] ?? pending[0]!;
      if (exists(next, state)) {
        applyIn(layer, next, state);
        next.applied.add(layer);
      }
      pending = pending.filter((e) => e !== next);
    }
    if (layer === '7c') {
      // 613.4c: +1/+1 and -1/-1 counters.
      for (const o of state.values()) {
        const n = (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
        if (n !== 0 && o.power !== null) [o.power, o.toughness] = [o.power + n, o.toughness! + n];
      }
    }
  }
  return state;
}

/** The answer fields the reference computes, in the shape of a `characteristics` answer (sorted lists). */
export function referenceAnswer(o: Obj): Json {
  const creature = o.types.includes('Creature');
  return {
    name: o.name,
    controller: o.controller,
    types: [...o.types].sort(),
    subtypes: [...o.subtypes].sort(),
    supertypes: [...o.supertypes].sort(),
    colors: [...o.colors].sort(),
    manaValue: manaValueOf(o.manaCost),
    power: creature ? o.power : null,
    toughness: creature ? o.toughness : null,
    keywords: o.abilities
      .filter((a) => a.kind === 'keyword')
      .map((a) => {
        if (a.keyword === 'protection') return `protection from ${COLOR_WORDS[a.from]}`;
        if (a.keyword === 'enchant') return `enchant ${a.what.types.join(' ').toLowerCase()}`;
        return a.keyword;
      })
      .sort(),
    // 305.6: each basic land type gives a land an intrinsic mana ability.
    abilityCount: o.abilities.length + (o.types.includes('Land') ? o.subtypes.filter((t) => BASIC_LAND_TYPES.includes(t)).length : 0),
  };
}

/** The same fields of an engine answer, lists sorted. */
export function engineAnswer(answer: Json): Json {
  const sorted = (xs: string[]) => [...xs].sort();
  return {
    name: answer.name,
    controller: answer.controller,
    types: sorted(answer.types),
    subtypes: sorted(answer.subtypes),
    supertypes: sorted(answer.supertypes),
    colors: sorted(answer.colors),
    manaValue: answer.manaValue,
    power: answer.power,
    toughness: answer.toughness,
    keywords: sorted(answer.keywords),
    abilityCount: answer.abilityCount,
  };
}
