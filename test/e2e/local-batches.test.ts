// The local server evaluates ruling batches in its own process, from a queue in its memory: a
// server that stops (or crashes) with work queued leaves batches QUEUED or RUNNING in its store.
// The next server on the same store finishes them as it starts.

import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processMessage } from '../../app';
import { startLocalServer, type LocalServer } from '../../functions/local';
import { createDocumentClient, ensureTable } from '../../store/client';
import { startDynalite } from '../../store/dynalite';
import { createStores } from '../../store/stores';
import { TABLE } from '../../store/table';

let dataDir: string;
let server: LocalServer | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rules-batches-'));
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const example = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../examples', name), 'utf8')) as unknown;
const SCENARIOS = ['forest-adds-green.json', 'llanowar-elves-taps-for-green.json', 'llanowar-elves-summoning-sick.json'].map(example);

/** The local store as a server that died while working on them left it: batches recorded, some of their scenarios never evaluated. */
async function crashedWithBatches(owner: string): Promise<{ running: string; queued: string }> {
  const dynamo = await startDynalite({ path: dataDir });
  const client = createDocumentClient({ endpoint: dynamo.endpoint });
  try {
    await ensureTable(client, TABLE.localName);
    const stores = createStores({ client, tableName: TABLE.localName });
    const running = (await stores.batches.create({ owner, scenarios: SCENARIOS })).batch.id;
    await processMessage({ kind: 'batch', batchId: running, indexes: [0] }, stores);
    const queued = (await stores.batches.create({ owner, scenarios: SCENARIOS.slice(1) })).batch.id;
    expect(await stores.batches.get(owner, running)).toMatchObject({ status: 'RUNNING', done: 1, total: 3 });
    expect(await stores.batches.get(owner, queued)).toMatchObject({ status: 'QUEUED', done: 0, total: 2 });
    return { running, queued };
  } finally {
    client.destroy();
    await dynamo.close();
  }
}

async function batch(id: string, principal: string) {
  const response = await fetch(server!.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-principal': principal },
    body: JSON.stringify({
      query: 'query($id: ID!) { rulingBatch(id: $id) { status total done failed results { edges { node { index ok } } } } }',
      variables: { id: encodeGlobalID('RulingBatch', id) },
    }),
  });
  const body = (await response.json()) as { data: { rulingBatch: { status: string; done: number; results: { edges: { node: unknown }[] } } } };
  return body.data.rulingBatch;
}

/** The batch once DONE, or as it is after 15 seconds. */
async function whenDone(id: string, principal: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const now = await batch(id, principal);
    if (now.status === 'DONE' || Date.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the local server, started on a store a crashed server left with batches in progress', () => {
  it('finishes every batch left RUNNING or QUEUED, each scenario evaluated and counted once', { timeout: 60_000 }, async () => {
    const { running, queued } = await crashedWithBatches('phone-1');
    server = await startLocalServer({ port: 0, dynamoPort: 0, dataDir, log: false });

    // The summoning-sick Elves' activation is refused: a result like the others, counted as failed.
    expect(await whenDone(running, 'phone-1')).toEqual({
      status: 'DONE',
      total: 3,
      done: 3,
      failed: 1,
      results: { edges: [true, true, false].map((ok, index) => ({ node: { index, ok } })) },
    });
    expect(await whenDone(queued, 'phone-1')).toMatchObject({ status: 'DONE', total: 2, done: 2, failed: 1 });
  });
});
