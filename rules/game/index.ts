// game/: what happens to players and objects: damage (CR 120), counters (122), costs (118),
// and state-based actions (704).

export { countersToPut } from './counters';
export { cardSource, dealDamage, permanentSource } from './damage';
export type { DamageSource } from './damage';
export { stateBasedActions } from './state-based-actions';
export { noteControlChanges } from './control-changes';
export { costRefusal, missingCostChoice, payableButMana, payCost } from './costs';
