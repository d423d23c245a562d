// The kinds of condition a static ability can have (CR 611.3a: its effect applies at any moment
// the condition holds), one module each, and the registry the layer system, the other effects in
// play, the footprint and the text renderer use. A kind is one entry here: the format's
// `condition` accepts exactly the kinds' schemas (a parameterless condition is its name,
// `"yourTurn"`; the others are objects with a `type`), and `CONDITIONS` must have a kind for each,
// so a kind without `holds`, `reads` or its text does not compile.

import * as z from 'zod';
import { cardTypesInGraveyard } from './card-types-in-graveyard';
import { countersOnSelf } from './counters-on-self';
import { cardsInGraveyard } from './graveyard-cards';
import type { ConditionKind } from './kind';
import { life } from './life';
import { anOpponentControls, youControl } from './you-control';
import { thisTurn } from './this-turn';
import { yourTurn } from './your-turn';

/** A static ability's condition: "during your turn", "as long as ...". */
export const Condition = z.union([
  yourTurn.schema,
  life.schema,
  cardsInGraveyard.schema,
  cardTypesInGraveyard.schema,
  countersOnSelf.schema,
  youControl.schema,
  anOpponentControls.schema,
  thisTurn.schema,
]);
export type Condition = z.infer<typeof Condition>;

/** A condition's name: itself, or its `type`. */
type NameOf<C> = C extends string ? C : C extends { type: infer T extends string } ? T : never;
export type ConditionName = NameOf<Condition>;

/** Every kind, by its name: one for each condition of the format, or this does not compile. */
export const CONDITIONS: { [K in ConditionName]: ConditionKind<z.ZodType<Extract<Condition, K | { type: K }>>> } = {
  yourTurn,
  life,
  cardsInGraveyard,
  cardTypesInGraveyard,
  countersOnSelf,
  youControl,
  anOpponentControls,
  thisTurn,
};

/** The kind of a condition. */
export function kindOf<C extends Condition>(c: C): ConditionKind<z.ZodType<C>> {
  return CONDITIONS[typeof c === 'string' ? c : c.type] as unknown as ConditionKind<z.ZodType<C>>;
}

/**
 * A condition's words in an intervening "if" clause of a triggered ability (CR 603.4): what a
 * static ability says after "as long as" ("if you control three or more artifacts, ..."); a
 * condition worded otherwise ("during your turn") has none, and can't be one.
 */
export function ifClause(c: Condition, ctx: Parameters<ConditionKind<z.ZodType>['text']>[1]): string | null {
  const words = kindOf(c).text(c, ctx);
  return words.startsWith('as long as ') ? words.slice('as long as '.length) : null;
}

export { condition, opponentsOf, type ConditionInputs, type ConditionKind, type ConditionSource, type ConditionView } from './kind';
