// Afflict (CR 702.130): a triggered ability of combat, triggering as blockers are declared
// (CR 509.1i). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { BLOCK_TRIGGER } from './not-carried-out';

export const afflict = keyword({
  keyword: 'afflict',
  rule: '702.130',
  meaning: 'Whenever this creature becomes blocked, defending player loses N life.',
  behaviour: [{ ...BLOCK_TRIGGER, missing: 'its trigger on becoming blocked (CR 702.130a)' }],
});
