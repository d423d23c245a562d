// Reach (CR 702.17): a creature with reach can block creatures with flying (702.17b); flying's
// evasion (flying.ts) reads it through `blocksAs`.

import { keyword } from './kind';

export const reach = keyword({
  keyword: 'reach',
  rule: '702.17',
  meaning: "A creature with flying can't be blocked except by creatures with flying and/or reach.",
  behaviour: [{ kind: 'blocksAs', keyword: 'flying' }],
});
