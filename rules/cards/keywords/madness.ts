// Madness (CR 702.35a): a replacement effect that works as its card is discarded from a hand. Hands
// are counts of unnamed cards, but a discard effect's cards are named (`choices.discarded`,
// rules/board/named-cards.ts): discarding a card with madness is UNSUPPORTED, and a card with it
// isn't supported, until its exile and cast are carried out.

import { keyword } from './kind';

export const madness = keyword({
  keyword: 'madness',
  rule: '702.35',
  meaning: 'If you discard this card, discard it into exile; when you do, you may cast it for its madness cost or put it into your graveyard.',
  behaviour: [
    {
      kind: 'notCarriedOut',
      as: 'replacement',
      reach: ['zones', 'costs', 'timing'],
      trigger: [],
      zones: ['hand'],
      missing: 'discarding the card into exile and casting it for its madness cost (CR 702.35a)',
    },
  ],
});
