// "Put a +1/+1 counter on this creature" (CR 122.6), through the replacement effects that
// change how many (614.1a).

import * as z from 'zod';
import { CounterKind, ObjectRef } from '../pieces';
import { counterCount, objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const putCounters = effect({
  schema: z.strictObject({ type: z.literal('putCounters'), counter: CounterKind, amount: z.int().min(1).max(1000), object: ObjectRef }),
  text: (e, ctx) => `put ${counterCount(e.amount, e.counter)} on ${objectPhrase(e.object, ctx, true, true)}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('putCounters'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id !== null) resolution.putCounters(id, e.counter, e.amount);
  },
});
