// `declareBlockers` (CR 509.1): the turn-based action of the declare blockers step; it takes
// `keep` and the triggered abilities' choices (their targets, 603.3d).

import { declareBlockersAction as declareBlockers } from '../../turn';
import { actionKind, noTargets } from './kind';

export const declareBlockersAction = actionKind<'declareBlockers'>({
  reads: ['combat', 'turn', 'tapping', 'mana'],
  targets: noTargets,
  choices: ['keep', 'triggered'],
  perform: (board, action, at, { ctx, history }) => declareBlockers(board, action, at, ctx, history),
});
