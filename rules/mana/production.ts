// The mana production event (CR 106.3, 106.12, 605): a mana ability resolving adds mana,
// with the choices its controller makes (a color, a type it could produce; 106.5: no
// definable type, no mana). When it was tapped for mana, replacement effects modify the
// event in the order its controller chooses (106.12b, 616.1: `replacementOrder`, by default
// their timestamps; `replacedOutcomes` gives the result of every order); then the triggered mana abilities it triggered resolve at once (106.12a,
// 605.4a), each adding its mana; triggered abilities that add no mana wait for the stack
// (605.5a). Amounts saturate at MANA_LIMIT instead of overflowing, with an event saying so.

import { controllerOf, matches, triggerSource, viewOf, type ActiveEffect, type BoardView, type HeldActivatedAbility } from '../state';
import { freshId, type ActionContext, type Board, type Choices, type Permanent } from '../board';
import {
  addsMana,
  delayedTriggerWithLastingEffect,
  effectKind,
  triggerKind,
  type Ability,
  type TriggeredAbility,
  type CostPart,
  type Filter,
  type Producing,
  type TriggeredMana,
} from '../cards';
import { COLOR_MASK, couldProduce, manaReplacementsFor, referents, tapsForMana, typesOf } from './could-produce';
import {
  addMana,
  compactMana,
  fullPool,
  illegalAction,
  MANA_LIMIT,
  MANA_TYPES,
  manaTotal,
  RulesError,
  unsupported,
  type Mana,
  type ManaPool,
  type ManaType,
  countersOf,
  own,
} from '../core';
import { createDelayedTrigger, dealDamage, permanentSource } from '../game';

/** A triggered ability that adds mana and triggers from mana abilities is a triggered mana ability (CR 605.1b). */
export function isTriggeredManaAbility(ability: Ability): ability is TriggeredAbility {
  return ability.kind === 'triggered' && 'effects' in ability && ability.effects.some(addsMana);
}

function saturating(mana: Mana, ctx: ActionContext, source: string): ManaPool {
  const pool = fullPool();
  for (const type of MANA_TYPES) {
    const amount = mana[type] ?? 0;
    pool[type] = Math.min(MANA_LIMIT, amount);
    if (amount > MANA_LIMIT) ctx.events.push({ type: 'manaCapped', source, manaType: type, cap: MANA_LIMIT, rules: ['106.4'] });
  }
  return pool;
}

/** The options of "one mana of any type/color that [filter] could produce" (CR 106.7). */
export function reflectedOptions(
  view: BoardView,
  permanent: Permanent,
  effect: { kind: 'type' | 'color'; from: Filter | 'sacrificed' },
  ability: { cost: readonly CostPart[] },
  sacrificed?: string,
): ManaType[] {
  const sacrifice = ability.cost.find((part) => part.type === 'sacrifice');
  // "The sacrificed land": the one that paid the cost, as it last existed (CR 608.2h).
  const from =
    effect.from === 'sacrificed' && sacrificed !== undefined
      ? view.board.permanents.filter((p) => p.id === sacrificed)
      : referents(view, permanent, effect.from, sacrifice && 'filter' in sacrifice ? sacrifice.filter : undefined);
  let mask = 0;
  for (const other of from) mask |= couldProduce(view, other);
  return typesOf(effect.kind === 'color' ? mask & COLOR_MASK : mask);
}

/** The choice of one mana type among options: made by the engine when there is one (SCENARIOS.md), else `choices.mana`; `rule` forbids another. */
function chooseType(options: readonly ManaType[], chosen: ManaType | undefined, choice: string, why: string, rule: string): ManaType {
  if (options.length === 1) return options[0]!;
  if (chosen === undefined) throw new RulesError('CHOICE_REQUIRED', `choose the mana: one of ${options.join(', ')} (${why})`, { choice, options: [...options] });
  if (!options.includes(chosen)) throw illegalAction(`${chosen} is not one of ${options.join(', ')} (${why})`, rule);
  return chosen;
}

/**
 * What the mana ability's effects produce, before replacement effects: computed on the
 * board as it was before its costs were paid where they look at other permanents (the
 * sacrificed land's last known information, CR 608.2h).
 */
