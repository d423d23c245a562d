// Enchant (CR 702.5): what an Aura spell targets and what the Aura can be attached to (702.5a-c, 303.4;
// the cast, the attachment and the state-based action 704.5m read its filter).

import { keyword } from './kind';

export const enchant = keyword({
  keyword: 'enchant',
  rule: '702.5',
  meaning: 'The enchant ability restricts what an Aura spell can target and what an Aura can enchant.',
  behaviour: [{ kind: 'enchant' }],
});
