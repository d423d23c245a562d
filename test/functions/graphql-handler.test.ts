// The Lambda handler, called with real-shaped API Gateway HTTP API (payload 2.0) events, over
// a real store on dynalite. The caller is the JWT authorizer's `sub` claim, never a header.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_BOARD, APPLY_ACTIONS, BOARD, expectErrorShape, forestBoard } from '../helpers/graphql';
import type { TestStore } from '../helpers/store';
import { httpApiEvent, lambdaContext, startGraphqlHandler, type GraphqlHandler } from '../helpers/http-api';

let store: TestStore;
let handler: GraphqlHandler;

beforeAll(async () => {
  // These tests read responses, not logs (test/functions/hardening.test.ts reads those): the helper keeps the output quiet.
  ({ handler, store } = await startGraphqlHandler());
});
afterAll(async () => {
  await store.close();
});

async function post(query: string, variables: Record<string, unknown>, options: { sub?: string; base64?: boolean; headers?: Record<string, string> } = {}) {
  const json = JSON.stringify({ query, variables });
  const body = options.base64 ? Buffer.from(json).toString('base64') : json;
  const response = await handler(
    httpApiEvent({
      ...(options.sub ? { claims: { sub: options.sub } } : {}),
      ...(options.base64 ? { base64: true } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      body,
    }),
    lambdaContext,
  );
  expect(response.statusCode).toBe(200);
  return expectErrorShape(JSON.parse(response.body!) as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] });
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
    const response = await handler(httpApiEvent({ method: 'GET', query: `query=${encodeURIComponent(query)}` }), lambdaContext);
    expect(expectErrorShape(JSON.parse(response.body!))).toEqual({ data: { evaluate: { ok: true } } });
  });

  it('answers malformed GraphQL with a clear error, not a crash', async () => {
    const response = await handler(httpApiEvent({ body: '{"query": "mutation { createBoard(" }', headers: { accept: 'application/graphql-response+json' } }), lambdaContext);
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(JSON.parse(response.body!)).errors[0].message).toMatch(/Syntax Error/);
  });

  it('answers a body that is not JSON with 400 and a plain error: no parser internals (originalError) echoed back', async () => {
    const response = await handler(httpApiEvent({ body: '{"query": ', headers: { accept: 'application/graphql-response+json' } }), lambdaContext);
    expect(response.statusCode).toBe(400);
    const body = expectErrorShape(JSON.parse(response.body!) as { errors: { message: string; extensions?: Record<string, unknown> }[] });
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.extensions ?? {}).not.toHaveProperty('originalError');
    expect(response.body).not.toMatch(/SyntaxError|at JSON\.parse|position \d+/);
  });

  it('gives a caller who may not introspect no "Did you mean" suggestions of field names', async () => {
    const response = await handler(httpApiEvent({ claims: { sub: 'user-4' }, body: JSON.stringify({ query: '{ bords(first: 1) { edges { cursor } } }' }) }), lambdaContext);
    const body = expectErrorShape(JSON.parse(response.body!) as { errors: { message: string }[] });
    expect(body.errors[0]!.message).toMatch(/bords/);
    expect(body.errors.map((error) => error.message).join(' ')).not.toMatch(/Did you mean/);
  });
});
