// The text of the Comprehensive Rules the engine cites (events' `rules`, errors' `rule`), for the
// API and any page that shows a ruling: a rule by its number, or many at once
// (comprehensive-rules/, read from its shipped file at the first lookup).

import { ruleText, rulesText, type Rule } from '../comprehensive-rules';

/** Rule numbers in one request for many (`rules(numbers)`). */
export const RULES_TEXT_LIMIT = 200;

/** The rule with this number ("106.4", "106.4a", "106", a trailing dot tolerated); null when the CR has none. */
export function findRule(number: string): Rule | null {
  return ruleText(number);
}

/** The rules with these numbers, in their order, each once; numbers the CR has no rule for are left out. At most RULES_TEXT_LIMIT numbers: the caller checks. */
export function findRules(numbers: readonly string[]): Rule[] {
  return rulesText(numbers);
}

export type { Rule };
