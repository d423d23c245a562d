// Deathtouch (CR 702.2): damage by it is lethal (702.2c, 510.1c-d) and destroys the creature it was
// dealt to as a state-based action (702.2b, 704.5h; rules/game/damage.ts).

import { keyword } from './kind';

export const deathtouch = keyword({
  keyword: 'deathtouch',
  rule: '702.2',
  meaning: 'Any nonzero damage a source with deathtouch deals to a creature is lethal damage, and a creature dealt damage by it is destroyed.',
  behaviour: [{ kind: 'damage', result: 'deathtouch' }],
});
