// The scenario runner (SCENARIOS.md): validate the whole input at the edge, apply the actions
// in order (each one followed by state-based actions, CR 704.3, since a player would receive
// priority, 117.3c), then answer the questions. Any RulesError stops the scenario with the
// board as it was before the failing action.

import { canonicalBoard, completeParsedBoard, type ActionContext, type Board, type Choices, type GameEvent } from '../board';
import { History, settle } from '../stack';
import { invalid, parseInput, RulesError, type Path } from '../core';
import { actionKindOf, checkCardTakesChoices, type ChoiceKey } from './actions';
import { answer, type Answer } from './questions';
import { ScenarioSchema, type Action, type ScenarioResult } from './schema';
import { abilitiesNotCarriedOut, manaReferents, readsOfEvents, unsupportedError, unsupportedFor, viewOf } from '../state';
import type { Reach } from '../cards';

export interface Outcome {
  board: Board;
  events: GameEvent[];
}

/** What an action reads: its kind's parts of the game, and targets when it chooses or checks any (CR 115, 601.2c, 608.2b). */
function actionReads(board: Board, action: Action): readonly Reach[] {
  const kind = actionKindOf(action);
  return kind.targets(board, action) ? [...kind.reads, 'targets'] : kind.reads;
}

/**
 * One action on a board (the input board is not modified). An ability in play that the engine
 * does not carry out and that could change the outcome makes it UNSUPPORTED, naming that
 * ability (SCENARIOS.md): checked on the board before the action and after it, against what
 * the action read and the events it brought about.
 */
export function applyAction(board: Board, action: Action, at: Path): Outcome {
  let outcome: Outcome;
  try {
    outcome = carryOut(board, action, at);
  } catch (error) {
    // A refusal or an illegal action an ability the engine does not carry out could have changed.
    if (error instanceof RulesError && (error.code === 'UNSUPPORTED' || error.code === 'ILLEGAL_ACTION')) {
      if (error.code === 'UNSUPPORTED' && error.details.card !== undefined) throw error;
      const unsupported = unsupportedFor(viewOf(board), readsOfEvents([], actionReads(board, action), manaReferents(viewOf(board))));
      if (unsupported) throw unsupportedError(unsupported);
    }
    throw error;
  }
  if (abilitiesNotCarriedOut(viewOf(board)).length === 0 && abilitiesNotCarriedOut(viewOf(outcome.board)).length === 0) return outcome;
  const reads = readsOfEvents(outcome.events, actionReads(board, action), manaReferents(viewOf(board)));
  const unsupported = unsupportedFor(viewOf(board), reads) ?? unsupportedFor(viewOf(outcome.board), reads);
  if (unsupported) throw unsupportedError(unsupported);
  return outcome;
}

function carryOut(board: Board, action: Action, at: Path): Outcome {
  const ctx: ActionContext = { events: [], emptyDraws: [], scanned: 0, triggeredChoicesTaken: new Set(), assigned: new Set() };
  // Performed first: an action the engine can't carry out (an activated ability with {X} in its
  // cost, CR 107.3) is UNSUPPORTED, not an action whose choices would be ignored.
  const outcome = perform(board, action, at, ctx);
  if ('choices' in action) {
    const taken = actionKindOf(action).choices ?? [];
    for (const key of Object.keys(action.choices) as ChoiceKey[])
      if (!taken.includes(key)) invalid([...at, 'choices', key], `a ${action.do} action takes no "${key}" choice: it would be ignored`);
    checkCardTakesChoices(board, action, at);
    // The card a search finds is read only where a search of a library resolved (CR 701.23a).
    if (action.choices.search !== undefined && !ctx.events.some((e) => e.type === 'librarySearched'))
      invalid([...at, 'choices', 'search'], 'no search of a library resolved in this action: the card it would find would be ignored');
    checkNamedCardsTaken(action.choices, ctx, [...at, 'choices']);
    checkTriggeredChoicesTaken(board, outcome.board, action.choices, ctx, [...at, 'choices', 'triggered']);
    // A division for a creature that assigned no combat damage in this action would be ignored (CR 510.1).
    for (const id of Object.keys(action.choices.assign ?? {}))
      if (!ctx.assigned.has(id)) invalid([...at, 'choices', 'assign', id], `${id} assigned no combat damage in this action: its division would be ignored`);
  }
  return outcome;
}

/**
 * The cards named as milled, surveiled or discarded (rules/board/named-cards.ts) are read only
 * where that happened to that player in this action (CR 701.17a, 701.25a, 701.9a): any other
 * would be ignored, so it is INVALID_INPUT.
 */
function checkNamedCardsTaken(choices: Choices, ctx: ActionContext, at: Path): void {
  const happened = (type: 'milled' | 'surveilled' | 'discarded', player?: string) =>
    ctx.events.some((e) => e.type === type && (player === undefined || e.player === player) && (e.type !== 'discarded' || e.cards !== undefined));
  for (const player of Object.keys(choices.milled ?? {}))
    if (!happened('milled', player)) invalid([...at, 'milled', player], `${player} milled no card in this action: the cards named would be ignored`);
  for (const player of Object.keys(choices.discarded ?? {}))
    if (!happened('discarded', player) && !ctx.events.some((e) => e.type === 'handRevealed' && e.player === player))
      invalid([...at, 'discarded', player], `${player} discarded no card by an effect in this action: the cards named would be ignored`);
  if (choices.surveil !== undefined && !happened('surveilled')) invalid([...at, 'surveil'], 'no surveil happened in this action: the cards named would be ignored');
  if (choices.permanent !== undefined && !ctx.events.some((e) => e.type === 'permanentChosen'))
    invalid([...at, 'permanent'], 'no effect chose a permanent in this action: the permanent named would be ignored');
}

/**
 * Every `choices.triggered` entry names the source of a triggered ability or replacement effect
 * the action brought to resolution (SCENARIOS.md): one naming nothing on the board, or a source
 * none of whose abilities resolved in this action, would be ignored, so it is INVALID_INPUT.
 */
function checkTriggeredChoicesTaken(before: Board, after: Board, choices: Choices, ctx: ActionContext, at: Path): void {
  for (const id of Object.keys(choices.triggered ?? {})) {
    if (ctx.triggeredChoicesTaken.has(id)) continue;
    const known = [before, after].some((board) => board.permanents.some((p) => p.id === id) || board.players.some((p) => [...p.graveyard, ...p.exile].some((card) => card.id === id)));
    invalid([...at, id], known ? `no triggered ability or replacement effect of "${id}" resolved in this action: its choices would be ignored` : `no permanent has id "${id}"`);
  }
}

function perform(board: Board, action: Action, at: Path, ctx: ActionContext): Outcome {
  const history = new History();
  history.remember(board);
  const depth = board.stack.length;
  const settled = (next: Board, options: { depth?: number; hold?: boolean; choices?: Choices } = {}) =>
    settle(next, ctx, history, { depth: options.depth ?? depth, hold: options.hold ?? false, choices: options.choices ?? {} });
  return { board: actionKindOf(action).perform(board, action, at, { ctx, history, settle: settled }), events: ctx.events };
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
