// `advance` (CR 500): move through the turn structure to a step, performing every turn-based
// action on the way; it takes `keep`, the triggered abilities' choices and the divisions of
// combat damage (510.1).

import { advance } from '../../turn';
import { actionKind, noTargets } from './kind';

export const advanceAction = actionKind<'advance'>({
  reads: ['turn', 'tapping', 'mana'],
  targets: noTargets,
  choices: ['keep', 'triggered', 'assign'],
  perform: (board, action, at, { ctx, history }) => advance(board, action, at, ctx, history),
});
