// scenario/: scenarios of SCENARIOS.md: their schema, running them action by action, the
// questions, direct edits, comparing results, and the engine's version.

export { compareResults } from './compare';
export { answer } from './questions';
export { runScenario } from './run';
export { LIMITS, Question, ResultDocument, ScenarioSchema } from './schema';
export type { ActionOf, Answer, ScenarioInput, ScenarioResult } from './schema';
export { ENGINE_VERSION } from './version';
