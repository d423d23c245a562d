// Horsemanship (CR 702.31): an evasion ability (702.31b, 509.1b).

import { keyword } from './kind';

export const horsemanship = keyword({
  keyword: 'horsemanship',
  rule: '702.31',
  meaning: "A creature with horsemanship can't be blocked by creatures without horsemanship.",
  behaviour: [
    {
      kind: 'evasion',
      refusal: ({ attacker, blocker }) =>
        attacker.keywords.includes('horsemanship') && !blocker.keywords.includes('horsemanship') ? { reason: "it has horsemanship, and the blocker doesn't", rule: '702.31b' } : null,
    },
  ],
});
