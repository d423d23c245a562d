// Protection (CR 702.16): damage prevented, no enchanting or equipping, no blocking and no targeting by
// what has the quality (702.16b-f; rules/state/protection.ts, read by each of those).

import { keyword } from './kind';

export const protection = keyword({
  keyword: 'protection',
  rule: '702.16',
  meaning: "Protection from a quality: it can't be damaged, enchanted or equipped, blocked or targeted by anything with that quality.",
  behaviour: [{ kind: 'protection' }],
});
