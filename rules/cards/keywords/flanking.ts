// Flanking (CR 702.25): a triggered ability of combat, triggering as blockers are declared
// (CR 509.1i). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { BLOCK_TRIGGER } from './not-carried-out';

export const flanking = keyword({
  keyword: 'flanking',
  rule: '702.25',
  meaning: 'Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.',
  behaviour: [{ ...BLOCK_TRIGGER, missing: 'its trigger on becoming blocked (CR 702.25a)' }],
});
