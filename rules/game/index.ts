// game/: what happens to players and objects: damage (CR 120), counters (122; those whose own
// effect replaces or prevents an event, 122.1c-d), costs (118),
// and state-based actions (704).

export { countersToPut } from './counters';
export { COUNTER_MEANINGS, counterEffectFor, removeCounterInstead } from './counter-meanings';
export type { AppliedCounterEffect, CounterEffect, CounterEvent, CounterMeaning } from './counter-meanings';
export { cardSource, dealDamage, permanentSource } from './damage';
export type { DamageSource, SimultaneousDamage } from './damage';
export { stateBasedActions } from './state-based-actions';
export { addLoreCounters, finalChapterNumber } from './sagas';
export { noteControlChanges } from './control-changes';
export { costRefusal, missingCostChoice, payableButMana, payCost } from './costs';
export { regenerateInstead, regenerationShield } from './regeneration';
export { createDelayedTrigger, type DelayedTriggerOrigin } from './delayed-triggers';
export { recordThisTurn } from './this-turn';
