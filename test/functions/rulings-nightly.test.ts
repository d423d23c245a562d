// `npm run rulings:nightly` (shared/spec/API.md): the nightly job once, in-process, against
// the local store: the running server's DynamoDB when one listens on DYNAMODB_PORT, else the
// on-disk store opened by the job itself. It prints a summary and writes a drift report.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { evaluateRuling, runNightlyHere } from '../../app/work';
import { main } from '../../functions/rulings-nightly';
import { createDocumentClient, ensureTable } from '../../store/client';
import { startDynalite, type RunningDynalite } from '../../store/dynalite';
import { createStores, type Stores } from '../../store/stores';
import { TABLE } from '../../store/table';

const forest = { board: { players: [{ id: 'a' }], permanents: [{ id: 'f', card: 'Forest', controller: 'a' }] }, actions: [{ do: 'activate', permanent: 'f' }] };

async function saveRuling(stores: Stores, owner: string, name: string, expected?: unknown) {
  const { result, evaluation } = evaluateRuling(forest, expected ?? {}, new Date());
  return stores.rulings.create({ owner, name, scenario: forest, expected: expected ?? result, lastEvaluation: evaluation });
}

function captureStdout() {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return { text: () => lines.join(''), restore: () => spy.mockRestore() };
}

describe("rulings:nightly against the running server's DynamoDB", () => {
  let dynamo: RunningDynalite;
  let stores: Stores;
  beforeAll(async () => {
    dynamo = await startDynalite();
    const client = createDocumentClient({ endpoint: dynamo.endpoint });
    await ensureTable(client, TABLE.localName);
    stores = createStores({ client, tableName: TABLE.localName });
  });
  afterAll(async () => {
    await dynamo.close();
  });

  it('connects to the DynamoDB on DYNAMODB_PORT, checks every ruling, reports the changed one, and does nothing again the same night', async () => {
    await saveRuling(stores, 'alice', 'forest adds G');
    const wrong = await saveRuling(stores, 'bob', 'forest is illegal', { ok: false, error: { code: 'ILLEGAL_ACTION' } });
    const out = captureStdout();
    try {
      expect(await main({ DYNAMODB_PORT: String(dynamo.port), RULINGS_DATA_DIR: '/nonexistent' })).toBe(0);
      expect(await main({ DYNAMODB_PORT: String(dynamo.port), RULINGS_DATA_DIR: '/nonexistent' })).toBe(0);
    } finally {
      out.restore();
    }
    const text = out.text();
    expect(text).toContain(`the running server's DynamoDB on 127.0.0.1:${dynamo.port}`);
    expect(text).toMatch(/nightly-\d{4}-\d{2}-\d{2}: 2 rulings checked in \d+ pages?, 1 changed/);
    expect(text).toMatch(/already ran: 2 rulings checked, nothing done again/);
    const { reports } = await stores.drift.list({ first: 5 });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.checked).toBe(2);
    expect((await stores.drift.changes(reports[0]!.id, 'bob')).map((c) => c.rulingId)).toEqual([wrong.id]);
    expect(await stores.drift.changes(reports[0]!.id, 'alice')).toEqual([]);
  });

  it('runNightlyHere reports progress up to the number of rulings', async () => {
    const seen: [number, number][] = [];
    const summary = await runNightlyHere(stores, new Date('2031-01-01T03:00:00Z'), (checked, total) => seen.push([checked, total]));
    expect(summary).toMatchObject({ run: 'nightly-2031-01-01', started: true, checked: 2, changed: 1 });
    expect(seen.at(-1)).toEqual([2, 2]);
  });
});

describe('rulings:nightly without a running server', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nightly-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the on-disk store itself, and writes its drift report there', async () => {
    const out = captureStdout();
    try {
      // A port nothing listens on: dynalite is not running.
      expect(await main({ DYNAMODB_PORT: '1', RULINGS_DATA_DIR: dir })).toBe(0);
    } finally {
      out.restore();
    }
    expect(out.text()).toContain(`the on-disk store ${dir}`);
    const dynamo = await startDynalite({ path: dir });
    try {
      const stores = createStores({ client: createDocumentClient({ endpoint: dynamo.endpoint }), tableName: TABLE.localName });
      expect((await stores.drift.list({ first: 5 })).reports).toHaveLength(1);
    } finally {
      await dynamo.close();
    }
  });
});
