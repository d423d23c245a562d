// "When this creature becomes the target of a spell or ability" (CR 603.2, 115.1): a permanent
// becomes a target as the spell or ability targeting it is put on the stack (601.2c, 602.2b,
// 603.3d), which the engine reports as a `becameTarget` event.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const BecomesTarget = z.strictObject({ event: z.literal('becomesTarget'), object: z.literal('self') });

export const becomesTarget = trigger({
  schema: BecomesTarget,
  text: (_t, ctx) => `When ${objectPhrase('self', ctx, false)} becomes the target of a spell or ability`,
  events: ['becameTarget'],
  looksBack: false,
  triggeredBy: (_t, event, source) => (event.permanent === source.id ? {} : null),
  manaProduced: null,
});
