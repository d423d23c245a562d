// Triggered abilities (CR 603): which abilities the events of an action trigger, and
// putting them on the stack the next time a player would receive priority, in APNAP order
// (603.3b: the active player's first, so they resolve last). A leaves-the-battlefield
// ability looks back at the permanent as it last existed (603.10a).

import { freshId, type ActionContext, type Board, type GameEvent, type Permanent } from '../board';
import { cardOf, triggeredAbility, triggerKind, type Ability, type TriggeredAbility, type Triggering } from '../cards';
import { putOnStack } from './stack';
import { abilitiesNow, triggerSource, viewOf, type BoardView } from '../state';
import { isTriggeredManaAbility } from '../mana';

interface Pending {
  /** The source's id, also when it has left the battlefield (its card is then found where it went). */
  sourceId: string;
  abilityIndex: number;
  controller: string;
  timestamp: number;
  triggeredBy?: { permanent?: string; player?: string };
  lastKnown?: { counters: Record<string, number> };
  /** The card of a source that left the battlefield, so the ability is read from it wherever the card went (CR 603.10a, 608.2h). */
  card?: Permanent['card'];
}

/**
 * The triggered abilities these events trigger (CR 603.2): each event is shown to the abilities
 * whose trigger kind looks at its type (rules/cards/triggers/), those of the permanents on the
 * battlefield now and, for a permanent that left, its leaves-the-battlefield abilities as it
 * last existed (603.10a). `lastKnown` gives last known information for what left.
 */
export function triggeredBy(events: readonly GameEvent[], board: Board, lastKnown: (id: string) => { permanent: Permanent; view: BoardView } | undefined): Pending[] {
  const view = viewOf(board);
  const pending: Pending[] = [];
  // `held` is the ability as the permanent has it (a keyword such as prowess, or the triggered ability itself).
  const add = (permanent: Permanent, held: Ability, triggering: Triggering, gone = false) => {
    const index = cardOf(permanent.card).abilities.indexOf(held);
    if (index < 0) return;
    pending.push({
      sourceId: permanent.id,
      abilityIndex: index,
      controller: permanent.controller,
      timestamp: permanent.timestamp,
      ...(triggering.permanent !== undefined || triggering.player !== undefined ? { triggeredBy: triggering } : {}),
      ...(gone ? { lastKnown: { counters: permanent.counters }, card: permanent.card } : {}),
    });
  };
  // A permanent the event names, as it is now or as it last existed.
  const find = (id: string) => view.permanent(id) ?? lastKnown(id)?.permanent;
  const onBattlefield = view.derive(triggeredAbilities);
  for (const event of events) {
    for (const { source, held, ability } of onBattlefield) {
      const kind = triggerKind(ability.trigger);
      if (kind.looksBack || !kind.events.includes(event.type)) continue;
      // A triggered mana ability resolved as the mana was produced (CR 605.1b, 605.4a); one that adds no mana uses the stack (605.5a).
      if (kind.manaProduced !== null && isTriggeredManaAbility(ability)) continue;
      const triggering = kind.triggeredBy(ability.trigger, event, triggerSource(view, source, find));
      if (triggering) add(source, held, triggering);
    }
    if (event.type === 'leftBattlefield') {
      const known = lastKnown(event.permanent);
      if (!known) continue;
      for (const held of abilitiesNow(known.view, known.permanent)) {
        const ability = triggeredAbility(held);
        if (!ability) continue;
        const kind = triggerKind(ability.trigger);
        if (!kind.looksBack || !kind.events.includes(event.type)) continue;
        const triggering = kind.triggeredBy(ability.trigger, event, triggerSource(known.view, known.permanent));
        if (triggering) add(known.permanent, held, triggering, true);
      }
    }
  }
  return pending;
}

/** The triggered abilities permanents have now, keywords that are triggered abilities included (prowess, CR 702.108a), each with the ability as held. */
function triggeredAbilities(view: BoardView): { source: Permanent; held: Ability; ability: TriggeredAbility }[] {
  const out: { source: Permanent; held: Ability; ability: TriggeredAbility }[] = view.abilitiesOfKind('triggered').map(({ source, ability }) => ({ source, held: ability, ability }));
  for (const { source, ability: held } of view.abilitiesOfKind('keyword')) {
    const ability = triggeredAbility(held);
    if (ability) out.push({ source, held, ability });
  }
  return out;
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
        ...(trigger.card !== undefined ? { card: trigger.card } : {}),
      },
      ctx,
      ['603.3', '603.3b'],
    );
  }
  return current;
}
