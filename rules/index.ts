// The engine's one front door (DESIGN.md, "The engine"): everything outside rules/ imports
// the engine from here, never from a file inside it (test/rules/architecture.test.ts).

export { runScenario } from './run';
export { ScenarioSchema, ResultDocument, Question, LIMITS as SCENARIO_LIMITS } from './scenario';
export type { Answer, GameEvent, ScenarioResult, ScenarioInput } from './scenario';
export { RulesError, ERROR_CODES } from './errors';
export type { ErrorCode } from './errors';
export { parseInput } from './input';
export { loadBoard } from './load';
export { canonicalBoard, LIMITS as BOARD_LIMITS } from './board';
export type { Board, Permanent, Player } from './board';
export { viewOf } from './view';
export type { BoardView } from './view';
export { answer } from './questions';
export { availableMana } from './available-mana';
export { compareResults } from './match';
export { ENGINE_VERSION } from './version';
export { catalogCard, catalogNames } from './cards/catalog';
export { cardOf } from './cards/resolve';
export { CardType, Subtype, Supertype } from './cards/format';
export type { CardDefinition } from './cards/format';
export { cardFormatJsonSchema } from './cards/json-schema';
export { cardColors, cardManaValue } from './cards/printed';
export { keywordName, rulesText, typeLine, withoutReminderText } from './cards/text';
export { COLORS, colorsOfManaCost, manaValueOf, parseManaCost } from './mana';
export type { Color } from './mana';
