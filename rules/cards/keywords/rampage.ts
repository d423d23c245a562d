// Rampage (CR 702.23): a triggered ability of combat, triggering as blockers are declared
// (CR 509.1i). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { BLOCK_TRIGGER } from './not-carried-out';

export const rampage = keyword({
  keyword: 'rampage',
  rule: '702.23',
  meaning: 'Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first.',
  behaviour: [{ ...BLOCK_TRIGGER, missing: 'its trigger on becoming blocked (CR 702.23a)' }],
});
