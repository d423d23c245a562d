// Questions on a stored board, for the typed fields of a board (shared/spec/SCENARIOS.md,
// "Questions"): the engine's view of the board, derived once per stored board (rules/
// derives characteristics once per view), and a question validated like any input and
// answered on it.

import { Question, RulesError, answer, loadBoard, parseInput, viewOf, type Answer, type BoardView } from '../rules';
import type { StoredBoard } from '../store/boards';
import { EngineFailure } from './errors';

const VIEWS = new WeakMap<StoredBoard, BoardView>();

/** The engine's view of a stored board, made once per stored board object. */
export function boardView(stored: StoredBoard): BoardView {
  let view = VIEWS.get(stored);
  if (!view) VIEWS.set(stored, (view = viewOf(loadBoard(stored.state))));
  return view;
}

/** The answer to a question of SCENARIOS.md on the board. Throws EngineFailure for a question the engine refuses. */
export function ask(view: BoardView, question: unknown): Answer {
  try {
    return answer(view, parseInput(Question, question), []);
  } catch (error) {
    if (error instanceof RulesError) throw EngineFailure.thrown(error);
    throw error;
  }
}
