// The questions of SCENARIOS.md, one module each, answered on the board after the actions from
// its derived view. `QUESTIONS` has a kind for every key of the `Question` union, and `answer`
// handles every member of it, or this does not compile.

import * as z from 'zod';
import { RulesError, type Path } from '../../core';
import type { BoardView } from '../../state';
import { availableMana } from './available-mana';
import { canActivate } from './can-activate';
import { canAttack } from './can-attack';
import { canBlock } from './can-block';
import { legalActions } from './legal-actions';
import { canPay } from './can-pay';
import { characteristics } from './characteristics';
import { couldProduce } from './could-produce';
import { UnsupportedAnswer, type QuestionKind } from './kind';
import { abilitiesNotCarriedOut, unsupportedFor } from '../../state';
export { UnsupportedAnswer } from './kind';

export const Question = z.union(
  [
    z.strictObject({ couldProduce: couldProduce.value }),
    z.strictObject({ availableMana: availableMana.value }),
    z.strictObject({ characteristics: characteristics.value }),
    z.strictObject({ canActivate: canActivate.value }),
    z.strictObject({ canPay: canPay.value }),
    z.strictObject({ canAttack: canAttack.value }),
    z.strictObject({ canBlock: canBlock.value }),
    z.strictObject({ legalActions: legalActions.value }),
  ],
  { error: 'a question is one of couldProduce, availableMana, characteristics, canActivate, canPay, canAttack, canBlock, legalActions' },
);
export type Question = z.infer<typeof Question>;
export type QuestionKey = Question extends infer Q ? (Q extends unknown ? keyof Q : never) : never;

const KINDS = { couldProduce, availableMana, characteristics, canActivate, canPay, canAttack, canBlock, legalActions };
type Kinds = typeof KINDS;
/** What follows a question's key, and its answer, by key. */
export type QuestionValue<K extends QuestionKey> = z.infer<Kinds[K]['value']>;
export type AnswerTo<K extends QuestionKey> = z.infer<Kinds[K]['answer']>;
/** An answer to any question, or `unsupported` in its place. */
export type Answer = AnswerTo<QuestionKey> | UnsupportedAnswer;

/** Every kind of question, by key. */
export const QUESTIONS: { [K in QuestionKey]: QuestionKind<z.ZodType<QuestionValue<K>>, z.ZodType<AnswerTo<K>>> } = KINDS;

/** The answers' schemas, by question key. */
export const ANSWERS: { [K in QuestionKey]: z.ZodType<AnswerTo<K>> } = {
  couldProduce: couldProduce.answer,
  availableMana: availableMana.answer,
  characteristics: characteristics.answer,
  canActivate: canActivate.answer,
  canPay: canPay.answer,
  canAttack: canAttack.answer,
  canBlock: canBlock.answer,
  legalActions: legalActions.answer,
};

/** The answer to one question of a kind, on this view; `unsupported` in its place when an ability the engine does not carry out could change it. */
export function ask<K extends QuestionKey>(view: BoardView, key: K, value: QuestionValue<K>, at: Path = [key]): AnswerTo<K> | UnsupportedAnswer {
  const kind: QuestionKind<z.ZodType<QuestionValue<K>>, z.ZodType<AnswerTo<K>>> = QUESTIONS[key];
  let answer: AnswerTo<K>;
  try {
    answer = kind.ask(view, value, at);
  } catch (error) {
    // The engine met an ability it does not carry out; the answer names it when one in play could change it.
    if (error instanceof RulesError && error.code === 'UNSUPPORTED') {
      const { permanent = null, card, ability = null, text, reason, blockers } = error.details;
      if (card !== undefined && text !== undefined && reason !== undefined) {
        const named = { permanent, card, ability, text, reason };
        return { unsupported: { ...named, blockers: blockers ?? [named] } };
      }
      const unsupported = unsupportedFor(view, kind.reads(view, value));
      if (unsupported) return { unsupported };
    }
    throw error;
  }
  // Most boards have no ability the engine doesn't carry out: nothing to read then.
  if (abilitiesNotCarriedOut(view).length === 0) return answer;
  const unsupported = unsupportedFor(view, kind.reads(view, value));
  return unsupported ? { unsupported } : answer;
}

/** The answer to a question of the scenario; `at` is its path (`["ask", 2]`). */
export function answer(view: BoardView, question: Question, at: Path): Answer {
  if ('couldProduce' in question) return ask(view, 'couldProduce', question.couldProduce, [...at, 'couldProduce']);
  if ('availableMana' in question) return ask(view, 'availableMana', question.availableMana, [...at, 'availableMana']);
  if ('characteristics' in question) return ask(view, 'characteristics', question.characteristics, [...at, 'characteristics']);
  if ('canActivate' in question) return ask(view, 'canActivate', question.canActivate, [...at, 'canActivate']);
  if ('canPay' in question) return ask(view, 'canPay', question.canPay, [...at, 'canPay']);
  if ('canAttack' in question) return ask(view, 'canAttack', question.canAttack, [...at, 'canAttack']);
  if ('canBlock' in question) return ask(view, 'canBlock', question.canBlock, [...at, 'canBlock']);
  if ('legalActions' in question) return ask(view, 'legalActions', question.legalActions, [...at, 'legalActions']);
  return unknownQuestion(question);
}

function unknownQuestion(question: never): never {
  throw new Error(`a question the engine has no kind for: ${JSON.stringify(question)}`);
}
