// Partner (CR 702.124a): a rule of deck construction in the Commander variant, working before the game
// begins: it changes nothing in a game.

import { keyword } from './kind';

export const partner = keyword({
  keyword: 'partner',
  rule: '702.124',
  meaning: 'Two cards with partner may be designated as your commander in the Commander variant.',
  behaviour: [{ kind: 'deckConstruction' }],
});
