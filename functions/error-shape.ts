// One error shape (README, "Using the API"): every GraphQL error a client gets has an
// `extensions.code` and a bounded message, whatever raised it (yoga, graphql-js, graphql-armor,
// a Pothos plugin, a resolver). Errors that bring their own code keep it; the others get the
// code of where the request stopped: before a document (a malformed request) BAD_REQUEST, or
// LIMIT_EXCEEDED for a body too large; in parsing GRAPHQL_PARSE_FAILED; in validation
// GRAPHQL_VALIDATION_FAILED; in execution (variables that do not coerce, an argument a library
// refuses) BAD_USER_INPUT. A request limit of graphql-armor (tokens, aliases) or of graphql-js
// (introspection nested too deep) is LIMIT_EXCEEDED in any phase, as the schema's own are.
// Messages are cut (schema/errors.ts, `boundedMessage`), and so are the extensions an engine
// error brings (`boundedExtensions`: an UNSUPPORTED error's `blockers`). Masked errors are yoga's own
// INTERNAL_SERVER_ERROR ("Unexpected error.").

import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { boundedExtensions, boundedMessage } from '../schema/errors';

/** graphql-js's own request limits, by their (fixed) messages: its validation rules give no code. */
const GRAPHQL_JS_LIMITS = new Set(['Maximum introspection depth exceeded']);

type Phase = 'request' | 'parse' | 'validate' | 'execute';

const CODE_OF_PHASE: Record<Phase, string> = {
  request: 'BAD_REQUEST',
  parse: 'GRAPHQL_PARSE_FAILED',
  validate: 'GRAPHQL_VALIDATION_FAILED',
  execute: 'BAD_USER_INPUT',
};

/** The shape of errors, and the `onReject` callback that marks graphql-armor's refusals as LIMIT_EXCEEDED. */
export function errorShape(): { plugin: Plugin; limitRejected: (context: unknown, error: GraphQLError) => void } {
  const limitErrors = new WeakSet<object>();
  const phases = new WeakMap<object, Phase>();
  const enter = (request: unknown, phase: Phase) => {
    // yoga's Request may be its ponyfill's, not the global class: any object will do as a key.
    if (typeof request === 'object' && request !== null) phases.set(request, phase);
  };
  const codeOf = (error: GraphQLError, phase: Phase): string => {
    if (limitErrors.has(error) || (error.originalError && limitErrors.has(error.originalError)) || GRAPHQL_JS_LIMITS.has(error.message)) return 'LIMIT_EXCEEDED';
    const code = error.extensions?.code;
    if (typeof code === 'string' && code.length > 0) return code;
    return error.extensions?.http?.status === 413 ? 'LIMIT_EXCEEDED' : CODE_OF_PHASE[phase];
  };
  const plugin: Plugin = {
    onParse: ({ context }) => enter((context as { request?: unknown }).request, 'parse'),
    onValidate: ({ context }) => enter((context as { request?: unknown }).request, 'validate'),
    onExecute: ({ args }) => enter((args.contextValue as { request?: unknown }).request, 'execute'),
    onResultProcess: (event) => {
      const { request, result } = event;
      if (isAsyncIterable(result)) return;
      const phase = phases.get(request) ?? 'request';
      const shaped = (Array.isArray(result) ? result : [result]).map((single) => {
        if (isAsyncIterable(single) || !single.errors?.length) return single;
        const errors = single.errors.map((error) => {
          const code = codeOf(error, phase);
          const message = boundedMessage(error.message);
          const extensions = boundedExtensions(error.extensions ?? {});
          if (message === error.message && error.extensions?.code === code && extensions === error.extensions) return error;
          return new GraphQLError(message, {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            path: error.path,
            originalError: error.originalError,
            extensions: { ...extensions, code },
          });
        });
        return { ...single, errors };
      });
      event.setResult(Array.isArray(result) ? shaped : shaped[0]!);
    },
  };
  return {
    plugin,
    limitRejected: (_context, error) => {
      limitErrors.add(error);
    },
  };
}
