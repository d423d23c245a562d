// Morph (CR 702.37): casting face down and turning face up (702.37a, 702.37e); the `cast` action doesn't
// offer casting face down and a board holds no face-down permanents, so a face-up permanent's morph does nothing.

import { keyword } from './kind';

export const morph = keyword({
  keyword: 'morph',
  rule: '702.37',
  meaning: 'You may cast this card as a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost.',
  behaviour: [
    {
      kind: 'worksOnlyElsewhere',
      where: 'cast face down, or on a face-down permanent; the cast action does not offer it and boards hold no face-down permanents (CR 702.37a, 702.37e)',
    },
  ],
});
