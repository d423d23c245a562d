// Whether a condition on the players holds now (rules/cards/player-condition.ts), for the
// ability's controller `controller` (CR 109.5). Only the players still in the game count: a
// player who lost has left it (CR 800.4).

import type { Board } from '../board';
import type { PlayerCondition } from '../cards';

export function playerConditionHolds(board: Board, controller: string, condition: PlayerCondition): boolean {
  const inGame = board.players.filter((p) => !p.lost);
  if ('aPlayerLifeAtMost' in condition) return inGame.some((p) => p.life <= condition.aPlayerLifeAtMost);
  return inGame.filter((p) => p.id !== controller).length >= condition.opponentsAtLeast;
}
