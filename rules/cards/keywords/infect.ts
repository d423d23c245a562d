// Infect (CR 702.90): the results of its damage (702.90b-c, 120.3b, 120.3d; rules/game/damage.ts).

import { keyword } from './kind';

export const infect = keyword({
  keyword: 'infect',
  rule: '702.90',
  meaning: 'Damage dealt to a player by a source with infect gives that player that many poison counters; damage dealt to a creature by it is dealt as -1/-1 counters.',
  behaviour: [{ kind: 'damage', result: 'infect' }],
});
