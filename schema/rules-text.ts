// The text of the Comprehensive Rules (app/rules-text.ts, comprehensive-rules/): `rule(number)`
// and `rules(numbers)`, so that every rule an answer, event or error cites ("106.4", "605.3a")
// can be shown with its text. The text is the September 25, 2026 CR's as the shipped sources
// give it (comprehensive-rules/build.ts); public, as the card pool is.

import { GraphQLError } from 'graphql';
import { findRule, findRules, RULES_TEXT_LIMIT, type Rule } from '../app';
import { builder } from './builder';

const RuleRef = builder.objectRef<Rule>('Rule').implement({
  description:
    'A rule of the Comprehensive Rules effective September 25, 2026: a chapter ("1"), a section ("106"), a rule ("106.4") or a subrule ("106.4a"), with its text as the CR writes it.',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'As the CR writes it, without a trailing dot: "106", "106.4", "106.4a", "704.5aa".' }),
    text: t.exposeString('text', {
      nullable: true,
      description:
        'The paragraph after the number, with its "Example:" lines (one per line, joined by "\\n"); a title for a chapter or section. Null when the text is not shipped: rule 722 (Preparation Cards), new in September 2026, is in neither source.',
    }),
    changed: t.exposeBoolean('changed', {
      description: 'True when the text differs from the January 16, 2026 CR: new, reworded, renumbered (rules 722 and later moved up by one), or its cross-references renumbered.',
    }),
    source: t.exposeString('source', {
      description:
        'Where the text comes from, by effective date: "2026-09-25" (the September excerpt, which governs) or "2026-01-16" (the January CR, for the rules the excerpt does not give).',
    }),
    previousNumber: t.exposeString('previousNumber', {
      nullable: true,
      description: "The number of this rule in the January 16, 2026 CR when it was another (that CR's 722.1 is 723.1 here); null otherwise.",
    }),
  }),
});

builder.queryField('rule', (t) =>
  t.field({
    type: RuleRef,
    nullable: true,
    description: 'The rule with this number ("106.4", "106.4a", "106"; a trailing dot and capital letters tolerated); null when the CR has no such rule or it is no rule number.',
    args: { number: t.arg.string({ required: true }) },
    resolve: (_root, { number }) => findRule(number),
  }),
);

builder.queryField('rules', (t) =>
  t.field({
    type: [RuleRef],
    description: `The rules with these numbers (at most ${RULES_TEXT_LIMIT}), in their order, each once: a number the CR has no rule for is left out. More numbers are LIMIT_EXCEEDED.`,
    args: { numbers: t.arg.stringList({ required: true }) },
    resolve: (_root, { numbers }) => {
      if (numbers.length > RULES_TEXT_LIMIT)
        throw new GraphQLError(`rules: at most ${RULES_TEXT_LIMIT} numbers, not ${numbers.length} (README, "Limits")`, { extensions: { code: 'LIMIT_EXCEEDED' } });
      return findRules(numbers);
    },
  }),
);
