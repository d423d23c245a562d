// Undying (CR 702.93a): a triggered ability, "When this permanent is put into a graveyard from the
// battlefield, if it had no +1/+1 counters on it, return it to the battlefield under its owner's
// control with a +1/+1 counter on it." As persist (persist.ts), with the other counter.

import { keyword } from './kind';
import { returnsWithCounter } from './persist';

export const undying = keyword({
  keyword: 'undying',
  rule: '702.93',
  meaning:
    "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.",
  behaviour: [{ kind: 'triggered', ability: () => returnsWithCounter('+1/+1') }],
});
