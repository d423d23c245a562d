// `activate` (CR 602, 605, 606): activate an ability, pay its costs and resolve it unless held.
// It takes every choice an activated ability reads, and the card its search finds (701.23a); not
// X or what a permanent makes as it enters (a card its ability puts onto the battlefield takes
// those when the ability is held and resolved).

import { activate } from '../../play';
import { actionKind } from './kind';

export const activateAction = actionKind<'activate'>({
  reads: ['costs', 'timing', 'mana', 'stack'],
  targets: (_, action) => action.targets.length > 0,
  choices: ['mana', 'mode', 'payment', 'keep', 'triggered', 'search', 'milled', 'surveil', 'discarded', 'permanent'],
  perform: (board, action, at, { ctx, settle }) => settle(activate(board, action, at, ctx), { hold: action.hold, choices: action.choices }),
});
