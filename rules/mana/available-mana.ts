// The mana a player could add right now (SCENARIOS.md, `availableMana` and `canPay`; CR 106,
// 605): every distinct largest collection of mana, each activating at most one mana ability
// of each permanent once, counting what replacement effects (in the default order) and
// triggered mana abilities would add. `any` is one mana of any color chosen as it is added.
// Options are built permanent by permanent, dropping every option another covers, so many
// mana sources stay fast; abilities with a mana cost count only when the same option pays
// for them, and abilities with a sacrifice cost are left out.

import { activatedAbilities, isManaAbility, type AnyActivatedAbility, type BoardView, type HeldActivatedAbility } from '../state';
import { payableButMana } from '../game';
import type { ActionContext, Permanent } from '../board';
import type { CostPart, Effect } from '../cards';
import { manaReplacementsFor, maskOf, tapsForMana, typesOf } from './could-produce';
import { COLORS, fullPool, MANA_LIMIT, MANA_TYPES, parseManaCost, requirements, RulesError, type ManaSymbol, type ManaType } from '../core';
import { isTriggeredManaAbility, manaTriggers, producedMana, reflectedOptions, replaceMana, triggerAdditions } from './production';

/** [W, U, B, R, G, C, any]. */
type Vec = number[];
const ANY = 6;
const zero = (): Vec => [0, 0, 0, 0, 0, 0, 0];
const key = (v: Vec) => v.join(',');

/** The sum of two vectors, each amount capped at MANA_LIMIT (mana.ts). */
function add(a: Vec, b: Vec): Vec {
  const sum = zero();
  for (let i = 0; i < sum.length; i += 1) sum[i] = Math.min(MANA_LIMIT, a[i]! + b[i]!);
  return sum;
}

/** Whether `a` has at least as much of everything as `b`. */
function covers(a: Vec, b: Vec): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i]! < b[i]!) return false;
  return true;
}

const total = (v: Vec) => v[0]! + v[1]! + v[2]! + v[3]! + v[4]! + v[5]! + v[6]!;
const equal = (a: Vec, b: Vec) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3] && a[4] === b[4] && a[5] === b[5] && a[6] === b[6];
function hash(v: Vec): number {
  let h = 0;
  for (let i = 0; i < v.length; i += 1) h = Math.imul(h ^ v[i]!, 0x9e3779b1) >>> 0;
  return h;
}

/**
 * Keeps one of each option (the first) and drops those another option covers, in their order.
 * An option covering another distinct one has more mana in all, so each option is compared
 * only with the kept ones of larger totals, and options of equal totals (the usual case when
 * every source adds one mana) only for equality.
 */
function prune(options: Vec[]): Vec[] {
  if (options.length <= 1) return options;
  const totals = options.map(total);
  const order = options.map((_, i) => i).sort((a, b) => totals[b]! - totals[a]!);
  const keep = new Uint8Array(options.length);
  const kept: number[] = [];
  const byHash = new Map<number, number[]>();
  next: for (const i of order) {
    const option = options[i]!;
    for (const k of kept) {
      if (totals[k]! <= totals[i]!) break;
      if (covers(options[k]!, option)) continue next;
    }
    const h = hash(option);
    const same = byHash.get(h);
    if (same?.some((k) => equal(options[k]!, option))) continue;
    if (same) same.push(i);
    else byHash.set(h, [i]);
    keep[i] = 1;
    kept.push(i);
  }
  return options.filter((_, i) => keep[i] === 1);
}

/**
 * The most distinct collections availableMana lists, and the most collections it makes on
 * the way (README, "Limits"): a board of many sources with different choices can have more
 * largest collections than any answer should hold. canPay needs no list (see `coverable`).
 */
export const OPTION_LIMITS = { options: 50_000, working: 1_000_000 } as const;

const tooMany = (what: string) => new RulesError('LIMIT_EXCEEDED', `the player's mana sources make more than ${what} (README, "Limits")`);

function withinOptions(options: readonly Vec[]): void {
  if (options.length > OPTION_LIMITS.options) throw tooMany(`${OPTION_LIMITS.options} distinct largest collections of mana`);
}

/** What is left of the working limit for one question: each collection made counts. */
interface Work {
  left: number;
}
const newWork = (): Work => ({ left: OPTION_LIMITS.working });
function makes(work: Work, count: number): void {
  work.left -= count;
  if (work.left < 0) throw tooMany(`${OPTION_LIMITS.working} collections to compare`);
}

