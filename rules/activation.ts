// Activating an activated ability (CR 602): who may activate it and when (602.5, 602.5d;
// loyalty abilities 606.3), whether each part of its cost can be paid ({T} 107.5, {Q} 107.6,
// summoning sickness 302.6, loyalty 606.6, mana, life and the rest 601.2h), paying the
// costs, and then either resolving a mana ability at once (605.3b) or putting the ability
// on the stack (602.2).

import { activatedAbilities, isManaAbility, type AnyActivatedAbility, type HeldActivatedAbility } from './abilities';
import type { Board, Choices, Permanent } from './board';
import type { CostPart, Effect } from './cards/format';
import { conditionHolds } from './effects';
import { MANA_EFFECT_TYPES, resolveManaAbility } from './production';
import { illegalAction, RulesError, unsupported, type Path } from './errors';
import { gameOverReason } from './game';
import { freshId } from './ids';
import { invalid } from './input';
import { matches } from './layers';
import { compactMana, formatMana, MANA_TYPES, parseManaCost } from './mana';
import { payManaCost } from './payment';
import type { ActionContext } from './resolution';
import type { ActionOf, GameEvent } from './scenario';
import { putOnStack } from './stack';
import { chooseTargets } from './targets';
import { viewOf, type BoardView } from './view';
import { putIntoGraveyard } from './zones';

export type Verdict = { legal: true } | { legal: false; reason: string; rule?: string };

/** What pays the costs that involve a choice (SCENARIOS.md, `costs`). */
export interface CostChoices {
  tap?: string[];
  sacrifice?: string[];
  removeCounters?: Record<string, Record<string, number>>;
}

const MAIN_PHASES = new Set(['precombatMain', 'postcombatMain']);

const isLoyaltyAbility = (ability: AnyActivatedAbility) => ability.cost.some((part) => part.type === 'loyalty');
/** No choices made: what availableMana asks of a cost. */
const NO_CHOICES: Choices & CostChoices = Object.freeze({});

/** Why the ability can't be activated now, or that it can (CR 602.5, 606.3, 601.2h). */
export function activationVerdict(
  view: BoardView,
  permanent: Permanent,
  held: HeldActivatedAbility | undefined,
  choices: Choices = {},
  costs: CostChoices = {},
): Verdict {
  const { board } = view;
  const over = gameOverReason(board, permanent.controller);
  if (over) return { legal: false, ...over };
  if (!held) return { legal: false, reason: `${permanent.id} has no such activated ability now` };
  const { ability } = held;
  const sorcerySpeed = board.turn.activePlayer === permanent.controller && MAIN_PHASES.has(board.turn.step) && board.stack.length === 0;
  if (isLoyaltyAbility(ability)) {
    // A loyalty ability: at sorcery speed, once each turn per permanent (CR 606.3).
    if (!sorcerySpeed) return { legal: false, reason: 'a loyalty ability can be activated only in its controller\'s main phase, with an empty stack', rule: '606.3' };
    if (permanent.loyaltyActivated) return { legal: false, reason: `a loyalty ability of ${permanent.id} was already activated this turn`, rule: '606.3' };
  } else if (ability.timing === 'sorcery' && !sorcerySpeed) {
    return { legal: false, reason: 'this ability can be activated only as a sorcery: in its controller\'s main phase, with an empty stack', rule: '602.5d' };
  }
  // The permanent's own state first ({T}, {Q}, summoning sickness, loyalty), mana last.
  const parts = [...ability.cost.filter((p) => p.type !== 'mana'), ...ability.cost.filter((p) => p.type === 'mana')];
  for (const part of parts) {
    const refusal = costRefusal(view, permanent, part, choices, costs);
    if (refusal) return { legal: false, ...refusal };
  }
  return { legal: true };
}

