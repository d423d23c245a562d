// End to end: the local server (`npm start`'s code) on free ports, GraphQL over real HTTP,
// boards on dynalite's disk store surviving a restart.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../functions/local';
import { APPLY_ACTIONS, BOARD, CREATE_BOARD, expectErrorShape, forestBoard } from '../helpers/graphql';

let dataDir: string;
let server: LocalServer | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rules-e2e-'));
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = () => startLocalServer({ port: 0, dynamoPort: 0, dataDir, log: false });

async function post(query: string, variables: Record<string, unknown>, principal?: string) {
  const response = await fetch(server!.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(principal ? { 'x-principal': principal } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return expectErrorShape((await response.json()) as { data: Record<string, any> });
}

describe('the local server', () => {
  it('serves GraphiQL to a browser', async () => {
    server = await start();
    const response = await fetch(server.url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/graphiql/i);
  });

  it('creates a board, taps its Forest for {G}, and still has it after a restart', async () => {
    const created = await post(CREATE_BOARD, { state: forestBoard, name: 'e2e' }, 'phone-1');
    const id = created.data.createBoard.board.id as string;
    const applied = await post(APPLY_ACTIONS, { id, version: 1, actions: [{ do: 'activate', permanent: 'forest' }] }, 'phone-1');
    expect(applied.data.applyActions.board.state.players[0].manaPool.G).toBe(1);

    await server!.close();
    server = await start();

    const read = await post(BOARD, { id }, 'phone-1');
    expect(read.data.board).toMatchObject({ version: 2, name: 'e2e' });
    expect(read.data.board.state.players[0].manaPool.G).toBe(1);
    // The header identifies the caller locally; without it the caller is `local`.
    expect((await post(BOARD, { id })).data.board).toBeNull();
  });

  it('refuses what a web page could send it: a form-encoded or plain-text POST (415), and any request from another origin (403); nothing is stored', async () => {
    const mutation = `mutation { createBoard(input: { name: "csrf", state: { players: [{ id: "alice" }] } }) { __typename } }`;
    const form = await fetch(server!.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ query: mutation }) });
    expect(form.status).toBe(415);
    const text = await fetch(server!.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: mutation }) });
    expect(text.status).toBe(415);
    const foreign = await fetch(server!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: mutation }),
    });
    expect(foreign.status).toBe(403);
    // From the server's own page (GraphiQL), JSON is served as before.
    const own = await fetch(server!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(server!.url).origin },
      body: JSON.stringify({ query: '{ boards(first: 5) { edges { node { name } } } }' }),
    });
    expect(own.status).toBe(200);
    expect(JSON.stringify(await own.json())).not.toContain('csrf');
  });
});
