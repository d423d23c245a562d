// "This creature deals 1 damage to any target", "deals 1 damage to you" (CR 120): one damage
// event from the spell or the ability's source, to a player or permanent still there (608.2b).

import * as z from 'zod';
import { Amount, ObjectRef, ThatMuch } from '../pieces';
import { numberOf, objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const dealDamage = effect({
  schema: z.strictObject({ type: z.literal('dealDamage'), amount: z.union([Amount, ThatMuch]), to: z.union([ObjectRef, z.literal('you')]) }),
  text(e, ctx) {
    const source = objectPhrase('self', ctx, true);
    const to = e.to === 'you' ? 'you' : objectPhrase(e.to, ctx, true, true);
    if (typeof e.amount === 'object' && 'count' in e.amount) return `${source} deals damage to ${to} equal to ${numberOf(e.amount.count, ctx)}`;
    if (typeof e.amount === 'object' && 'thatMuch' in e.amount) return `${source} deals that much damage to ${to}`;
    return `${source} deals ${typeof e.amount === 'number' ? e.amount : 'X'} damage to ${to}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('dealDamage'),
  resolve(e, resolution) {
    const target = e.to === 'you' ? resolution.controller : resolution.object(e.to);
    if (target !== null && resolution.exists(target)) resolution.dealDamage(target, resolution.amount(e.amount));
  },
});
