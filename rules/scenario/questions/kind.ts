// What every kind of question says about itself (SCENARIOS.md, "Questions"): the question as a
// client writes it, the answer's schema (the answer's type, published with the API), and how
// the engine answers it on a board's derived view.

import * as z from 'zod';
import type { Reach } from '../../cards';
import type { Path } from '../../core';
import type { BoardView, Reads } from '../../state';

export interface QuestionKind<V extends z.ZodType, A extends z.ZodType> {
  /** What follows the question's key: `{ "couldProduce": "forest" }` has the value `"forest"`. */
  value: V;
  answer: A;
  /** The answer on the board after the actions; `at` is the question's path in the input, for INVALID_INPUT. */
  ask(view: BoardView, value: z.infer<V>, at: Path): z.infer<A>;
  /** What the answer depends on: an ability the engine does not carry out that could change it makes the answer `unsupported` (SCENARIOS.md). */
  reads(view: BoardView, value: z.infer<V>): Reads;
}

/** The layers of CR 613.1 and 613.4: what a characteristic depends on. */
export const LAYERED: readonly Reach[] = ['copy', 'control', 'text', 'types', 'colors', 'abilities', 'powerToughness'];
/** What producing mana depends on: the abilities a permanent has (613.1d-f; 305.6 land types) and mana effects (106, 605, 614). */
export const MANA_READS: readonly Reach[] = ['copy', 'control', 'text', 'types', 'abilities', 'mana', 'costs'];
/** The events activating mana abilities brings about, on which triggered mana abilities trigger (CR 605.1b, 106.12a). */
export const MANA_EVENTS: ReadonlySet<string> = new Set([
  'abilityActivated',
  'tapped',
  'untapped',
  'tappedForMana',
  'manaAdded',
  'manaReplaced',
  'lifePaid',
  'countersRemoved',
  'countersPut',
]);
export const NO_EVENTS: ReadonlySet<string> = new Set();

/** The answer in place of one the engine cannot give (SCENARIOS.md, "Answers"). */
export const UnsupportedAnswer = z.strictObject({
  unsupported: z.strictObject({ permanent: z.string().nullable(), card: z.string(), ability: z.int().nullable(), text: z.string(), reason: z.string() }),
});
export type UnsupportedAnswer = z.infer<typeof UnsupportedAnswer>;

export const question = <V extends z.ZodType, A extends z.ZodType>(kind: QuestionKind<V, A>): QuestionKind<V, A> => kind;
