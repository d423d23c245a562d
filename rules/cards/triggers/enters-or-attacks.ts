// "Whenever this creature enters or attacks" (CR 603.2): one triggered ability with two trigger
// events, each making it trigger: the permanent entering the battlefield (603.6a), or being
// declared as an attacker (508.1m; not when it is put onto the battlefield attacking, 508.3a).

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const EntersOrAttacks = z.strictObject({ event: z.literal('entersOrAttacks'), object: z.literal('self') });

export const entersOrAttacks = trigger({
  schema: EntersOrAttacks,
  text: (_t, ctx) => `Whenever ${objectPhrase('self', ctx, false)} enters or attacks`,
  events: ['enteredBattlefield', 'attackerDeclared'],
  looksBack: false,
  triggeredBy: (_t, event, source) => (event.permanent === source.id ? {} : null),
  manaProduced: null,
});
