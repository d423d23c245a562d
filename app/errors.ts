// The application's expected failures (shared/spec/API.md): each a class the adapters answer
// with, never a message to parse. RulesFailure and its kinds are what the API answers as
// RulesError (the input or the rules forbid it: not found, a reused idempotency key, a limit,
// invalid input with its path, or an engine error carried through as it is); VersionConflict
// is a stale expectedVersion, with the current version; InvalidArgument is an argument of a
// list no page can be made of (InvalidCursor: a page cursor this application did not give out,
// a negative `first`). Anything else thrown is unexpected.

import { ERROR_CODES, type ChoiceOption, type ErrorCode, type RulesError, type ScenarioResult, type UnsupportedAbility } from '../rules';

export type FailureCode = ErrorCode | 'NOT_FOUND' | 'IDEMPOTENCY_KEY_REUSED';

/** Where in the input, the rule, the action, the choice: what a failure names beside its message. */
export interface FailureDetails extends Partial<UnsupportedAbility> {
  rule?: string;
  /** Keys and list indexes, for INVALID_INPUT (and LIMIT_EXCEEDED when the input is too large there). */
  path?: (string | number)[];
  /** Which action, for the engine's errors about one. */
  action?: number;
  /** The missing choice, for CHOICE_REQUIRED. */
  choice?: string;
  /** The values that choice may take, for CHOICE_REQUIRED, where the engine lists them. */
  options?: ChoiceOption[];
  /** The closest known card names, for an unknown card's INVALID_INPUT. */
  suggestions?: string[];
}

/** An expected failure answered as RulesError: one of the kinds below. */
export class RulesFailure extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
    readonly details: FailureDetails = {},
  ) {
    super(message);
    this.name = 'RulesFailure';
  }
}

/** The board or ruling does not exist, or is another principal's (deliberately the same). */
export class NotFound extends RulesFailure {
  constructor(what: 'board' | 'ruling') {
    super('NOT_FOUND', `no ${what} with this id`);
    this.name = 'NotFound';
  }
}

/** An idempotency key already used on this board with another input. */
export class IdempotencyKeyReused extends RulesFailure {
  constructor() {
    super('IDEMPOTENCY_KEY_REUSED', 'this idempotency key was used with another input');
    this.name = 'IdempotencyKeyReused';
  }
}

/** More than the API takes (README, "Limits"): a stored item, a batch. */
export class LimitExceeded extends RulesFailure {
  constructor(message: string, path?: (string | number)[]) {
    super('LIMIT_EXCEEDED', message, path ? { path } : {});
    this.name = 'LimitExceeded';
  }
}

/** Input the application refuses before the engine sees it, with where it is. */
export class InvalidInput extends RulesFailure {
  constructor(message: string, path: (string | number)[]) {
    super('INVALID_INPUT', message, { path });
    this.name = 'InvalidInput';
  }
}

/** The error of an `ok: false` result. */
export type ResultError = Extract<ScenarioResult, { ok: false }>['error'];

const isErrorCode = (code: string): code is ErrorCode => ERROR_CODES.some((known) => known === code);

/** The engine's error, carried through with its code and details. */
export class EngineFailure extends RulesFailure {
  constructor(error: { code: ErrorCode; message: string } & FailureDetails) {
    const { code, message, ...details } = error;
    super(code, message, details);
    this.name = 'EngineFailure';
  }

  /** A RulesError the engine threw. */
  static thrown(error: RulesError): EngineFailure {
    return new EngineFailure({ code: error.code, message: error.message, ...error.details });
  }

  /** The error of an `ok: false` result. */
  static of(error: ResultError): EngineFailure {
    const { code, ...rest } = error;
    if (!isErrorCode(code)) throw new Error(`the engine answered with an error code it does not define: ${code}`);
    return new EngineFailure({ code, ...rest });
  }
}

/** The board is at another version than the expected one. */
export class VersionConflict extends Error {
  readonly code = 'CONFLICT';
  constructor(readonly currentVersion: number) {
    super(`the board is at version ${currentVersion}, not the expected one`);
    this.name = 'VersionConflict';
  }
}

/** An argument of a list that no page can be made of: a cursor the list did not give out, a negative `first`. */
export class InvalidArgument extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidArgument';
  }
}

/** A cursor that is not one of the list's own. */
export class InvalidCursor extends InvalidArgument {
  constructor(message = 'this cursor is not one this list gave out') {
    super(message);
    this.name = 'InvalidCursor';
  }
}
