// Battle cry (CR 702.91): a triggered ability of combat, triggering as attackers are declared
// (CR 508.1m). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { ATTACK_TRIGGER } from './not-carried-out';

export const battleCry = keyword({
  keyword: 'battle cry',
  rule: '702.91',
  meaning: 'Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.',
  behaviour: [{ ...ATTACK_TRIGGER, missing: 'its attack trigger (CR 702.91a)' }],
});
