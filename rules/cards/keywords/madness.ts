// Madness (CR 702.35a): works as its card is discarded; hands here are counts of unnamed cards, so no
// object the engine holds is ever discarded.

import { keyword } from './kind';

export const madness = keyword({
  keyword: 'madness',
  rule: '702.35',
  meaning: 'If you discard this card, discard it into exile; when you do, you may cast it for its madness cost or put it into your graveyard.',
  behaviour: [{ kind: 'worksOnlyElsewhere', where: 'as its card is discarded from a hand, where the engine holds only a count of cards (CR 702.35a)' }],
});
