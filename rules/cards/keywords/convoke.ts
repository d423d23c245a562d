// Convoke (CR 702.51a): "For each colored mana in this spell's total cost, you may tap an
// untapped creature of that color you control rather than pay that mana. For each generic mana in
// this spell's total cost, you may tap an untapped creature you control rather than pay that
// mana." A static ability that functions while its spell is being cast (601.2h): the creatures
// tapped are named in the cast's `choices.convoke` (rules/play/convoke.ts). It is no additional or
// alternative cost (702.51b).

import { keyword } from './kind';

export const convoke = keyword({
  keyword: 'convoke',
  rule: '702.51',
  meaning:
    "For each colored mana in this spell's total cost, you may tap an untapped creature of that color you control rather than pay that mana. For each generic mana in this spell's total cost, you may tap an untapped creature you control rather than pay that mana.",
  behaviour: [{ kind: 'payWithCreatures' }],
});
