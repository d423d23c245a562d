// The Lambda handler, called with real-shaped API Gateway HTTP API (payload 2.0) events, over
// a real store on dynalite. The caller is the JWT authorizer's `sub` claim, never a header.

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../store/table';
import { CREATE_BOARD, APPLY_ACTIONS, BOARD, forestBoard } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

let store: TestStore;
let handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; headers?: Record<string, unknown>; body?: string }>;

beforeAll(async () => {
  store = await startTestStore();
  process.env.TABLE_NAME = TABLE.localName;
  // These tests read responses, not logs (test/functions/hardening.test.ts reads those): keep the output quiet.
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  ({ handler } = await import('../../functions/graphql'));
});
afterAll(async () => {
  await store.close();
});

const lambdaContext = { functionName: 'graphql', awsRequestId: 'test-request' } as Context;

function httpApiEvent(options: { body?: string; base64?: boolean; sub?: string; method?: string; headers?: Record<string, string>; query?: string }): APIGatewayProxyEventV2 {
  const method = options.method ?? 'POST';
  const event = {
    version: '2.0',
    routeKey: `${method} /graphql`,
    rawPath: '/graphql',
    rawQueryString: options.query ?? '',
    headers: { 'content-type': 'application/json', accept: 'application/json', host: 'abc123.execute-api.eu-west-1.amazonaws.com', ...options.headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc123',
      http: { method, path: '/graphql', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey: `${method} /graphql`,
      stage: '$default',
      time: '29/Nov/2026:18:00:00 +0000',
      timeEpoch: 1_795_975_200_000,
      ...(options.sub ? { authorizer: { jwt: { claims: { sub: options.sub }, scopes: null } } } : {}),
    },
    isBase64Encoded: options.base64 ?? false,
    ...(options.body === undefined ? {} : { body: options.body }),
  };
  return event as APIGatewayProxyEventV2;
}

async function post(query: string, variables: Record<string, unknown>, options: { sub?: string; base64?: boolean; headers?: Record<string, string> } = {}) {
  const json = JSON.stringify({ query, variables });
  const body = options.base64 ? Buffer.from(json).toString('base64') : json;
  const response = await handler(httpApiEvent({ ...options, body }), lambdaContext);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body!) as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe('the GraphQL Lambda handler', () => {
  it('creates a board and activates a Forest for the JWT subject, with base64 bodies decoded', async () => {
    const created = await post(CREATE_BOARD, { state: forestBoard }, { sub: 'user-1', base64: true });
    const board = created.data!.createBoard.board;
    expect(board.version).toBe(1);
    const applied = await post(APPLY_ACTIONS, { id: board.id, version: 1, actions: [{ do: 'activate', permanent: 'forest' }] }, { sub: 'user-1' });
    expect(applied.data!.applyActions.board.state.players[0].manaPool.G).toBe(1);
  });

  it('ignores the x-principal header: only the JWT subject identifies the caller', async () => {
    const created = await post(CREATE_BOARD, { state: forestBoard }, { sub: 'user-2' });
    const id = created.data!.createBoard.board.id;
    const spoofed = await post(BOARD, { id }, { sub: 'user-3', headers: { 'x-principal': 'user-2' } });
    expect(spoofed.data!.board).toBeNull();
    const anonymous = await post(BOARD, { id }, { headers: { 'x-principal': 'user-2' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('evaluates without a caller identity and answers GET requests', async () => {
    const query = 'query { evaluate(scenario: { board: { players: [{ id: "a" }] } }) { ok } }';
    const response = await handler(
      httpApiEvent({ method: 'GET', query: `query=${encodeURIComponent(query)}` }),
      lambdaContext,
    );
    expect(JSON.parse(response.body!)).toEqual({ data: { evaluate: { ok: true } } });
  });

  it('answers malformed GraphQL with a clear error, not a crash', async () => {
    const response = await handler(
      httpApiEvent({ body: '{"query": "mutation { createBoard(" }', headers: { accept: 'application/graphql-response+json' } }),
      lambdaContext,
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body!).errors[0].message).toMatch(/Syntax Error/);
  });
});
