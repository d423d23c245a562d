// The kinds of cost an activated ability can have (CR 118, 602.1a), one module each, and the
// registry the text renderer and the engine use (rules/game/costs.ts implements `Payer` over a
// board). A kind is one entry here: the union of the format is made from these schemas, and
// `COSTS` must have a kind for every `type` of that union, so a kind without its text, its
// refusal or its payment does not compile.

import * as z from 'zod';
import { discard } from './discard';
import type { CostKind } from './kind';
import { loyalty } from './loyalty';
import { mana } from './mana';
import { payLife } from './pay-life';
import { putCounters } from './put-counters';
import { removeCounters } from './remove-counters';
import { sacrifice } from './sacrifice';
import { sacrificeSelf } from './sacrifice-self';
import { tap } from './tap';
import { tapOther } from './tap-other';
import { tapPower } from './tap-power';
import { untap } from './untap';

/** A part of an activation cost; the parts are paid in any order (CR 601.2h). */
export const CostPart = z.discriminatedUnion('type', [
  tap.schema,
  untap.schema,
  mana.schema,
  payLife.schema,
  sacrifice.schema,
  sacrificeSelf.schema,
  tapOther.schema,
  tapPower.schema,
  putCounters.schema,
  removeCounters.schema,
  loyalty.schema,
  discard.schema,
]);
export type CostPart = z.infer<typeof CostPart>;
export type CostPartInput = z.input<typeof CostPart>;
export type CostType = CostPart['type'];
/** The part of one kind. */
export type CostOf<K extends CostType> = { [T in K]: Extract<CostPart, { type: T }> }[K];

/** Every kind, by its `type`: one for each member of the union, or this does not compile. */
export const COSTS: { [K in CostType]: CostKind<z.ZodType<CostOf<K>>> } = {
  tap,
  untap,
  mana,
  payLife,
  sacrifice,
  sacrificeSelf,
  tapOther,
  tapPower,
  putCounters,
  removeCounters,
  loyalty,
  discard,
};

/** The kind of a part of a cost. */
export function kindOf<K extends CostType>(part: CostOf<K>): CostKind<z.ZodType<CostOf<K>>> {
  return COSTS[part.type];
}

export { canPayLife } from './pay-life';
export { choiceRefusal, cost, sickRefusal, type CostChoice, type CostKind, type Payer, type PayerState, type Refusal } from './kind';
