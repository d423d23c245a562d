// Choose a Background (CR 702.124k, a partner ability, 702.124a): a rule of deck construction in the
// Commander variant, working before the game begins: it changes nothing in a game.

import { keyword } from './kind';

export const chooseABackground = keyword({
  keyword: 'choose a Background',
  rule: '702.124',
  meaning: 'You may designate two cards as your commander rather than one if one of them is this card and the other is a legendary Background enchantment card.',
  behaviour: [{ kind: 'deckConstruction' }],
});
