// "Whenever this [permanent] becomes tapped" (CR 701.26): by the game's rules, for any reason;
// a direct edit of the board (an event citing no rules) is not the game tapping it.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const BecomesTapped = z.strictObject({ event: z.literal('becomesTapped'), object: z.literal('self') });

export const becomesTapped = trigger({
  schema: BecomesTapped,
  text: (_t, ctx) => `Whenever ${objectPhrase('self', ctx, false)} becomes tapped`,
  events: ['tapped'],
  looksBack: false,
  triggeredBy: (_t, event, source) => (event.rules.length > 0 && event.permanent === source.id ? {} : null),
  manaProduced: null,
});
