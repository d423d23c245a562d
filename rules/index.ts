// The engine's one front door (DESIGN.md, "The engine"): everything outside rules/ imports
// the engine from here, never from a file inside it (test/rules/architecture.test.ts).

export { runScenario } from './scenario';
export { Action, ACTIONS, actionKind, ScenarioSchema, ResultDocument, Question, LIMITS as SCENARIO_LIMITS } from './scenario';
export type { Answer, ScenarioResult, ScenarioInput } from './scenario';
export { GameEvent } from './board';
export type { EventOf, EventType } from './board';
export { RulesError, ERROR_CODES } from './core';
export type { ChoiceOption, ErrorCode, UnsupportedAbility } from './core';
export { checkInputShape, formatPath, parseInput } from './core';
export type { Path } from './core';
export { loadBoard } from './board';
export { canonicalBoard, LIMITS as BOARD_LIMITS } from './board';
export type { Board, Permanent, Player } from './board';
export { viewOf } from './state';
export type { BoardView } from './state';
export { ANSWERS, answer, ask, QUESTIONS, UnsupportedAnswer } from './scenario';
export type { AnswerTo, QuestionKey, QuestionValue } from './scenario';
export { availableMana, couldProduce } from './mana';
export { compareResults } from './scenario';
export { engineVersion } from './scenario';
export { catalogCard, catalogNames, foldName, registerCards } from './cards';
export { cardOf } from './cards';
export { CardType, Effect, EFFECTS, effect, LAYERS, Modification, MODIFICATIONS, modification, Subtype, Supertype } from './cards';
export { CastWith, condition, Condition, CONDITIONS, cost, COSTS, CostPart, keyword, KeywordAbility, KEYWORDS, trigger, Trigger, TRIGGERS } from './cards';
export { Ability, Affected, CardDefinition, OpaqueAbility, PrintedPT, Reach, REACH, StarForm } from './cards';
export { isCreatureType, isLandType, notCarriedOut, plural, singularsOf } from './cards';
export type { AbilityInput, CardDefinitionInput } from './cards';
export { cardFormatJsonSchema } from './cards';
export { cardColors, cardManaValue, CREATURE_TYPES } from './cards';
export { abilityText, keywordName, LANDWALK, rulesText, triggeredAbility, typeLine, withoutReminderText } from './cards';
export { COLORS, colorsOfManaCost, manaValueOf, parseManaCost } from './core';
export type { Color } from './core';
