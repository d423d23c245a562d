// Board repository against a real in-memory dynalite on a free port.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  BoardNotFoundError,
  VersionConflictError,
  boardKey,
  createBoardRepository,
  createDocumentClient,
  ensureTable,
  KEY_ATTRIBUTES,
  type BoardRepository,
} from '../../store';
import { startDynalite, type RunningDynalite } from '../../store/dynalite';

const TABLE_NAME = 'boards-test';
let dynamo: RunningDynalite;
let client: DynamoDBDocumentClient;
let repo: BoardRepository;

beforeAll(async () => {
  dynamo = await startDynalite();
  client = createDocumentClient({ endpoint: dynamo.endpoint });
  await ensureTable(client, TABLE_NAME);
  repo = createBoardRepository({ client, tableName: TABLE_NAME });
});

afterAll(async () => {
  client?.destroy();
  await dynamo?.close();
});

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
  stack: [
    { card: 'Lightning Bolt', targets: [['player', 2], []], meta: {} },
    [1, [2, [3, []]], { deep: { deeper: { deepest: [true, null, 'x'] } } }],
  ],
};

describe('board repository', () => {
  it('dynalite runs on a free loopback port, not 4000/8000', () => {
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
    });

    const loaded = await repo.get('alice', created.id);
    expect(loaded).toStrictEqual(created);
    expect(Object.keys(loaded!).sort()).toEqual(['createdAt', 'id', 'name', 'owner', 'state', 'updatedAt', 'version']);
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
    await expect(
      repo.save({ owner: 'mallory', id: created.id, expectedVersion: 1, state: { hacked: true } }),
    ).rejects.toBeInstanceOf(BoardNotFoundError);
    expect(await repo.get('alice', created.id)).toStrictEqual(created);
  });

  it('save of an unknown or malformed id throws BoardNotFoundError', async () => {
    await expect(repo.save({ owner: 'alice', id: 'missing', expectedVersion: 1, state: {} })).rejects.toBeInstanceOf(
      BoardNotFoundError,
    );
    await expect(repo.save({ owner: 'alice', id: '', expectedVersion: 1, state: {} })).rejects.toBeInstanceOf(
      BoardNotFoundError,
    );
  });

  it('drops undefined values instead of failing', async () => {
    const created = await repo.create({ owner: 'alice', state: { kept: 1, dropped: undefined } });
    expect((await repo.get('alice', created.id))!.state).toStrictEqual({ kept: 1 });
  });
});
