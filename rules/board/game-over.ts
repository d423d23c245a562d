// Whether the game is still going for a player (CR 104): once a player of a two-player game
// has lost, the other has won (104.2a) and no action is legal; in a larger game a player who
// lost has left it (104.3, 800.4a).

import type { Board } from './board';

export function gameOverReason(board: Board, actingPlayer: string): { reason: string; rule: string } | null {
  const lost = board.players.filter((player) => player.lost);
  if (lost.length === 0) return null;
  if (board.players.length <= 2) return { reason: `the game is over: ${lost.map((p) => p.id).join(' and ')} lost`, rule: '104.2a' };
  if (lost.some((player) => player.id === actingPlayer)) return { reason: `${actingPlayer} has lost and left the game`, rule: '800.4a' };
  return null;
}
