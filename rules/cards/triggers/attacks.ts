// "Whenever this creature attacks" (CR 508.1m). The engine has no combat yet: no event says a
// creature attacked, so this triggers on nothing the engine reports (an ability with it is
// written with `unsupported` where that matters).

import { z } from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const Attacks = z.strictObject({ event: z.literal('attacks'), object: z.literal('self') });

export const attacks = trigger({
  schema: Attacks,
  text: (_t, ctx) => `Whenever ${objectPhrase('self', ctx, false)} attacks`,
  // No declare-attackers event exists yet (CR 508.1): nothing to look at.
  events: [],
  looksBack: false,
  triggeredBy: () => null,
  manaProduced: null,
});
