// "When this [permanent] enters" (CR 603.6a): an ability of the permanent that entered, as it
// is on the battlefield.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const Enters = z.strictObject({ event: z.literal('enters'), object: z.literal('self') });

export const enters = trigger({
  schema: Enters,
  text: (_t, ctx) => `When ${objectPhrase('self', ctx, false)} enters`,
  events: ['enteredBattlefield'],
  looksBack: false,
  triggeredBy: (_t, event, source) => (event.permanent === source.id ? {} : null),
  manaProduced: null,
});
