// Fear (CR 702.36): an evasion ability (702.36b, 509.1b).

import { keyword } from './kind';

export const fear = keyword({
  keyword: 'fear',
  rule: '702.36',
  meaning: "A creature with fear can't be blocked except by artifact creatures and/or black creatures.",
  behaviour: [
    {
      kind: 'evasion',
      refusal: ({ attacker, blocker }) =>
        attacker.keywords.includes('fear') && !(blocker.types.includes('Artifact') || blocker.colors.includes('B'))
          ? { reason: 'it has fear, and the blocker is neither an artifact creature nor black', rule: '702.36b' }
          : null,
    },
  ],
});
