// state/: what is derived from one board state, once: characteristics through the layer system
// (CR 613), filters (109.4), the continuous, prevention, replacement and rule effects in play
// (611-616), the abilities objects have, and legal targets (115).

export { activatedAbilities, activatedSlots, isManaAbility, printedActivatedAbility } from './abilities';
export type { AnyActivatedAbility, HeldActivatedAbility, HeldOpaqueActivated } from './abilities';
export { keywordsOf, printedCharacteristics } from './characteristics';
export type { Characteristics } from './characteristics';
export { conditionHolds, conditionsSee } from './continuous-effects';
export type { ActiveEffect } from './continuous-effects';
export { matches, normalFilter, type Matchable } from './filters';
export { youControlHolds, youControlReads } from './you-control';
export { playerConditionHolds } from './player-condition';
export { activationProhibition } from './activation-prohibition';
export { hasQuality, protectionFrom } from './protection';
export type { QualitySource } from './protection';
export { chooseTargets, graveyardCard, hasLegalTarget, isLegalTarget, targetableIds } from './targets';
export { offBattlefieldCharacteristics, offBattlefieldObject } from './off-battlefield';
export { payableSymbols, spendsAsAnyColor } from './spend-as-any-color';
export { triggerSource } from './trigger-source';
export { abilitiesNow, controllerOf, viewOf } from './view';
export type { BoardView } from './view';
export {
  abilitiesNotCarriedOut,
  carriedSpellAbility,
  controlledBy,
  couldChange,
  EVENT_REACH,
  manaReferents,
  opaqueAbilityError,
  readsOfEvents,
  unsupportedError,
  unsupportedFor,
  unsupportedOf,
} from './not-carried-out';
export type { InPlayNotCarriedOut, Reads, Unsupported } from './not-carried-out';
export { addAspects, countsOrConditions, filterAspects, LAYERED, readsOf, readThrough, UP_TO_ABILITIES } from './footprint';
