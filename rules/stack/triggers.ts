// Triggered abilities (CR 603): which abilities the events of an action trigger, and
// putting them on the stack the next time a player would receive priority, in APNAP order
// (603.3b: the active player's first, so they resolve last). A leaves-the-battlefield
// ability looks back at the permanent as it last existed (603.10a).

import { freshId, type ActionContext, type Board, type GameEvent, type Permanent } from '../board';
import { cardOf, type Ability } from '../cards';
import { fullPool } from '../core';
import { putOnStack } from './stack';
import { viewOf, type BoardView } from '../state';
import { isTriggeredManaAbility, manaTriggers } from '../mana';

interface Pending {
  /** The source's id, also when it has left the battlefield (its card is then found where it went). */
  sourceId: string;
  abilityIndex: number;
  controller: string;
  timestamp: number;
  triggeredBy?: { permanent?: string; player?: string };
  lastKnown?: { counters: Record<string, number> };
}

/** The triggered abilities these events trigger. `before` gives last known information for what left. */
export function triggeredBy(events: readonly GameEvent[], board: Board, lastKnown: (id: string) => { permanent: Permanent; view: BoardView } | undefined): Pending[] {
  const view = viewOf(board);
  const pending: Pending[] = [];
  const abilitiesNow = (permanent: Permanent, v: BoardView) => v.characteristics(permanent).abilities.map((held) => held.ability);
  const add = (permanent: Permanent, ability: Ability, gone = false) => {
    const index = cardOf(permanent.card).abilities.indexOf(ability);
    if (index < 0) return;
    pending.push({
      sourceId: permanent.id,
      abilityIndex: index,
      controller: permanent.controller,
      timestamp: permanent.timestamp,
      ...(gone ? { lastKnown: { counters: permanent.counters } } : {}),
    });
  };
  for (const event of events) {
    if (event.type === 'enteredBattlefield') {
      const permanent = view.permanent(event.permanent);
      if (!permanent) continue;
      for (const ability of abilitiesNow(permanent, view))
        if (ability.kind === 'triggered' && ability.trigger.event === 'enters') add(permanent, ability);
    } else if (event.type === 'tapped' && event.rules.length > 0) {
      const permanent = view.permanent(event.permanent);
      if (!permanent) continue;
      for (const ability of abilitiesNow(permanent, view))
        if (ability.kind === 'triggered' && ability.trigger.event === 'becomesTapped') add(permanent, ability);
    } else if (event.type === 'stepBegan') {
      for (const permanent of board.permanents)
        for (const ability of abilitiesNow(permanent, view)) {
          if (ability.kind !== 'triggered' || ability.trigger.event !== 'beginningOfStep' || ability.trigger.step !== event.step) continue;
          if (ability.trigger.whose === 'your' && permanent.controller !== event.player) continue;
          add(permanent, ability);
        }
    } else if (event.type === 'tappedForMana') {
      // A triggered ability on tapping for mana that adds no mana isn't a mana ability: it uses the stack (CR 605.5a).
      const tapped = view.permanent(event.permanent) ?? lastKnown(event.permanent)?.permanent;
      if (!tapped) continue;
      const produced = fullPool(event.mana);
      for (const { source, ability } of manaTriggers(view, tapped, event.player, produced, true, true)) {
        if (isTriggeredManaAbility(ability)) continue;
        const index = cardOf(source.card).abilities.indexOf(ability);
        if (index >= 0) pending.push({ sourceId: source.id, abilityIndex: index, controller: source.controller, timestamp: source.timestamp, triggeredBy: { permanent: tapped.id, player: event.player } });
      }
    } else if (event.type === 'leftBattlefield' && event.to === 'graveyard') {
      // "Dies": a creature put into a graveyard from the battlefield (CR 700.4), as it last existed.
      const known = lastKnown(event.permanent);
      if (!known || !known.view.characteristics(known.permanent).types.includes('Creature')) continue;
      for (const ability of abilitiesNow(known.permanent, known.view))
        if (ability.kind === 'triggered' && ability.trigger.event === 'dies') add(known.permanent, ability, true);
    }
  }
  return pending;
}

/** Puts triggered abilities on the stack: the active player's first, then the others' in turn order; each player's in timestamp order (CR 603.3b). */
export function putTriggersOnStack(board: Board, pending: Pending[], ctx: ActionContext): Board {
  const order = board.players.map((p) => p.id);
  const active = order.indexOf(board.turn.activePlayer);
  const rank = (player: string) => (order.indexOf(player) - active + order.length) % order.length;
  const sorted = [...pending].sort((a, b) => rank(a.controller) - rank(b.controller) || a.timestamp - b.timestamp);
  let current = board;
  for (const trigger of sorted) {
    const id = freshId(current, `${trigger.sourceId}/s`);
    current = putOnStack(
      current,
      {
        id,
        kind: 'ability',
        source: trigger.sourceId,
        ability: trigger.abilityIndex,
        controller: trigger.controller,
        targets: [],
        x: 0,
        choices: {},
        ...(trigger.triggeredBy ? { triggeredBy: trigger.triggeredBy } : {}),
        ...(trigger.lastKnown ? { lastKnown: trigger.lastKnown } : {}),
      },
      ctx,
      ['603.3', '603.3b'],
    );
  }
  return current;
}
