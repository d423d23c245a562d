// "Activate only if you control ..." (CR 602.5, 602.5b): a restriction on when an activated
// ability may be activated, checked as a player begins to activate it (602.5: an ability that's
// prohibited from being activated can't begin to be). It counts the permanents its controller
// controls that match a filter: at least one ("an Island or a Mountain"), or at least N ("three
// or more artifacts"). Whether it holds is the engine's (rules/state/activation-condition.ts);
// "could produce" ignores it, as it ignores costs (106.7: what the ability would produce if it
// resolved).

import * as z from 'zod';
import { Filter } from './pieces';
import { aFilter, filterPhrase } from './phrasing';
import { article, list, numberWord } from './words';

export const ActivationCondition = z.strictObject({
  /** The permanents counted: those its controller controls that match this filter. */
  youControl: Filter,
  /** How many must match ("three or more artifacts"); absent: one. */
  atLeast: z.int().min(2).max(20).optional(),
});
export type ActivationCondition = z.infer<typeof ActivationCondition>;

/** Only subtypes, of which there are several: Oracle writes an article before each ("an Island or a Mountain"). */
const subtypesOnly = (filter: Filter): boolean => (filter.subtypes?.length ?? 0) > 1 && Object.keys(filter).length === 1;

/** Its rules text, a sentence: "Activate only if you control an Island or a Mountain." */
export function activationConditionText(condition: ActivationCondition): string {
  const { youControl: filter, atLeast } = condition;
  const what =
    atLeast !== undefined
      ? `${numberWord(atLeast)} or more ${filterPhrase(filter, 'many')}`
      : subtypesOnly(filter)
        ? list(
            filter.subtypes!.map((subtype) => article(subtype)),
            'or',
          )
        : aFilter(filter);
  return `Activate only if you control ${what}.`;
}
