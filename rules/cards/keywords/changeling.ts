// Changeling (CR 702.73a): a characteristic-defining ability, "This object is every creature type",
// applied first in layer 4 (613.3; rules/state/characteristics.ts).

import { keyword } from './kind';

export const changeling = keyword({
  keyword: 'changeling',
  rule: '702.73',
  meaning: 'This object is every creature type.',
  behaviour: [{ kind: 'characteristicDefining', defines: 'everyCreatureType' }],
});