/** Whether every part of the cost but its mana could be paid now (for availableMana: the mana comes from the same option). */
export function payableButMana(view: BoardView, permanent: Permanent, ability: AnyActivatedAbility): boolean {
  if (gameOverReason(view.board, permanent.controller)) return false;
  for (const part of ability.cost) if (part.type !== 'mana' && costRefusal(view, permanent, part, NO_CHOICES, NO_CHOICES) !== null) return false;
  return true;
}

const sickReason = (id: string) => `${id} is a creature that hasn't been under its controller's control since their most recent turn began`;

/** A creature that can't pay {T} or {Q} yet (CR 302.6): not under its controller's control since their most recent turn began, without haste. */
function summoningSick(view: BoardView, permanent: Permanent): boolean {
  if (!permanent.summoningSick) return false;
  const { types, keywords } = view.characteristics(permanent);
  return types.includes('Creature') && !keywords.includes('haste') && !activatesAsThoughHaste(view, permanent);
}

function costRefusal(view: BoardView, permanent: Permanent, part: CostPart, choices: Choices, costs: CostChoices): { reason: string; rule: string } | null {
  switch (part.type) {
    case 'tap':
      if (permanent.tapped) return { reason: `${permanent.id} is already tapped, so {T} can't be paid`, rule: '107.5' };
      if (summoningSick(view, permanent)) return { reason: sickReason(permanent.id), rule: '302.6' };
      return null;
    case 'untap':
      if (!permanent.tapped) return { reason: `${permanent.id} is already untapped, so {Q} can't be paid`, rule: '107.6' };
      if (summoningSick(view, permanent)) return { reason: sickReason(permanent.id), rule: '302.6' };
      return null;
    case 'mana': {
      const pool = view.player(permanent.controller)!.manaPool;
      if (payManaCost(pool, parseManaCost(part.cost)!, choices.payment) === null)
        return {
          reason: choices.payment
            ? `the payment ${formatMana(choices.payment)} doesn't pay ${part.cost} from the pool ${formatMana(pool)}`
            : `${part.cost} can't be paid from the pool ${formatMana(pool)}`,
          rule: '601.2h',
        };
      return null;
    }
    case 'payLife': {
      const life = view.player(permanent.controller)!.life;
      // A player may pay life only if their life total is at least the payment (CR 119.4, 119.4b).
      if (part.amount > 0 && life < part.amount) return { reason: `paying ${part.amount} life needs a life total of at least ${part.amount} (CR 119.4)`, rule: '601.2h' };
      return null;
    }
    case 'sacrifice':
    case 'tapOther': {
      const chosen = part.type === 'sacrifice' ? costs.sacrifice : costs.tap;
      const candidates = costCandidates(view, permanent, part);
      if (candidates.length === 0) return { reason: `no permanent can pay "${part.type === 'sacrifice' ? 'sacrifice' : 'tap'}" for this cost`, rule: '601.2h' };
      if (chosen && (chosen.length !== 1 || !candidates.some((p) => p.id === chosen[0])))
        return { reason: `pay this with one of ${candidates.map((p) => p.id).join(', ')}`, rule: '601.2h' };
      return null;
    }
    case 'putCounters':
      return null;
    case 'removeCounters': {
      const have = permanent.counters[part.counter] ?? 0;
      if (have < part.amount) return { reason: `${permanent.id} has ${have} ${part.counter} counter(s), not ${part.amount}`, rule: '601.2h' };
      return null;
    }
    case 'loyalty': {
      // A negative loyalty cost needs at least that many loyalty counters (CR 606.6).
      const loyalty = permanent.counters.loyalty ?? 0;
      if (part.amount < 0 && loyalty < -part.amount) return { reason: `${permanent.id} has ${loyalty} loyalty, less than ${-part.amount}`, rule: '606.6' };
      return null;
    }
  }
}

