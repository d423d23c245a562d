// Dethrone (CR 702.105): a triggered ability of combat, triggering as attackers are declared
// (CR 508.1m). Not carried out yet, so a declaration that could trigger it is UNSUPPORTED.

import { keyword } from './kind';
import { ATTACK_TRIGGER } from './not-carried-out';

export const dethrone = keyword({
  keyword: 'dethrone',
  rule: '702.105',
  meaning: 'Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.',
  behaviour: [{ ...ATTACK_TRIGGER, missing: 'its attack trigger (CR 702.105a)' }],
});
