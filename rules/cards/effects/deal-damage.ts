// "This creature deals 1 damage to any target", "deals 1 damage to you" (CR 120): one damage
// event from the spell or the ability's source, to a player or permanent still there (608.2b).
// `ifKicked`: "If this spell was kicked, it deals 4 damage instead" (CR 702.33d-e): a spell cast
// paying its kicker cost (`choices.kicked`) deals that amount instead.

import * as z from 'zod';
import { Amount, ObjectRef, ThatMuch } from '../pieces';
import { numberOf, objectPhrase, type Context } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const dealDamage = effect({
  schema: z.strictObject({
    type: z.literal('dealDamage'),
    amount: z.union([Amount, ThatMuch]),
    to: z.union([ObjectRef, z.literal('you')]),
    /** "If this spell was kicked, it deals N damage instead" (CR 702.33d-e). */
    ifKicked: z.int().min(0).max(1_000_000).optional(),
  }),
  text(e, ctx) {
    const base = damageText(e, ctx);
    return e.ifKicked === undefined ? base : `${base}. If this spell was kicked, it deals ${e.ifKicked} damage instead`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('dealDamage'),
  resolve(e, resolution) {
    const target = e.to === 'you' ? resolution.controller : resolution.object(e.to);
    const amount = e.ifKicked !== undefined && resolution.kicked ? e.ifKicked : resolution.amount(e.amount);
    if (target !== null && resolution.exists(target)) resolution.dealDamage(target, amount);
  },
});

function damageText(e: { amount: Amount | ThatMuch; to: ObjectRef | 'you' }, ctx: Context): string {
  const source = objectPhrase('self', ctx, true);
  const to = e.to === 'you' ? 'you' : objectPhrase(e.to, ctx, true, true);
  if (typeof e.amount === 'object' && 'count' in e.amount) return `${source} deals damage to ${to} equal to ${numberOf(e.amount.count, ctx)}`;
  if (typeof e.amount === 'object' && 'thatMuch' in e.amount) return `${source} deals that much damage to ${to}`;
  return `${source} deals ${typeof e.amount === 'number' ? e.amount : 'X'} damage to ${to}`;
}
