// "As an additional cost to cast this spell, sacrifice a creature." (CR 118.8): a cost the spell's
// own text adds to casting it, a static ability that functions on the stack as the spell is cast
// (113.6d, 601.2b). It is paid whichever cost is paid, the mana cost or an alternative cost
// (118.8, 118.9d), with the total cost (601.2f-h); a spell whose additional cost can't be paid
// can't be cast (601.2h, 118.3).

import * as z from 'zod';
import { list } from '../words';
import { spellCostKind, SpellCostPart } from './index';

export const AdditionalCost = z.strictObject({
  type: z.literal('additionalCost'),
  /** What is paid besides the mana or alternative cost (CR 118.8), in printed order, joined by "and". */
  cost: z.array(SpellCostPart).min(1).max(4),
});
export type AdditionalCost = z.infer<typeof AdditionalCost>;

/** "as an additional cost to cast this spell, sacrifice a creature" (the renderer capitalizes). */
export function additionalCostText(effect: AdditionalCost): string {
  return `as an additional cost to cast this spell, ${list(
    effect.cost.map((part) => spellCostKind(part).text(part as never)),
    'and',
  )}`;
}
