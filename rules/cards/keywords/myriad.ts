// Myriad (CR 702.116): a triggered ability of combat, triggering as attackers are declared
// (CR 508.1m). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { ATTACK_TRIGGER } from './not-carried-out';

export const myriad = keyword({
  keyword: 'myriad',
  rule: '702.116',
  meaning: 'Whenever this creature attacks, for each opponent other than defending player, you may create a token copy of it attacking that player or a planeswalker they control.',
  behaviour: [{ ...ATTACK_TRIGGER, missing: 'its attack trigger (CR 702.116a)' }],
});
