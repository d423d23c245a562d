// Removal from combat (CR 506.4) and the end of combat (511.3). A permanent that leaves the
// battlefield takes its combat fields with it; an attacking or blocking creature that stops being
// a creature, becomes a battle or changes controller is removed from combat (506.4), and stops
// being attacking, blocked or blocking; a planeswalker or battle being attacked that leaves or
// stops being one is removed from combat, and the creatures attacking it go on attacking nothing
// (506.4c: `attackedLeftCombat`). A blocker then blocks only the attackers still attacking
// (510.1d). As the end of combat step ends, everything is removed from combat (511.3).

import type { Board, GameEvent, Permanent } from '../board';
import { controllerOf, viewOf } from '../state';

/** Whether a permanent is in combat: an attacking or a blocking creature (CR 506.4). */
export const inCombat = (p: Permanent): boolean => p.attacking !== null || p.blocking.length > 0;

const NOT_IN_COMBAT = { attacking: null, attackedLeftCombat: false, blocked: false, blocking: [] as string[], hadFirstStrike: false };

/** The board with what CR 506.4 removes from combat removed; the same board when nothing is. */
export function removeFromCombat(board: Board, events: GameEvent[]): Board {
  if (!board.permanents.some(inCombat)) return board;
  const view = viewOf(board);
  const active = board.turn.activePlayer;
  const types = (p: Permanent) => view.characteristics(p).types;
  const stillCreature = (p: Permanent) => types(p).includes('Creature') && !types(p).includes('Battle');
  const removed = new Set<string>();
  for (const p of board.permanents) {
    if (p.attacking !== null && (!stillCreature(p) || controllerOf(view, p) !== active)) removed.add(p.id);
    else if (p.blocking.length > 0 && (!stillCreature(p) || controllerOf(view, p) === active)) removed.add(p.id);
  }
  /** A planeswalker or battle being attacked that is no longer one, or no longer here (506.4, 506.4c, 506.4e). */
  const attackedGone = (p: Permanent): boolean => {
    if (p.attacking === null || p.attackedLeftCombat || view.player(p.attacking)) return false;
    const attacked = view.permanent(p.attacking);
    return !attacked || !(types(attacked).includes('Planeswalker') || types(attacked).includes('Battle'));
  };
  const attacking = (id: string) => {
    const p = view.permanent(id);
    return p !== undefined && p.attacking !== null && !removed.has(id);
  };
  let changed = false;
  const permanents = board.permanents.map((p) => {
    if (removed.has(p.id)) {
      changed = true;
      events.push({ type: 'removedFromCombat', permanent: p.id, rules: ['506.4'] });
      return { ...p, ...NOT_IN_COMBAT };
    }
    if (attackedGone(p)) {
      changed = true;
      return { ...p, attackedLeftCombat: true };
    }
    if (p.blocking.length > 0 && !p.blocking.every(attacking)) {
      changed = true;
      return { ...p, blocking: p.blocking.filter(attacking) };
    }
    return p;
  });
  return changed ? { ...board, permanents } : board;
}

/** As the end of combat step ends, all creatures, battles and planeswalkers are removed from combat (CR 511.3). */
export function endCombat(board: Board): Board {
  const marked = (p: Permanent) => inCombat(p) || p.blocked || p.attackedLeftCombat || p.hadFirstStrike;
  if (!board.permanents.some(marked)) return board;
  return { ...board, permanents: board.permanents.map((p) => (marked(p) ? { ...p, ...NOT_IN_COMBAT } : p)) };
}
