// What a change of control does (CR 613.1b, layer 2): a permanent whose controller changed has
// not been under its new controller's control continuously since their most recent turn began,
// so it is summoning sick (302.6) until that player's next turn begins; one that leaves combat
// because of it is removed from combat by 506.4 (combat/removal.ts, which reads the controller
// after layer 2). The engine finds the changes by comparing each permanent's controller on the
// board before and after a step of the game.

import type { Board, GameEvent } from '../board';
import { controllerOf, viewOf } from '../state';

/** `after` with every permanent whose controller differs from `before` marked summoning sick (CR 302.6); `after` itself when none does. */
export function noteControlChanges(before: Board, after: Board, events: GameEvent[]): Board {
  if (before === after) return after;
  const was = viewOf(before);
  const now = viewOf(after);
  let permanents: Board['permanents'] | null = null;
  after.permanents.forEach((permanent, at) => {
    const earlier = was.permanent(permanent.id);
    // A permanent that left and came back is a new object (CR 400.7): it entered summoning sick anyway.
    if (!earlier || earlier.timestamp !== permanent.timestamp) return;
    const from = controllerOf(was, earlier);
    const to = controllerOf(now, permanent);
    if (from === to) return;
    events.push({ type: 'controlChanged', permanent: permanent.id, from, to, rules: ['613.1b', '302.6'] });
    if (permanent.summoningSick) return;
    permanents ??= [...after.permanents];
    permanents[at] = { ...permanent, summoningSick: true };
  });
  return permanents ? { ...after, permanents } : after;
}
