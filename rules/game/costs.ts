// Costs (CR 118, 601.2h): the engine's side of the cost kinds (rules/cards/costs/). Each kind
// says whether it can be paid now and how it is paid, against `Payer`; this file implements
// `Payer` over a board: what a permanent's controller has (pool, life), summoning sickness
// (302.6, with haste and "as though it had haste"), which permanents could pay a part that
// names one, and the operations that pay, each recording its event.

import {
  checkNamedCount,
  gameOverReason,
  namedCardsChoice,
  namedCardsToGraveyard,
  putIntoGraveyard,
  type Board,
  type Choices,
  type CostChoices,
  type GameEvent,
  type Permanent,
} from '../board';
import { costKind, hasBehaviour, type CostChoice, type CostPart, type Filter, type Payer, type PayerState, type Refusal } from '../cards';
import { compactMana, MANA_TYPES, type Mana, type ManaPool, countersOf } from '../core';
import { abilitiesNow, conditionHolds, conditionsSee, controllerOf, matches, spendsAsAnyColor, viewOf, type AnyActivatedAbility, type BoardView } from '../state';
import { counterEffectFor, removeCounterInstead } from './counter-meanings';

/** No choices made: what availableMana asks of a cost. */
const NO_CHOICES: Choices & CostChoices = Object.freeze({});

/**
 * What paying a cost of `permanent`'s ability can see on the board `view` shows. A class, so
 * that availableMana, which asks of every mana ability's cost, makes one small object each
 * time (an object literal with getters and closures cost it four times as long).
 */
class ViewPayerState implements PayerState {
  readonly payment: Mana | undefined;

  constructor(
    private readonly view: BoardView,
    readonly permanent: Permanent,
    choices: Choices,
    private readonly costs: CostChoices,
  ) {
    this.payment = choices.payment;
  }

  get anyColor(): boolean {
    return spendsAsAnyColor(this.view);
  }

  get pool(): ManaPool {
    return this.view.player(controllerOf(this.view, this.permanent))!.manaPool;
  }

  get life(): number {
    return this.view.player(controllerOf(this.view, this.permanent))!.life;
  }

  get hand(): number {
    return this.view.player(controllerOf(this.view, this.permanent))!.hand;
  }

  summoningSick(): boolean {
    return summoningSick(this.view, this.permanent);
  }

  candidates(filter: Filter, untapped: boolean): readonly string[] {
    const { view, permanent } = this;
    const controller = controllerOf(view, permanent);
    return view.board.permanents
      .filter((p) => controllerOf(view, p) === controller && !(untapped && p.tapped) && matches(filter, view.matchable(p), { controller, source: permanent }))
      .map((p) => p.id);
  }

  chosen(choice: CostChoice): readonly string[] | undefined {
    return this.costs[choice];
  }

  power(id: string): number | null {
    const permanent = this.view.permanent(id);
    return permanent ? this.view.characteristics(permanent).power : null;
  }
}

function payerState(view: BoardView, permanent: Permanent, choices: Choices, costs: CostChoices): PayerState {
  return new ViewPayerState(view, permanent, choices, costs);
}

/** Whether every part of the cost but its mana could be paid now (for availableMana: the mana comes from the same option). */
export function payableButMana(view: BoardView, permanent: Permanent, ability: AnyActivatedAbility): boolean {
  if (gameOverReason(view.board, controllerOf(view, permanent))) return false;
  const payer = payerState(view, permanent, NO_CHOICES, NO_CHOICES);
  for (const part of ability.cost) {
    const kind = costKind(part);
    if (!kind.mana && kind.refusal(part, payer) !== null) return false;
  }
  return true;
}

/** A creature that can't pay {T} or {Q} yet (CR 302.6): not under its controller's control since their most recent turn began, without haste. */
function summoningSick(view: BoardView, permanent: Permanent): boolean {
  if (!permanent.summoningSick) return false;
  const { types, keywords } = view.characteristics(permanent);
  return types.includes('Creature') && !hasBehaviour(keywords, 'ignoresSummoningSickness') && !activatesAsThoughHaste(view, permanent);
}

/** Why this part of the cost can't be paid now, or null (its kind says). */
export function costRefusal(view: BoardView, permanent: Permanent, part: CostPart, choices: Choices, costs: CostChoices): Refusal | null {
  return costKind(part).refusal(part, payerState(view, permanent, choices, costs));
}

/** "You may activate abilities of creatures you control as though those creatures had haste" (CR 302.6, 613.11). */
function activatesAsThoughHaste(view: BoardView, permanent: Permanent): boolean {
  return view
    .abilitiesOfKind('static')
    .some(
      ({ source, ability }) =>
        conditionHolds(ability.condition, source, controllerOf(view, source), () => view.derive(conditionsSee)) &&
        ability.effects.some(
          (effect) => effect.type === 'activateAsThoughHaste' && matches(effect.affects.all, view.matchable(permanent), { controller: controllerOf(view, source), source }),
        ),
    );
}

