// "This creature deals 1 damage to any target", "deals 1 damage to you" (CR 120): one damage
// event from the spell or the ability's source, to a player or permanent still there (608.2b).

import { z } from 'zod';
import { ObjectRef } from '../parts';
import { objectPhrase } from '../phrasing';
import { effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const dealDamage = effect({
  schema: z.strictObject({ type: z.literal('dealDamage'), amount: z.int().min(0).max(1_000_000), to: z.union([ObjectRef, z.literal('you')]) }),
  text: (e, ctx) => `${objectPhrase('self', ctx, true)} deals ${e.amount} damage to ${e.to === 'you' ? 'you' : objectPhrase(e.to, ctx, true, true)}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  addAsTriggered: notInTriggeredManaAbility('dealDamage'),
  resolve(e, resolution) {
    const target = e.to === 'you' ? resolution.controller : resolution.object(e.to);
    if (target !== null && resolution.exists(target)) resolution.dealDamage(target, e.amount);
  },
});
