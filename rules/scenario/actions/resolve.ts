// `resolve` (CR 608): resolve the top object of the stack, taking the choices made on resolution;
// it takes every choice.

import { resolveTop } from '../../stack';
import { actionKind, EVERY_CHOICE } from './kind';

export const resolveAction = actionKind<'resolve'>({
  reads: ['stack'],
  targets: (board) => (board.stack.at(-1)?.targets.length ?? 0) > 0,
  choices: EVERY_CHOICE,
  perform: (board, action, _at, { ctx, settle }) => settle(resolveTop(board, action.choices, ctx), { depth: board.stack.length - 1, choices: action.choices }),
});