export function producedMana(
  before: BoardView,
  poolAfterCosts: ManaPool,
  permanent: Permanent,
  ability: HeldActivatedAbility['ability'],
  choices: Choices,
  sacrificed?: string,
): ManaPool {
  const producing: Producing = {
    poolAfterCosts,
    choose: (options, why, rule) => chooseType(options, choices.mana, 'mana', why, rule),
    couldProduce: (kind, from) => reflectedOptions(before, permanent, { kind, from }, ability, sacrificed),
    chosenColor: permanent.chosen.color,
    countOf: (count) =>
      'permanents' in count
        ? before.board.permanents.filter((other) => matches(count.permanents, before.matchable(other), { controller: controllerOf(before, permanent), source: permanent })).length
        : countersOf(permanent.counters, count.counters),
  };
  let produced = fullPool();
  for (const effect of ability.effects) produced = addMana(produced, effectKind(effect).produce(effect, producing));
  return produced;
}

/** What `replacementOrder` names a replacement effect by: its source permanent's id, or its effect entry's (SCENARIOS.md). */
const orderKey = (effect: ActiveEffect) => effect.label.split(' ')[0]!;

/** The order replacement effects apply in: `replacementOrder` first, the rest by timestamp (CR 616.1). */
function ordered(replacements: readonly ActiveEffect[], order: readonly string[] | undefined): ActiveEffect[] {
  const rank = (effect: ActiveEffect) => {
    const index = order?.indexOf(orderKey(effect)) ?? -1;
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...replacements].sort((a, b) => rank(a) - rank(b) || a.timestamp - b.timestamp);
}

/** One replacement effect applied to the mana a production event would produce (CR 614.1a). */
function replacedBy(mana: Mana, effect: ActiveEffect['effect']): Mana {
  if (effect.type !== 'replaceMana') return mana;
  if (effect.produce) return { ...effect.produce };
  if (effect.produceType) return { [effect.produceType]: manaTotal(mana) };
  if (effect.multiply) return Object.fromEntries(MANA_TYPES.map((t) => [t, (mana[t] ?? 0) * effect.multiply!]));
  return mana;
}

/** Applies replacement effects on mana production in order (CR 106.12b, 614.1a, 616.1f: each once). */
export function replaceMana(produced: ManaPool, replacements: readonly ActiveEffect[], order: readonly string[] | undefined, ctx: ActionContext, source: string): ManaPool {
  let mana: Mana = produced;
  for (const replacement of ordered(replacements, order)) {
    if (replacement.effect.type !== 'replaceMana') continue;
    mana = replacedBy(mana, replacement.effect);
    ctx.events.push({ type: 'manaReplaced', source, by: replacement.label, mana: compactMana(mana), rules: ['106.12b', '614.1a', '616.1'] });
  }
  return saturating(mana, ctx, source);
}

/**
 * Every distinct result of the replacement effects on one mana production event, over every
 * order its controller may choose (CR 616.1e-f, 106.12b; Mana Reflection ruling 2008-05-01:
 * Contamination then Mana Reflection gives {B}{B}, the other order {B}). After one applies,
 * those that would now apply are chosen among again (616.1f), each once (614.5): an effect on
 * mana production applies while the event produces mana. The orders are those
 * `replacementOrder` can name: by source (a source's own effects apply together, in timestamp
 * order), and sources whose effects are alike are tried once (the same results). `made`
 * counts each result worked out, against the caller's limit (README, "Limits").
 */
