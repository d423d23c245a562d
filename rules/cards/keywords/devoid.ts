// Devoid (CR 702.114a): a characteristic-defining ability, "This object is colorless", applied first in
// layer 5 (613.3; rules/state/characteristics.ts).

import { keyword } from './kind';

export const devoid = keyword({
  keyword: 'devoid',
  rule: '702.114',
  meaning: 'This object is colorless.',
  behaviour: [{ kind: 'characteristicDefining', defines: 'colorless' }],
});
