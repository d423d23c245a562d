// First strike (CR 702.7): with one in combat there are two combat damage steps, and it deals its
// damage in the first (702.7b-c, 510.4).

import { keyword } from './kind';

export const firstStrike = keyword({
  keyword: 'first strike',
  rule: '702.7',
  meaning: 'A creature with first strike deals combat damage in the first combat damage step.',
  behaviour: [{ kind: 'combatDamageStep', steps: 'first' }],
});
