// "You gain 3 life" (CR 119.3), unless its controller can't gain life (119.7).

import { z } from 'zod';
import { effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const gainLife = effect({
  schema: z.strictObject({ type: z.literal('gainLife'), amount: z.int().min(0).max(1_000_000) }),
  text: (e) => `you gain ${e.amount} life`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  addAsTriggered: notInTriggeredManaAbility('gainLife'),
  resolve: (e, resolution) => resolution.gainLife(resolution.controller, e.amount),
});
