// "Whenever this creature attacks" (CR 508.1m, 508.3a): it triggers when the creature is declared
// as an attacker, not when it is put onto the battlefield attacking.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const Attacks = z.strictObject({ event: z.literal('attacks'), object: z.literal('self') });

export const attacks = trigger({
  schema: Attacks,
  text: (_t, ctx) => `Whenever ${objectPhrase('self', ctx, false)} attacks`,
  events: ['attackerDeclared'],
  looksBack: false,
  // "That player, planeswalker or battle" is what it attacks; the ability refers to the creature itself.
  triggeredBy: (_t, event, source) => (event.permanent === source.id ? { permanent: event.permanent } : null),
  manaProduced: null,
});
