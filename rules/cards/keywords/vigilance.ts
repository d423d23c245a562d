// Vigilance (CR 702.20): attacking doesn't cause it to tap (702.20b, 508.1f).

import { keyword } from './kind';

export const vigilance = keyword({
  keyword: 'vigilance',
  rule: '702.20',
  meaning: "Attacking doesn't cause creatures with vigilance to tap.",
  behaviour: [{ kind: 'attacksWithoutTapping' }],
});
