// Equip (CR 702.6a): an activated ability of Equipment, "[Cost]: Attach this permanent to target creature
// you control. Activate only as a sorcery." (rules/state/abilities.ts).

import type { ActivatedAbility } from '../format';
import { keyword } from './kind';

export const equip = keyword({
  keyword: 'equip',
  rule: '702.6',
  meaning: '[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery.',
  behaviour: [
    {
      kind: 'activated',
      ability: (printed): ActivatedAbility => ({
        kind: 'activated',
        cost: [{ type: 'mana', cost: printed.keyword === 'equip' ? printed.cost : '{0}' }],
        targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'you' } }],
        effects: [{ type: 'attach', object: { target: 0 } }],
        timing: 'sorcery',
      }),
    },
  ],
});
