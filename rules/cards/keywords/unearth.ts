// Unearth (CR 702.84a): an activated ability that works while its card is in a graveyard, which the
// engine does not carry out (it does not activate abilities of cards in graveyards).

import { REACH } from '../opaque';
import { keyword } from './kind';

export const unearth = keyword({
  keyword: 'unearth',
  rule: '702.84',
  meaning:
    '[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery.',
  behaviour: [
    {
      kind: 'notCarriedOut',
      as: 'activated',
      reach: REACH,
      trigger: [],
      zones: ['graveyard'],
      missing: 'unearth is activated from a graveyard, which the engine does not model (CR 702.84a)',
    },
  ],
});
