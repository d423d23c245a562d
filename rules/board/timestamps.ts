// Timestamps (CR 613.7): a new permanent, attachment or effect gets one greater than the
// largest on the board (SCENARIOS.md).

import type { Board } from './board';

export function nextTimestamp(board: Board): number {
  let largest = 0;
  for (const permanent of board.permanents) largest = Math.max(largest, permanent.timestamp, permanent.attachedAt);
  for (const effect of board.effects) largest = Math.max(largest, effect.timestamp);
  return largest + 1;
}
