// What every kind of question says about itself (SCENARIOS.md, "Questions"): the question as a
// client writes it, the answer's schema (the answer's type, published with the API), and how
// the engine answers it on a board's derived view.

import type { z } from 'zod';
import type { Path } from '../../core';
import type { BoardView } from '../../state';

export interface QuestionKind<V extends z.ZodType, A extends z.ZodType> {
  /** What follows the question's key: `{ "couldProduce": "forest" }` has the value `"forest"`. */
  value: V;
  answer: A;
  /** The answer on the board after the actions; `at` is the question's path in the input, for INVALID_INPUT. */
  ask(view: BoardView, value: z.infer<V>, at: Path): z.infer<A>;
}

export const question = <V extends z.ZodType, A extends z.ZodType>(kind: QuestionKind<V, A>): QuestionKind<V, A> => kind;
