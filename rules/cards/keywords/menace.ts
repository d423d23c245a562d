// Menace (CR 702.111): a restriction on the whole declaration of blockers (702.111b, 509.1b;
// rules/combat/declarations.ts).

import { keyword } from './kind';

export const menace = keyword({
  keyword: 'menace',
  rule: '702.111',
  meaning: "A creature with menace can't be blocked except by two or more creatures.",
  behaviour: [{ kind: 'minimumBlockers', count: 2 }],
});
