// The published schema through the GraphQL Lambda handler (functions/published-schema.ts):
// GET /schema.graphql and /persisted-operations.json for an authenticated caller, refused to a
// caller without identity.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpApiEvent, lambdaContext, startGraphqlHandler, type GraphqlHandler } from '../helpers/http-api';
import type { TestStore } from '../helpers/store';

let store: TestStore;
let handler: GraphqlHandler;

beforeAll(async () => {
  ({ handler, store } = await startGraphqlHandler());
});
afterAll(async () => {
  await store.close();
});

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
