// "Whenever this creature becomes blocked" (CR 509.1h, 509.3c): it triggers once each combat when
// the attacking creature becomes blocked, however many creatures block it (the `becameBlocked`
// event, one per attacker as blockers are declared).

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const BecomesBlocked = z.strictObject({ event: z.literal('becomesBlocked'), object: z.literal('self') });

export const becomesBlocked = trigger({
  schema: BecomesBlocked,
  text: (_t, ctx) => `Whenever ${objectPhrase('self', ctx, false)} becomes blocked`,
  events: ['becameBlocked'],
  looksBack: false,
  triggeredBy: (_t, event, source) => (event.permanent === source.id ? { permanent: event.permanent } : null),
  manaProduced: null,
});
