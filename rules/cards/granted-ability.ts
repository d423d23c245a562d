// An activated ability granted by an effect ("Lands you control have "{T}: Add one mana of any
// color.""; CR 613.1f): a cost and one-shot effects, with no targets of its own.

import * as z from 'zod';
import { SimpleEffect } from './effects/simple';
import { CostPart } from './costs';

export const GrantedAbility = z.strictObject({
  kind: z.literal('activated'),
  cost: z.array(CostPart).max(10),
  effects: z.array(SimpleEffect).min(1).max(5),
  timing: z.enum(['instant', 'sorcery']).default('instant'),
});
export type GrantedAbility = z.infer<typeof GrantedAbility>;
