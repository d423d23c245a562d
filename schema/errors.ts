// The application's failures (app/errors.ts) in GraphQL, in one place. Where a field has a
// result union (shared/spec/API.md), the errors plugin turns them into its members: RulesError
// for everything the rules or the input forbid, ConflictError for a stale expectedVersion, both
// implementing the interface Error (`code`, `message`). Elsewhere they are GraphQL errors with a
// code (`asGraphQLError`): a foreign cursor or a negative `first` is BAD_USER_INPUT, an engine
// error keeps its code and details (an UNSUPPORTED one on a board's question field: the ability
// and its blockers, the field null, API.md). Anything else is masked. Every GraphQL error gets its
// `extensions.code`, a bounded message and bounded extensions on its way out (functions/error-shape.ts).

import { GraphQLError } from 'graphql';
import { InvalidArgument, RulesFailure, VersionConflict } from '../app';
import { builder } from './builder';
import type { Context } from './context';
import type { UnsupportedAbility } from '../rules';

/** The ability the engine does not carry out, as an UNSUPPORTED error names it. */
const UnsupportedAbilityRef = builder.objectRef<UnsupportedAbility>('UnsupportedAbility');
UnsupportedAbilityRef.implement({
  description: "An ability the engine does not carry out (yet): the object that has it, its card, its index among the card's printed abilities, its Oracle text, and why.",
  fields: (t) => ({
    permanent: t.string({ nullable: true, resolve: (u) => u.permanent }),
    card: t.exposeString('card'),
    ability: t.int({ nullable: true, resolve: (u) => u.ability }),
    text: t.exposeString('text'),
    reason: t.exposeString('reason'),
    blockers: t.field({
      type: [UnsupportedAbilityRef],
      nullable: true,
      description: 'Every ability that could change the answer or the action, each with why; the first is this one (SCENARIOS.md, "Questions").',
      resolve: (u) => u.blockers ?? null,
    }),
  }),
});

/** What every error result has, whatever its type: a code to switch on and a message for people. */
export const ErrorRef = builder.interfaceRef<{ code: string; message: string }>('Error').implement({
  description:
    'An expected failure as a typed result (RulesError, ConflictError): `code` to switch on, `message` for people. Select `... on Error { code message }` in any result union to handle every error alike.',
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

builder.objectType(RulesFailure, {
  name: 'RulesError',
  interfaces: [ErrorRef],
  description: 'INVALID_INPUT ILLEGAL_ACTION CHOICE_REQUIRED UNSUPPORTED NOT_FOUND IDEMPOTENCY_KEY_REUSED LIMIT_EXCEEDED',
  fields: (t) => ({
    rule: t.string({ nullable: true, resolve: (error) => error.details.rule ?? null }),
    path: t.stringList({
      nullable: true,
      description: 'Where in the input, for INVALID_INPUT: keys and list indexes.',
      resolve: (error) => error.details.path?.map(String) ?? null,
    }),
    action: t.int({ nullable: true, description: 'Which action, for the others.', resolve: (error) => error.details.action ?? null }),
    choice: t.string({ nullable: true, description: 'The missing choice, for CHOICE_REQUIRED.', resolve: (error) => error.details.choice ?? null }),
    options: t.field({
      type: 'JSON',
      nullable: true,
      description:
        "For CHOICE_REQUIRED, where the engine can list them: the values the choice may take, each a JSON value to put at `choice` inside the action's `choices` (a mana type, a mode, true or false, a list of targets).",
      resolve: (error) => error.details.options ?? null,
    }),
    suggestions: t.stringList({
      nullable: true,
      description: 'The closest card names the pool knows, for an INVALID_INPUT naming an unknown card.',
      resolve: (error) => error.details.suggestions ?? null,
    }),
    unsupported: t.field({
      type: UnsupportedAbilityRef,
      nullable: true,
      description: 'For UNSUPPORTED: the ability the engine does not carry out that stops the action (SCENARIOS.md, "Answers").',
      resolve: (error) =>
        error.details.card !== undefined && error.details.text !== undefined
          ? {
              permanent: error.details.permanent ?? null,
              card: error.details.card,
              ability: error.details.ability ?? null,
              text: error.details.text,
              reason: error.details.reason ?? '',
              ...(error.details.blockers ? { blockers: error.details.blockers } : {}),
            }
          : null,
    }),
  }),
});

builder.objectType(VersionConflict, {
  name: 'ConflictError',
  interfaces: [ErrorRef],
  fields: (t) => ({
    currentVersion: t.exposeInt('currentVersion'),
  }),
});

/** Runs a resolver, noting the code of an expected failure in the request's report (logs and metrics). */
export async function reporting<T>(context: Context, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RulesFailure || error instanceof VersionConflict) context.report.errors.push(error.code);
    throw error;
  }
}

