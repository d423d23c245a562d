// Scenarios, actions, questions and results of shared/spec/SCENARIOS.md as zod schemas: the
// one source of their types, shared by the command line, GraphQL and the store.

import * as z from 'zod';
import { BoardSchema, Choices, Count, CounterKind, Id, ReplacementOrder, Targets, type Board, type GameEvent } from '../board';
import { CardRef } from '../cards';
import { ERROR_CODES, overLimit, type ChoiceOption, type UnsupportedAbility } from '../core';
import { ActivateAction, CastAction, PlayAction } from '../play';
import { AdvanceAction, DeclareAttackersAction, DeclareBlockersAction } from '../turn';
import { Question, type Answer } from './questions';

export const LIMITS = {
  actions: 200,
  questions: 100,
} as const;

export const ResolveAction = z.strictObject({
  do: z.literal('resolve'),
  choices: Choices.default({}),
  targets: Targets,
  replacementOrder: ReplacementOrder,
});

export const DamageAction = z.strictObject({
  do: z.literal('damage'),
  source: z.union([Id, z.strictObject({ card: CardRef, controller: Id })]),
  target: Id,
  amount: Count,
  combat: z.boolean().default(false),
  /** The choices of the triggered abilities the damage causes (`triggered`, SCENARIOS.md). */
  choices: Choices.default({}),
});

export const SetLifeAction = z.strictObject({
  do: z.literal('setLife'),
  player: Id,
  life: z.int().min(-1_000_000_000).max(1_000_000_000),
});

export const AddCountersAction = z
  .strictObject({
    do: z.literal('addCounters'),
    permanent: Id.optional(),
    player: Id.optional(),
    counter: CounterKind,
    /** Negative removes. */
    amount: z.int().min(-1_000_000).max(1_000_000),
  })
  .refine((action) => (action.permanent === undefined) !== (action.player === undefined), {
    message: 'name exactly one of permanent or player',
  });

export const AttachAction = z.strictObject({
  do: z.literal('attach'),
  permanent: Id,
  to: Id.nullable(),
});

export const TapAction = z.strictObject({ do: z.literal('tap'), permanent: Id });
export const UntapAction = z.strictObject({ do: z.literal('untap'), permanent: Id });

export const Action = z.discriminatedUnion('do', [
  ActivateAction,
  CastAction,
  PlayAction,
  ResolveAction,
  DamageAction,
  AdvanceAction,
  DeclareAttackersAction,
  DeclareBlockersAction,
  SetLifeAction,
  AddCountersAction,
  AttachAction,
  TapAction,
  UntapAction,
]);
export type Action = z.infer<typeof Action>;
export type ActionOf<K extends Action['do']> = Extract<Action, { do: K }>;

export const ErrorDocument = z.strictObject({
  code: z.enum([...ERROR_CODES, 'NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED']),
  message: z.string().max(2000).optional(),
  rule: z.string().max(20).optional(),
  path: z
    .array(z.union([z.string(), z.int()]))
    .max(50)
    .optional(),
  action: z.int().min(0).optional(),
  choice: z.string().max(100).optional(),
  /** For CHOICE_REQUIRED: the values the choice may take, where the engine lists them. */
  options: z
    .array(z.union([z.string().max(200), z.boolean(), z.array(z.string().max(200)).max(20)]))
    .max(200)
    .optional(),
  /** For UNSUPPORTED: the ability the engine does not carry out. */
  permanent: z.string().max(200).nullable().optional(),
  card: z.string().max(200).optional(),
  ability: z.int().min(0).nullable().optional(),
  text: z.string().max(3000).optional(),
  reason: z.string().max(2000).optional(),
  /** For UNSUPPORTED: every ability that could change the outcome, the first being the one above. */
  blockers: z
    .array(
      z.strictObject({
        permanent: z.string().max(200).nullable(),
        card: z.string().max(200),
        ability: z.int().min(0).nullable(),
        text: z.string().max(3000),
        reason: z.string().max(2000),
      }),
    )
    .max(2000)
    .optional(),
  suggestions: z.array(z.string().max(200)).max(20).optional(),
});

/** A result document, as `expected` holds it: compared on ok, the error's code, answers and board. */
export const ResultDocument = z.strictObject({
  ok: z.boolean(),
  board: z.unknown().optional(),
  events: z.array(z.unknown()).optional(),
  answers: z.array(z.unknown()).optional(),
  error: ErrorDocument.optional(),
});

export const ScenarioSchema = z.strictObject({
  /** Free text for people; the engine ignores it. */
  description: z.string().max(5000).optional(),
  /** What the scenario shows and where its ruling comes from (SCENARIOS.md), for the people who keep it; the engine ignores them. */
  title: z.string().max(500).optional(),
  source: z.string().max(2000).optional(),
  board: BoardSchema,
  actions: z.array(Action).max(LIMITS.actions, overLimit(LIMITS.actions, 'actions')).default([]),
  ask: z.array(Question).max(LIMITS.questions, overLimit(LIMITS.questions, 'questions')).default([]),
  expected: ResultDocument.optional(),
});
export type ScenarioInput = z.input<typeof ScenarioSchema>;

export interface ErrorResult extends Partial<UnsupportedAbility> {
  code: string;
  message: string;
  rule?: string;
  path?: (string | number)[];
  action?: number;
  choice?: string;
  options?: ChoiceOption[];
  suggestions?: string[];
}

export type ScenarioResult = { ok: true; board: Board; events: GameEvent[]; answers: Answer[] } | { ok: false; error: ErrorResult; board?: Board };
