// Provoke (CR 702.39): a triggered ability of combat, triggering as attackers are declared
// (CR 508.1m). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { ATTACK_TRIGGER } from './not-carried-out';

export const provoke = keyword({
  keyword: 'provoke',
  rule: '702.39',
  meaning: 'Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.',
  behaviour: [{ ...ATTACK_TRIGGER, missing: 'its attack trigger (CR 702.39a)' }],
});
