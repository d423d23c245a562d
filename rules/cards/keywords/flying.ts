// Flying (CR 702.9): an evasion ability; a creature with flying can't be blocked except by
// creatures with flying and/or reach (702.9b, 702.17b, 509.1b).

import { keyword } from './kind';

export const flying = keyword({
  keyword: 'flying',
  rule: '702.9',
  meaning: "A creature with flying can't be blocked except by creatures with flying and/or reach.",
  behaviour: [
    {
      kind: 'evasion',
      refusal: ({ attacker, blocker, blocksAs }) =>
        attacker.keywords.includes('flying') && !blocksAs(blocker, 'flying') ? { reason: 'it has flying, and the blocker has neither flying nor reach', rule: '702.9b' } : null,
    },
  ],
});
