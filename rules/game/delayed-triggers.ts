// Delayed triggered abilities (CR 603.7): a resolving spell or ability, a mana ability too,
// creates one (603.7a), written on the board as an `effects` entry of the ability that holds it
// (rules/cards/effects/delayed-trigger.ts), lasting until it triggers (duration `permanent`,
// 603.7b). Its controller is the controller of that spell or ability, its source that spell or the
// ability's source (603.7d-e); the stack's `settle` finds it when its step begins (stack/triggers.ts).

import { nextTimestamp, type Board, type EffectSource, type GameEvent } from '../board';

export interface DelayedTriggerOrigin {
  /** The entry's id: `<stack object>/d`, or for a mana ability a fresh `<source>/d<n>`. */
  id: string;
  /** The spell's card, or the ability's source (its card once it has left the battlefield, 608.2h). */
  source: EffectSource;
  /** The index of the ability holding it among its source card's printed abilities (a spell's: its part). */
  ability: number;
  controller: string;
  /** What created it: 603.7d for a spell, 603.7e for an ability. */
  rule: '603.7d' | '603.7e';
}

/** The board with the delayed trigger's `effects` entry (CR 603.7a), and its `effectCreated` event; the same board if the entry is there already. */
export function createDelayedTrigger(board: Board, origin: DelayedTriggerOrigin, events: GameEvent[]): Board {
  if (board.effects.some((e) => e.id === origin.id)) return board;
  events.push({ type: 'effectCreated', effect: origin.id, duration: 'permanent', rules: ['603.7a', origin.rule] });
  const entry = {
    id: origin.id,
    source: origin.source,
    ability: origin.ability,
    controller: origin.controller,
    targets: [],
    choices: {},
    timestamp: nextTimestamp(board),
    duration: 'permanent' as const,
  };
  return { ...board, effects: [...board.effects, entry] };
}
