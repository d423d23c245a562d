// `cast` (CR 601): cast a spell and resolve it unless held. It takes every choice: X and the
// payment as it is cast (601.2b, 601.2h), which cost it is cast for and what pays it (118.9:
// `cost`, `exileFromHand`, `returnToHand`, `exileFromGraveyard`, `kicked`), what it enters with (614.12) and the rest on
// resolution (608.2d).

import { cast } from '../../play';
import { actionKind, EVERY_CHOICE } from './kind';

export const castAction = actionKind<'cast'>({
  reads: ['costs', 'timing', 'mana', 'stack'],
  targets: (_, action) => action.targets.length > 0,
  choices: [...EVERY_CHOICE, 'cost', 'exileFromHand', 'returnToHand', 'sacrifice', 'discardFromHand', 'exileFromGraveyard', 'harmonize', 'kicked', 'modes', 'convoke'],
  perform: (board, action, at, { ctx, settle }) => settle(cast(board, action, at, ctx), { hold: action.hold, choices: action.choices }),
});
