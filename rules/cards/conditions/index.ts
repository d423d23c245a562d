// The kinds of condition a static ability can have (CR 611.3a), one module each, and the
// registry the layer system, the other effects in play and the text renderer use. A kind is one
// entry here: the format's `condition` accepts exactly the kinds' names (today's cards write
// `"condition": "yourTurn"`), and `CONDITIONS` must have a kind for each, so a kind without
// `holds` or its text does not compile. A condition with parameters would be an object with a
// `type`, added to this union beside the names.

import * as z from 'zod';
import type { ConditionKind } from './kind';
import { yourTurn } from './your-turn';

/** A static ability's condition: "during your turn". */
export const Condition = z.enum([yourTurn.schema.value]);
export type Condition = z.infer<typeof Condition>;

/** Every kind, by its name: one for each condition of the format, or this does not compile. */
export const CONDITIONS: { [K in Condition]: ConditionKind<z.ZodType<K>> } = {
  yourTurn,
};

/** The kind of a condition. */
export function kindOf<K extends Condition>(c: K): ConditionKind<z.ZodType<K>> {
  return CONDITIONS[c];
}

export { condition, type ConditionContext, type ConditionKind } from './kind';
