// "You control ..." (CR 109.5: "you" is the controller of the ability): a condition that counts
// the permanents a player controls matching a filter: at least one ("an Island or a Mountain"),
// at least N ("three or more artifacts") or at most N ("two or fewer other lands"). One concept
// for the abilities that ask it:
// - "Activate only if you control ..." (CR 602.5, 602.5b), an activated ability's `onlyIf`:
//   checked as a player begins to activate it (602.5: an ability that's prohibited from being
//   activated can't begin to be); "could produce" ignores it, as it ignores costs (106.7: what
//   the ability would produce if it resolved).
// - "This land enters tapped unless you control ..." and "If you control ..., this land enters
//   tapped." (CR 614.1c-d, 614.12), `entersTapped`'s `unless` and `if` (created-effects.ts):
//   checked as the permanent would enter, so the permanent itself is not among those counted.
// Whether it holds is the engine's (rules/state/you-control.ts).

import * as z from 'zod';
import { Filter } from './pieces';
import { aFilter, filterPhrase } from './phrasing';
import { article, list, numberWord } from './words';

export const YouControl = z
  .strictObject({
    /** The permanents counted: those the ability's controller controls that match this filter. */
    youControl: Filter,
    /** How many must match at least ("three or more artifacts"); absent with `atMost`: one. */
    atLeast: z.int().min(2).max(20).optional(),
    /** How many may match at most ("two or fewer other lands"). */
    atMost: z.int().min(0).max(20).optional(),
  })
  .refine((c) => c.atLeast === undefined || c.atMost === undefined, { message: 'one of atLeast, atMost' });
export type YouControl = z.infer<typeof YouControl>;

/** Only subtypes, of which there are several: Oracle writes an article before each ("an Island or a Mountain"). */
const subtypesOnly = (filter: Filter): boolean => (filter.subtypes?.length ?? 0) > 1 && Object.keys(filter).length === 1;

/** Its words: "you control an Island or a Mountain", "you control two or fewer other lands". */
export function youControlText(condition: YouControl): string {
  const { youControl: filter, atLeast, atMost } = condition;
  const what =
    atLeast !== undefined
      ? `${numberWord(atLeast)} or more ${filterPhrase(filter, 'many')}`
      : atMost !== undefined
        ? `${numberWord(atMost)} or fewer ${filterPhrase(filter, 'many')}`
        : subtypesOnly(filter)
          ? list(
              filter.subtypes!.map((subtype) => article(subtype)),
              'or',
            )
          : aFilter(filter);
  return `you control ${what}`;
}

/** An activated ability's restriction as its rules text says it, a sentence: "Activate only if you control an Island or a Mountain." */
export function activationConditionText(condition: YouControl): string {
  return `Activate only if ${youControlText(condition)}.`;
}
