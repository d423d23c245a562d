// The costs a spell's own text lets its controller pay as it is cast (CR 118.8, 118.9, 601.2b,
// 601.2f-h), one module per kind of part, and the registry the renderer and the engine use
// (rules/play/spell-costs.ts implements `Caster` over a board). The union of the format is made
// from these schemas, and `SPELL_COSTS` must have a kind for every `type` of it, so a kind
// without its text, refusal, missing choice or payment does not compile. The abilities that
// use them: alternative-cost.ts ("rather than pay this spell's mana cost"), additional-cost.ts
// ("As an additional cost to cast this spell, ...") and cost-reduction.ts ("This spell costs {1}
// less to cast ...").

import * as z from 'zod';
import type { SpellCostKind } from './kind';
import { discard } from './discard';
import { exileFromGraveyard } from './exile-from-graveyard';
import { exileFromHand } from './exile-from-hand';
import { payLife } from './pay-life';
import { returnToHand } from './return-to-hand';
import { sacrifice } from './sacrifice';

/** A part of a cost paid as a spell is cast; the parts are paid in any order (CR 601.2h). */
export const SpellCostPart = z.discriminatedUnion('type', [payLife.schema, exileFromHand.schema, returnToHand.schema, sacrifice.schema, discard.schema, exileFromGraveyard.schema]);
export type SpellCostPart = z.infer<typeof SpellCostPart>;
export type SpellCostType = SpellCostPart['type'];
export type SpellCostOf<K extends SpellCostType> = { [T in K]: Extract<SpellCostPart, { type: T }> }[K];

/** Every kind, by its `type`: one for each member of the union, or this does not compile. */
export const SPELL_COSTS: { [K in SpellCostType]: SpellCostKind<z.ZodType<SpellCostOf<K>>> } = { payLife, exileFromHand, returnToHand, sacrifice, discard, exileFromGraveyard };

/** The kind of a part. */
export function spellCostKind<K extends SpellCostType>(part: SpellCostOf<K>): SpellCostKind<z.ZodType<SpellCostOf<K>>> {
  return SPELL_COSTS[part.type];
}

export { spellCost, type Caster, type CasterState, type MissingChoice, type NamedCard, type SpellCostKind } from './kind';