/** The permanents that could pay a "sacrifice a land" or "tap an untapped creature you control" cost. */
function costCandidates(view: BoardView, permanent: Permanent, part: Extract<CostPart, { type: 'sacrifice' | 'tapOther' }>): Permanent[] {
  return view.board.permanents.filter((p) => {
    if (p.controller !== permanent.controller) return false;
    // "Tap an untapped creature you control" can't be paid with the permanent being tapped for {T} itself.
    if (part.type === 'tapOther' && p.tapped) return false;
    return matches(part.filter, view.matchable(p), { controller: permanent.controller, source: permanent });
  });
}

/** "You may activate abilities of creatures you control as though those creatures had haste" (CR 302.6, 613.11). */
function activatesAsThoughHaste(view: BoardView, permanent: Permanent): boolean {
  return view.abilitiesOfKind('static').some(
    ({ source, ability }) =>
      conditionHolds(ability.condition, source.controller, view.board) &&
      ability.effects.some((effect) => effect.type === 'activateAsThoughHaste' && matches(effect.affects.all, view.matchable(permanent), { controller: source.controller, source })),
  );
}

/** Pays one part of the cost; returns the new board. */
function payCost(board: Board, permanentId: string, part: CostPart, choices: Choices, costs: CostChoices, events: GameEvent[]): Board {
  const view = viewOf(board);
  const permanent = view.permanent(permanentId)!;
  const withPermanent = (change: Partial<Permanent>) => ({ ...board, permanents: board.permanents.map((p) => (p.id === permanentId ? { ...p, ...change } : p)) });
  const withController = (change: (player: Board['players'][number]) => Board['players'][number]) => ({
    ...board,
    players: board.players.map((p) => (p.id === permanent.controller ? change({ ...p }) : p)),
  });
  switch (part.type) {
    case 'tap':
      events.push({ type: 'tapped', permanent: permanentId, rules: ['107.5', '601.2h'] });
      return withPermanent({ tapped: true });
    case 'untap':
      events.push({ type: 'untapped', permanent: permanentId, rules: ['107.6', '601.2h'] });
      return withPermanent({ tapped: false });
    case 'mana': {
      const player = view.player(permanent.controller)!;
      const spent = payManaCost(player.manaPool, parseManaCost(part.cost)!, choices.payment)!;
      events.push({ type: 'manaSpent', player: player.id, mana: compactMana(spent), cost: part.cost, rules: ['601.2h'] });
      return withController((p) => ({ ...p, manaPool: Object.fromEntries(MANA_TYPES.map((t) => [t, p.manaPool[t] - spent[t]])) as typeof p.manaPool }));
    }
    case 'payLife':
      events.push({ type: 'lifePaid', player: permanent.controller, amount: part.amount, rules: ['119.4', '601.2h'] });
      return withController((p) => ({ ...p, life: p.life - part.amount }));
    case 'sacrifice': {
      const candidates = costCandidates(view, permanent, part);
      // One candidate when no choice was named (missingCostChoice checked it).
      const chosen = costs.sacrifice?.[0] ?? candidates[0]!.id;
      events.push({ type: 'sacrificed', permanent: chosen, rules: ['701.21a', '601.2h'] });
      return putIntoGraveyard(board, chosen, events);
    }
    case 'tapOther': {
      const candidates = costCandidates(view, permanent, part);
      const chosen = costs.tap?.[0] ?? candidates[0]!.id;
      events.push({ type: 'tapped', permanent: chosen, rules: ['118.3', '601.2h'] });
      return { ...board, permanents: board.permanents.map((p) => (p.id === chosen ? { ...p, tapped: true } : p)) };
    }
    case 'putCounters':
      events.push({ type: 'countersPut', permanent: permanentId, counter: part.counter, amount: part.amount, rules: ['122.6', '601.2h'] });
      return withPermanent({ counters: { ...permanent.counters, [part.counter]: (permanent.counters[part.counter] ?? 0) + part.amount } });
    case 'removeCounters':
      events.push({ type: 'countersRemoved', permanent: permanentId, counters: { [part.counter]: part.amount }, rules: ['601.2h'] });
      return withPermanent({ counters: { ...permanent.counters, [part.counter]: (permanent.counters[part.counter] ?? 0) - part.amount } });
    case 'loyalty':
      // Putting on or removing loyalty counters is the cost (CR 606.4), once per turn (606.3).
      events.push({ type: 'loyaltyChanged', permanent: permanentId, amount: part.amount, rules: ['606.4'] });
      return withPermanent({ counters: { ...permanent.counters, loyalty: (permanent.counters.loyalty ?? 0) + part.amount }, loyaltyActivated: true });
  }
}

