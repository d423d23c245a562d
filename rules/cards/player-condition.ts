// A condition on the players rather than on what they control, as "This land enters tapped
// unless ..." asks it (CR 614.1d, 614.12; `entersTapped`'s `unless`, created-effects.ts):
// - `aPlayerLifeAtMost`: "a player has 13 or less life": some player in the game has a life total
//   of at most N (119.1);
// - `opponentsAtLeast`: "you have two or more opponents": the ability's controller has at least N
//   opponents in the game (102.2, 102.3; a player who lost has left a multiplayer game, 800.4).
// Whether it holds is the engine's (rules/state/player-condition.ts).

import * as z from 'zod';
import { numberWord } from './words';

export const PlayerCondition = z.union([z.strictObject({ aPlayerLifeAtMost: z.int().min(0).max(1000) }), z.strictObject({ opponentsAtLeast: z.int().min(2).max(20) })]);
export type PlayerCondition = z.infer<typeof PlayerCondition>;

/** Its words: "a player has 13 or less life", "you have two or more opponents". */
export function playerConditionText(condition: PlayerCondition): string {
  if ('aPlayerLifeAtMost' in condition) return `a player has ${condition.aPlayerLifeAtMost} or less life`;
  return `you have ${numberWord(condition.opponentsAtLeast)} or more opponents`;
}