/** The number of ways to split `count` among `parts` (stars and bars), or Infinity past the working limit. */
function splits(count: number, parts: number): number {
  let ways = 1;
  for (let i = 1; i < parts; i += 1) {
    ways = (ways * (count + i)) / i;
    if (ways > OPTION_LIMITS.working) return Infinity;
  }
  return Math.round(ways);
}

const quietly = (): ActionContext => ({ events: [], emptyDraws: [], scanned: 0 });

/** Five alternatives that differ only by one mana of each color become one mana of any color. */
function compress(alternatives: Vec[]): Vec[] {
  const keys = new Set(alternatives.map(key));
  const out: Vec[] = [];
  const used = new Set<string>();
  for (const alt of alternatives) {
    if (used.has(key(alt))) continue;
    for (let color = 0; color < 5; color += 1) {
      if (alt[color]! === 0) continue;
      const base = [...alt];
      base[color] = base[color]! - 1;
      const five = COLORS.map((_, c) => {
        const v = [...base];
        v[c] = v[c]! + 1;
        return v;
      });
      if (five.every((v) => keys.has(key(v)))) {
        five.forEach((v) => used.add(key(v)));
        const any = [...base];
        any[ANY] = any[ANY]! + 1;
        out.push(any);
        break;
      }
    }
    if (!used.has(key(alt))) {
      used.add(key(alt));
      out.push(alt);
    }
  }
  return out;
}

const toVec = (mana: Partial<Record<ManaType, number>>): Vec => [...MANA_TYPES.map((t) => mana[t] ?? 0), 0];

/** Every outcome of one mana ability for the player: each choice of its own mana and of its triggered abilities. */
function alternativesOf(view: BoardView, permanent: Permanent, held: HeldActivatedAbility, player: string, poolAfterCosts = fullPool()): Vec[] {
  const { ability } = held;
  const effects = ability.effects as Effect[];
  let own: (ManaType | undefined)[] = [undefined];
  for (const effect of effects) {
    if (effect.type === 'addManaOfAnyColor') own = [...COLORS];
    if (effect.type === 'addManaCouldProduce') own = reflectedOptions(view, permanent, effect, ability);
  }
  if (own.length === 0) return [];
  const out: Vec[] = [];
  for (const mana of own) {
    let produced = producedMana(view, poolAfterCosts, permanent, ability, mana ? { mana } : {});
    if (tapsForMana(ability) && produced.W + produced.U + produced.B + produced.R + produced.G + produced.C > 0)
      produced = replaceMana(produced, manaReplacementsFor(view, permanent, permanent.controller), undefined, quietly(), permanent.id);
    const triggers = manaTriggers(view, permanent, permanent.controller, produced, tapsForMana(ability), true).filter((t) => isTriggeredManaAbility(t.ability));
    // Each triggered ability that adds a type the permanent produced may choose among them.
    let combos: Record<string, { mana: ManaType }>[] = [{}];
    for (const trigger of triggers)
      if (trigger.ability.effects.some((e) => e.type === 'addManaProduced'))
        combos = combos.flatMap((combo) => typesOf(maskOf(produced)).map((type) => ({ ...combo, [trigger.source.id]: { mana: type } })));
    for (const combo of combos) {
      let vec = permanent.controller === player ? toVec(produced) : zero();
      for (const trigger of triggers)
        for (const addition of triggerAdditions(trigger, permanent, permanent.controller, produced, { triggered: combo }))
          if (addition.player === player) vec = add(vec, toVec(addition.mana));
      out.push(vec);
    }
  }
  return compress(out);
}

/** The mana symbols of an ability's mana cost, if it has one. */
function manaCostOf(cost: readonly CostPart[]): ManaSymbol[] | null {
  const parts = cost.filter((part): part is Extract<CostPart, { type: 'mana' }> => part.type === 'mana');
  if (parts.length === 0) return null;
  return parts.flatMap((part) => parseManaCost(part.cost) ?? []);
}