/** A choice a cost needs, missing: CHOICE_REQUIRED before anything is paid. */
function missingCostChoice(view: BoardView, permanent: Permanent, ability: AnyActivatedAbility, costs: CostChoices): string | null {
  for (const part of ability.cost) {
    if (part.type !== 'sacrifice' && part.type !== 'tapOther') continue;
    const chosen = part.type === 'sacrifice' ? costs.sacrifice : costs.tap;
    if (!chosen && costCandidates(view, permanent, part).length > 1) return part.type === 'sacrifice' ? 'costs.sacrifice' : 'costs.tap';
  }
  return null;
}

/**
 * The `activate` action (SCENARIOS.md): activate and pay; a mana ability resolves at once
 * (CR 605.3b), any other goes on the stack (602.2) for the caller to resolve.
 */
export function activate(board: Board, action: ActionOf<'activate'>, at: Path, ctx: ActionContext): Board {
  const view = viewOf(board);
  const permanent = view.permanent(action.permanent);
  if (!permanent) return invalid([...at, 'permanent'], `no permanent has id "${action.permanent}"`);
  const held = activatedAbilities(view, permanent)[action.ability];
  const verdict = activationVerdict(view, permanent, held, action.choices, action.costs);
  if (!verdict.legal) throw illegalAction(verdict.reason, verdict.rule);
  const { ability } = held!;
  const name = view.characteristics(permanent).name;
  if ('unsupported' in ability && ability.unsupported) throw unsupported(`${name}: ${ability.unsupported}`);
  const mana = isManaAbility(ability);
  if (mana) {
    // A mana ability has no targets (CR 605.1a).
    if (action.targets.length > 0) throw illegalAction('this ability has no targets', '115.1');
    for (const effect of ability.effects as Effect[])
      if (!MANA_EFFECT_TYPES.has(effect.type) && !(effect.type === 'dealDamage' && effect.to === 'you'))
        throw unsupported(`${name}: the "${effect.type}" effect in a mana ability is not modelled yet`);
  }
  const targets = mana ? [] : chooseTargets(view, 'targets' in ability ? ability.targets : [], action.targets, permanent.controller, permanent.id, [...at, 'targets']);
  const missing = missingCostChoice(view, permanent, ability, action.costs);
  if (missing) throw new RulesError('CHOICE_REQUIRED', `name the permanent that pays this cost in ${missing}`, { choice: missing });

  ctx.events.push({ type: 'abilityActivated', permanent: permanent.id, ability: action.ability, player: permanent.controller, rules: mana ? ['602.2', '605.3a'] : ['602.2'] });
  let next = board;
  for (const part of ability.cost) next = payCost(next, permanent.id, part, action.choices, action.costs, ctx.events);
  if (mana) {
    const sacrificed = ctx.events.findLast((e) => e.type === 'sacrificed' && e.rules.includes('601.2h'))?.permanent as string | undefined;
    return resolveManaAbility(board, next, permanent, held!, action.choices, action.replacementOrder, ctx, sacrificed);
  }
  if (held!.printedIndex === null) throw unsupported(`${name}: an ability that isn't printed on the card can't be put on the stack yet`);
  const { triggered: _triggered, ...choices } = action.choices;
  return putOnStack(
    next,
    { id: freshId(next, `${permanent.id}/s`), kind: 'ability', source: permanent.id, ability: held!.printedIndex, controller: permanent.controller, targets, x: 0, choices },
    ctx,
    ['602.2a'],
  );
}
