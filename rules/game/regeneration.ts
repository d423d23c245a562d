// Regeneration shields (CR 701.19a, 614.8): "The next time [permanent] would be destroyed this
// turn, instead remove all damage marked on it and its controller taps it. If it's an attacking
// or blocking creature, remove it from combat." A shield is an `effects` entry a resolved
// regenerate effect wrote (rules/cards/effects/regenerate.ts); it replaces destruction only
// (701.8b-c: by an effect that says "destroy", or the state-based actions for lethal damage and
// deathtouch damage, 704.5g-h), never a sacrifice, toughness 0 or less (704.5f) or the legend
// rule. Applied, it is used up; unused, it ends in the cleanup step (514.2) or as its permanent
// leaves the battlefield (400.7).

import { isRegenerationShield, type Board, type GameEvent } from '../board';

type ContinuousEffect = Board['effects'][number];

/** The regeneration shield that would replace the permanent's destruction now (the oldest: any of them does the same), or undefined. */
export function regenerationShield(board: Board, permanentId: string): ContinuousEffect | undefined {
  return board.effects.find((entry) => entry.targets[0] === permanentId && isRegenerationShield(board, entry));
}

/**
 * Instead of being destroyed, the permanent regenerates (CR 701.19a, 614.8): its damage is removed
 * (120.6; with it the deathtouch damage 704.5h looks at), its controller taps it, it is removed
 * from combat (506.4: it stops attacking or blocking, and blockers stop blocking it; an attacker it
 * blocked stays blocked, 509.1h), and the shield is used up. `rules`: what would have destroyed it.
 */
export function regenerateInstead(board: Board, permanentId: string, shield: ContinuousEffect, events: GameEvent[], rules: readonly string[]): Board {
  const permanent = board.permanents.find((p) => p.id === permanentId);
  if (!permanent) return board;
  events.push({ type: 'regenerated', permanent: permanentId, effect: shield.id, rules: ['701.19a', '614.8', ...rules] });
  if (!permanent.tapped) events.push({ type: 'tapped', permanent: permanentId, rules: ['701.19a'] });
  const inCombat = permanent.attacking !== null || permanent.blocking.length > 0;
  if (inCombat) events.push({ type: 'removedFromCombat', permanent: permanentId, rules: ['701.19a', '506.4'] });
  events.push({ type: 'effectEnded', effect: shield.id, rules: ['701.19a'] });
  const permanents = board.permanents.map((p) => {
    if (p.id === permanentId)
      return {
        ...p,
        damage: 0,
        deathtouchDamage: false,
        tapped: true,
        ...(inCombat ? { attacking: null, attackedLeftCombat: false, blocked: false, blocking: [], hadFirstStrike: false } : {}),
      };
    if (permanent.attacking !== null && p.blocking.includes(permanentId)) return { ...p, blocking: p.blocking.filter((id) => id !== permanentId) };
    return p;
  });
  return { ...board, permanents, effects: board.effects.filter((entry) => entry !== shield) };
}