/** Every way to pay `symbols` out of `option` (typed mana or `any`), as what is left (CR 601.2h). */
function payments(option: Vec, symbols: readonly ManaSymbol[]): Vec[] {
  const results: Vec[] = [];
  for (const { typed, generic } of requirements(symbols.map((s) => (s.kind === 'variable' ? { kind: 'generic', amount: 0 } : s)))) {
    const left = [...option];
    let ok = true;
    MANA_TYPES.forEach((type, i) => {
      const need = typed[type];
      const own = Math.min(need, left[i]!);
      left[i] = left[i]! - own;
      const rest = need - own;
      // A color may be paid with mana of any color; colorless only with colorless (CR 107.4c).
      if (rest > 0 && type !== 'C' && left[ANY]! >= rest) left[ANY] = left[ANY]! - rest;
      else if (rest > 0) ok = false;
    });
    if (!ok) continue;
    // Generic mana can be paid with any mana: every way to take `generic` from the buckets.
    const spend = (from: number, owed: number, current: Vec) => {
      if (owed === 0) return results.push(current);
      if (from > ANY) return;
      for (let n = Math.min(owed, current[from]!); n >= 0; n -= 1) {
        const next = [...current];
        next[from] = next[from]! - n;
        spend(from + 1, owed - n, next);
      }
    };
    spend(0, generic, left);
  }
  return prune(results);
}

interface Source {
  permanent: Permanent;
  abilities: { held: HeldActivatedAbility; alternatives: Vec[]; cost: ManaSymbol[] | null; doubles: boolean }[];
}

/**
 * What a mana ability adds for its controller when no replacement effect on mana and no
 * triggered mana ability is in play and its amount doesn't count anything: a property of the
 * ability alone, worked out once for all its copies on every board.
 */
const PLAIN_ALTERNATIVES = new WeakMap<AnyActivatedAbility, Vec[]>();
const dependsOnBoard = (ability: AnyActivatedAbility) =>
  (ability.effects as Effect[]).some((e) => e.type === 'addManaCouldProduce' || e.type === 'doubleMana' || (e.type === 'addMana' && e.forEach));

function sourcesOf(view: BoardView, player: string): Source[] {
  const sources: Source[] = [];
  const plain =
    !view.activeEffects().some(({ effect }) => effect.type === 'replaceMana') &&
    !view.abilitiesOfKind('triggered').some(({ ability }) => ability.trigger.event === 'tappedForMana' || ability.trigger.event === 'manaAdded');
  for (const permanent of view.board.permanents) {
    if (permanent.controller !== player) continue;
    const abilities: Source['abilities'] = [];
    for (const held of activatedAbilities(view, permanent)) {
      const { ability } = held;
      if (!isManaAbility(ability) || ability.cost.some((part) => part.type === 'sacrifice')) continue;
      if (!payableButMana(view, permanent, ability)) continue;
      const doubles = (ability.effects as Effect[]).some((e) => e.type === 'doubleMana');
      let alternatives: Vec[] = [];
      if (!doubles) {
        // The permanent is the player's (above), so the plain alternatives are theirs.
        const reusable = plain && !dependsOnBoard(ability);
        const known = reusable ? PLAIN_ALTERNATIVES.get(ability) : undefined;
        alternatives = known ?? alternativesOf(view, permanent, held, player);
        if (reusable && !known) PLAIN_ALTERNATIVES.set(ability, alternatives);
      }
      abilities.push({ held, alternatives, cost: manaCostOf(ability.cost), doubles });
    }
    if (abilities.length > 0) sources.push({ permanent, abilities });
  }
  return sources;
}

/** "Tap an untapped creature you control": the creature it taps can't also use its own abilities (CR 118.3). */
const tapsAnother = (held: HeldActivatedAbility) => held.ability.cost.some((part) => part.type === 'tapOther');

/** Adds one of a permanent's alternatives to every option: not using it is always covered by using it, mana being never negative. */
function fold(options: Vec[], alternatives: Vec[], work: Work): Vec[] {
  if (alternatives.length === 0) return options;
  makes(work, options.length * alternatives.length);
  const next: Vec[] = [];
  for (const o of options) for (const alt of alternatives) next.push(add(o, alt));
  return alternatives.length === 1 ? next : prune(next);
}

/** A list of alternatives as text, once per list. */
const CONTENTS = new WeakMap<Vec[], string>();
function contentOf(alternatives: Vec[]): string {
  let content = CONTENTS.get(alternatives);
  if (content === undefined) CONTENTS.set(alternatives, (content = alternatives.map(key).join(' ')));
  return content;
}

/** A node of JOINED: the list for the lists so far, and the nodes for one more. */
interface Joined {
  list?: Vec[];
  next: WeakMap<Vec[], Joined>;
}
const JOINED = new WeakMap<Vec[], Joined>();

/**
 * A permanent's free abilities' alternatives as one list, the same list for the same abilities'
 * lists (plain abilities share theirs), so copies of a land with two abilities are grouped too.
 * Five abilities that each add one mana of a different color are one mana of any color.
 */
