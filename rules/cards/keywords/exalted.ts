// Exalted (CR 702.83): a triggered ability of combat, triggering as attackers are declared
// (CR 508.1m). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { ATTACK_TRIGGER } from './not-carried-out';

export const exalted = keyword({
  keyword: 'exalted',
  rule: '702.83',
  meaning: 'Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.',
  behaviour: [{ ...ATTACK_TRIGGER, missing: 'its trigger on a creature attacking alone (CR 702.83a)' }],
});
