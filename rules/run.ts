// The scenario runner (SCENARIOS.md): validate the whole input at the edge, apply the actions
// in order (each one followed by state-based actions, CR 704.3, since a player would receive
// priority, 117.3c), then answer the questions. Any RulesError stops the scenario with the
// board as it was before the failing action.

import { canonicalBoard, type Board } from './board';
import { activate } from './activation';
import { illegalAction, RulesError, unsupported, type Path } from './errors';
import { cardSource, dealDamage, permanentSource, type DamageSource } from './damage';
import { addCounters, attach, setLife, setTapped } from './edits';
import { cardDefinition, cardOf } from './cards/resolve';
import { gameOverReason } from './game';
import { invalid } from './input';
import { parseInput } from './input';
import { completeParsedBoard } from './load';
import { answer } from './questions';
import { stateBasedActions } from './sba';
import { ScenarioSchema, type Action, type ActionOf, type Answer, type GameEvent, type ScenarioResult } from './scenario';
import { viewOf } from './view';

export interface Outcome {
  board: Board;
  events: GameEvent[];
}

/** One action on a board (the input board is not modified). */
export function applyAction(board: Board, action: Action, at: Path): Outcome {
  let outcome: Outcome & { emptyDraws?: string[] };
  switch (action.do) {
    case 'activate':
      outcome = activate(board, action, at);
      break;
    case 'damage':
      outcome = damageAction(board, action, at);
      break;
    case 'setLife':
      outcome = setLife(board, action, at);
      break;
    case 'addCounters':
      outcome = addCounters(board, action, at);
      break;
    case 'attach':
      outcome = attach(board, action, at);
      break;
    case 'tap':
    case 'untap':
      outcome = setTapped(board, action, at);
      break;
    default:
      throw unsupported(`the "${action.do}" action is not modelled yet`);
  }
  // State-based actions whenever a player would receive priority, never in the untap step (CR 704.3, 502.4).
  if (outcome.board.turn.step === 'untap') return outcome;
  const keep = 'choices' in action ? action.choices.keep : undefined;
  const checked = stateBasedActions(outcome.board, { emptyDraws: outcome.emptyDraws, ...(keep ? { keep } : {}) });
  return { board: checked.board, events: [...outcome.events, ...checked.events] };
}

/** The `damage` action: one damage event from a permanent, a card in a graveyard or exile, or a spell or ability's card (CR 120). */
function damageAction(board: Board, action: ActionOf<'damage'>, at: Path): Outcome {
  const view = viewOf(board);
  let source: DamageSource;
  if (typeof action.source === 'string') {
    const permanent = view.permanent(action.source);
    const elsewhere = board.players.flatMap((p) => [...p.graveyard, ...p.exile].map((entry) => ({ entry, owner: p.id }))).find(({ entry }) => entry.id === action.source);
    if (permanent) source = permanentSource(view, permanent);
    // Last known information of a source that left the battlefield (CR 702.2e, 702.15c).
    else if (elsewhere) source = cardSource(cardOf(elsewhere.entry.card), elsewhere.owner, elsewhere.entry.id);
    else return invalid([...at, 'source'], `no permanent, and no card in a graveyard or exile, has id "${action.source}"`);
  } else {
    const card = cardDefinition(action.source.card);
    if (!card) return invalid([...at, 'source', 'card'], `no card named "${String(action.source.card)}" in the catalog`);
    if (!view.player(action.source.controller)) return invalid([...at, 'source', 'controller'], `no player has id "${action.source.controller}"`);
    source = cardSource(card, action.source.controller);
  }
  if (!view.permanent(action.target) && !view.player(action.target)) return invalid([...at, 'target'], `no permanent or player has id "${action.target}"`);
  const over = gameOverReason(board, source.controller);
  if (over) throw illegalAction(over.reason, over.rule);
  const events: GameEvent[] = [];
  return { board: dealDamage(board, source, action.target, action.amount, action.combat, events), events };
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
