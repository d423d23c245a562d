// What happened this turn that abilities ask about (the board's `turn.thisTurn`): creatures that
// died (CR 700.4), players who attacked (508.1), life gained and lost (119.3, 119.4, 120.3a), and whose
// permanents left the battlefield. Folded from the engine's own events whenever a player would
// receive priority, before the abilities those events triggered go on the stack, so that an
// intervening "if" (603.4) sees what just happened. A new turn starts with none (turn.ts): events
// before the latest untap step that began are the previous turn's.

import type { Board, GameEvent, Permanent, ThisTurn } from '../board';
import { controllerOf, type BoardView } from '../state';

type LastKnown = (id: string) => { permanent: Permanent; view: BoardView } | undefined;

const plus = (record: Readonly<Record<string, number>> | undefined, player: string, amount: number): Record<string, number> => ({
  ...record,
  [player]: (record?.[player] ?? 0) + amount,
});

const including = (players: readonly string[] | undefined, player: string): string[] => (players?.includes(player) ? [...players] : [...(players ?? []), player]);

/** The board with these events added to what happened this turn. */
export function recordThisTurn(board: Board, events: readonly GameEvent[], lastKnown: LastKnown): Board {
  let from = 0;
  events.forEach((event, at) => {
    if (event.type === 'stepBegan' && event.step === 'untap') from = at + 1;
  });
  let record: ThisTurn = board.turn.thisTurn ?? {};
  const before = record;
  for (const event of events.slice(from)) {
    if (event.type === 'leftBattlefield') {
      record = { ...record, leftBattlefield: including(record.leftBattlefield, event.controller) };
      // "Dies": put into a graveyard from the battlefield (CR 700.4), a creature as it last existed (603.10a).
      const known = lastKnown(event.permanent);
      if (event.to === 'graveyard' && known && known.view.characteristics(known.permanent).types.includes('Creature'))
        record = { ...record, creaturesDied: (record.creaturesDied ?? 0) + 1 };
    } else if (event.type === 'attackerDeclared') {
      const known = lastKnown(event.permanent);
      if (known) record = { ...record, attacked: including(record.attacked, controllerOf(known.view, known.permanent)) };
    } else if (event.type === 'lifeGained' && event.amount > 0) record = { ...record, lifeGained: plus(record.lifeGained, event.player, event.amount) };
    // Life lost: by an effect, by paying it (CR 119.4), or as damage's result (120.3a; not damage from a source with infect, 120.3b).
    else if ((event.type === 'lifeLost' || event.type === 'lifePaid') && event.amount > 0) record = { ...record, lifeLost: plus(record.lifeLost, event.player, event.amount) };
    else if (event.type === 'damageDealt' && event.amount > 0 && event.rules.includes('120.3a')) record = { ...record, lifeLost: plus(record.lifeLost, event.target, event.amount) };
  }
  return record === before ? board : { ...board, turn: { ...board.turn, thisTurn: record } };
}
