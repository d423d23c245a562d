// "Whenever a source deals damage to this creature" (CR 603.2, 120.3): a `damageDealt` event
// whose recipient is the permanent with the ability. "That source's controller" is the player
// the trigger reports: the controller of the damage's source as it dealt the damage (Crag
// Saurian), and "that much" its amount.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const IsDealtDamage = z.strictObject({
  event: z.literal('isDealtDamage'),
  object: z.literal('self'),
});

export const isDealtDamage = trigger({
  schema: IsDealtDamage,
  text: (_t, ctx) => `Whenever a source deals damage to ${objectPhrase('self', ctx, false)}`,
  events: ['damageDealt'],
  looksBack: false,
  triggeredBy: (_t, event, source) => (event.target === source.id ? { player: event.sourceController, amount: event.amount } : null),
  manaProduced: null,
});