export function replacedOutcomes(produced: ManaPool, replacements: readonly ActiveEffect[], made: (count: number) => void): ManaPool[] {
  const applying = replacements.filter(({ effect }) => effect.type === 'replaceMana');
  const quiet: ActionContext = { events: [], emptyDraws: [], scanned: 0, triggeredChoicesTaken: new Set(), assigned: new Set() };
  if (applying.length === 0) return [saturating(produced, quiet, '')];
  if (applying.length === 1) return [replaceMana(produced, applying, undefined, quiet, '')];
  // One unit per source, its effects in timestamp order; alike units by their effects' content.
  const units = new Map<string, ActiveEffect[]>();
  for (const effect of ordered(applying, undefined)) units.set(orderKey(effect), [...(units.get(orderKey(effect)) ?? []), effect]);
  const list = [...units.values()];
  const contents = list.map((unit) => JSON.stringify(unit.map(({ effect }) => effect)));
  const kinds = contents.map((content) => contents.indexOf(content));
  const results = new Map<string, ManaPool>();
  const seen = new Set<string>();
  const visit = (mana: Mana, left: readonly number[]) => {
    const key = `${JSON.stringify(compactMana(mana))}|${left
      .map((at) => kinds[at])
      .sort((a, b) => a! - b!)
      .join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    made(1);
    // 106.12b: no mana produced, no production event left to replace.
    if (left.length === 0 || manaTotal(mana) === 0) {
      const pool = saturating(mana, quiet, '');
      results.set(JSON.stringify(compactMana(pool)), pool);
      return;
    }
    const tried = new Set<number>();
    for (const at of left) {
      if (tried.has(kinds[at]!)) continue;
      tried.add(kinds[at]!);
      let next = mana;
      for (const { effect } of list[at]!) next = replacedBy(next, effect);
      visit(
        next,
        left.filter((other) => other !== at),
      );
    }
  };
  visit(
    produced,
    list.map((_, at) => at),
  );
  return [...results.values()];
}

/** Adds mana to a player's pool, saturating (CR 106.4). */
export function addToPool(board: Board, player: string, mana: Mana, ctx: ActionContext, source: string, rules: string[]): Board {
  if (manaTotal(mana) === 0) return board;
  ctx.events.push({ type: 'manaAdded', player, mana: compactMana(mana), source, rules });
  return { ...board, players: board.players.map((p) => (p.id === player ? { ...p, manaPool: saturating(addMana(p.manaPool, mana), ctx, source) } : p)) };
}

export interface ManaTrigger {
  source: Permanent;
  /** Its source's controller now (CR 613.1b): the ability's controller. */
  controller: string;
  ability: Extract<Ability, { kind: 'triggered' }>;
}

/** The triggered mana abilities a mana production event triggers (CR 106.12a, 605.1b). */
export function manaTriggers(view: BoardView, tapped: Permanent, activator: string, produced: ManaPool, tappedForMana: boolean, manaAbility: boolean): ManaTrigger[] {
  const found: ManaTrigger[] = [];
  if (manaTotal(produced) === 0) return found;
  const production = { permanent: tapped.id, player: activator, mana: produced, tappedForMana, manaAbility };
  // The triggers on mana production say whether it triggers them (rules/cards/triggers/).
  const find = (id: string) => (id === tapped.id ? tapped : view.permanent(id));
  for (const { source, ability } of view.abilitiesOfKind('triggered')) {
    const triggers = triggerKind(ability.trigger).manaProduced;
    if (triggers?.(ability.trigger, production, triggerSource(view, source, find))) found.push({ source, controller: controllerOf(view, source), ability });
  }
  return found;
}

/** Mana added to a player by an ability. */
export interface Addition {
  player: string;
  mana: Mana;
  source: string;
}

/** What a triggered mana ability adds as it resolves at once (CR 605.4a), with its controller's choices. */
export function triggerAdditions(trigger: ManaTrigger, tappedController: string, activator: string, produced: ManaPool, choices: Choices): Addition[] {
  const its = own(choices.triggered, trigger.source.id) ?? {};
  const ability = trigger.ability;
  // A modal triggered ability is no triggered mana ability here (isTriggeredManaAbility): it never resolves at once.
  if ('modes' in ability) throw unsupported('a modal triggered mana ability (CR 700.2, 605.1b) is not modelled yet');
  // "You may" in a triggered mana ability (CR 603.5, 605.4a) is not carried out: it would otherwise add its mana unasked.
  if (ability.may) throw unsupported(`a triggered mana ability with "you may" is not modelled yet`);
  const triggered: TriggeredMana = {
    controller: trigger.controller,
    activator,
    tappedController,
    produced,
    chosenColor: trigger.source.chosen.color,
    choose: (options, why, rule) => chooseType(options, its.mana, `triggered.${trigger.source.id}.mana`, why, rule),
  };
  const additions: Addition[] = [];
  for (const effect of ability.effects) additions.push({ ...effectKind(effect).addAsTriggered(effect, triggered), source: trigger.source.id });
  return additions;
}

export interface ManaOutcome {
  /** The mana the ability produced, after replacement effects (the production event, CR 106.12b). */
  produced: ManaPool;
  /** Everything added: the ability's own mana, then its triggered mana abilities' (CR 605.4a). */
  additions: Addition[];
}

/**
 * What a mana ability adds, and to whom, when it resolves with these choices: its own mana
 * through replacement effects when it was tapped for mana, then the mana of the triggered
 * mana abilities it triggers. `view` is the board before its costs; `poolAfterCosts` is its
 * controller's pool once they are paid (what Doubling Cube doubles).
 */
export function manaOutcome(
  view: BoardView,
  poolAfterCosts: ManaPool,
  permanent: Permanent,
  ability: HeldActivatedAbility['ability'],
  choices: Choices,
  replacementOrder: readonly string[] | undefined,
  ctx: ActionContext,
  sacrificed?: string,
): ManaOutcome {
  const tappedForMana = tapsForMana(ability);
  const controller = controllerOf(view, permanent);
  let produced = producedMana(view, poolAfterCosts, permanent, ability, choices, sacrificed);
  // Replacement effects apply to a production event only (CR 106.12b), to the permanent as it was.
  if (tappedForMana && manaTotal(produced) > 0) produced = replaceMana(produced, manaReplacementsFor(view, permanent, controller), replacementOrder, ctx, permanent.id);
  const additions: Addition[] = manaTotal(produced) > 0 ? [{ player: controller, mana: produced, source: permanent.id }] : [];
  for (const trigger of manaTriggers(view, permanent, controller, produced, tappedForMana, true))
    if (isTriggeredManaAbility(trigger.ability)) {
      ctx.triggeredChoicesTaken.add(trigger.source.id);
      additions.push(...triggerAdditions(trigger, controller, controller, produced, choices));
    }
  return { produced, additions };
}

/**
 * A mana ability resolving (CR 605.3b): the mana it produces, through replacement effects
 * when it was tapped for mana, into its controller's pool; then its triggered mana abilities;
 * then its other effects (Ancient Tomb's damage). `before` is the board before its costs.
 */
export function resolveManaAbility(
  before: Board,
  after: Board,
  permanent: Permanent,
  held: HeldActivatedAbility,
  choices: Choices,
  replacementOrder: readonly string[] | undefined,
  ctx: ActionContext,
  sacrificed?: string,
): Board {
  const beforeView = viewOf(before);
  const { ability } = held;
  const controller = controllerOf(beforeView, permanent);
  const pool = after.players.find((p) => p.id === controller)!.manaPool;
  const outcome = manaOutcome(beforeView, pool, permanent, ability, choices, replacementOrder, ctx, sacrificed);
  // Nothing produced: mana of an undefined type is none (106.5), and an amount of zero is no
  // production event, so nothing triggers on it or replaces it (106.12a, 106.12b).
  if (manaTotal(outcome.produced) === 0)
    ctx.events.push({
      type: 'noManaProduced',
      source: permanent.id,
      rules: ability.effects.some((e) => e.type === 'addManaCouldProduce') ? ['106.5'] : ['106.12a', '106.12b'],
    });
  let board = after;
  outcome.additions.forEach((addition, index) => {
    const rules = index === 0 && addition.source === permanent.id ? [...held.rules, '605.1a', '605.3b', '106.4'] : ['605.1b', '605.4a', '106.12a'];
    board = addToPool(board, addition.player, addition.mana, ctx, addition.source, rules);
    if (index === 0 && addition.source === permanent.id && tapsForMana(ability))
      ctx.events.push({ type: 'tappedForMana', permanent: permanent.id, player: controller, mana: compactMana(outcome.produced), rules: ['106.12'] });
  });
  for (const effect of ability.effects) {
    if (addsMana(effect)) continue;
    if (effect.type === 'dealDamage' && effect.to === 'you' && typeof effect.amount === 'number') {
      const view = viewOf(board);
      const source = view.permanent(permanent.id) ?? permanent;
      board = dealDamage(board, permanentSource(view.permanent(permanent.id) ? view : beforeView, source), controller, effect.amount, false, ctx.events);
      continue;
    }
    // "Draw a card at the beginning of the next turn's upkeep." (Barbed Sextant): a delayed triggered ability (CR 603.7a, 603.7e)
    // of the printed ability, its source the permanent, or its card once it has left the battlefield (sacrificed as the cost, 608.2h).
    if (effect.type === 'delayedTrigger' && held.printedIndex !== null) {
      if (delayedTriggerWithLastingEffect(ability.effects)) throw unsupported('a delayed triggered ability with another effect that lasts, in one ability, is not carried out yet');
      const source = board.permanents.some((p) => p.id === permanent.id) ? permanent.id : { card: permanent.card };
      const origin = { id: freshId(board, `${permanent.id}/d`), source, ability: held.printedIndex, controller, rule: '603.7e' as const };
      board = createDelayedTrigger(board, origin, ctx.events);
      continue;
    }
    throw unsupported(`the "${effect.type}" effect of a mana ability is not modelled yet`);
  }
  return board;
}
