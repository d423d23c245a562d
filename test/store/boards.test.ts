// Board repository against real local DynamoDB engines, each on a free loopback port: the same suite runs
// against dynalite (always) and against DynamoDB Local, AWS's own jar (when `java` is found; skipped otherwise).
// Add new repository tests inside repositorySuite so that both backends run them.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  BoardNotFoundError,
  BoardTooLargeError,
  InvalidCursorError,
  MAX_BOARD_BYTES,
  VersionConflictError,
  boardCursor,
  boardKey,
  createBoardRepository,
  type BoardRepository,
} from '../../store/boards';
import { createDocumentClient, ensureTable } from '../../store/client';
import { KEY_ATTRIBUTES } from '../../store/table';
import { startDynalite } from '../../store/dynalite';
import { findJava, noJavaMessage, startDynamoDbLocal } from '../helpers/dynamodb-local';

const TABLE_NAME = 'boards-test';

interface Backend {
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

const nestedState = {
  title: 'Combat',
  empty: '',
  unicode: 'Æther — ☀',
  count: 0,
  negative: -42,
  fraction: 0.1,
  big: 9007199254740991,
  flag: false,
  nothing: null,
  emptyMap: {},
  emptyList: [],
  stack: [{ card: 'Lightning Bolt', targets: [['player', 2], []], meta: {} }, [1, [2, [3, []]], { deep: { deeper: { deepest: [true, null, 'x'] } } }]],
};

function repositorySuite(name: string, start: () => Promise<Backend | null>, hookTimeout?: number) {
  describe(`board repository (${name})`, () => {
    let dynamo: Backend;
    let client: DynamoDBDocumentClient;
    let repo: BoardRepository;

    beforeAll(async () => {
      const started = await start();
      if (!started) throw new Error(`${name} could not be started`);
      dynamo = started;
      client = createDocumentClient({ endpoint: dynamo.endpoint });
      await ensureTable(client, TABLE_NAME);
      repo = createBoardRepository({ client, tableName: TABLE_NAME });
    }, hookTimeout);

    afterAll(async () => {
      client?.destroy();
      await dynamo?.close();
    }, hookTimeout);

    it(`${name} runs on a free loopback port, not 4000/8000`, () => {
      expect(dynamo.endpoint).toBe(`http://127.0.0.1:${dynamo.port}`);
      expect([0, 4000, 8000]).not.toContain(dynamo.port);
    });

    it('ensureTable is idempotent', async () => {
      await ensureTable(client, TABLE_NAME);
      await ensureTable(client, TABLE_NAME);
    });

    it('create then get round-trips a nested state exactly, including empty maps and lists', async () => {
      const fixed = new Date('2025-01-02T03:04:05.678Z');
      const timed = createBoardRepository({ client, tableName: TABLE_NAME, now: () => fixed });
      const created = await timed.create({ owner: 'alice', state: nestedState, name: 'My board' });
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        owner: 'alice',
        version: 1,
        name: 'My board',
        createdAt: fixed.toISOString(),
        updatedAt: fixed.toISOString(),
        state: nestedState,
        idempotency: [],
      });

      const loaded = await repo.get('alice', created.id);
      expect(loaded).toStrictEqual(created);
      expect(Object.keys(loaded!).sort()).toEqual(['createdAt', 'id', 'idempotency', 'name', 'owner', 'state', 'updatedAt', 'version']);
    });

    it('stores the keys the table expects', async () => {
      const created = await repo.create({ owner: 'alice', state: { a: 1 } });
      const { Item } = await client.send(new GetCommand({ TableName: TABLE_NAME, Key: boardKey(created.id) }));
      expect(Item).toMatchObject({
        pk: `BOARD#${created.id}`,
        sk: 'BOARD',
        gsi1pk: 'OWNER#alice#BOARD',
        gsi1sk: `${created.createdAt}#${created.id}`,
      });
      expect(Object.keys(Item!)).toEqual(expect.arrayContaining([...KEY_ATTRIBUTES]));
      expect(created.name).toBeNull();
    });

    it('get by another owner returns null, exactly like an unknown or malformed id', async () => {
      const created = await repo.create({ owner: 'alice', state: {} });
      expect(await repo.get('mallory', created.id)).toBeNull();
      expect(await repo.get('alice', 'no-such-board')).toBeNull();
      expect(await repo.get('alice', '')).toBeNull();
      expect(await repo.get('alice', 'x'.repeat(201))).toBeNull();
    });

    it('save with the right version increments it and persists', async () => {
      let tick = Date.parse('2025-01-01T00:00:00Z');
      const timed = createBoardRepository({ client, tableName: TABLE_NAME, now: () => new Date((tick += 1000)) });
      const created = await timed.create({ owner: 'alice', state: { n: 1 } });
      const saved = await timed.save({ owner: 'alice', id: created.id, expectedVersion: 1, state: { n: 2, list: [] } });
      expect(saved).toStrictEqual({
        ...created,
        version: 2,
        updatedAt: '2025-01-01T00:00:02.000Z',
        state: { n: 2, list: [] },
      });
      expect(await repo.get('alice', created.id)).toStrictEqual(saved);

      const again = await timed.save({ owner: 'alice', id: created.id, expectedVersion: 2, state: { n: 3 } });
      expect(again.version).toBe(3);
    });

    it('save with a stale version throws VersionConflictError with the current version and changes nothing', async () => {
      const created = await repo.create({ owner: 'alice', state: { n: 1 } });
      await repo.save({ owner: 'alice', id: created.id, expectedVersion: 1, state: { n: 2 } });
      const before = await repo.get('alice', created.id);

      const error = await repo.save({ owner: 'alice', id: created.id, expectedVersion: 1, state: { n: 99 } }).catch((e) => e);
      expect(error).toBeInstanceOf(VersionConflictError);
      expect(error.currentVersion).toBe(2);
      expect(await repo.get('alice', created.id)).toStrictEqual(before);
    });

    it('of two concurrent saves with the same expected version exactly one wins', async () => {
      const created = await repo.create({ owner: 'alice', state: { n: 0 } });
      const results = await Promise.allSettled([
        repo.save({ owner: 'alice', id: created.id, expectedVersion: 1, state: { writer: 'a' } }),
        repo.save({ owner: 'alice', id: created.id, expectedVersion: 1, state: { writer: 'b' } }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toBeInstanceOf(VersionConflictError);
      expect(lost[0]!.reason.currentVersion).toBe(2);

      const current = await repo.get('alice', created.id);
      expect(current).toStrictEqual(won[0]!.value);
      expect(current!.version).toBe(2);
    });

    it('save by a non-owner throws BoardNotFoundError and changes nothing', async () => {
      const created = await repo.create({ owner: 'alice', state: { n: 1 } });
      await expect(repo.save({ owner: 'mallory', id: created.id, expectedVersion: 1, state: { hacked: true } })).rejects.toBeInstanceOf(BoardNotFoundError);
      expect(await repo.get('alice', created.id)).toStrictEqual(created);
    });

    it('save of an unknown or malformed id throws BoardNotFoundError', async () => {
      await expect(repo.save({ owner: 'alice', id: 'missing', expectedVersion: 1, state: {} })).rejects.toBeInstanceOf(BoardNotFoundError);
      await expect(repo.save({ owner: 'alice', id: '', expectedVersion: 1, state: {} })).rejects.toBeInstanceOf(BoardNotFoundError);
    });

    it("lists an owner's boards newest first, page by page, with exact hasNextPage", async () => {
      let tick = Date.parse('2026-01-01T00:00:00.000Z');
      const clocked = createBoardRepository({ client, tableName: TABLE_NAME, now: () => new Date((tick += 1000)) });
      const owner = `lister-${name}`;
      const made = [];
      for (let i = 0; i < 5; i += 1) made.push(await clocked.create({ owner, state: { i } }));
      await clocked.create({ owner: `${owner}-other`, state: { other: true } });
      const first = await repo.list(owner, { first: 2 });
      expect(first.boards.map((b) => b.state)).toEqual([{ i: 4 }, { i: 3 }]);
      expect(first.hasNextPage).toBe(true);
      const second = await repo.list(owner, { first: 2, after: boardCursor(first.boards[1]!) });
      expect(second.boards.map((b) => b.state)).toEqual([{ i: 2 }, { i: 1 }]);
      expect(second.hasNextPage).toBe(true);
      const last = await repo.list(owner, { first: 2, after: boardCursor(second.boards[1]!) });
      expect(last.boards.map((b) => b.state)).toEqual([{ i: 0 }]);
      expect(last.hasNextPage).toBe(false);
      const exact = await repo.list(owner, { first: 5 });
      expect(exact.boards).toHaveLength(5);
      expect(exact.hasNextPage).toBe(false);
    });

    it("refuses a cursor of another owner's list, or one it did not give out", async () => {
      const mine = await repo.create({ owner: 'cursor-alice', state: {} });
      await expect(repo.list('cursor-bob', { first: 2, after: boardCursor(mine) })).rejects.toBeInstanceOf(InvalidCursorError);
      await expect(repo.list('cursor-alice', { first: 2, after: 'not a cursor' })).rejects.toBeInstanceOf(InvalidCursorError);
      const forged = Buffer.from(JSON.stringify({ pk: 'BOARD#x', sk: 'BOARD', gsi1pk: 'OWNER#cursor-alice#BOARD', gsi1sk: 7 })).toString('base64url');
      await expect(repo.list('cursor-alice', { first: 2, after: forged })).rejects.toBeInstanceOf(InvalidCursorError);
    });

    it('delete at the expected version removes the board; a stale version or another owner changes nothing', async () => {
      const created = await repo.create({ owner: 'alice', state: { n: 1 } });
      await expect(repo.delete({ owner: 'alice', id: created.id, expectedVersion: 2 })).rejects.toMatchObject({ name: 'VersionConflictError', currentVersion: 1 });
      await expect(repo.delete({ owner: 'mallory', id: created.id, expectedVersion: 1 })).rejects.toBeInstanceOf(BoardNotFoundError);
      expect(await repo.get('alice', created.id)).not.toBeNull();
      await repo.delete({ owner: 'alice', id: created.id, expectedVersion: 1 });
      expect(await repo.get('alice', created.id)).toBeNull();
      await expect(repo.delete({ owner: 'alice', id: created.id, expectedVersion: 1 })).rejects.toBeInstanceOf(BoardNotFoundError);
    });

    it('refuses a board larger or deeper than an item may be with BoardTooLargeError, storing nothing', async () => {
      const big = { blob: 'x'.repeat(MAX_BOARD_BYTES) };
      await expect(repo.create({ owner: 'alice', state: big })).rejects.toBeInstanceOf(BoardTooLargeError);
      let deep: Record<string, unknown> = { leaf: 1 };
      for (let i = 0; i < 40; i += 1) deep = { deep };
      await expect(repo.create({ owner: 'alice', state: deep })).rejects.toBeInstanceOf(BoardTooLargeError);
      const created = await repo.create({ owner: 'alice', state: { n: 1 } });
      await expect(repo.save({ owner: 'alice', id: created.id, expectedVersion: 1, state: big })).rejects.toBeInstanceOf(BoardTooLargeError);
      expect((await repo.get('alice', created.id))!.version).toBe(1);
    });

    it('save replaces the idempotency records with the list given, and keeps them when none is given', async () => {
      const created = await repo.create({ owner: 'alice', state: { n: 1 } });
      const record = { key: 'k1', inputHash: 'h', version: 2, result: { events: [], answers: null } };
      await repo.save({ owner: 'alice', id: created.id, expectedVersion: 1, state: { n: 2 }, idempotency: [record] });
      expect((await repo.get('alice', created.id))!.idempotency).toEqual([record]);
      await repo.save({ owner: 'alice', id: created.id, expectedVersion: 2, state: { n: 3 } });
      expect((await repo.get('alice', created.id))!.idempotency).toEqual([record]);
    });

    it('drops undefined values instead of failing', async () => {
      const created = await repo.create({ owner: 'alice', state: { kept: 1, dropped: undefined } });
      expect((await repo.get('alice', created.id))!.state).toStrictEqual({ kept: 1 });
    });
  });
}

repositorySuite('dynalite', startDynalite);

// DynamoDB Local: JVM startup takes about 2 s on 2 cores; allow much more on a loaded machine.
if (findJava() !== null) {
  repositorySuite('DynamoDB Local', startDynamoDbLocal, 60_000);
} else {
  console.warn(noJavaMessage());
  describe('board repository (DynamoDB Local)', () => {
    it.skip(noJavaMessage(), () => {});
  });
}
