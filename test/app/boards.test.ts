// The application's boards (app/boards.ts) over a real store on dynalite, without GraphQL:
// creating, reading, listing, applying actions at the expected version with idempotency keys
// and dry runs, and deleting; each failure as the application's typed error, and nothing
// written when a request fails or is a replay. The store's clock moves a second per read of
// it, so a write always changes `updatedAt`: an item read back unchanged was not written.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoards, IDEMPOTENCY_BYTES_KEPT, IDEMPOTENCY_KEYS_KEPT, type ApplyActionsInput, type Boards } from '../../app/boards';
import { EngineFailure, IdempotencyKeyReused, InvalidCursor, InvalidInput, LimitExceeded, NotFound, VersionConflict } from '../../app/errors';
import { ask, boardView } from '../../app/questions';
import type { BoardRepository, StoredBoard } from '../../store/boards';
import { board, turn } from '../helpers/boards';
import { startTestStore, type TestStore } from '../helpers/store';

let store: TestStore;
let boards: Boards;
let clock = Date.parse('2026-07-01T10:00:00.000Z');
beforeAll(async () => {
  store = await startTestStore({ now: () => new Date((clock += 1000)) });
  boards = createBoards(store.stores);
});
afterAll(async () => {
  await store.close();
});

const me = 'app-boards';
/** Two untapped Forests of alice's. */
const forests = board([
  { id: 'f0', card: 'Forest', controller: 'alice' },
  { id: 'f1', card: 'Forest', controller: 'alice' },
]);
const tap = (permanent: string) => ({ do: 'activate', permanent });
const stored = async (id: string) => (await store.stores.boards.get(me, id))!;
const poolOf = (item: StoredBoard) => (item.state as { players: { manaPool: Record<string, number> }[] }).players[0]!.manaPool;

