// Activating an activated ability (CR 602): who may activate it and when (602.5, 602.5d;
// loyalty abilities 606.3), whether each part of its cost can be paid ({T} 107.5, {Q} 107.6,
// summoning sickness 302.6, loyalty 606.6, mana, life and the rest 601.2h), paying the
// costs, and then either resolving a mana ability at once (605.3b) or putting the ability
// on the stack (602.2).

import * as z from 'zod';
import {
  activatedSlots,
  youControlHolds,
  activationProhibition,
  chooseTargets,
  controllerOf,
  opaqueAbilityError,
  isManaAbility,
  viewOf,
  type AnyActivatedAbility,
  type BoardView,
  type HeldActivatedAbility,
} from '../state';
import {
  Choices,
  CostChoices,
  effectiveCard,
  freshId,
  gameOverReason,
  Hold,
  Id,
  ReplacementOrder,
  Targets,
  type ActionContext,
  type Board,
  type EventOf,
  type Permanent,
} from '../board';
import { activationConditionText, addsMana, cardOf, costKind, levelOf, type Effect } from '../cards';
import { resolveManaAbility } from '../mana';
import { illegalAction, invalid, RulesError, unsupported, type Path } from '../core';
import { costRefusal, missingCostChoice, payCost } from '../game';
import { putOnStack } from '../stack';

export const ActivateAction = z.strictObject({
  do: z.literal('activate'),
  permanent: Id,
  /** 0-based index among the activated abilities the permanent has now. */
  ability: z.int().min(0).max(100).default(0),
  choices: Choices.default({}),
  targets: Targets,
  costs: CostChoices.default({}),
  replacementOrder: ReplacementOrder,
  hold: Hold,
});
export type ActivateAction = z.infer<typeof ActivateAction>;

export type Verdict = { legal: true } | { legal: false; reason: string; rule?: string };

const MAIN_PHASES = new Set(['precombatMain', 'postcombatMain']);

const isLoyaltyAbility = (ability: AnyActivatedAbility) => ability.cost.some((part) => part.type === 'loyalty');

/** Why the ability can't be activated now, or that it can (CR 602.5, 606.3, 601.2h). */
export function activationVerdict(view: BoardView, permanent: Permanent, held: HeldActivatedAbility | undefined, choices: Choices = {}, costs: CostChoices = {}): Verdict {
  const { board } = view;
  const controller = controllerOf(view, permanent);
  const over = gameOverReason(board, controller);
  if (over) return { legal: false, ...over };
  if (!held) return { legal: false, reason: `${permanent.id} has no such activated ability now` };
  const { ability } = held;
  // An effect that forbids activating it (CR 602.5): Null Rod, Pithing Needle.
  const prohibited = activationProhibition(view, permanent, ability);
  if (prohibited) return { legal: false, ...prohibited };
  const sorcerySpeed = board.turn.activePlayer === controller && MAIN_PHASES.has(board.turn.step) && board.stack.length === 0;
  if (isLoyaltyAbility(ability)) {
    // A loyalty ability: at sorcery speed, once each turn per permanent (CR 606.3).
    if (!sorcerySpeed) return { legal: false, reason: "a loyalty ability can be activated only in its controller's main phase, with an empty stack", rule: '606.3' };
    if (permanent.loyaltyActivated) return { legal: false, reason: `a loyalty ability of ${permanent.id} was already activated this turn`, rule: '606.3' };
  } else if (ability.timing === 'sorcery' && !sorcerySpeed) {
    return { legal: false, reason: "this ability can be activated only as a sorcery: in its controller's main phase, with an empty stack", rule: '602.5d' };
  }
  // A class level bar's ability: only if this Class is level N-1 (CR 716.2a; without a level it is level 1, 716.2d).
  if ('onlyIfLevel' in ability && ability.onlyIfLevel !== undefined && levelOf(permanent) !== ability.onlyIfLevel)
    return { legal: false, reason: `this ability can be activated only if ${permanent.id} is level ${ability.onlyIfLevel}; it is level ${levelOf(permanent)}`, rule: '716.2a' };
  // "Activate only if you control ..." (CR 602.5, 602.5b).
  if ('onlyIf' in ability && ability.onlyIf && !youControlHolds(view, permanent, controller, ability.onlyIf))
    return { legal: false, reason: `this ability can be activated only if its controller controls what it names: "${activationConditionText(ability.onlyIf)}"`, rule: '602.5' };
  // The permanent's own state first ({T}, {Q}, summoning sickness, loyalty), mana last.
  const parts = [...ability.cost.filter((p) => !costKind(p).mana), ...ability.cost.filter((p) => costKind(p).mana)];
  for (const part of parts) {
    const refusal = costRefusal(view, permanent, part, choices, costs);
    if (refusal) return { legal: false, ...refusal };
  }
  return { legal: true };
}

