// Wither (CR 702.80): the results of its damage to a creature (702.80a, 120.3d; rules/game/damage.ts).

import { keyword } from './kind';

export const wither = keyword({
  keyword: 'wither',
  rule: '702.80',
  meaning: 'Damage dealt to a creature by a source with wither is dealt as -1/-1 counters.',
  behaviour: [{ kind: 'damage', result: 'wither' }],
});
