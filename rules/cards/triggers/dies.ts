// "When this creature dies" (CR 700.4): a creature put into a graveyard from the battlefield.
// A leaves-the-battlefield ability: it looks back at the permanent as it last existed, with
// the abilities it had then (603.10a).

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const Dies = z.strictObject({ event: z.literal('dies'), object: z.literal('self') });

export const dies = trigger({
  schema: Dies,
  text: (_t, ctx) => `When ${objectPhrase('self', ctx, false)} dies`,
  events: ['leftBattlefield'],
  looksBack: true,
  triggeredBy: (_t, event, source) => (event.to === 'graveyard' && event.permanent === source.id && source.types().includes('Creature') ? {} : null),
  manaProduced: null,
});
