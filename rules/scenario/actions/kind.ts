// An action of SCENARIOS.md ("Actions"), one module each (as questions/ are): what it reads
// besides the events it brings about (its costs, timing and targets, CR 601.2, 602.2; the stack;
// a turn's steps, 500; the part of the game a direct edit sets), the `choices` keys it takes, and
// how it is performed on a board. The registry (index.ts) has a kind for every action of the
// `Action` union, or it does not compile.

import type { ActionContext, Board, Choices } from '../../board';
import type { Reach } from '../../cards';
import type { Path } from '../../core';
import type { History } from '../../stack';
import type { Action, ActionOf } from '../schema';

export type ChoiceKey = keyof Choices;

/** Every choice a resolving spell or ability may read (CR 601.2b, 601.2h, 608.2d, 614.12): a cast and a resolve take them all. */
export const EVERY_CHOICE: readonly ChoiceKey[] = [
  'mana',
  'mode',
  'color',
  'creatureType',
  'basicLandType',
  'player',
  'cardName',
  'copy',
  'x',
  'payment',
  'keep',
  'triggered',
  'from',
  'to',
  'search',
  'milled',
  'surveil',
  'discarded',
  'permanent',
  'shuffle',
];

/** What an action is performed with: its events and choices taken (`ctx`), the boards the step limit remembers, and the board settled after it (state-based actions and triggers, CR 704.3, 117.3c, 603.3). */
export interface Performing {
  ctx: ActionContext;
  history: History;
  settle: (next: Board, options?: { depth?: number; hold?: boolean; choices?: Choices }) => Board;
}

export interface ActionKind<K extends Action['do']> {
  /** What it reads of the game besides the events it brings about. */
  reads: readonly Reach[];
  /** Whether it chooses or checks targets (CR 115, 601.2c, 608.2b). */
  targets: (board: Board, action: ActionOf<K>) => boolean;
  /** The `choices` keys it takes (any other would be ignored, so it is INVALID_INPUT); null for an action without `choices`. */
  choices: ActionOf<K> extends { choices: Choices } ? readonly ChoiceKey[] : null;
  /** The board after it, settled. */
  perform: (board: Board, action: ActionOf<K>, at: Path, performing: Performing) => Board;
}

/** An action's module (the type checks that it says each part). */
export function actionKind<K extends Action['do']>(kind: ActionKind<K>): ActionKind<K> {
  return kind;
}

export const noTargets = (): boolean => false;
