// "When this creature becomes the target of a spell or ability" (CR 603.2, 115.1): a permanent
// becomes a target as the spell or ability targeting it is put on the stack (601.2c, 602.2b,
// 603.3d), which the engine reports as a `becameTarget` event. `by: 'opponent'`: "... a spell or
// ability an opponent controls" (ward, 702.21a). The spell or ability is what made it trigger
// (`object`, "that spell or ability").

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const BecomesTarget = z.strictObject({ event: z.literal('becomesTarget'), object: z.literal('self'), by: z.literal('opponent').optional() });

export const becomesTarget = trigger({
  schema: BecomesTarget,
  text: (t, ctx) =>
    t.by === 'opponent'
      ? `Whenever ${objectPhrase('self', ctx, false)} becomes the target of a spell or ability an opponent controls`
      : `When ${objectPhrase('self', ctx, false)} becomes the target of a spell or ability`,
  events: ['becameTarget'],
  looksBack: false,
  triggeredBy(t, event, source) {
    if (event.permanent !== source.id) return null;
    if (t.by === 'opponent' && source.stackController(event.by) === source.controller) return null;
    return { object: event.by };
  },
  manaProduced: null,
});