function joined(lists: Vec[][]): Vec[] {
  if (lists.length <= 1) return lists[0] ?? [];
  let node: Joined | undefined = JOINED.get(lists[0]!);
  if (!node) JOINED.set(lists[0]!, (node = { next: new WeakMap() }));
  for (let i = 1; i < lists.length; i += 1) {
    let next: Joined | undefined = node.next.get(lists[i]!);
    if (!next) node.next.set(lists[i]!, (next = { next: new WeakMap() }));
    node = next;
  }
  node.list ??= compress(lists.flat());
  return node.list;
}

/**
 * What `count` permanents with the same alternatives add together: one sum for each way to
 * split them among the alternatives (the order they are chosen in makes no difference), so
 * twelve dual lands make thirteen sums, not folds over ever more options.
 */
function together(all: Vec[], count: number, work: Work): Vec[] {
  if (count === 1) return all;
  const alternatives = prune(all);
  if (alternatives.length === 1) return [times(alternatives[0]!, count)];
  makes(work, splits(count, alternatives.length));
  const sums: Vec[] = [];
  const split = (from: number, left: number, sum: Vec) => {
    if (from === alternatives.length - 1) return void sums.push(add(sum, times(alternatives[from]!, left)));
    for (let n = left; n >= 0; n -= 1) split(from + 1, left - n, add(sum, times(alternatives[from]!, n)));
  };
  split(0, count, zero());
  return prune(sums);
}

/** `n` times a vector, capped like `add`. */
function times(v: Vec, n: number): Vec {
  const out = zero();
  for (let i = 0; i < out.length; i += 1) out[i] = Math.min(MANA_LIMIT, v[i]! * n);
  return out;
}

/** A player's mana abilities for availableMana and canPay: the free ones' alternatives with how many permanents have them, and those with a mana cost. */
interface ManaSources {
  /** By the alternatives' contents: copies of an inline card, each parsed on its own, are alike too. */
  copies: Map<string, { alternatives: Vec[]; count: number }>;
  costed: { source: Source; ability: Source['abilities'][number] }[];
}

function manaSources(view: BoardView, player: string): ManaSources {
  const sources = sourcesOf(view, player);
  const creatures = view.board.permanents.filter((p) => p.controller === player && !p.tapped && view.characteristics(p).types.includes('Creature'));
  const sourceIds = new Set(sources.map((s) => s.permanent.id));

  // Free abilities first: each permanent adds one of its abilities' alternatives; permanents
  // whose alternatives are the same list (copies of a plain ability share theirs) are added
  // together.
  const copies: ManaSources['copies'] = new Map();
  const costed: { source: Source; ability: Source['abilities'][number] }[] = [];
  for (const source of sources) {
    const free: Vec[][] = [];
    let drums = false;
    for (const ability of source.abilities) {
      if (ability.cost !== null || ability.doubles) costed.push({ source, ability });
      else if (tapsAnother(ability.held)) drums = true;
      else free.push(ability.alternatives);
    }
    // A Springleaf Drum needs a creature that isn't making mana itself; with none to spare it competes with one (approximated by the weakest).
    if (drums && creatures.some((c) => c.id !== source.permanent.id && !sourceIds.has(c.id)))
      free.splice(0, free.length, ...source.abilities.flatMap((a) => (a.cost === null && !a.doubles ? [a.alternatives] : [])));
    const alternatives = joined(free);
    if (alternatives.length === 0) continue;
    const same = copies.get(contentOf(alternatives));
    if (same) same.count += 1;
    else copies.set(contentOf(alternatives), { alternatives, count: 1 });
  }
  return { copies, costed };
}

/** The options of `availableMana` as mana vectors. */
export function availableOptions(view: BoardView, player: string): Vec[] {
  const { copies, costed } = manaSources(view, player);
  const work = newWork();
  // Sources with a single alternative just add it to every option: summed up front.
  let options: Vec[] = [zero()];
  let always = zero();
  for (const { alternatives, count } of copies.values()) {
    const sums = together(alternatives, count, work);
    if (sums.length === 1) always = add(always, sums[0]!);
    else options = fold(options, sums, work);
  }
  withinOptions(options);
  options = options.map((o) => add(o, always));

  // Abilities with a mana cost: paid out of the same option (Pili-Pala, Doubling Cube last).
  costed.sort((a, b) => Number(a.ability.doubles) - Number(b.ability.doubles));
  const pool = view.player(player)!.manaPool;
  for (const { source, ability } of costed) {
    const next: Vec[] = [...options];
    for (const option of options) {
      const before = next.length;
      for (const left of ability.cost ? payments(option, ability.cost) : [option]) {
        if (ability.doubles) {
          // Doubling the unspent mana: the pool's and what this option has left (CR 106.4).
          const typed = fullPool(Object.fromEntries(MANA_TYPES.map((t, i) => [t, left[i]! + pool[t]])));
          for (const alt of alternativesOf(view, source.permanent, ability.held, player, typed)) {
            const doubled = add(left, alt);
            doubled[ANY] = doubled[ANY]! + left[ANY]!;
            next.push(doubled);
          }
        } else for (const alt of ability.alternatives) next.push(add(left, alt));
      }
      makes(work, next.length - before);
    }
    options = prune(next);
  }
  withinOptions(options);
  return options.filter((o) => o.some((n) => n > 0));
}

