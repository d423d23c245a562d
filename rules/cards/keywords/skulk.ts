// Skulk (CR 702.118): an evasion ability (702.118b, 509.1b).

import { keyword } from './kind';

export const skulk = keyword({
  keyword: 'skulk',
  rule: '702.118',
  meaning: "A creature with skulk can't be blocked by creatures with greater power.",
  behaviour: [
    {
      kind: 'evasion',
      refusal: ({ attacker, blocker }) =>
        attacker.keywords.includes('skulk') && (blocker.power ?? 0) > (attacker.power ?? 0) ? { reason: 'it has skulk, and the blocker has greater power', rule: '702.118b' } : null,
    },
  ],
});
