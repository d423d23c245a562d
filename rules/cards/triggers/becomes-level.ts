// "When this Class becomes level N" (CR 716.2a, 603.2): its level became N as a class level bar's
// ability resolved, which the engine reports as a `levelBecame` event. Printed under the bar of
// level N, the Class has it from that moment (716.2a: "as long as this Class is level N or
// greater"), so it triggers on the board the ability resolved to.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const BecomesLevel = z.strictObject({ event: z.literal('becomesLevel'), object: z.literal('self'), level: z.int().min(2).max(20) });

export const becomesLevel = trigger({
  schema: BecomesLevel,
  text: (t, ctx) => `When ${objectPhrase('self', ctx, false)} becomes level ${t.level}`,
  events: ['levelBecame'],
  looksBack: false,
  triggeredBy: (t, event, source) => (event.permanent === source.id && event.level === t.level ? {} : null),
  manaProduced: null,
});
