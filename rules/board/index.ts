// board/: the board state of SCENARIOS.md (players, permanents, effects entries, the stack),
// loading it at the edge, its canonical form, the ids and timestamps the engine gives (613.7), and
// objects moving between zones (400.7).

export {
  BASIC_LAND_TYPES,
  BoardSchema,
  Choices,
  CostChoices,
  Count,
  CounterKind,
  Hold,
  Id,
  LIMITS,
  NamedCard,
  ReplacementOrder,
  STEPS,
  Targets,
  TriggeredBy,
  canonicalBoard,
} from './board';
export type { Board, EffectSource, Permanent, Player, StackObject, Step, ThisTurn, Triggering } from './board';
export { gameOverReason } from './game-over';
export { freshId, idTaken } from './ids';
export { completeParsedBoard, loadBoard } from './load';
export { nextTimestamp } from './timestamps';
export {
  cardOffTheStack,
  cardToGraveyard,
  enteringPermanent,
  exile,
  exiledAsItLeavesStack,
  graveyardInstead,
  putIntoGraveyard,
  putOnTopOfLibrary,
  returnToHand,
  spellToGraveyard,
} from './zones';
export { copiesOn, effectiveCard, entersAsCopyOf, recordCopiedValues, type Copiable, type CopyApplied } from './copiable-values';
export { abilityOfBoardEntry, abilityOfEntry, cardThatLeft, holdsUntap, isRegenerationShield } from './entries';
export { GameEvent } from './events';
export type { ActionContext, EventOf, EventType } from './events';
export { checkNamedCount, namedCardsChoice, namedCardsToGraveyard, type HiddenZone, type MovedCard } from './named-cards';
