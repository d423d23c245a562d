// Costs (CR 118, 601.2h): whether each part of an activation cost can be paid now ({T} 107.5,
// {Q} 107.6, summoning sickness 302.6, loyalty 606.6, mana, life 119.4 and the rest), which
// permanents could pay a part that names one, and paying it.

import { gameOverReason, putIntoGraveyard, type Board, type Choices, type CostChoices, type GameEvent, type Permanent } from '../board';
import type { CostPart } from '../cards';
import { compactMana, formatMana, MANA_TYPES, parseManaCost, payManaCost } from '../core';
import { conditionHolds, matches, viewOf, type AnyActivatedAbility, type BoardView } from '../state';

/** No choices made: what availableMana asks of a cost. */
const NO_CHOICES: Choices & CostChoices = Object.freeze({});

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

export function costRefusal(view: BoardView, permanent: Permanent, part: CostPart, choices: Choices, costs: CostChoices): { reason: string; rule: string } | null {
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
export function payCost(board: Board, permanentId: string, part: CostPart, choices: Choices, costs: CostChoices, events: GameEvent[]): Board {
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
export function missingCostChoice(view: BoardView, permanent: Permanent, ability: AnyActivatedAbility, costs: CostChoices): string | null {
  for (const part of ability.cost) {
    if (part.type !== 'sacrifice' && part.type !== 'tapOther') continue;
    const chosen = part.type === 'sacrifice' ? costs.sacrifice : costs.tap;
    if (!chosen && costCandidates(view, permanent, part).length > 1) return part.type === 'sacrifice' ? 'costs.sacrifice' : 'costs.tap';
  }
  return null;
}

