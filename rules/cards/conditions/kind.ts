// What every kind of condition says about itself (CR 611.3a: a static ability's effect applies
// only while its condition holds): the condition as the card format writes it, whether it holds
// now, and its rules text. `condition()` takes every one of these: a kind that leaves one out
// does not compile. The kinds are written against `ConditionContext`, which the engine gives
// (rules/state/continuous-effects.ts).

import type { z } from 'zod';

/** What a condition can see: the ability's controller and the turn. */
export interface ConditionContext {
  /** The controller of the ability with the condition. */
  controller: string;
  /** The player whose turn it is (CR 102.1). */
  activePlayer: string;
}

export interface ConditionKind<S extends z.ZodType<string>> {
  /** The condition as the card format writes it (a parameterless condition is its name: `"yourTurn"`). */
  schema: S;
  /** Whether it holds now (CR 611.3a). */
  holds(condition: z.infer<S>, ctx: ConditionContext): boolean;
  /** Its words, lowercase: "during your turn" (rules text puts them before or after the effect). */
  text(condition: z.infer<S>): string;
}

/** A condition kind, checked to say everything a kind must. */
export const condition = <S extends z.ZodType<string>>(kind: ConditionKind<S>): ConditionKind<S> => kind;
