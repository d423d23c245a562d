// combat/: the combat phase's own rules (CR 506-511): who may attack and block (restrictions
// and requirements), the declarations, combat damage and its division, and removal from combat.
// The steps that carry them out are the turn's (rules/turn/).

export { attackables, attackedPlayer, attackRefusal, blockRefusal, defendingPlayer, minimumBlockers, mustAttack } from './restrictions';
export type { Refusal } from './restrictions';
export { attackers, declareAttackers, declareBlockers, DeclaredAttacker, DeclaredBlocker, noAttackersRefusal } from './declarations';
export { assignerOf, assignments, combatants, combatDamage, divisionRefusal, forcedDivision } from './combat-damage';
export type { Assign, Assigner, Assignment } from './combat-damage';
export { endCombat, inCombat, removeFromCombat } from './removal';
