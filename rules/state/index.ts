// state/: what is derived from one board state, once: characteristics through the layer system
// (CR 613), filters (109.4), the continuous, prevention, replacement and rule effects in play
// (611-616), the abilities objects have, and legal targets (115).

export { activatedAbilities, isManaAbility, printedActivatedAbility } from './abilities';
export type { AnyActivatedAbility, HeldActivatedAbility } from './abilities';
export { keywordsOf, printedCharacteristics } from './characteristics';
export type { Characteristics } from './characteristics';
export { conditionHolds } from './continuous-effects';
export type { ActiveEffect } from './continuous-effects';
export { matches, normalFilter } from './filters';
export { chooseTargets, isLegalTarget } from './targets';
export { triggerSource } from './trigger-source';
export { viewOf } from './view';
export type { BoardView } from './view';
