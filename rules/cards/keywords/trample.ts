// Trample (CR 702.19): the assignment of its combat damage (702.19b-f, 510.1c-d; rules/combat/combat-damage.ts).

import { keyword } from './kind';

export const trample = keyword({
  keyword: 'trample',
  rule: '702.19',
  meaning: 'An attacking creature with trample that is blocked may assign the excess of lethal damage to its blockers to the player, planeswalker or battle it attacks.',
  behaviour: [{ kind: 'assignsExcessDamage' }],
});
