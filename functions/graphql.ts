// The GraphQL Lambda function behind the API Gateway HTTP API (payload format 2.0): adapts
// each event to a fetch Request for the one module-scope yoga instance, and the Response
// back (buffered: HTTP APIs do not stream). The caller comes from the claims of the HTTP
// API's JWT authorizer (functions/caller.ts); headers never identify anyone here. Each caller
// has a request budget in this instance when the stack sets one (functions/request-budget.ts).
// Every request is logged (request id, principal, operation, board id, outcome; never a board's
// contents) and counted per operation and error code (Powertools, CloudWatch EMF). Its
// configuration, logger, metrics and application come from functions/lambda.ts.

import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context as LambdaContext } from 'aws-lambda';
import type { Caller, Report } from '../schema/context';
import { callerFromClaims } from './caller';
import { lambdaRuntime } from './lambda';
import { RequestBudget } from './request-budget';
import { createGraphqlServer } from './server';

interface LambdaServerContext extends Record<string, unknown> {
  event: APIGatewayProxyEventV2;
  lambdaContext: LambdaContext;
}

// Boards need no queue: a stack without the batch infrastructure still serves them.
const { logger, metrics, config, app } = lambdaRuntime({ queue: false });

type JwtAuthorizer = { jwt?: { claims?: Record<string, unknown>; scopes?: string[] | null } };

/** One log line and the metrics of a request: `Requests` per operation, `Errors` per operation and code. */
function record(report: Report, caller: Caller | null, lambdaContext: LambdaContext | undefined): void {
  const operation = report.operation ?? 'none';
  logger.info('request', {
    requestId: lambdaContext?.awsRequestId,
    principal: caller?.principal ?? null,
    trusted: caller?.trusted ?? false,
    operation,
    boardId: report.boardId,
    outcome: report.errors.length === 0 ? 'ok' : 'error',
    errors: report.errors,
  });
  const requests = metrics.singleMetric();
  requests.addDimension('operation', operation);
  requests.addMetric('Requests', MetricUnit.Count, 1);
  for (const code of new Set(report.errors)) {
    const errors = metrics.singleMetric();
    errors.addDimensions({ operation, code });
    errors.addMetric('Errors', MetricUnit.Count, 1);
  }
}

const yoga = createGraphqlServer<LambdaServerContext>({
  app,
  caller: (_request, { event }) => {
    const authorizer = (event?.requestContext as { authorizer?: JwtAuthorizer } | undefined)?.authorizer;
    return callerFromClaims(authorizer?.jwt?.claims, authorizer?.jwt?.scopes, config.caller);
  },
  graphiql: false,
  production: true,
  ...(config.requestBudget ? { requestBudget: { budget: new RequestBudget(config.requestBudget), sourceIp: ({ event }) => event?.requestContext.http.sourceIp ?? null } } : {}),
  onReport: (report, caller, { lambdaContext }) => record(report, caller, lambdaContext),
  logging: {
    debug: (...args: unknown[]) => logger.debug(String(args[0]), ...args.slice(1).map((extra) => ({ extra }))),
    info: (...args: unknown[]) => logger.info(String(args[0]), ...args.slice(1).map((extra) => ({ extra }))),
    warn: (...args: unknown[]) => logger.warn(String(args[0]), ...args.slice(1).map((extra) => ({ extra }))),
    error: (...args: unknown[]) => logger.error(String(args[0]), ...args.slice(1).map((extra) => ({ extra: extra instanceof Error ? extra.stack : extra }))),
  },
});

export async function handler(event: APIGatewayProxyEventV2, lambdaContext: LambdaContext): Promise<APIGatewayProxyStructuredResultV2> {
  const method = event.requestContext.http.method;
  const url = `https://${event.requestContext.domainName}${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers[name] = value;
  const hasBody = event.body !== undefined && event.body !== null && method !== 'GET' && method !== 'HEAD';
  const response = await yoga.fetch(
    url,
    {
      method,
      headers,
      ...(hasBody ? { body: Buffer.from(event.body!, event.isBase64Encoded ? 'base64' : 'utf8') } : {}),
    },
    { event, lambdaContext },
  );
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
    isBase64Encoded: false,
  };
}
