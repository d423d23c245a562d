// API Gateway HTTP API events (payload format 2.0) as they reach the GraphQL function: the
// JWT authorizer's claims (every claim a string) in requestContext.authorizer.jwt.

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { TABLE } from '../../store/table';
import { startTestStore, type TestStore } from './store';

const HTTP_API_HOST = 'abc123.execute-api.eu-west-1.amazonaws.com';

export interface HttpApiEventOptions {
  method?: 'GET' | 'POST';
  body?: string;
  base64?: boolean;
  query?: string;
  headers?: Record<string, string>;
  /** The authorizer's claims; without them, no authorizer ran. */
  claims?: Record<string, string>;
  /** The scopes API Gateway lists apart from the claims. */
  scopes?: string[] | null;
}

export function httpApiEvent(options: HttpApiEventOptions): APIGatewayProxyEventV2 {
  const method = options.method ?? 'POST';
  const event = {
    version: '2.0',
    routeKey: `${method} /graphql`,
    rawPath: '/graphql',
    rawQueryString: options.query ?? '',
    headers: {
      accept: 'application/json',
      host: HTTP_API_HOST,
      authorization: 'Bearer eyJraWQiOiJleGFtcGxlIiwiYWxnIjoiUlMyNTYifQ.e30.c2lnbmF0dXJl',
      'user-agent': 'vitest',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: HTTP_API_HOST,
      domainPrefix: 'abc123',
      http: { method, path: '/graphql', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'vitest' },
      requestId: 'apigw-request',
      routeKey: `${method} /graphql`,
      stage: '$default',
      time: '29/Nov/2026:18:00:00 +0000',
      timeEpoch: 1_795_975_200_000,
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: options.scopes ?? null } } } : {}),
    },
    isBase64Encoded: options.base64 ?? false,
    ...(options.body === undefined ? {} : { body: options.body }),
  };
  return event;
}

/** The GraphQL Lambda handler as tests call it. */
export type GraphqlHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; headers?: Record<string, unknown>; body?: string }>;

export const lambdaContext = { functionName: 'graphql', awsRequestId: 'test-request' } as Context;

/**
 * The GraphQL Lambda handler over a store of its own on dynalite, its logs and metrics quiet
 * (tests that read logs set up their own); close the store after.
 */
export async function startGraphqlHandler(): Promise<{ handler: GraphqlHandler; store: TestStore }> {
  const store = await startTestStore();
  process.env.TABLE_NAME = TABLE.localName;
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  const { handler } = await import('../../functions/graphql');
  return { handler, store };
}
