// dynalite launcher: on-disk mode keeps data across a restart; a taken port gives a clear error.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBoardRepository } from '../../store/boards';
import { createDocumentClient, ensureTable } from '../../store/client';
import { startDynalite } from '../../store/dynalite';

const TABLE_NAME = 'disk-test';
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function withStore<T>(path: string, fn: (repo: ReturnType<typeof createBoardRepository>) => Promise<T>): Promise<T> {
  const dynamo = await startDynalite({ path });
  const client = createDocumentClient({ endpoint: dynamo.endpoint });
  try {
    await ensureTable(client, TABLE_NAME);
    return await fn(createBoardRepository({ client, tableName: TABLE_NAME }));
  } finally {
    client.destroy();
    await dynamo.close();
  }
}

describe('startDynalite', () => {
  it('on disk, keeps a board across close and restart', async () => {
    const base = await mkdtemp(join(tmpdir(), 'dynalite-'));
    dirs.push(base);
    const path = join(base, 'nested', 'dynamodb'); // created recursively

    const created = await withStore(path, (repo) => repo.create({ owner: 'alice', state: { cards: [], zones: {} } }));
    const loaded = await withStore(path, (repo) => repo.get('alice', created.id));
    expect(loaded).toStrictEqual(created);
  });

  it('rejects with a clear error when the on-disk store is already in use', async () => {
    const path = await mkdtemp(join(tmpdir(), 'dynalite-'));
    dirs.push(path);
    const first = await startDynalite({ path });
    try {
      await expect(startDynalite({ path })).rejects.toThrow(/cannot open the store/);
    } finally {
      await first.close();
    }
  });

  it('rejects with a clear error when the port is taken', async () => {
    const first = await startDynalite();
    try {
      await expect(startDynalite({ port: first.port })).rejects.toThrow(`port ${first.port}`);
    } finally {
      await first.close();
    }
  });

  it('close() can be called twice', async () => {
    const dynamo = await startDynalite();
    await dynamo.close();
    await dynamo.close();
  });
});
