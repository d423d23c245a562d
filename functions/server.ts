// The one way a GraphQL server is made: the schema served by graphql-yoga with its limits in
// layers (README, "Limits"), persisted operations for first-party apps, introspection only
// for trusted callers in production, each caller's request budget when given (the Lambda's),
// and the context built from the caller. The Lambda handler and the local server each make
// one, differing in how they establish the caller.

import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { getOperationAST, GraphQLError, type DocumentNode } from 'graphql';
import { createYoga, isAsyncIterable, type GraphiQLOptions, type GraphiQLRenderer, type Plugin, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import type { App } from '../app';
import { newReport, type Caller, type Context, type Report } from '../schema/context';
import { schema } from '../schema/index';
import manifest from '../schema/persisted-operations.json' with { type: 'json' };
import { manifestLookup, type PersistedManifest } from '../schema/persisted';
import { errorShape } from './error-shape';
import { usePublishedSchema } from './published-schema';
import { budgetKey, useRequestBudget, type RequestBudget } from './request-budget';

export interface ServerOptions<ServerContext extends Record<string, unknown>> {
  /** The application the resolvers call, over the server's store and work queue. */
  app: App;
  /** Who is calling, from the request and what the server knows about it. */
  caller: (request: Request, serverContext: Partial<ServerContext>) => Caller;
  /** GraphiQL: none (production), or its options and the page that renders them (the local server's, functions/graphiql.ts). */
  graphiql: false | { options: GraphiQLOptions; render: GraphiQLRenderer };
  /** Production: introspection only for trusted callers. */
  production: boolean;
  logging?: YogaLogger | boolean;
  /** Called once a request has its result, with who called and what the request did (logs, metrics). */
  onReport?: (report: Report, caller: Caller | null, serverContext: Partial<ServerContext>) => void;
  /** Plugins of this server only, run first (the local server's check of where a request comes from). */
  plugins?: Plugin<ServerContext>[];
  /** The per-caller request budget (functions/request-budget.ts) and a request's source IP, when known; none without it. */
  requestBudget?: { budget: RequestBudget; sourceIp: (serverContext: Partial<ServerContext>) => string | null };
}

export const GRAPHQL_PATH = '/graphql';

/** The limits every request meets before the schema's own (README, "Limits"). */
export const REQUEST_LIMITS = {
  /** Bytes of a request body: a board at its largest fits with room to spare. */
  bodyBytes: 1_000_000,
  /** Tokens of a GraphQL document. */
  tokens: 2_000,
  /** Aliases in one operation (`__typename` aliases not counted). */
  aliases: 15,
} as const;

const PERSISTED = manifestLookup(manifest as PersistedManifest);

export function createGraphqlServer<ServerContext extends Record<string, unknown>>(options: ServerOptions<ServerContext>): YogaServerInstance<ServerContext, Context> {
  // The caller of a request, established once and read by the plugins and the context.
  const callers = new WeakMap<Request, Caller>();
  const callerOf = (request: Request, serverContext: Partial<ServerContext>): Caller => {
    let caller = callers.get(request);
    if (!caller) callers.set(request, (caller = options.caller(request, serverContext)));
    return caller;
  };
  const reports = new WeakMap<Request, Report>();
  const reportOf = (request: Request): Report => {
    let report = reports.get(request);
    if (!report) reports.set(request, (report = newReport()));
    return report;
  };
  const establishCaller: Plugin<ServerContext> = {
    onParams: ({ request, context }) => {
      callerOf(request, context);
    },
  };
  // The report of each request: its operation, the board it named, its error codes; handed to onReport with the result.
  const report: Plugin<Context & ServerContext> = {
    onExecute: ({ args }) => {
      // envelop types the arguments without graphql-js: they are graphql-js's ExecutionArgs.
      const operation = getOperationAST(args.document as DocumentNode, args.operationName as string | null | undefined);
      args.contextValue.report.operation = operation?.name?.value ?? 'anonymous';
    },
    onResultProcess: ({ request, result, serverContext }) => {
      const current = reportOf(request);
      for (const single of Array.isArray(result) ? result : [result]) {
        if (isAsyncIterable(single)) continue;
        for (const error of single.errors ?? []) {
          const code = error.extensions?.code;
          current.errors.push(typeof code === 'string' ? code : 'GRAPHQL_ERROR');
        }
      }
      // A request refused before its parameters were read (a body too large) is still attributed to its caller.
      const context = serverContext as unknown as Partial<ServerContext>;
      options.onReport?.(current, callerOf(request, context), context);
    },
  };
  // What production answers never show (README, "Using the API"): the parser's internals yoga attaches
  // to a body that is not JSON (`extensions.originalError`), and, to a caller who may not
  // introspect, graphql-js's "Did you mean ...?" field suggestions, which would reveal the schema
  // piece by piece. graphql-armor's suggestion blocker can't tell callers apart, hence this.
  const withoutInternals: Plugin<ServerContext> = {
    onResultProcess: (event) => {
      const { request, result, serverContext } = event;
      if (!options.production || isAsyncIterable(result) || Array.isArray(result) || !result.errors?.length) return;
      const trusted = callerOf(request, serverContext as unknown as Partial<ServerContext>).trusted;
      const cleaned = result.errors.map((error) => {
        const { originalError: _internals, ...extensions } = error.extensions ?? {};
        const message = trusted ? error.message : error.message.replace(/ ?Did you mean .*\?$/s, '');
        return new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError, extensions });
      });
      event.setResult({ ...result, errors: cleaned });
    },
  };
  // Every error with its `extensions.code` and a bounded message (README, "Using the API"), before the report counts them.
  const shape = errorShape();
  // The caller's budget is taken once its parameters are read, so the refusal is reported and counted like any error.
  const withinBudget = ({ budget, sourceIp }: NonNullable<ServerOptions<ServerContext>['requestBudget']>) =>
    useRequestBudget<ServerContext>(budget, (request, context) => budgetKey(callerOf(request, context).principal, sourceIp(context)));
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: options.graphiql ? options.graphiql.options : false,
    ...(options.graphiql ? { renderGraphiQL: options.graphiql.render } : {}),
    landingPage: false,
    maxRequestBodySize: REQUEST_LIMITS.bodyBytes,
    // Unexpected errors reach clients as "Unexpected error."; expected ones are typed results.
    maskedErrors: true,
    logging: options.logging ?? true,
    plugins: [
      ...(options.plugins ?? []),
      establishCaller,
      // GET /schema.graphql and /persisted-operations.json, the published schema (README, "Using the API").
      usePublishedSchema<ServerContext>(callerOf),
      ...(options.requestBudget ? [withinBudget(options.requestBudget)] : []),
      usePersistedOperations({
        getPersistedOperation: (key) => PERSISTED.get(key) ?? null,
        // First-party apps send only the manifest's operations; others may send any document.
        allowArbitraryOperations: (request) => !(callers.get(request)?.persistedOnly ?? true),
        // The manifest's documents were validated when it was built (test/schema/contract.test.ts).
        skipDocumentValidation: true,
      }),
      useDisableIntrospection({ isDisabled: (request, context) => options.production && !callerOf(request, context as Partial<ServerContext>).trusted }),
      maxTokensPlugin({ n: REQUEST_LIMITS.tokens, onReject: [shape.limitRejected] }),
      maxAliasesPlugin({ n: REQUEST_LIMITS.aliases, onReject: [shape.limitRejected] }),
      shape.plugin,
      withoutInternals,
      report,
    ],
    context: ({ request, ...serverContext }) => {
      const caller = callerOf(request, serverContext as Partial<ServerContext>);
      return { app: options.app, caller, principal: caller.principal, report: reportOf(request) };
    },
  });
}
