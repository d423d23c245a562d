// The mana a player could add right now (SCENARIOS.md, `availableMana` and `canPay`; CR 106,
// 605): every distinct largest collection of mana, each activating at most one mana ability
// of each permanent once, counting what replacement effects (in every order the player may
// choose, 616.1) and triggered mana abilities would add. `any` is one mana of any color chosen
// as it is added. Options are built permanent by permanent, dropping every option another
// covers, so many mana sources stay fast; abilities with a sacrifice cost are left out (SCENARIOS.md:
// a Treasure token's or Lotus Petal's too).
// Abilities with a mana cost (Pili-Pala, Doubling Cube) are activated in every order, each
// cost paid from the pool and from mana other abilities added (601.2g-h, 605.3a): an option
// is what the player would add and still have, the pool's own mana spent on such a cost not
// taken off it. canPay asks whether the pool and some such sequence pay the cost; canActivate
// and `activate` take the pool as it is (the player activates mana abilities first, 601.2g).

import {
  activatedAbilities,
  youControlHolds,
  activationProhibition,
  controllerOf,
  isManaAbility,
  payableSymbols,
  type ActiveEffect,
  type AnyActivatedAbility,
  type BoardView,
  type HeldActivatedAbility,
} from '../state';
import { payableButMana } from '../game';
import type { Permanent } from '../board';
import type { CostPart, Effect } from '../cards';
import { manaReplacementsFor, maskOf, tapsForMana, typesOf } from './could-produce';
import {
  addVectors,
  COLORS,
  fullPool,
  MANA_LIMIT,
  MANA_SLOTS,
  MANA_TYPES,
  manaVector,
  minusOne,
  NO_MANA,
  parseManaCost,
  plusOne,
  requirements,
  RulesError,
  timesVector,
  vectorCovers,
  vectorHash,
  vectorKey,
  vectorOf,
  vectorRecord,
  vectorsEqual,
  vectorTotal,
  withAmount,
  type ManaPool,
  type ManaSymbol,
  type ManaType,
  type ManaVector,
} from '../core';
import { isTriggeredManaAbility, manaTriggers, producedMana, reflectedOptions, replacedOutcomes, triggerAdditions } from './production';

/**
 * Keeps one of each option (the first) and drops those another option covers, in their order.
 * An option covering another distinct one has more mana in all, so each option is compared
 * only with the kept ones of larger totals, and options of equal totals (the usual case when
 * every source adds one mana) only for equality.
 */
