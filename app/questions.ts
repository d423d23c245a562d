// Questions on a stored board, for the typed fields of a board (shared/spec/SCENARIOS.md,
// "Questions"): the engine's view of the board, derived once per stored board (rules/
// derives characteristics once per view), and a question validated like any input and
// answered on it.

import { ask as askEngine, loadBoard, parseInput, QUESTIONS, RulesError, viewOf, type AnswerTo, type BoardView, type QuestionKey } from '../rules';
import type { StoredBoard } from '../store/boards';
import { withCards } from './cards';
import { EngineFailure } from './errors';

const VIEWS = new WeakMap<StoredBoard, BoardView>();

/** The engine's view of a stored board, made once per stored board object. */
export function boardView(stored: StoredBoard): BoardView {
  let view = VIEWS.get(stored);
  if (!view) {
    // The cards a stored board names are known to this process only once registered (a cold start knows none).
    withCards(stored.state, ['state']);
    VIEWS.set(stored, (view = viewOf(loadBoard(stored.state))));
  }
  return view;
}

/**
 * The answer to one question of SCENARIOS.md on the board (`ask(view, 'couldProduce', id)`),
 * its value validated like any input. Throws EngineFailure for a question the engine refuses.
 */
export function ask<K extends QuestionKey>(view: BoardView, key: K, value: unknown): AnswerTo<K> {
  try {
    const answer = askEngine(view, key, parseInput(QUESTIONS[key].value, value, [key]), [key]);
    // A typed field can't hold the `unsupported` object: it is the UNSUPPORTED error, with the same fields (blockers too),
    // which the schema gives at that field's path, the field null (API.md).
    if ('unsupported' in answer) throw new RulesError('UNSUPPORTED', `${answer.unsupported.card}: ${answer.unsupported.text} (${answer.unsupported.reason})`, answer.unsupported);
    return answer;
  } catch (error) {
    if (error instanceof RulesError) throw EngineFailure.thrown(error);
    throw error;
  }
}
