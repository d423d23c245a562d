// Shroud (CR 702.18): no spell or ability can target it (702.18a, 115).

import { keyword } from './kind';

export const shroud = keyword({
  keyword: 'shroud',
  rule: '702.18',
  meaning: "This permanent can't be the target of spells or abilities.",
  behaviour: [{ kind: 'untargetable', by: 'anyone' }],
});