function prune(options: ManaVector[]): ManaVector[] {
  if (options.length <= 1) return options;
  // Largest totals first (a stable sort: equal totals keep their order).
  const ranked = options.map((option, at) => ({ option, at, total: vectorTotal(option) })).sort((a, b) => b.total - a.total);
  const keep = new Uint8Array(options.length);
  const kept: typeof ranked = [];
  const byHash = new Map<number, ManaVector[]>();
  next: for (const entry of ranked) {
    const { option } = entry;
    for (const other of kept) {
      if (other.total <= entry.total) break;
      if (vectorCovers(other.option, option)) continue next;
    }
    const h = vectorHash(option);
    const same = byHash.get(h);
    if (same?.some((other) => vectorsEqual(other, option))) continue;
    if (same) same.push(option);
    else byHash.set(h, [option]);
    keep[entry.at] = 1;
    kept.push(entry);
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

function withinOptions(options: readonly ManaVector[]): void {
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

/** The distinct vectors of a list, the first of each, in order. */
function distinct(list: readonly ManaVector[]): ManaVector[] {
  const out: ManaVector[] = [];
  for (const v of list) if (!out.some((other) => vectorsEqual(other, v))) out.push(v);
  return out;
}

/** Five alternatives that differ only by one mana of each color become one mana of any color. */
function compress(alternatives: readonly ManaVector[]): ManaVector[] {
  // Fewer than five distinct alternatives have nothing to make one of any color of.
  if (alternatives.length < COLORS.length) return distinct(alternatives);
  const keys = new Set(alternatives.map(vectorKey));
  const out: ManaVector[] = [];
  const used = new Set<string>();
  for (const alt of alternatives) {
    if (used.has(vectorKey(alt))) continue;
    for (const color of COLORS) {
      if (alt[color] === 0) continue;
      const base = minusOne(alt, color);
      // One more of a color already at MANA_LIMIT is not an alternative (it would be past it).
      if (COLORS.some((c) => base[c] === MANA_LIMIT)) continue;
      const five = COLORS.map((c) => plusOne(base, c));
      if (five.every((v) => keys.has(vectorKey(v)))) {
        five.forEach((v) => used.add(vectorKey(v)));
        out.push(plusOne(base, 'any'));
        break;
      }
    }
    if (!used.has(vectorKey(alt))) {
      used.add(vectorKey(alt));
      out.push(alt);
    }
  }
  return out;
}

/**
 * Every outcome of one mana ability for the player: each choice of its own mana, each order of
 * the replacement effects its controller may choose (CR 616.1), and each choice of its
 * triggered abilities.
 */
function alternativesOf(view: BoardView, permanent: Permanent, held: HeldActivatedAbility, player: string, work: Work, poolAfterCosts = fullPool()): ManaVector[] {
  const { ability } = held;
  const effects = ability.effects as Effect[];
  let own: (ManaType | undefined)[] = [undefined];
  for (const effect of effects) {
    if (effect.type === 'addManaOfAnyColor') own = [...COLORS];
    // A choice among types (CR 106.6): one alternative per type.
    if (effect.type === 'addManaOneOf') own = [...effect.types];
    if (effect.type === 'addManaCouldProduce') own = reflectedOptions(view, permanent, effect, ability);
    // The type named or the color the permanent chose as it entered (CR 106.6, 614.12).
    if (effect.type === 'addManaOfChosenColor') {
      const chosen = permanent.chosen.color;
      own = [...(effect.or ? [effect.or] : []), ...(chosen !== undefined && chosen !== effect.or ? [chosen] : [])];
    }
  }
  if (own.length === 0) return [];
  const out: ManaVector[] = [];
  const replacements = tapsForMana(ability) ? manaReplacementsFor(view, permanent, controllerOf(view, permanent)) : [];
  for (const mana of own) {
    const before = producedMana(view, poolAfterCosts, permanent, ability, mana ? { mana } : {});
    // Replacement effects apply to a production event only (CR 106.12b).
    const total = before.W + before.U + before.B + before.R + before.G + before.C;
    for (const produced of total > 0 ? replaced(view, before, replacements, work) : [before]) out.push(...withTriggers(view, permanent, ability, player, produced));
  }
  return compress(out);
}

/** The results of the replacement effects on one production, by what it produces and which effects apply (`view.derive`: a board's lands share them). */
const replacedResults = (): Map<string, { results: ManaPool[]; made: number }> => new Map();

/**
 * Every result of the replacement effects on a production of `produced` (`replacedOutcomes`),
 * worked out once per board for each production and set of effects; each use counts the work
 * it took, so the limit is reached the same however many questions were asked before.
 */
function replaced(view: BoardView, produced: ManaPool, replacements: readonly ActiveEffect[], work: Work): ManaPool[] {
  const known = view.derive(replacedResults);
  const key = `${vectorKey(vectorOf(produced))}|${replacements.map((r) => `${r.label}@${r.timestamp}`).join(',')}`;
  let entry = known.get(key);
  if (!entry) {
    const own = newWork();
    const results = replacedOutcomes(produced, replacements, (count) => makes(own, count));
    entry = { results, made: OPTION_LIMITS.working - own.left };
    known.set(key, entry);
  }
  makes(work, entry.made);
  return entry.results;
}

/** What the player gets when a mana ability produces `produced`: that mana, and each choice of the triggered mana abilities it triggers (CR 106.12a, 605.4a). */
function withTriggers(view: BoardView, permanent: Permanent, ability: HeldActivatedAbility['ability'], player: string, produced: ManaPool): ManaVector[] {
  const controller = controllerOf(view, permanent);
  const triggers = manaTriggers(view, permanent, controller, produced, tapsForMana(ability), true).filter((t) => isTriggeredManaAbility(t.ability));
  // Each triggered ability that adds a type the permanent produced may choose among them.
  let combos: Record<string, { mana: ManaType }>[] = [{}];
  for (const trigger of triggers)
    if ('effects' in trigger.ability && trigger.ability.effects.some((e) => e.type === 'addManaProduced'))
      combos = combos.flatMap((combo) => typesOf(maskOf(produced)).map((type) => ({ ...combo, [trigger.source.id]: { mana: type } })));
  return combos.map((combo) => {
    let vec = controller === player ? vectorOf(produced) : NO_MANA;
    for (const trigger of triggers)
      for (const addition of triggerAdditions(trigger, controller, controller, produced, { triggered: combo }))
        if (addition.player === player) vec = addVectors(vec, vectorOf(addition.mana));
    return vec;
  });
}

/** The mana symbols of an ability's mana cost, if it has one. */
function manaCostOf(view: BoardView, cost: readonly CostPart[]): ManaSymbol[] | null {
  const parts = cost.filter((part): part is Extract<CostPart, { type: 'mana' }> => part.type === 'mana');
  if (parts.length === 0) return null;
  // As it may be paid: "as though it were mana of any color" (CR 609.4b).
  return payableSymbols(
    view,
    parts.flatMap((part) => parseManaCost(part.cost) ?? []),
  );
}

/** Every way to pay `symbols` out of `option` (typed mana or `any`), as what is left (CR 601.2h). */
function payments(option: ManaVector, symbols: readonly ManaSymbol[]): ManaVector[] {
  const results: ManaVector[] = [];
  const ways = requirements(symbols.map((s) => (s.kind === 'variable' ? { kind: 'generic', amount: 0 } : s)));
  for (const { typed, generic } of ways) {
    const left: { -readonly [S in keyof ManaVector]: number } = { ...option };
    let ok = true;
    for (const type of MANA_TYPES) {
      const need = typed[type];
      const own = Math.min(need, left[type]);
      left[type] -= own;
      const rest = need - own;
      // A color may be paid with mana of any color; colorless only with colorless (CR 107.4c).
      if (rest > 0 && type !== 'C' && left.any >= rest) left.any -= rest;
      else if (rest > 0) ok = false;
    }
    if (!ok) continue;
    // Generic mana can be paid with any mana: every way to take `generic` from the slots, in W U B R G C any order.
    const spend = (from: number, owed: number, current: ManaVector) => {
      if (owed === 0) return results.push(current);
      const slot = MANA_SLOTS[from];
      if (slot === undefined) return;
      for (let n = Math.min(owed, current[slot]); n >= 0; n -= 1) spend(from + 1, owed - n, withAmount(current, slot, current[slot] - n));
    };
    spend(0, generic, left);
  }
  // What is left has the same total whichever way it was paid: none covers another, but two ways may leave the same.
  return ways.length > 1 ? distinct(results) : results;
}

interface Source {
  permanent: Permanent;
  abilities: { held: HeldActivatedAbility; alternatives: ManaVector[]; cost: ManaSymbol[] | null; doubles: boolean }[];
}

/**
 * What a mana ability adds for its controller when no replacement effect on mana and no
 * triggered mana ability is in play and its amount doesn't count anything: a property of the
 * ability alone, worked out once for all its copies on every board.
 *
 * A memo kept between boards, which can't be observed: its key is an ability, card data that
 * is never changed (a catalog card's, an inline card's as the board schema parsed it, a basic
 * land type's intrinsic one, or one a modification grants, made once per modification), and
 * its value is worked out from that ability alone, never from the board it was first asked
 * about (`reusable` below), so it is the same whether it is known or worked out again
 * (test/rules/no-hidden-state.test.ts). The lists are never changed once made. Kept per
 * ability rather than per board because working it out again on every board made
 * availableMana take two to three times as long (bench/run.ts, "availableMana").
 */
const PLAIN_ALTERNATIVES = new WeakMap<AnyActivatedAbility, ManaVector[]>();
const dependsOnBoard = (ability: AnyActivatedAbility) =>
  (ability.effects as Effect[]).some(
    (e) =>
      e.type === 'addManaCouldProduce' || e.type === 'addManaOfChosenColor' || e.type === 'doubleMana' || (e.type === 'addMana' && (e.forEach !== undefined || e.instead !== undefined)),
  );

function sourcesOf(view: BoardView, player: string, work: Work): Source[] {
  const sources: Source[] = [];
  const plain =
    !view.activeEffects().some(({ effect }) => effect.type === 'replaceMana') &&
    !view.abilitiesOfKind('triggered').some(({ ability }) => ability.trigger.event === 'tappedForMana' || ability.trigger.event === 'manaAdded');
  for (const permanent of view.board.permanents) {
    if (controllerOf(view, permanent) !== player) continue;
    const abilities: Source['abilities'] = [];
    for (const held of activatedAbilities(view, permanent)) {
      const { ability } = held;
      if (!isManaAbility(ability) || ability.cost.some((part) => part.type === 'sacrifice' || part.type === 'sacrificeSelf')) continue;
      if (!payableButMana(view, permanent, ability)) continue;
      // "Activate only if you control ..." (CR 602.5): activating other mana abilities changes no control.
      if ('onlyIf' in ability && ability.onlyIf && !youControlHolds(view, permanent, player, ability.onlyIf)) continue;
      // An effect that forbids activating it (CR 602.5: Null Rod stops mana abilities too).
      if (activationProhibition(view, permanent, ability)) continue;
      const doubles = (ability.effects as Effect[]).some((e) => e.type === 'doubleMana');
      let alternatives: ManaVector[] = [];
      if (!doubles) {
        // The permanent is the player's (above), so the plain alternatives are theirs.
        const reusable = plain && !dependsOnBoard(ability);
        const known = reusable ? PLAIN_ALTERNATIVES.get(ability) : undefined;
        alternatives = known ?? alternativesOf(view, permanent, held, player, work);
        if (reusable && !known) PLAIN_ALTERNATIVES.set(ability, alternatives);
      }
      abilities.push({ held, alternatives, cost: manaCostOf(view, ability.cost), doubles });
    }
    if (abilities.length > 0) sources.push({ permanent, abilities });
  }
  return sources;
}

/** "Tap an untapped creature you control": the creature it taps can't also use its own abilities (CR 118.3). */
const tapsAnother = (held: HeldActivatedAbility) => held.ability.cost.some((part) => part.type === 'tapOther');

/** Adds one of a permanent's alternatives to every option: not using it is always covered by using it, mana being never negative. */
function fold(options: ManaVector[], alternatives: ManaVector[], work: Work): ManaVector[] {
  if (alternatives.length === 0) return options;
  makes(work, options.length * alternatives.length);
  const next: ManaVector[] = [];
  for (const o of options) for (const alt of alternatives) next.push(addVectors(o, alt));
  return alternatives.length === 1 ? next : prune(next);
}

/** Whether two lists of alternatives hold the same vectors in the same order. */
function sameList(a: readonly ManaVector[], b: readonly ManaVector[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || !vectorsEqual(x, y)) return false;
  }
  return true;
}

/** A node of `joinedLists`: the list for the lists so far, and the nodes for one more. */
interface Joined {
  list?: ManaVector[];
  next: Map<ManaVector[], Joined>;
}

/** The joined lists of a board's permanents (`view.derive`): nothing outlives the board's view. */
const joinedLists = (): Map<ManaVector[], Joined> => new Map();

/**
 * A permanent's free abilities' alternatives as one list, the same list for the same abilities'
 * lists (plain abilities share theirs), so copies of a land with two abilities are grouped too.
 * Five abilities that each add one mana of a different color are one mana of any color.
 */
function joined(lists: ManaVector[][], roots: Map<ManaVector[], Joined>): ManaVector[] {
  const [first] = lists;
  if (!first || lists.length === 1) return first ?? [];
  let node: Joined | undefined = roots.get(first);
  if (!node) roots.set(first, (node = { next: new Map() }));
  for (const list of lists.slice(1)) {
    let next: Joined | undefined = node.next.get(list);
    if (!next) node.next.set(list, (next = { next: new Map() }));
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
function together(all: ManaVector[], count: number, work: Work): ManaVector[] {
  if (count === 1) return all;
  const alternatives = prune(all);
  const [only] = alternatives;
  if (alternatives.length === 1 && only) return [timesVector(only, count)];
  makes(work, splits(count, alternatives.length));
  const sums: ManaVector[] = [];
  const split = (from: number, left: number, sum: ManaVector) => {
    const alternative = alternatives[from];
    if (!alternative) return;
    if (from === alternatives.length - 1) return void sums.push(addVectors(sum, timesVector(alternative, left)));
    for (let n = left; n >= 0; n -= 1) split(from + 1, left - n, addVectors(sum, timesVector(alternative, n)));
  };
  split(0, count, NO_MANA);
  return prune(sums);
}

/** A player's mana abilities for availableMana and canPay: the free ones' alternatives with how many permanents have them, and the permanents with an ability with a mana cost. */
interface ManaSources {
  /** By the alternatives' contents, in the order first found: copies of an inline card, each parsed on its own, are alike too. */
  copies: { alternatives: ManaVector[]; count: number }[];
  /** A permanent with an ability with a mana cost (Pili-Pala, Doubling Cube), with all its usable mana abilities: it uses one of them at most. */
  costed: Source[];
}

function manaSources(view: BoardView, player: string, work: Work): ManaSources {
  const sources = sourcesOf(view, player, work);
  const roots = view.derive(joinedLists);
  const creatures = view.board.permanents.filter((p) => controllerOf(view, p) === player && !p.tapped && view.characteristics(p).types.includes('Creature'));
  const sourceIds = new Set(sources.map((s) => s.permanent.id));

  // Free abilities first: each permanent adds one of its abilities' alternatives; permanents
  // whose alternatives are the same list (copies of a plain ability share theirs) are added
  // together.
  const copies: ManaSources['copies'] = [];
  const byList = new Map<ManaVector[], ManaSources['copies'][number]>();
  const costed: Source[] = [];
  for (const source of sources) {
    // A permanent with an ability with a mana cost is tried with each of its abilities in the search (`funded`).
    if (source.abilities.some((a) => a.cost !== null || a.doubles)) {
      costed.push({ ...source, abilities: source.abilities.filter((a) => !tapsAnother(a.held)) });
      continue;
    }
    const free: ManaVector[][] = [];
    let drums = false;
    for (const ability of source.abilities) {
      if (tapsAnother(ability.held)) drums = true;
      else free.push(ability.alternatives);
    }
    // A Springleaf Drum needs a creature that isn't making mana itself; with none to spare it competes with one (approximated by the weakest).
    if (drums && creatures.some((c) => c.id !== source.permanent.id && !sourceIds.has(c.id))) free.splice(0, free.length, ...source.abilities.map((a) => a.alternatives));
    const alternatives = joined(free, roots);
    if (alternatives.length === 0) continue;
    // The same list (copies of a plain ability share theirs), else one alike.
    let same = byList.get(alternatives) ?? copies.find((other) => sameList(other.alternatives, alternatives));
    if (!same) copies.push((same = { alternatives, count: 0 }));
    byList.set(alternatives, same);
    same.count += 1;
  }
  return { copies, costed };
}

/** The largest collections the free abilities could add: one alternative of each permanent. */
function freeOptions(copies: ManaSources['copies'], work: Work): ManaVector[] {
  // Sources with a single alternative just add it to every option: summed up front.
  let options: ManaVector[] = [NO_MANA];
  let always = NO_MANA;
  for (const { alternatives, count } of copies) {
    const sums = together(alternatives, count, work);
    const [only] = sums;
    if (sums.length === 1 && only) always = addVectors(always, only);
    else options = fold(options, sums, work);
  }
  withinOptions(options);
  return options.map((o) => addVectors(o, always));
}

/**
 * A point in a sequence of activations (CR 605.3a: mana abilities, each activated at most
 * once, in any order): all the unspent mana the player has (`unspent`: the pool's and what
 * was added), and how much of it was in the pool before (`pooled`). What was added and not
 * spent is `unspent` less `pooled`.
 */
interface Funded {
  unspent: ManaVector;
  pooled: ManaVector;
  /** `unspent` less `pooled`: what was added and not spent. */
  added: ManaVector;
}

/** `a` less `b`, slot by slot (`b` at most `a`). */
const minus = (a: ManaVector, b: ManaVector) => manaVector(a.W - b.W, a.U - b.U, a.B - b.B, a.R - b.R, a.G - b.G, a.C - b.C, a.any - b.any);

type Color = (typeof COLORS)[number];

/** Each way mana of any color in `v` could have been chosen: one vector per way to split it among `colors`. */
function chosenColors(v: ManaVector, colors: readonly Color[], work: Work): ManaVector[] {
  if (v.any === 0) return [v];
  makes(work, splits(v.any, colors.length));
  let out: ManaVector[] = [withAmount(v, 'any', 0)];
  for (let i = 0; i < v.any; i += 1) out = distinct(out.flatMap((o) => colors.map((c) => plusOne(o, c))));
  return out;
}

/** The points after one mana ability of `source` is activated from `state`: each way to pay its mana cost, and each of its outcomes. */
function activated(view: BoardView, player: string, source: Source, ability: Source['abilities'][number], state: Funded, colors: readonly Color[], work: Work): Funded[] {
  const out: Funded[] = [];
  // Doubling the unspent mana doubles each color that mana of any color became (CR 106.4, 106.1a).
  for (const unspent of ability.doubles ? chosenColors(state.unspent, colors, work) : [state.unspent])
    for (const left of ability.cost ? payments(unspent, ability.cost) : [unspent]) {
      // The pool's mana is taken to pay first: what was added is spent last (the most stays added).
      const spent = minus(unspent, left);
      const pooled = manaVector(
        Math.max(0, state.pooled.W - spent.W),
        Math.max(0, state.pooled.U - spent.U),
        Math.max(0, state.pooled.B - spent.B),
        Math.max(0, state.pooled.R - spent.R),
        Math.max(0, state.pooled.G - spent.G),
        Math.max(0, state.pooled.C - spent.C),
      );
      const outcomes = ability.doubles ? alternativesOf(view, source.permanent, ability.held, player, work, fullPool(vectorRecord(left))) : ability.alternatives;
      makes(work, outcomes.length);
      for (const outcome of outcomes) {
        const unspent = addVectors(left, outcome);
        out.push({ unspent, pooled, added: minus(unspent, pooled) });
      }
    }
  return out;
}

/** Distinct points, without those another one covers (at least as much unspent and added mana). */
function pruneFunded(states: Funded[]): Funded[] {
  if (states.length <= 1) return states;
  // A point covering another distinct one has more in all: each is compared only with the kept ones of larger totals.
  const ranked = states.map((state) => ({ state, total: vectorTotal(state.unspent) + vectorTotal(state.added) })).sort((a, b) => b.total - a.total);
  const kept: typeof ranked = [];
  const seen = new Set<string>();
  next: for (const entry of ranked) {
    const { state } = entry;
    for (const other of kept) {
      if (other.total <= entry.total) break;
      if (vectorCovers(other.state.unspent, state.unspent) && vectorCovers(other.state.added, state.added)) continue next;
    }
    const key = `${vectorKey(state.unspent)}|${vectorKey(state.added)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(entry);
  }
  return kept.map(({ state }) => state);
}

/**
 * Every point a sequence of activations could reach (CR 601.2g, 605.3a): the free abilities
 * first (using one never hurts), then the permanents with an ability with a mana cost in every
 * order, each once, each cost paid from the pool and what was added so far in every way. The
 * sets of permanents used are taken in increasing order, so a set comes after all its subsets.
 * `pooled` is counted only when `own` (availableMana: what was added); canPay needs `unspent`.
 */
function funded(
  view: BoardView,
  player: string,
  { copies, costed }: ManaSources,
  own: boolean,
  work: Work,
  colors: readonly Color[] = COLORS,
  enough?: (state: Funded) => boolean,
): Funded[] {
  const pool = vectorOf(view.player(player)!.manaPool);
  const sets = 2 ** costed.length;
  makes(work, sets);
  const layers: Funded[][] = Array.from({ length: sets }, () => []);
  layers[0] = freeOptions(copies, work).map((option) => {
    const unspent = addVectors(option, pool);
    const pooled = own ? pool : NO_MANA;
    return { unspent, pooled, added: minus(unspent, pooled) };
  });
  const all: Funded[] = [];
  for (let used = 0; used < sets; used += 1) {
    const states = pruneFunded(layers[used]!);
    layers[used] = [];
    const found = enough && states.find(enough);
    if (found) return [found];
    all.push(...states);
    costed.forEach((source, at) => {
      const bit = 2 ** at;
      if (Math.floor(used / bit) % 2 === 1) return;
      const into = layers[used + bit]!;
      for (const ability of source.abilities) for (const state of states) into.push(...activated(view, player, source, ability, state, colors, work));
    });
  }
  return pruneFunded(all);
}

/**
 * The options of `availableMana` as mana vectors: what the player could add and have left
 * unspent. Mana already in the pool may pay an ability's mana cost (Pili-Pala tapped with
 * {C}{C} in the pool adds one mana of any color); an option counts what was added, the pool's
 * mana spent on the way not taken off it (SCENARIOS.md: "not counting mana already in the
 * pool"), and mana added and then spent on another ability's cost is not in it.
 */
export function availableOptions(view: BoardView, player: string): ManaVector[] {
  const work = newWork();
  const sources = manaSources(view, player, work);
  let options: ManaVector[];
  if (sources.costed.length === 0) options = freeOptions(sources.copies, work);
  else options = prune(funded(view, player, sources, true, work).map((state) => state.added));
  withinOptions(options);
  return options.filter((o) => vectorTotal(o) > 0);
}

export function availableMana(view: BoardView, player: string): { options: Record<string, number>[] } {
  return { options: availableOptions(view, player).map(vectorRecord) };
}

/**
 * Whether a mana cost can be paid from the pool plus what some sequence of activations adds
 * (SCENARIOS.md, `canPay`; CR 601.2g-h, 605.3a). It follows what the cost still needs, source
 * by source, instead of listing every option: that stays small on any board. Abilities with a
 * mana cost (Pili-Pala, Doubling Cube), which may be paid from the pool and from other
 * abilities' mana, are tried only when the free abilities don't pay it (using them never
 * takes a way to pay away): then over every reachable point (`funded`).
 */
export function canPay(view: BoardView, player: string, cost: string): boolean {
  // As it may be paid: "as though it were mana of any color" (CR 609.4b).
  const symbols = payableSymbols(view, parseManaCost(cost) ?? []);
  const pool = vectorOf(view.player(player)!.manaPool);
  const work = newWork();
  const sources = manaSources(view, player, work);
  // {X} is 0 (CR 107.3).
  const ways = requirements(symbols.map((s) => (s.kind === 'variable' ? { kind: 'generic', amount: 0 } : s)));
  if (ways.some(({ typed, generic }) => coverable({ W: typed.W, U: typed.U, B: typed.B, R: typed.R, G: typed.G, C: typed.C, generic }, pool, sources.copies))) return true;
  if (sources.costed.length === 0) return false;
  // Not even with every ability's mana cost left unpaid (Doubling Cube aside, which adds more the more there is): no way.
  if (!sources.costed.some((source) => source.abilities.some((a) => a.doubles))) {
    const relaxed = [...sources.copies, ...sources.costed.map((source) => ({ alternatives: compress(source.abilities.flatMap((a) => a.alternatives)), count: 1 }))];
    if (!ways.some(({ typed, generic }) => coverable({ W: typed.W, U: typed.U, B: typed.B, R: typed.R, G: typed.G, C: typed.C, generic }, pool, relaxed))) return false;
  }
  // Colors no cost names pay only generic mana, each as well as another: what mana of any color becomes is tried among the named ones and one other.
  const named = new Set<Color>();
  for (const costs of [symbols, ...sources.costed.flatMap((source) => source.abilities.map((a) => a.cost ?? []))])
    for (const { typed } of requirements(costs.map((s) => (s.kind === 'variable' ? { kind: 'generic', amount: 0 } : s)))) for (const c of COLORS) if (typed[c] > 0) named.add(c);
  const colors = [...named, ...COLORS.filter((c) => !named.has(c)).slice(0, 1)];
  const pays = (state: Funded) => payments(state.unspent, symbols).length > 0;
  return funded(view, player, sources, false, work, colors, pays).some(pays);
}

/** What a cost still needs: an amount of each type of mana, and of generic mana. */
interface Needs {
  readonly W: number;
  readonly U: number;
  readonly B: number;
  readonly R: number;
  readonly G: number;
  readonly C: number;
  readonly generic: number;
}

/** Whether the pool and one alternative of each source (or none) can meet `needs`: the least needs left are followed source by source. */
function coverable(needs: Needs, pool: ManaVector, copies: ManaSources['copies']): boolean {
  let left = spend(needs, pool);
  for (const { alternatives, count } of copies)
    for (let i = 0; i < count; i += 1) {
      if (left.some(met)) return true;
      const next = [...left];
      for (const state of left) for (const alt of alternatives) next.push(...spend(state, alt));
      left = fewest(next);
    }
  return left.some(met);
}

const met = (needs: Needs) => needs.W === 0 && needs.U === 0 && needs.B === 0 && needs.R === 0 && needs.G === 0 && needs.C === 0 && needs.generic === 0;

/** Whether `a` needs at least as much as `b` of everything. */
const needsAtLeast = (a: Needs, b: Needs) => a.W >= b.W && a.U >= b.U && a.B >= b.B && a.R >= b.R && a.G >= b.G && a.C >= b.C && a.generic >= b.generic;

/**
 * What is left of `needs` after spending `mana` on them, each way that matters: typed mana
 * pays its own type first (it can pay generic too, so that is never worse), the rest pays
 * generic; each mana of any color pays a colored need or generic, never {C} (CR 107.4c).
 */
function spend(needs: Needs, mana: ManaVector): Needs[] {
  const W = Math.min(needs.W, mana.W);
  const U = Math.min(needs.U, mana.U);
  const B = Math.min(needs.B, mana.B);
  const R = Math.min(needs.R, mana.R);
  const G = Math.min(needs.G, mana.G);
  const C = Math.min(needs.C, mana.C);
  const spare = mana.W - W + (mana.U - U) + (mana.B - B) + (mana.R - R) + (mana.G - G) + (mana.C - C);
  const left: Needs = { W: needs.W - W, U: needs.U - U, B: needs.B - B, R: needs.R - R, G: needs.G - G, C: needs.C - C, generic: Math.max(0, needs.generic - spare) };
  // No more of it matters than the colored and generic needs left (amounts may be in the billions).
  const useful = Math.min(mana.any, left.W + left.U + left.B + left.R + left.G + left.generic);
  let out = [left];
  for (let k = 0; k < useful && !out.some(met); k += 1) {
    const next: Needs[] = [];
    for (const state of out) {
      const before = next.length;
      payOneOfAnyColor(state, next);
      if (next.length === before) next.push(state);
    }
    out = fewest(next);
  }
  return out;
}

/** Each way one mana of any color pays one of `needs`: a color's, or generic (CR 107.4c: never {C}). */
function payOneOfAnyColor(needs: Needs, into: Needs[]): void {
  if (needs.W > 0) into.push({ ...needs, W: needs.W - 1 });
  if (needs.U > 0) into.push({ ...needs, U: needs.U - 1 });
  if (needs.B > 0) into.push({ ...needs, B: needs.B - 1 });
  if (needs.R > 0) into.push({ ...needs, R: needs.R - 1 });
  if (needs.G > 0) into.push({ ...needs, G: needs.G - 1 });
  if (needs.generic > 0) into.push({ ...needs, generic: needs.generic - 1 });
}

/** Distinct needs, without those another one is at most everywhere (needing less is never worse). */
function fewest(states: Needs[]): Needs[] {
  const kept: Needs[] = [];
  for (const state of states) {
    if (kept.some((other) => needsAtLeast(state, other))) continue;
    for (let i = kept.length - 1; i >= 0; i -= 1) if (needsAtLeast(kept[i]!, state)) kept.splice(i, 1);
    kept.push(state);
  }
  return kept;
}
