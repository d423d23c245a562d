// Kicker (CR 702.33): "You may pay an additional [cost] as you cast this spell" (702.33a); a spell
// whose kicker cost was paid is kicked (702.33d), which its "if this spell was kicked" reads. The
// cast announces it (`choices.kicked`, 601.2b) and pays it with the rest of the cost (601.2f-h;
// rules/play/spell-costs.ts, rules/play/cast.ts).

import { keyword } from './kind';

export const kicker = keyword({
  keyword: 'kicker',
  rule: '702.33',
  meaning: 'You may pay an additional [cost] as you cast this spell.',
  behaviour: [{ kind: 'optionalAdditionalCost' }],
});
