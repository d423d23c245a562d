// Bushido (CR 702.45): a triggered ability of combat, triggering as blockers are declared
// (CR 509.1i). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { BLOCK_TRIGGER } from './not-carried-out';

export const bushido = keyword({
  keyword: 'bushido',
  rule: '702.45',
  meaning: 'Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn.',
  behaviour: [{ ...BLOCK_TRIGGER, missing: 'its trigger on blocking or becoming blocked (CR 702.45a)' }],
});
