// scenario/: scenarios of SCENARIOS.md: their schema, running them action by action, the
// questions, direct edits, comparing results, and the engine's version.

export { compareResults } from './compare';
export { ANSWERS, answer, ask, Question, QUESTIONS, UnsupportedAnswer } from './questions';
export type { Answer, AnswerTo, QuestionKey, QuestionValue } from './questions';
export { runScenario } from './run';
export { Action, LIMITS, ResultDocument, ScenarioSchema } from './schema';
export { ACTIONS, actionKind } from './actions';
export type { ActionOf, ScenarioInput, ScenarioResult } from './schema';
export { engineVersion } from './version';
