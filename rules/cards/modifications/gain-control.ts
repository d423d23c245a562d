// Control-changing effects (CR 613.1b, layer 2; 110.2a): "You control enchanted creature.",
// "Gain control of target creature until end of turn.", "that source's controller gains control
// of this creature". The new controller is the effect's controller, or the player the effect
// recorded as it began (a triggering damage source's controller, in `choices.player`).
// Changing a permanent's controller makes it summoning sick (302.6) and removes it from combat
// (506.4): the engine notes both where control changes (rules/game/control-changes.ts, combat/removal.ts).

import * as z from 'zod';
import { modification } from './kind';

export const gainControl = modification({
  schema: z.strictObject({
    type: z.literal('gainControl'),
    /** Who gains control: the effect's controller, or the controller of the source that dealt the triggering damage (recorded as the effect began). */
    by: z.enum(['you', 'thatSourcesController']).default('you'),
  }),
  layer: '2',
  writes: ['controller'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m, { controller, choices }) {
    const to = m.by === 'you' ? controller : choices.player;
    if (to !== undefined) object.controller = to;
  },
  changesMatch: (_m, filter) => filter.controller !== undefined,
  // Worded with its object by the text renderer ("you control enchanted creature", "gain control of target creature").
  text: (m) => (m.by === 'you' ? 'is controlled by you' : "is controlled by that source's controller"),
});
