// The GraphQL Lambda function behind the API Gateway HTTP API (payload format 2.0): adapts
// each event to a fetch Request for the one module-scope yoga instance, and the Response
// back (buffered: HTTP APIs do not stream). The caller is the JWT `sub` claim given by the
// HTTP API's authorizer; headers never identify anyone here.

import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context as LambdaContext } from 'aws-lambda';
import { createBoardRepository } from '../store/boards';
import { createDocumentClient } from '../store/client';
import { createGraphqlServer } from './server';

interface LambdaServerContext extends Record<string, unknown> {
  event: APIGatewayProxyEventV2;
  lambdaContext: LambdaContext;
}

const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'rules-api' });
const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('TABLE_NAME is not set');

const boards = createBoardRepository({
  client: createDocumentClient(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}),
  tableName,
});

/** The `sub` claim of a JWT authorizer, when the route has one. */
function subClaim(event: APIGatewayProxyEventV2 | undefined): string | null {
  const authorizer = (event?.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } } | undefined)?.authorizer;
  const sub = authorizer?.jwt?.claims?.sub;
  return typeof sub === 'string' && sub.length > 0 ? sub : null;
}

const yoga = createGraphqlServer<LambdaServerContext>({
  boards,
  principal: (_request, { event }) => subClaim(event),
  graphiql: false,
  logging: {
    debug: (...args) => logger.debug(String(args[0]), ...args.slice(1).map((extra) => ({ extra }))),
    info: (...args) => logger.info(String(args[0]), ...args.slice(1).map((extra) => ({ extra }))),
    warn: (...args) => logger.warn(String(args[0]), ...args.slice(1).map((extra) => ({ extra }))),
    error: (...args) => logger.error(String(args[0]), ...args.slice(1).map((extra) => ({ extra: extra instanceof Error ? extra.stack : extra }))),
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
