// dynalite launcher: on-disk mode keeps data across a restart; a taken port gives a clear error.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { BoardNotFoundError, boardCursor, createBoardRepository } from '../../store/boards';
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

/**
 * What a crash between dynalite's two writes of a new item leaves on disk (it writes the owner
 * index entry first, then the item): the board's index entry, without the board. Done to a
 * closed store, through dynalite's own LevelDB.
 */
async function loseItemKeepingIndex(path: string, id: string): Promise<void> {
  const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const { Level } = fromDynalite('level') as {
    Level: new (path: string, options: object) => { iterator(): AsyncIterable<[string, unknown]>; del(key: string): Promise<void>; close(): Promise<void> };
  };
  const db = new Level(path, { valueEncoding: 'json' });
  const items: string[] = [];
  const indexed: string[] = [];
  // Items and index entries are stored as DynamoDB writes them: attribute values ({ S: ... }).
  for await (const [key, value] of db.iterator()) {
    if ((value as { id?: { S?: string } } | null)?.id?.S !== id) continue;
    if (key.startsWith(`item-${TABLE_NAME}~`)) items.push(key);
    if (key.startsWith(`index-global~${TABLE_NAME}~`)) indexed.push(key);
  }
  expect(items).toHaveLength(1);
  expect(indexed).toHaveLength(1);
  await db.del(items[0]!);
  await db.close();
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

  it('never lists a board whose item a crash lost (its owner index entry left behind); deleting and listing the others still work', async () => {
    const path = await mkdtemp(join(tmpdir(), 'dynalite-'));
    dirs.push(path);
    const [oldest, lost, newest] = await withStore(path, async (repo) => {
      const boards = [];
      for (const n of [1, 2, 3]) boards.push(await repo.create({ owner: 'alice', state: { n } }));
      return boards;
    });
    await loseItemKeepingIndex(path, lost!.id);

    await withStore(path, async (repo) => {
      expect(await repo.get('alice', lost!.id)).toBeNull();
      const all = await repo.list('alice', { first: 10 });
      expect(all.boards.map((board) => board.id)).toEqual([newest!.id, oldest!.id]);
      // Page by page, the entry is skipped where it lies, and hasNextPage stays exact.
      const first = await repo.list('alice', { first: 1 });
      expect(first).toMatchObject({ boards: [{ id: newest!.id }], hasNextPage: true });
      const second = await repo.list('alice', { first: 1, after: boardCursor(first.boards[0]!) });
      expect(second).toMatchObject({ boards: [{ id: oldest!.id }], hasNextPage: false });
      // The lost board is not found; deleting the others works and empties the list.
      await expect(repo.delete({ owner: 'alice', id: lost!.id, expectedVersion: 1 })).rejects.toBeInstanceOf(BoardNotFoundError);
      await repo.delete({ owner: 'alice', id: newest!.id, expectedVersion: 1 });
      await repo.delete({ owner: 'alice', id: oldest!.id, expectedVersion: 1 });
      expect(await repo.list('alice', { first: 10 })).toEqual({ boards: [], hasNextPage: false });
    });
  });
});
