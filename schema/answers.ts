// Typed answers (SCENARIOS.md, "Questions"): one object type per question's answer, made from
// the engine's own answer schemas (`ANSWERS`, schema/zod-types.ts), and `UnsupportedAnswer`
// for an answer the engine cannot give, all in the union `Answer`. They sit beside the JSON
// `answers` fields, resolved from the same answers and the keys of the questions asked.

import type { z } from 'zod';
import { ANSWERS, UnsupportedAnswer, type QuestionKey } from '../rules';
import { builder } from './builder';
import { objectType, type Fields } from './zod-types';

/** The GraphQL type name of a question's answer: `canPay` is `CanPayAnswer`; `unsupported` is `UnsupportedAnswer`. */
export const answerTypeName = (key: string) => `${key.charAt(0).toUpperCase()}${key.slice(1)}Answer`;

/** Nested types whose default name (`<parent><Field>`) reads badly. */
const names = {
  'AvailableManaAnswer.options': 'AvailableManaOption',
  'CharacteristicsAnswer.explain': 'CharacteristicsAnswerEffect',
  'LegalActionsAnswer.actions': 'LegalActionsAnswerAction',
  'UnsupportedAnswer.unsupported': 'UnsupportedAnswerAbility',
  'UnsupportedAnswerAbility.blockers': 'UnsupportedAnswerBlocker',
};

/** The object variants of an answer schema: one object, or a union of objects merged into one type. */
function variantsOf(schema: z.ZodType): z.ZodType[] {
  const def = (schema as unknown as { def: { type: string; options?: z.ZodType[] } }).def;
  return def.type === 'union' && def.options ? def.options : [schema];
}

const describe = (key: string) => `The answer to a \`${key}\` question (SCENARIOS.md, "Questions").`;

export const QUESTION_KEYS = Object.keys(ANSWERS) as QuestionKey[];

const answerTypes = QUESTION_KEYS.map((key) => {
  const schema: z.ZodType = ANSWERS[key];
  // A type per question, even where two questions share an answer schema (canAttack, canBlock).
  return objectType(answerTypeName(key), variantsOf(schema), { names }, { key }, { description: describe(key) });
});
const unsupportedType = objectType(answerTypeName('unsupported'), [UnsupportedAnswer], { names }, UnsupportedAnswer, {
  description: 'In place of an answer the engine cannot give, because an ability it does not carry out could change it (SCENARIOS.md, "Questions").',
});

/** Which question an answer answers, kept beside it for `resolveType`. */
const KIND = Symbol('answer kind');
type TypedAnswer = Fields & { [KIND]: string };

export const AnswerRef = builder.unionType('Answer', {
  description: 'The answer to one question, typed by the question asked, or `UnsupportedAnswer` in its place.',
  types: [...answerTypes, unsupportedType],
  resolveType: (answer) => answerTypeName((answer as TypedAnswer)[KIND]),
});

/** The answers of a result as typed answers, each tagged with the key of the question it answers (`questions`, in the same order). */
export function typedAnswers(answers: unknown, questions: readonly string[] | null): TypedAnswer[] {
  if (!Array.isArray(answers)) return [];
  return (answers as Fields[]).map((answer, index) => ({
    ...answer,
    [KIND]: 'unsupported' in answer ? 'unsupported' : (questions?.[index] ?? 'unsupported'),
  }));
}

/** The question keys of a scenario's `ask` list. */
export function questionKeysOf(ask: unknown): string[] | null {
  if (!Array.isArray(ask)) return null;
  return ask.map((question: unknown) => (question !== null && typeof question === 'object' ? (Object.keys(question)[0] ?? '') : ''));
}
