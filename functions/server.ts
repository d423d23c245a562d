// The one way a GraphQL server is made: the schema served by graphql-yoga, with the context
// built from the request. The Lambda handler and the local server each make one, differing
// only in how they identify the caller and whether GraphiQL is on.

import { createYoga, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import { schema } from '../schema/index';
import type { Context } from '../schema/context';
import type { BoardRepository } from '../store/boards';

export interface ServerOptions<ServerContext extends Record<string, unknown>> {
  boards: BoardRepository;
  /** Who is calling; null when the caller is not identified. */
  principal: (request: Request, serverContext: Partial<ServerContext>) => string | null;
  graphiql: boolean;
  logging?: YogaLogger | boolean;
}

export const GRAPHQL_PATH = '/graphql';

export function createGraphqlServer<ServerContext extends Record<string, unknown>>(
  options: ServerOptions<ServerContext>,
): YogaServerInstance<ServerContext, Context> {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: options.graphiql,
    landingPage: false,
    // Unexpected errors reach clients as "Unexpected error."; expected ones are typed results.
    maskedErrors: true,
    logging: options.logging ?? true,
    context: ({ request, ...serverContext }) => ({
      principal: options.principal(request, serverContext as Partial<ServerContext>),
      boards: options.boards,
    }),
  });
}