const NAMES = [...MANA_TYPES, 'any'];

export function availableMana(view: BoardView, player: string): { options: Record<string, number>[] } {
  return {
    options: availableOptions(view, player).map((o) => {
      const option: Record<string, number> = {};
      for (let i = 0; i < o.length; i += 1) if (o[i]! > 0) option[NAMES[i]!] = o[i]!;
      return option;
    }),
  };
}

/**
 * Whether a mana cost can be paid from the pool plus one of the options (SCENARIOS.md,
 * `canPay`). Without abilities that pay for themselves out of the same mana (Pili-Pala,
 * Doubling Cube), it follows what the cost still needs, source by source, instead of listing
 * every option: that stays small on any board.
 */
export function canPay(view: BoardView, player: string, cost: string): boolean {
  const symbols = parseManaCost(cost) ?? [];
  const pool = toVec(view.player(player)!.manaPool);
  const { copies, costed } = manaSources(view, player);
  if (costed.length > 0) return [zero(), ...availableOptions(view, player)].some((option) => payments(add(pool, option), symbols).length > 0);
  // {X} is 0 (CR 107.3).
  const ways = requirements(symbols.map((s) => (s.kind === 'variable' ? { kind: 'generic', amount: 0 } : s)));
  return ways.some(({ typed, generic }) => coverable([...MANA_TYPES.map((t) => typed[t]), generic], pool, copies));
}

/** What a cost still needs: [W, U, B, R, G, C, generic]. */
type Needs = number[];

/** Whether the pool and one alternative of each source (or none) can meet `needs`: the least needs left are followed source by source. */
function coverable(needs: Needs, pool: Vec, copies: ManaSources['copies']): boolean {
  let left = spend(needs, pool);
  for (const { alternatives, count } of copies.values())
    for (let i = 0; i < count; i += 1) {
      if (left.some(met)) return true;
      const next = [...left];
      for (const state of left) for (const alt of alternatives) next.push(...spend(state, alt));
      left = fewest(next);
    }
  return left.some(met);
}

const met = (needs: Needs) => needs.every((n) => n === 0);

/**
 * What is left of `needs` after spending `mana` on them, each way that matters: typed mana
 * pays its own type first (it can pay generic too, so that is never worse), the rest pays
 * generic; each mana of any color pays a colored need or generic, never {C} (CR 107.4c).
 */
function spend(needs: Needs, mana: Vec): Needs[] {
  const left = [...needs];
  let spare = 0;
  for (let t = 0; t < 6; t += 1) {
    const used = Math.min(mana[t]!, left[t]!);
    left[t] = left[t]! - used;
    spare += mana[t]! - used;
  }
  left[6] = Math.max(0, left[6]! - spare);
  // No more of it matters than the colored and generic needs left (amounts may be in the billions).
  const useful = Math.min(mana[ANY]!, left[0]! + left[1]! + left[2]! + left[3]! + left[4]! + left[6]!);
  let out = [left];
  for (let k = 0; k < useful && !out.some(met); k += 1) {
    const next: Needs[] = [];
    for (const state of out) {
      const before = next.length;
      for (const need of [0, 1, 2, 3, 4, 6])
        if (state[need]! > 0) {
          const paid = [...state];
          paid[need] = paid[need]! - 1;
          next.push(paid);
        }
      if (next.length === before) next.push(state);
    }
    out = fewest(next);
  }
  return out;
}

/** Distinct needs, without those another one is at most everywhere (needing less is never worse). */
function fewest(states: Needs[]): Needs[] {
  const kept: Needs[] = [];
  for (const state of states) {
    if (kept.some((other) => covers(state, other))) continue;
    for (let i = kept.length - 1; i >= 0; i -= 1) if (covers(kept[i]!, state)) kept.splice(i, 1);
    kept.push(state);
  }
  return kept;
}
