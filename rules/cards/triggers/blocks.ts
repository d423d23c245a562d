// "Whenever this creature blocks" (CR 509.1i, 509.3a): it triggers once when the creature is
// declared as a blocker, whatever it blocks, and not when it is put onto the battlefield blocking.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const Blocks = z.strictObject({ event: z.literal('blocks'), object: z.literal('self') });

export const blocks = trigger({
  schema: Blocks,
  text: (_t, ctx) => `Whenever ${objectPhrase('self', ctx, false)} blocks`,
  events: ['blockerDeclared'],
  looksBack: false,
  triggeredBy: (_t, event, source) => (event.permanent === source.id ? { permanent: event.permanent } : null),
  manaProduced: null,
});