/** The failure a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('create and get', () => {
  it('stores the board canonical at version 1, for its owner only', async () => {
    const created = await boards.create(me, { state: forests, name: 'two forests' });
    expect(created).toMatchObject({ owner: me, version: 1, name: 'two forests', idempotency: [] });
    expect(created.state).toMatchObject({ turn: { ...turn, landsPlayed: 0 }, players: [{ id: 'alice', life: 20 }, { id: 'bob' }] });
    expect(await boards.get(me, created.id)).toEqual(created);
    expect(await boards.get('someone-else', created.id)).toBeNull();
  });

  it('refuses a name over 200 characters, a board the engine refuses and a board too large to store, storing nothing', async () => {
    const before = await boards.list(me, { first: 100 });
    const long = await failure(boards.create(me, { state: forests, name: 'n'.repeat(201) }));
    expect(long).toBeInstanceOf(InvalidInput);
    expect(long).toMatchObject({ code: 'INVALID_INPUT', details: { path: ['name'] } });

    const unknownCard = await failure(boards.create(me, { state: board([{ id: 'x', card: 'Forest of Nowhere', controller: 'alice' }]) }));
    expect(unknownCard).toBeInstanceOf(EngineFailure);
    expect(unknownCard).toMatchObject({ code: 'INVALID_INPUT', details: { path: ['state', 'permanents', 0, 'card'] } });

    const huge = await failure(
      boards.create(me, { state: { ...forests, permanents: Array.from({ length: 1_900 }, (_, i) => ({ id: `forest-with-a-long-id-${i}`, card: 'Forest', controller: 'alice' })) } }),
    );
    expect(huge).toBeInstanceOf(LimitExceeded);
    expect(huge).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect((await boards.list(me, { first: 100 })).edges).toHaveLength(before.edges.length);
  });
});

describe('cards of the card pool', () => {
  it('creates a board naming pool cards, refuses a card the engine cannot play, and suggests names for an unknown one', async () => {
    const created = await boards.create(me, { state: board([{ id: 'wolf', card: 'watchwolf', controller: 'alice' }]) });
    expect(created.state).toMatchObject({ permanents: [{ id: 'wolf', card: 'watchwolf' }] });
    const plane = await failure(boards.create(me, { state: board([{ id: 'x', card: 'Academy at Tolaria West', controller: 'alice' }]) }));
    expect(plane).toMatchObject({ code: 'UNSUPPORTED', message: expect.stringContaining('Academy at Tolaria West is not playable') });
    const typo = await failure(boards.create(me, { state: board([{ id: 'x', card: 'Watchwolff', controller: 'alice' }]) }));
    expect(typo).toMatchObject({ code: 'INVALID_INPUT', details: { path: ['state', 'permanents', 0, 'card'], suggestions: expect.arrayContaining(['Watchwolf']) } });
  });

  it('applies actions and answers questions on a stored board whose cards this process has not seen yet (a cold start)', async () => {
    // Stored directly, as another process would have: nothing here has registered Centaur Courser.
    const { id } = await store.stores.boards.create({ owner: me, name: null, state: board([{ id: 'ape', card: 'Centaur Courser', controller: 'alice' }]) });
    const applied = await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [{ do: 'tap', permanent: 'ape' }], ask: [{ characteristics: 'ape' }] });
    expect(applied.answers).toEqual([expect.objectContaining({ name: 'Centaur Courser', power: 3, toughness: 3 })]);
    // The typed fields of a board read it through boardView, which makes its cards known too.
    const giant = await store.stores.boards.create({ owner: me, name: null, state: board([{ id: 'giant', card: 'Hill Giant', controller: 'alice' }]) });
    expect(ask(boardView(giant), 'characteristics', 'giant')).toMatchObject({ name: 'Hill Giant', power: 3, toughness: 3 });
  });
});

describe('applyActions', () => {
  it('applies the actions at the expected version and answers the questions on the new board', async () => {
    const { id } = await boards.create(me, { state: forests });
    const applied = await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0')], ask: [{ canActivate: { permanent: 'f0' } }] });
    expect(applied.board).toEqual(await stored(id));
    expect(applied.board.version).toBe(2);
    expect(poolOf(applied.board).G).toBe(1);
    expect(applied.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'manaAdded', source: 'f0', mana: { G: 1 } })]));
    expect(applied.answers).toEqual([{ legal: false, reason: "f0 is already tapped, so {T} can't be paid", rule: '107.5' }]);
    // Without questions, the answers are null.
    expect((await boards.applyActions(me, { boardId: id, expectedVersion: 2, actions: [tap('f1')] })).answers).toBeNull();
  });

  it('actions nested 5,000 arrays deep are LIMIT_EXCEEDED with their path before anything walks them (no overflow, no masked error); nothing is written', async () => {
    const { id } = await boards.create(me, { state: forests });
    const before = await stored(id);
    let deep: unknown = [];
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    for (const key of [null, 'deep']) {
      const refused = await failure(boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [deep] as never, idempotencyKey: key }));
      expect(refused).toBeInstanceOf(EngineFailure);
      expect(refused).toMatchObject({ code: 'LIMIT_EXCEEDED', details: { path: ['actions', ...Array.from({ length: 64 }, () => 0)] } });
    }
    expect(await stored(id)).toEqual(before);
  });

  it('a stale expected version is a VersionConflict with the current version; nothing is written', async () => {
    const { id } = await boards.create(me, { state: forests });
    await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0')] });
    const before = await stored(id);
    const stale = await failure(boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f1')] }));
    expect(stale).toBeInstanceOf(VersionConflict);
    expect(stale).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
    expect(await stored(id)).toEqual(before);
  });

  it("an action the rules forbid is the engine's error, carried through with its action and rule; nothing is written", async () => {
    const { id } = await boards.create(me, { state: forests });
    const before = await stored(id);
    const illegal = await failure(boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0'), tap('f0')], idempotencyKey: 'twice' }));
    expect(illegal).toBeInstanceOf(EngineFailure);
    expect(illegal).toMatchObject({ code: 'ILLEGAL_ACTION', details: { action: 1, rule: '107.5' } });
    expect(await stored(id)).toEqual(before);
  });

  it("another principal's board, an id that names no board and a missing board are NotFound; an invalid key is refused before the board is looked up", async () => {
    const { id } = await boards.create(me, { state: forests });
    for (const [owner, boardId] of [
      ['someone-else', id],
      [me, null],
      [me, 'no-such-board'],
    ] as const) {
      const missing = await failure(boards.applyActions(owner, { boardId, expectedVersion: 1, actions: [tap('f0')], dryRun: true }));
      expect(missing).toBeInstanceOf(NotFound);
      expect(missing).toMatchObject({ code: 'NOT_FOUND', message: 'no board with this id' });
    }
    for (const idempotencyKey of ['', 'k'.repeat(201)]) {
      const invalid = await failure(boards.applyActions(me, { boardId: null, expectedVersion: 1, actions: [], idempotencyKey }));
      expect(invalid).toBeInstanceOf(InvalidInput);
      expect(invalid).toMatchObject({ details: { path: ['idempotencyKey'] } });
    }
  });

  it('a dry run answers with the stored board as it is and a preview of what it would be, at its version, and writes nothing, not even its key', async () => {
    const { id } = await boards.create(me, { state: forests });
    const before = await stored(id);
    const dry = await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0')], ask: [{ availableMana: 'alice' }], dryRun: true, idempotencyKey: 'dry' });
    expect(dry.board).toEqual(before);
    expect(dry.preview).toMatchObject({ id, version: 1 });
    expect(poolOf(dry.preview!).G).toBe(1);
    // What alice could still add: the other Forest's {G}.
    expect(dry.answers).toEqual([{ options: [{ G: 1 }] }]);
    expect(await stored(id)).toEqual(before);
    // The key was not remembered: the same key now applies.
    expect((await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0')], idempotencyKey: 'dry' })).board.version).toBe(2);
  });
});

describe('idempotency keys', () => {
  it('the same key and input replay the first result, with the board as it is now, and write nothing, even after other changes', async () => {
    const { id } = await boards.create(me, { state: forests });
    const request: ApplyActionsInput = { boardId: id, expectedVersion: 1, actions: [tap('f0')], ask: [{ availableMana: 'alice' }], idempotencyKey: 'tap-f0' };
    const first = await boards.applyActions(me, request);
    const afterFirst = await stored(id);
    expect(afterFirst.idempotency).toEqual([{ key: 'tap-f0', inputHash: expect.any(String), version: 2, result: { events: first.events, answers: first.answers } }]);

    const retry = await boards.applyActions(me, request);
    expect(retry).toEqual(first);
    expect(await stored(id)).toEqual(afterFirst);

    // Another request moves the board on; the retry still gets the first result (no conflict: its version is used up).
    await boards.applyActions(me, { boardId: id, expectedVersion: 2, actions: [tap('f1')] });
    const now = await stored(id);
    const late = await boards.applyActions(me, request);
    expect(late).toEqual({ board: now, preview: null, events: first.events, answers: first.answers, questions: first.questions });
    expect(await stored(id)).toEqual(now);
    expect(poolOf(now).G).toBe(2);
  });

  it('the same key with another input is IdempotencyKeyReused, whatever differs, and writes nothing', async () => {
    const { id } = await boards.create(me, { state: forests });
    await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0')], idempotencyKey: 'once' });
    const before = await stored(id);
    for (const other of [
      { boardId: id, expectedVersion: 1, actions: [tap('f1')] },
      { boardId: id, expectedVersion: 2, actions: [tap('f0')] },
      { boardId: id, expectedVersion: 1, actions: [tap('f0')], ask: [{ availableMana: 'alice' }] },
      { boardId: id, expectedVersion: 1, actions: [tap('f0')], dryRun: true },
    ]) {
      const reused = await failure(boards.applyActions(me, { ...other, idempotencyKey: 'once' }));
      expect(reused).toBeInstanceOf(IdempotencyKeyReused);
      expect(reused).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await stored(id)).toEqual(before);
  });

  it('inputs that differ only in the order of object keys are the same input', async () => {
    const { id } = await boards.create(me, { state: forests });
    const first = await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [{ do: 'activate', permanent: 'f0' }], idempotencyKey: 'ordered' });
    const retry = await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [{ permanent: 'f0', do: 'activate' }], idempotencyKey: 'ordered' });
    expect(retry).toEqual(first);
  });

  /** The real repository, but just before its first save the `concurrent` request runs to its end: it read the same board and lands first. */
  function racing(repository: BoardRepository, concurrent: () => Promise<unknown>): BoardRepository {
    let raced = false;
    return {
      ...repository,
      async save(input) {
        if (!raced) {
          raced = true;
          await concurrent();
        }
        return repository.save(input);
      },
    };
  }

  it('a concurrent retry that landed first: the conditional write fails, and the result of the one that landed is returned; it applied once', async () => {
    const { id } = await boards.create(me, { state: forests });
    const request: ApplyActionsInput = { boardId: id, expectedVersion: 1, actions: [tap('f0')], idempotencyKey: 'burst' };
    let landed: unknown;
    const slow = createBoards({ boards: racing(store.stores.boards, async () => (landed = await boards.applyActions(me, request))) });
    const result = await slow.applyActions(me, request);
    expect(result).toEqual(landed);
    expect(result.board).toEqual(await stored(id));
    expect(result.board.version).toBe(2);
    expect(poolOf(result.board).G).toBe(1);
  });

  it('a concurrent request that is not a retry of it landed first: VersionConflict with the version it stored', async () => {
    for (const [concurrent, key] of [
      [{ boardId: null, expectedVersion: 1, actions: [tap('f1')] }, 'first'],
      [{ boardId: null, expectedVersion: 1, actions: [tap('f1')], idempotencyKey: 'another-key' }, 'second'],
    ] as const) {
      const { id } = await boards.create(me, { state: forests });
      const slow = createBoards({ boards: racing(store.stores.boards, () => boards.applyActions(me, { ...concurrent, boardId: id })) });
      const conflict = await failure(slow.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0')], idempotencyKey: key }));
      expect(conflict).toBeInstanceOf(VersionConflict);
      expect(conflict).toMatchObject({ currentVersion: 2 });
      expect((await stored(id)).idempotency.map((record) => record.key)).not.toContain(key);
    }
  });

  it('the same key with another input that landed first: IdempotencyKeyReused', async () => {
    const { id } = await boards.create(me, { state: forests });
    const slow = createBoards({
      boards: racing(store.stores.boards, () => boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f1')], idempotencyKey: 'shared' })),
    });
    expect(await failure(slow.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0')], idempotencyKey: 'shared' }))).toBeInstanceOf(IdempotencyKeyReused);
  });

  it(`a board remembers its ${IDEMPOTENCY_KEYS_KEPT} newest keys: a retry with an older one is a request like any other`, async () => {
    const many = board(Array.from({ length: IDEMPOTENCY_KEYS_KEPT + 1 }, (_, i) => ({ id: `f${i}`, card: 'Forest', controller: 'alice' })));
    const { id } = await boards.create(me, { state: many });
    const requests = Array.from({ length: IDEMPOTENCY_KEYS_KEPT + 1 }, (_, i): ApplyActionsInput => ({
      boardId: id,
      expectedVersion: i + 1,
      actions: [tap(`f${i}`)],
      idempotencyKey: `key-${i}`,
    }));
    for (const request of requests) await boards.applyActions(me, request);
    const kept = await stored(id);
    expect(kept.idempotency.map((record) => record.key)).toEqual(
      requests
        .slice(1)
        .reverse()
        .map((request) => request.idempotencyKey),
    );
    // The newest key still replays; the forgotten one is checked against the version again.
    expect((await boards.applyActions(me, requests.at(-1)!)).board).toEqual(kept);
    expect(await failure(boards.applyActions(me, requests[0]!))).toMatchObject({ currentVersion: IDEMPOTENCY_KEYS_KEPT + 2 });
    expect(await stored(id)).toEqual(kept);
  });

  it(`older keys' results take at most ${IDEMPOTENCY_BYTES_KEPT.toLocaleString('en')} bytes: the oldest go first, the newest is always kept`, async () => {
    const many = board(Array.from({ length: 400 }, (_, i) => ({ id: `forest-${i}`, card: 'Forest', controller: 'alice' })));
    const { id } = await boards.create(me, { state: many });
    // Each request taps 100 Forests: 400 events, about 40,000 bytes, in its remembered result.
    for (let request = 0; request < 4; request += 1) {
      const actions = Array.from({ length: 100 }, (_, i) => tap(`forest-${request * 100 + i}`));
      await boards.applyActions(me, { boardId: id, expectedVersion: request + 1, actions, idempotencyKey: `big-${request}` });
    }
    const { idempotency } = await stored(id);
    const sizes = idempotency.map((record) => JSON.stringify(record).length);
    expect(sizes.every((bytes) => bytes > 35_000)).toBe(true);
    // The newest and two older ones fit; a third older one would not.
    expect(idempotency.map((record) => record.key)).toEqual(['big-3', 'big-2', 'big-1']);
    expect(sizes.slice(1).reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(IDEMPOTENCY_BYTES_KEPT);
    // The newest is kept however large its result: 200 Forests with long ids tapped, and the characteristics of 100 asked.
    const longId = (i: number) => `a-forest-with-a-rather-long-id-${i}`;
    const { id: large } = await boards.create(me, { state: board(Array.from({ length: 200 }, (_, i) => ({ id: longId(i), card: 'Forest', controller: 'alice' }))) });
    const request: ApplyActionsInput = {
      boardId: large,
      expectedVersion: 1,
      actions: Array.from({ length: 200 }, (_, i) => tap(longId(i))),
      ask: Array.from({ length: 100 }, (_, i) => ({ characteristics: longId(i) })),
      idempotencyKey: 'huge',
    };
    const first = await boards.applyActions(me, request);
    const [record] = (await stored(large)).idempotency;
    expect(record?.key).toBe('huge');
    expect(JSON.stringify(record).length).toBeGreaterThan(IDEMPOTENCY_BYTES_KEPT);
    expect(await boards.applyActions(me, request)).toEqual(first);
  });
});

describe('delete and list', () => {
  it('deletes at the expected version; a stale version is a VersionConflict; another principal and a missing board are NotFound', async () => {
    const { id } = await boards.create(me, { state: forests });
    await boards.applyActions(me, { boardId: id, expectedVersion: 1, actions: [tap('f0')] });
    expect(await failure(boards.delete(me, { boardId: id, expectedVersion: 1 }))).toMatchObject({ constructor: VersionConflict, currentVersion: 2 });
    expect(await failure(boards.delete('someone-else', { boardId: id, expectedVersion: 2 }))).toBeInstanceOf(NotFound);
    expect(await failure(boards.delete(me, { boardId: null, expectedVersion: 2 }))).toBeInstanceOf(NotFound);
    await boards.delete(me, { boardId: id, expectedVersion: 2 });
    expect(await boards.get(me, id)).toBeNull();
    expect(await failure(boards.delete(me, { boardId: id, expectedVersion: 2 }))).toBeInstanceOf(NotFound);
  });

  it("lists the owner's boards newest first, a page at a time, each with its cursor; a cursor not of this list is InvalidCursor", async () => {
    const owner = 'app-boards-lister';
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await boards.create(owner, { state: forests, name: `board ${i}` })).id);
    const first = await boards.list(owner, { first: 2 });
    expect(first.edges.map((edge) => edge.node.id)).toEqual([ids[4], ids[3]]);
    expect(first).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await boards.list(owner, { first: 10, after: first.edges.at(-1)!.cursor });
    expect(second.edges.map((edge) => edge.node.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(second).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // 20 by default, at least 1.
    expect((await boards.list(owner, { first: 0 })).edges).toHaveLength(1);
    expect((await boards.list(owner, {})).edges).toHaveLength(5);
    expect(await failure(boards.list('someone-else', { after: first.edges[0]!.cursor }))).toBeInstanceOf(InvalidCursor);
    expect(await failure(boards.list(owner, { after: 'not-a-cursor' }))).toBeInstanceOf(InvalidCursor);
  });
});