/** An application failure on a field without a result union, as the GraphQL error clients get; anything else as it is. */
export function asGraphQLError(error: unknown): unknown {
  if (error instanceof InvalidArgument) return new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
  if (error instanceof RulesFailure) return new GraphQLError(error.message, { extensions: { code: error.code, ...error.details } });
  return error;
}

/** How much of a value a client sent an error message repeats, and how long a message may be at all. */
export const MESSAGE_LIMITS = { value: 100, message: 1000 } as const;

/** A value a client sent, as an error message may repeat it: its first 100 characters, then `…`. */
export function shown(value: string): string {
  return value.length > MESSAGE_LIMITS.value ? `${value.slice(0, MESSAGE_LIMITS.value)}…` : value;
}

/**
 * A message as clients get it, whoever wrote it (graphql-js, a plugin, a resolver): every run
 * of characters without a space and every quoted string longer than 100 characters cut to its
 * first 100 and `…` (they are values the client sent: an id, a cursor, a string literal), the
 * whole at most 1,000 characters. A 500 KB id is never a 500 KB error.
 */
export function boundedMessage(message: string): string {
  // Linear however the message is made: each pattern stops at the first quote (or space) it meets.
  const cut = message
    .slice(0, MESSAGE_LIMITS.message * 20)
    .replace(/"([^"]{101,})("|$)/g, (_quoted, value: string, end: string) => `"${shown(value)}${end}`)
    .replace(/[^\s"]{101,}/g, shown);
  return cut.length > MESSAGE_LIMITS.message ? `${cut.slice(0, MESSAGE_LIMITS.message)}…` : cut;
}

/** How many of an UNSUPPORTED error's blockers its extensions list, and how long a string of an ability there may be. */
export const EXTENSION_LIMITS = { blockers: 20, string: MESSAGE_LIMITS.message } as const;

/** The fields that name an ability the engine does not carry out (SCENARIOS.md, "Questions"). */
const ABILITY_STRINGS = ['permanent', 'card', 'text', 'reason'] as const;

/** A string at most 1,000 characters, then `…`; anything else as it is. */
const cut = (value: unknown): unknown => (typeof value === 'string' && value.length > EXTENSION_LIMITS.string ? `${value.slice(0, EXTENSION_LIMITS.string)}…` : value);

/** An ability's fields with each string at most 1,000 characters (an inline card's text is the client's). */
function boundedAbility<T extends Record<string, unknown>>(ability: T): T {
  const long = ABILITY_STRINGS.filter((key) => cut(ability[key]) !== ability[key]);
  if (long.length === 0) return ability;
  return { ...ability, ...Object.fromEntries(long.map((key) => [key, cut(ability[key])])) };
}

/**
 * A GraphQL error's extensions as clients get them, bounded like its message: an UNSUPPORTED
 * error's `blockers` (every ability that could change the answer, SCENARIOS.md "Questions") stays
 * a list of objects with the ability's fields, its first 20 where there are more, and then
 * `blockerCount` says how many there are in all (a board may hold hundreds of abilities the engine
 * does not carry out that could change one answer); the ability's strings and each blocker's are
 * at most 1,000 characters. The same object when nothing is cut.
 */
export function boundedExtensions<T extends Record<string, unknown>>(extensions: T): T {
  const bounded = boundedAbility(extensions);
  const blockers = extensions.blockers;
  if (!Array.isArray(blockers)) return bounded;
  const kept = blockers
    .slice(0, EXTENSION_LIMITS.blockers)
    .map((blocker: unknown) => (typeof blocker === 'object' && blocker !== null ? boundedAbility(blocker as Record<string, unknown>) : blocker));
  if (blockers.length <= EXTENSION_LIMITS.blockers && kept.every((blocker, index) => blocker === blockers[index])) return bounded;
  return { ...bounded, blockers: kept, ...(blockers.length > EXTENSION_LIMITS.blockers ? { blockerCount: blockers.length } : {}) };
}
