// Double strike (CR 702.4): it deals combat damage in both combat damage steps (702.4b-d, 510.4).

import { keyword } from './kind';

export const doubleStrike = keyword({
  keyword: 'double strike',
  rule: '702.4',
  meaning: 'A creature with double strike deals combat damage in both combat damage steps.',
  behaviour: [{ kind: 'combatDamageStep', steps: 'both' }],
});
