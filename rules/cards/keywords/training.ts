// Training (CR 702.149): a triggered ability of combat, triggering as attackers are declared
// (CR 508.1m). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { ATTACK_TRIGGER } from './not-carried-out';

export const training = keyword({
  keyword: 'training',
  rule: '702.149',
  meaning: 'Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.',
  behaviour: [{ ...ATTACK_TRIGGER, missing: 'its attack trigger (CR 702.149a)' }],
});
