// "You gain 3 life" (CR 119.3), unless its controller can't gain life (119.7).

import * as z from 'zod';
import { Amount } from '../pieces';
import { numberOf } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const gainLife = effect({
  schema: z.strictObject({ type: z.literal('gainLife'), amount: Amount }),
  text: (e, ctx) =>
    typeof e.amount === 'object' && 'count' in e.amount ? `you gain life equal to ${numberOf(e.amount.count, ctx)}` : `you gain ${typeof e.amount === 'number' ? e.amount : 'X'} life`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('gainLife'),
  resolve: (e, resolution) => resolution.gainLife(resolution.controller, resolution.amount(e.amount)),
});