/** Pays one part of the cost (its kind says how); returns the new board. */
export function payCost(board: Board, permanentId: string, part: CostPart, choices: Choices, costs: CostChoices, events: GameEvent[]): Board {
  const view = viewOf(board);
  const permanent = view.permanent(permanentId)!;
  const controller = controllerOf(view, permanent);
  let current = board;
  const change = (id: string, changed: (p: Permanent) => Partial<Permanent>) => {
    current = { ...current, permanents: current.permanents.map((p) => (p.id === id ? { ...p, ...changed(p) } : p)) };
  };
  const changeController = (changed: (player: Board['players'][number]) => Partial<Board['players'][number]>) => {
    current = { ...current, players: current.players.map((p) => (p.id === controller ? { ...p, ...changed(p) } : p)) };
  };
  const addCounters = (counter: string, amount: number) => change(permanentId, (p) => ({ counters: { ...p.counters, [counter]: countersOf(p.counters, counter) + amount } }));
  const state = payerState(view, permanent, choices, costs);
  const payer: Payer = {
    permanent: state.permanent,
    pool: state.pool,
    life: state.life,
    hand: state.hand,
    payment: state.payment,
    anyColor: state.anyColor,
    summoningSick: () => state.summoningSick(),
    candidates: (filter, untapped) => state.candidates(filter, untapped),
    chosen: (choice) => state.chosen(choice),
    power: (id) => state.power(id),
    tap(id, rules) {
      events.push({ type: 'tapped', permanent: id, rules });
      change(id, () => ({ tapped: true }));
    },
    untap(rules) {
      // A stun counter's replacement effect applies to untapping to pay a cost too: instead, one is removed (CR 122.1d).
      const stun = counterEffectFor(
        current.permanents.find((p) => p.id === permanentId)!,
        'untapped',
      );
      if (stun) {
        current = removeCounterInstead(current, permanentId, stun, events, rules);
        return;
      }
      events.push({ type: 'untapped', permanent: permanentId, rules });
      change(permanentId, () => ({ tapped: false }));
    },
    spendMana(spent, cost, rules) {
      events.push({ type: 'manaSpent', player: controller, mana: compactMana(spent), cost, rules });
      changeController((p) => ({ manaPool: Object.fromEntries(MANA_TYPES.map((t) => [t, p.manaPool[t] - spent[t]])) as ManaPool }));
    },
    payLife(amount, rules) {
      events.push({ type: 'lifePaid', player: controller, amount, rules });
      changeController((p) => ({ life: p.life - amount }));
    },
    discard(amount, rules) {
      const named = namedCardsChoice(costs.discard, 'costs.discard', `the ${amount} card(s) ${controller} discards to pay the cost`);
      checkNamedCount(named, { exactly: amount }, `the cost discards ${amount}`, '601.2h');
      const moved = namedCardsToGraveyard(current, controller, 'hand', named, 'costs.discard', 'discarded', events);
      events.push({ type: 'discarded', player: controller, count: amount, cards: moved.cards, rules });
      current = moved.board;
    },
    sacrifice(id, rules) {
      events.push({ type: 'sacrificed', permanent: id, rules });
      const sacrificed = view.permanent(id);
      current = putIntoGraveyard(current, id, events, sacrificed && abilitiesNow(view, sacrificed));
    },
    putCounters(counter, amount, rules) {
      const total = countersOf(current.permanents.find((p) => p.id === permanentId)!.counters, counter) + amount;
      events.push({ type: 'countersPut', permanent: permanentId, counter, amount, total, rules });
      addCounters(counter, amount);
    },
    removeCounters(counter, amount, rules) {
      events.push({ type: 'countersRemoved', permanent: permanentId, counters: { [counter]: amount }, rules });
      addCounters(counter, -amount);
    },
    changeLoyalty(amount, rules) {
      events.push({ type: 'loyaltyChanged', permanent: permanentId, amount, rules });
      addCounters('loyalty', amount);
      change(permanentId, () => ({ loyaltyActivated: true }));
    },
  };
  costKind(part).pay(part, payer);
  return current;
}

/** A choice a cost needs, missing: CHOICE_REQUIRED before anything is paid (the kinds that name a permanent say which). */
export function missingCostChoice(view: BoardView, permanent: Permanent, ability: AnyActivatedAbility, costs: CostChoices): string | null {
  const payer = payerState(view, permanent, NO_CHOICES, costs);
  for (const part of ability.cost) {
    const { choice } = costKind(part);
    if (choice && !costs[choice.key] && choice.candidates(part, payer).length > 1) return `costs.${choice.key}`;
  }
  return null;
}
