// The published schema through the GraphQL Lambda handler (functions/published-schema.ts):
// GET /schema.graphql and /persisted-operations.json for an authenticated caller, refused to a
// caller without identity.

import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../store/table';
import { httpApiEvent } from '../helpers/http-api';
import { startTestStore, type TestStore } from '../helpers/store';

let store: TestStore;
let handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; headers?: Record<string, unknown>; body?: string }>;

beforeAll(async () => {
  store = await startTestStore();
  process.env.TABLE_NAME = TABLE.localName;
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  ({ handler } = await import('../../functions/graphql'));
});
afterAll(async () => {
  await store.close();
});

const lambdaContext = { functionName: 'graphql', awsRequestId: 'test-request' } as Context;

function get(path: string, claims?: Record<string, string>) {
  const event = httpApiEvent({ method: 'GET', ...(claims ? { claims } : {}) });
  return handler(
    { ...event, rawPath: path, routeKey: `GET ${path}`, requestContext: { ...event.requestContext, routeKey: `GET ${path}`, http: { ...event.requestContext.http, path } } },
    lambdaContext,
  );
}

const file = (name: string) => readFileSync(new URL(`../../schema/${name}`, import.meta.url), 'utf8');

describe('the published schema in AWS', () => {
  it('serves the SDL and the persisted operations to an authenticated caller, as committed', async () => {
    const sdl = await get('/schema.graphql', { sub: 'codegen-user' });
    expect(sdl.statusCode).toBe(200);
    expect(sdl.body).toBe(file('schema.graphql'));
    const manifest = await get('/persisted-operations.json', { sub: 'codegen-user' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toBe(file('persisted-operations.json'));
  });

  it('refuses a caller without identity', async () => {
    expect((await get('/schema.graphql')).statusCode).toBe(401);
  });
});
