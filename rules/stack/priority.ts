// What happens whenever a player would receive priority (CR 117.3, 704.3): removal from combat
// of what is no longer in it (506.4), state-based actions until none applies, then the abilities
// that triggered go on the stack (603.3), and, since the contract assumes every player passes, the stack resolves down to where the
// action found it (608.1), unless the action holds it.

import { RulesError } from '../core';
import type { ActionContext, Board, Choices, Permanent } from '../board';
import { noteControlChanges, recordThisTurn, stateBasedActions } from '../game';
import { removeFromCombat } from '../combat';
import { resolveTop } from './stack';
import { chapterSourcesTriggered, delayedTriggered, putTriggersOnStack, triggeredBy } from './triggers';
import { viewOf, type BoardView } from '../state';

/** The same permanents, by id, in the same order: none left (most actions change permanents in place). */
function sameIds(a: readonly Permanent[], b: readonly Permanent[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i]!.id !== b[i]!.id) return false;
  return true;
}

/**
 * Last known information: every permanent as the action last saw it (CR 608.2h, 603.10a). It
 * keeps the latest board and, for each permanent no longer on it, the last board it was on: what
 * a lookup needs, and no more, so a long chain of triggers holds no board it will never read.
 */
export class History {
  #latest: Board | undefined;
  /** For each permanent that left the latest board, the last board it was on. */
  readonly #left = new Map<string, Board>();

  /** The board remembered last. */
  latest(): Board | undefined {
    return this.#latest;
  }

  /** Keeps the board; what left the board before it is kept as it last was. Nothing is computed until a lookup needs it. */
  remember(board: Board): void {
    const previous = this.#latest;
    if (previous === board) return;
    if (previous && previous.permanents !== board.permanents && !sameIds(previous.permanents, board.permanents)) {
      const here = new Set(board.permanents.map((p) => p.id));
      for (const permanent of previous.permanents) if (!here.has(permanent.id)) this.#left.set(permanent.id, previous);
    }
    this.#latest = board;
  }

  /** The permanent as it last existed on a board the action saw, with that board's view. */
  lookup = (id: string): { permanent: Permanent; view: BoardView } | undefined => {
    for (const board of [this.#latest, this.#left.get(id)]) {
      const permanent = board?.permanents.find((p) => p.id === id);
      if (board && permanent) return { permanent, view: viewOf(board) };
    }
    return undefined;
  };
}

export interface SettleOptions {
  /** Resolve the stack down to this many objects (what was there before the action). */
  depth: number;
  /** Leave what the action put on the stack there (SCENARIOS.md, `hold`). */
  hold: boolean;
  /** The action's choices: `triggered` ones for the triggered abilities that resolve, `keep` for the legend rule. */
  choices: Choices;
}

export function settle(board: Board, ctx: ActionContext, history: History, options: SettleOptions): Board {
  let current = board;
  for (let guard = 0; guard < 10_000; guard += 1) {
    // A permanent whose controller changed since the board seen last is summoning sick (CR 302.6).
    const previous = history.latest();
    if (previous) current = noteControlChanges(previous, current, ctx.events);
    history.remember(current);
    // What left combat is removed from it (CR 506.4) before anything looks at combat again.
    current = removeFromCombat(current, ctx.events);
    if (current.turn.step !== 'untap') {
      // A Saga whose chapter ability has triggered but is not yet on the stack stays (CR 704.5s, 714.4).
      const chaptersTriggered = chapterSourcesTriggered(ctx.events.slice(ctx.scanned), current, history.lookup);
      const checked = stateBasedActions(current, { emptyDraws: ctx.emptyDraws, chaptersTriggered, ...(options.choices.keep ? { keep: options.choices.keep } : {}) });
      ctx.emptyDraws = [];
      current = checked.board;
      ctx.events.push(...checked.events);
      // No triggered ability goes on the stack during the untap step (CR 502.4); the game is over once a player of two has lost.
      const scanned = ctx.events.slice(ctx.scanned);
      // What happened this turn, before the abilities it triggered look at it (CR 603.4).
      current = recordThisTurn(current, scanned, history.lookup);
      const delayed = delayedTriggered(scanned, current, ctx);
      current = delayed.board;
      const pending = [...triggeredBy(scanned, current, history.lookup), ...delayed.pending];
      ctx.scanned = ctx.events.length;
      if (pending.length > 0) {
        current = putTriggersOnStack(current, pending, ctx, options.choices);
        ctx.scanned = ctx.events.length;
        continue;
      }
    }
    if (!options.hold && current.stack.length > options.depth && current.turn.step !== 'untap') {
      history.remember(current);
      current = resolveTop(current, { ...(options.choices.triggered ? { triggered: options.choices.triggered } : {}) }, ctx);
      continue;
    }
    return current;
  }
  // An unbounded loop of triggers is a draw by the rules (CR 104.4b); the engine stops before that.
  throw new RulesError('LIMIT_EXCEEDED', 'the stack did not settle after 10,000 steps (a loop of triggered abilities?)');
}
