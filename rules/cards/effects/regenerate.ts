// "Regenerate this creature.", "Regenerate target creature.", "Regenerate enchanted creature."
// (CR 701.19a, 614.8): resolving, it creates a regeneration shield for each permanent it names: a
// replacement effect that, the next time that permanent would be destroyed this turn, instead
// removes all damage marked on it, has its controller tap it and removes it from combat. The
// shield is an `effects` entry naming the permanent in `targets`, with duration `endOfTurn`
// (514.2); destruction by an effect and by the state-based actions for lethal and deathtouch
// damage (704.5g-h) uses it up (rules/game/regeneration.ts).

import * as z from 'zod';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';
import { Permanents, permanentsOf, permanentsPhrase } from './permanents';

export const regenerate = effect({
  schema: z.strictObject({ type: z.literal('regenerate'), object: Permanents }),
  text: (e, ctx) => `regenerate ${permanentsPhrase(e.object, ctx).text}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('regenerate'),
  resolve: (e, resolution) => resolution.regenerate(permanentsOf(e.object, resolution)),
});
