// Hexproof (CR 702.11): no spell or ability its controller's opponents control can target it (702.11b, 115).

import { keyword } from './kind';

export const hexproof = keyword({
  keyword: 'hexproof',
  rule: '702.11',
  meaning: "This permanent can't be the target of spells or abilities your opponents control.",
  behaviour: [{ kind: 'untargetable', by: 'opponents' }],
});
