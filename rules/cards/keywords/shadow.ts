// Shadow (CR 702.28): an evasion ability that also restricts its creature's blocks (702.28b, 509.1b).

import { keyword } from './kind';

export const shadow = keyword({
  keyword: 'shadow',
  rule: '702.28',
  meaning: "A creature with shadow can't be blocked by creatures without shadow, and a creature without shadow can't block creatures with shadow.",
  behaviour: [
    {
      kind: 'evasion',
      refusal: ({ attacker, blocker }) => {
        const a = attacker.keywords.includes('shadow');
        const b = blocker.keywords.includes('shadow');
        if (a && !b) return { reason: "it has shadow, and the blocker doesn't", rule: '702.28b' };
        if (b && !a) return { reason: 'the blocker has shadow, so it can block only creatures with shadow', rule: '702.28b' };
        return null;
      },
    },
  ],
});
