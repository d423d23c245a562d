// The one Pothos schema builder, with its plugins: scopes of the caller's token (scope-auth),
// typed error results (errors), Relay nodes and global ids (relay; `node` and `nodes` are
// schema/node.ts's), query cost limits
// (complexity), which are higher for trusted callers.

import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { Context } from './context';

/** Query cost budgets (README, "Limits"): the batch job and trusted partners get more. */
export const COMPLEXITY_LIMITS = {
  /** About three times what the first-party apps' heaviest operation costs (test/schema/contract.test.ts). */
  default: { complexity: 1500, depth: 10, breadth: 150 },
  trusted: { complexity: 15000, depth: 15, breadth: 1000 },
} as const;

/** Ids in one `nodes(ids)` query. */
export const NODES_LIMIT = 100;

export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
  AuthScopes: { read: boolean; write: boolean };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, RelayPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({ read: context.caller.read, write: context.caller.write }),
    // Authorization failures stay GraphQL errors (not typed results), with a code clients can switch on.
    unauthorizedError: (_parent, context, info) =>
      context.principal === null
        ? new GraphQLError('this operation needs an authenticated caller', { extensions: { code: 'UNAUTHENTICATED' } })
        : new GraphQLError(`not authorized for ${info.parentType.name}.${info.fieldName}: rules/read is needed to read boards, rules/write to change them`, {
            extensions: { code: 'FORBIDDEN' },
          }),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // `node` and `nodes` are schema/node.ts's: a bad id is an error of its own, never the whole list's.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  complexity: {
    limit: (context) => (context.caller.trusted ? COMPLEXITY_LIMITS.trusted : COMPLEXITY_LIMITS.default),
    complexityError: (kind, result) => {
      const [value, max] = {
        Depth: [result.depth, result.maxDepth],
        Breadth: [result.breadth, result.maxBreadth],
        Complexity: [result.complexity, result.maxComplexity],
      }[kind];
      return new GraphQLError(`the query's ${kind.toLowerCase()} is ${value}, more than the ${max} allowed (README, "Limits")`, { extensions: { code: 'LIMIT_EXCEEDED' } });
    },
  },
  errors: {
    directResult: true,
  },
});

builder.queryType({});
builder.mutationType({});
