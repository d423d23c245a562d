// `declareAttackers` (CR 508.1): the turn-based action of the declare attackers step; it takes
// `keep` and the triggered abilities' choices (their targets, 603.3d).

import { declareAttackersAction as declareAttackers } from '../../turn';
import { actionKind, noTargets } from './kind';

export const declareAttackersAction = actionKind<'declareAttackers'>({
  reads: ['combat', 'turn', 'tapping', 'mana'],
  targets: noTargets,
  choices: ['keep', 'triggered'],
  perform: (board, action, at, { ctx, history }) => declareAttackers(board, action, at, ctx, history),
});
