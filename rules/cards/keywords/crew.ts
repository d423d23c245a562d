// Crew (CR 702.122a): an activated ability of Vehicles, "Crew N" meaning "Tap any number of other
// untapped creatures you control with total power N or greater: This permanent becomes an artifact
// creature until end of turn." Its cost is `tapPower` (costs/tap-power.ts: the creatures tapped are
// named in `costs.tap`, summoning sick ones too, 302.6 being about {T} and {Q} costs); its effect a
// layer-4 type change until end of turn (613.1d, 611.2), so the Vehicle has its printed power and
// toughness as a creature. "Crewed" triggers (702.122d) and "can't crew" effects (702.122c) are not
// part of it.

import type { ActivatedAbility } from '../format';
import { keyword } from './kind';

export const crew = keyword({
  keyword: 'crew',
  rule: '702.122',
  meaning: 'Tap any number of other untapped creatures you control with total power N or greater: This permanent becomes an artifact creature until end of turn.',
  behaviour: [
    {
      kind: 'activated',
      ability: (printed): ActivatedAbility => ({
        kind: 'activated',
        cost: [{ type: 'tapPower', power: printed.keyword === 'crew' ? printed.n : 0 }],
        targets: [],
        effects: [
          {
            type: 'createEffect',
            duration: 'endOfTurn',
            effect: { type: 'continuous', affects: 'self', modifications: [{ type: 'addTypes', types: ['Artifact', 'Creature'], subtypes: [] }] },
          },
        ],
        timing: 'instant',
      }),
    },
  ],
});
