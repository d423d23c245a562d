// Affinity (CR 702.41a): "Affinity for [text]" means "This spell costs {1} less to cast for each
// [text] you control." A static ability that functions while its spell is on the stack (113.6),
// reducing the generic mana of the total cost as it is determined (601.2f, 118.7a;
// rules/play/spell-costs.ts reducedMana), counting the permanents its caster controls then.
// Several instances are cumulative (702.41b).

import type { CostReduction } from '../spell-costs/cost-reduction';
import { keyword } from './kind';

export const affinity = keyword({
  keyword: 'affinity',
  rule: '702.41',
  meaning: 'This spell costs {1} less to cast for each [text] you control.',
  behaviour: [
    {
      kind: 'costReduction',
      reduction: (printed): CostReduction => ({
        type: 'costReduction',
        generic: 1,
        forEach: { permanents: printed.keyword === 'affinity' ? printed.for : { types: ['Artifact'] }, youControl: true },
      }),
    },
  ],
});
