// Melee (CR 702.121): a triggered ability of combat, triggering as attackers are declared
// (CR 508.1m). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { ATTACK_TRIGGER } from './not-carried-out';

export const melee = keyword({
  keyword: 'melee',
  rule: '702.121',
  meaning: 'Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.',
  behaviour: [{ ...ATTACK_TRIGGER, missing: 'its attack trigger (CR 702.121a)' }],
});
