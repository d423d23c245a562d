// Intimidate (CR 702.13): an evasion ability (702.13b, 509.1b).

import { keyword } from './kind';

export const intimidate = keyword({
  keyword: 'intimidate',
  rule: '702.13',
  meaning: "A creature with intimidate can't be blocked except by artifact creatures and/or creatures that share a color with it.",
  behaviour: [
    {
      kind: 'evasion',
      refusal: ({ attacker, blocker }) =>
        attacker.keywords.includes('intimidate') && !(blocker.types.includes('Artifact') || blocker.colors.some((color) => attacker.colors.includes(color)))
          ? { reason: 'it has intimidate, and the blocker is neither an artifact creature nor shares a color with it', rule: '702.13b' }
          : null,
    },
  ],
});
