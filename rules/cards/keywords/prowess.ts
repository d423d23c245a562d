// Prowess (CR 702.108a): a triggered ability, "Whenever you cast a noncreature spell, this creature gets
// +1/+1 until end of turn", working where the keyword is printed (the stack names it by its printed index).

import { keyword } from './kind';

export const prowess = keyword({
  keyword: 'prowess',
  rule: '702.108',
  meaning: 'Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.',
  behaviour: [
    {
      kind: 'triggered',
      ability: {
        kind: 'triggered',
        trigger: { event: 'castSpell', whose: 'you', spell: { notTypes: ['Creature'] } },
        targets: [],
        effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: 'self', modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] } }],
      },
    },
  ],
});
