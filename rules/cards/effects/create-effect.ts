// "Until end of turn, target creature loses all abilities", "Prevent all combat damage that
// would be dealt this turn": a continuous, rule, prevention or replacement effect with a
// duration (CR 611.2), written on the board as an `effects` entry.

import * as z from 'zod';
import { CreatedEffect } from '../created-effects';
import { Duration } from '../pieces';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const createEffect = effect({
  schema: z.strictObject({ type: z.literal('createEffect'), duration: Duration, effect: CreatedEffect }),
  text: (e, ctx) => ctx.createdText(e.effect, e.duration),
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('createEffect'),
  resolve: (e, resolution) => resolution.createEffect(e.effect, e.duration),
});
