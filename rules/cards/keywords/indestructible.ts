// Indestructible (CR 702.12): rules and effects that would destroy it don't (702.12b; state-based
// actions 704.5g-h and destruction by effects, 701.8).

import { keyword } from './kind';

export const indestructible = keyword({
  keyword: 'indestructible',
  rule: '702.12',
  meaning: "A permanent with indestructible can't be destroyed.",
  behaviour: [{ kind: 'notDestroyed' }],
});
