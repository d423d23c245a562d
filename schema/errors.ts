// Expected failures as typed results (shared/spec/API.md): RulesError for everything the
// rules or the input forbid, ConflictError for a stale expectedVersion. Thrown by resolvers
// and turned into union members by the errors plugin; anything else is a masked GraphQL error.

import type { RulesError as EngineError } from '../rules';
import { builder } from './builder';
import type { Context } from './context';

export type RulesErrorCode =
  | EngineError['code']
  | 'NOT_FOUND'
  | 'IDEMPOTENCY_KEY_REUSED';

export class RulesProblem extends Error {
  constructor(
    readonly code: RulesErrorCode,
    message: string,
    readonly details: { rule?: string; path?: (string | number)[]; action?: number; choice?: string } = {},
  ) {
    super(message);
    this.name = 'RulesProblem';
  }

  static fromEngine(error: { code: string; message: string; rule?: string; path?: (string | number)[]; action?: number; choice?: string }) {
    const { code, message, ...details } = error;
    return new RulesProblem(code as RulesErrorCode, message, details);
  }
}

export class VersionConflict extends Error {
  readonly code = 'CONFLICT';
  constructor(readonly currentVersion: number) {
    super(`the board is at version ${currentVersion}, not the expected one`);
    this.name = 'VersionConflict';
  }
}

builder.objectType(RulesProblem, {
  name: 'RulesError',
  description: 'INVALID_INPUT ILLEGAL_ACTION CHOICE_REQUIRED UNSUPPORTED NOT_FOUND IDEMPOTENCY_KEY_REUSED LIMIT_EXCEEDED',
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
    rule: t.string({ nullable: true, resolve: (error) => error.details.rule ?? null }),
    path: t.stringList({
      nullable: true,
      description: 'Where in the input, for INVALID_INPUT: keys and list indexes.',
      resolve: (error) => error.details.path?.map(String) ?? null,
    }),
    action: t.int({ nullable: true, description: 'Which action, for the others.', resolve: (error) => error.details.action ?? null }),
    choice: t.string({ nullable: true, description: 'The missing choice, for CHOICE_REQUIRED.', resolve: (error) => error.details.choice ?? null }),
  }),
});

builder.objectType(VersionConflict, {
  name: 'ConflictError',
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
    currentVersion: t.exposeInt('currentVersion'),
  }),
});

/** Runs a resolver, noting the code of an expected failure in the request's report (logs and metrics). */
export async function reporting<T>(context: Context, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RulesProblem || error instanceof VersionConflict) context.report.errors.push(error.code);
    throw error;
  }
}
