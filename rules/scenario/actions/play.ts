// `play` (CR 305.1): play a land. It takes what the land enters with (614.12: the choices as it
// enters, paying life for it, `mode`), the legend rule's `keep` (704.5j) and its triggered
// abilities' choices.

import { play } from '../../play';
import { actionKind, noTargets } from './kind';

export const playAction = actionKind<'play'>({
  reads: ['timing', 'zones'],
  targets: noTargets,
  choices: ['color', 'creatureType', 'basicLandType', 'player', 'cardName', 'copy', 'mode', 'keep', 'triggered'],
  perform: (board, action, at, { ctx, settle }) => settle(play(board, action, at, ctx), { choices: action.choices }),
});
