// Defender (CR 702.3): a creature with defender can't attack (702.3b, 508.1a).

import { keyword } from './kind';

export const defender = keyword({
  keyword: 'defender',
  rule: '702.3',
  meaning: "A creature with defender can't attack.",
  behaviour: [{ kind: 'cantAttack' }],
});
