// The scenario runner (SCENARIOS.md): validate the whole input at the edge, apply the actions
// in order (each one followed by state-based actions, CR 704.3, since a player would receive
// priority, 117.3c), then answer the questions. Any RulesError stops the scenario with the
// board as it was before the failing action.

import { canonicalBoard, type Board } from './board';
import { activate } from './activation';
import { RulesError, unsupported, type Path } from './errors';
import { parseInput } from './input';
import { completeParsedBoard } from './load';
import { answer } from './questions';
import { stateBasedActions } from './sba';
import { ScenarioSchema, type Action, type Answer, type GameEvent, type ScenarioResult } from './scenario';
import { viewOf } from './view';

export interface Outcome {
  board: Board;
  events: GameEvent[];
}

/** One action on a board (the input board is not modified). */
export function applyAction(board: Board, action: Action, at: Path): Outcome {
  let outcome: Outcome;
  switch (action.do) {
    case 'activate':
      outcome = activate(board, action, at);
      break;
    default:
      throw unsupported(`the "${action.do}" action is not modelled yet`);
  }
  if (outcome.board.turn.step === 'untap') return outcome;
  const checked = stateBasedActions(outcome.board);
  return { board: checked.board, events: [...outcome.events, ...checked.events] };
}

function failure(error: unknown, board: Board | undefined, action: number | undefined): ScenarioResult {
  if (!(error instanceof RulesError)) throw error;
  return {
    ok: false,
    error: {
      code: error.code,
      message: error.message,
      ...error.details,
      ...(action === undefined ? {} : { action }),
    },
    ...(board === undefined ? {} : { board: canonicalBoard(board) }),
  };
}

/** Runs a scenario document (already JSON-parsed) and returns its result document. */
export function runScenario(input: unknown): ScenarioResult {
  let scenario;
  let board: Board;
  try {
    scenario = parseInput(ScenarioSchema, input);
    board = completeParsedBoard(scenario.board, ['board']);
  } catch (error) {
    return failure(error, undefined, undefined);
  }
  const events: GameEvent[] = [];
  for (const [index, action] of scenario.actions.entries()) {
    try {
      const outcome = applyAction(board, action, ['actions', index]);
      board = outcome.board;
      events.push(...outcome.events);
    } catch (error) {
      return failure(error, board, index);
    }
  }
  const answers: Answer[] = [];
  try {
    const view = viewOf(board);
    scenario.ask.forEach((question, index) => answers.push(answer(view, question, ['ask', index])));
  } catch (error) {
    return failure(error, board, undefined);
  }
  return { ok: true, board: canonicalBoard(board), events, answers };
}
