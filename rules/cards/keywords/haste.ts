// Haste (CR 702.10): it ignores the summoning sickness rule (302.6, 702.10b-c); the attack
// restrictions and the {T}/{Q} costs read it.

import { keyword } from './kind';

export const haste = keyword({
  keyword: 'haste',
  rule: '702.10',
  meaning:
    "A creature with haste can attack and its {T} and {Q} abilities can be activated even if it hasn't been controlled by its controller continuously since their most recent turn began.",
  behaviour: [{ kind: 'ignoresSummoningSickness' }],
});