/**
 * The `activate` action (SCENARIOS.md): activate and pay; a mana ability resolves at once
 * (CR 605.3b), any other goes on the stack (602.2) for the caller to resolve.
 */
export function activate(board: Board, action: ActivateAction, at: Path, ctx: ActionContext): Board {
  const view = viewOf(board);
  const permanent = view.permanent(action.permanent);
  if (!permanent) return invalid([...at, 'permanent'], `no permanent has id "${action.permanent}"`);
  const slot = activatedSlots(view, permanent)[action.ability];
  if (slot && 'opaque' in slot) throw opaqueAbilityError(view, permanent, slot.opaque);
  const held = slot;
  const verdict = activationVerdict(view, permanent, held, action.choices, action.costs);
  if (!verdict.legal) throw illegalAction(verdict.reason, verdict.rule);
  const { ability } = held!;
  const name = view.characteristics(permanent).name;
  // The player who activates it is the one who controls it now (CR 602.2, 613.1b).
  const controller = controllerOf(view, permanent);
  const mana = isManaAbility(ability);
  // A mana ability resolves at once (CR 605.3b): one whose effect isn't carried out stops here. Any
  // other is put on the stack (602.2); only resolving it is UNSUPPORTED (stack.ts).
  if ('unsupported' in ability && ability.unsupported && (mana || held!.printedIndex === null)) throw unsupported(`${name}: ${ability.unsupported}`);
  if (mana) {
    // A mana ability has no targets (CR 605.1a).
    if (action.targets.length > 0) throw illegalAction('this ability has no targets', '115.1');
    for (const effect of ability.effects as Effect[])
      if (
        !addsMana(effect) &&
        !(effect.type === 'dealDamage' && effect.to === 'you' && typeof effect.amount === 'number') &&
        !(effect.type === 'delayedTrigger' && held!.printedIndex !== null)
      )
        throw unsupported(`${name}: the "${effect.type}" effect in a mana ability is not modelled yet`);
  }
  const targets = mana
    ? []
    : chooseTargets(view, 'targets' in ability ? ability.targets : [], action.targets, controller, permanent.id, view.characteristics(permanent), [...at, 'targets']);
  // The cards a discard cost discards are read only where the cost has one (CR 601.2h).
  if (action.costs.discard !== undefined && !ability.cost.some((part) => part.type === 'discard'))
    invalid([...at, 'costs', 'discard'], 'this ability has no discard cost: the cards named would be ignored');
  const missing = missingCostChoice(view, permanent, ability, action.costs);
  if (missing) throw new RulesError('CHOICE_REQUIRED', `name the permanent that pays this cost in ${missing}`, { choice: missing });

  ctx.events.push({ type: 'abilityActivated', permanent: permanent.id, ability: action.ability, player: controller, rules: mana ? ['602.2', '605.3a'] : ['602.2'] });
  let next = board;
  for (const part of ability.cost) next = payCost(next, permanent.id, part, action.choices, action.costs, ctx.events);
  if (mana) {
    const sacrificed = ctx.events.findLast((e): e is EventOf<'sacrificed'> => e.type === 'sacrificed' && e.rules.includes('601.2h'))?.permanent;
    return resolveManaAbility(board, next, permanent, held!, action.choices, action.replacementOrder, ctx, sacrificed);
  }
  if (held!.printedIndex === null) throw unsupported(`${name}: an ability that isn't printed on the card can't be put on the stack yet`);
  const { triggered: _triggered, ...choices } = action.choices;
  // A source its costs took off the battlefield (a Clue sacrificed, CR 111.10f) is read as it last
  // existed (608.2h): the ability carries its card, a token's definition being in no zone (111.7).
  const card = effectiveCard(board, permanent);
  const gone = next.permanents.some((p) => p.id === permanent.id) ? {} : { lastKnown: { counters: permanent.counters }, card: card === cardOf(permanent.card) ? permanent.card : card };
  return putOnStack(
    next,
    { id: freshId(next, `${permanent.id}/s`), kind: 'ability', source: permanent.id, ability: held!.printedIndex, controller, targets, x: 0, choices, ...gone },
    ctx,
    ['602.2a'],
  );
}
