// The schema executed directly (no HTTP), over a real store on dynalite: the operations of
// shared/spec/API.md, ownership, optimistic concurrency, and malformed input.

import { readFileSync } from 'node:fs';
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema/index';
import { printedSchema } from '../../schema/print';
import { APPLY_ACTIONS, BOARD, CREATE_BOARD, EVALUATE, forestBoard, testContext } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

async function run(query: string, variables: Record<string, unknown>, principal: string | null = 'alice-device') {
  const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext(principal, store.boards) });
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as Record<string, any>;
}

async function createForestBoard(principal = 'alice-device') {
  const data = await run(CREATE_BOARD, { state: forestBoard, name: 'kitchen table' }, principal);
  expect(data.createBoard.__typename).toBe('CreateBoardSuccess');
  return data.createBoard.board as { id: string; version: number; state: any };
}

describe('schema/schema.graphql', () => {
  it('is the printed, sorted SDL of the schema (run `npm run schema` when this fails)', () => {
    expect(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8')).toBe(printedSchema());
  });
});

describe('evaluate', () => {
  it('runs a scenario exactly as the command line does, storing nothing', async () => {
    const data = await run(EVALUATE, { scenario: { board: forestBoard, actions: [{ do: 'activate', permanent: 'forest' }] } });
    expect(data.evaluate.ok).toBe(true);
    expect(data.evaluate.result.board.players[0].manaPool.G).toBe(1);
  });

  it('gives INVALID_INPUT with the path for a malformed scenario', async () => {
    const data = await run(EVALUATE, { scenario: { board: { players: [{ id: 'alice' }], permanents: [{ id: 'x', card: 'Nope', controller: 'alice' }] } } });
    expect(data.evaluate).toMatchObject({ ok: false, result: { error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'card'] } } });
  });
});

describe('stored boards', () => {
  it('createBoard stores the canonical board at version 1; board(id) reads it back', async () => {
    const created = await createForestBoard();
    expect(created.version).toBe(1);
    expect(created.state.permanents[0]).toMatchObject({ id: 'forest', tapped: false, timestamp: 1 });
    const data = await run(BOARD, { id: created.id });
    expect(data.board).toMatchObject({ id: created.id, version: 1, name: 'kitchen table', state: created.state });
  });

  it('applyActions activating a Forest puts {G} in the pool and stores version 2 (106.4, 305.6)', async () => {
    const created = await createForestBoard();
    const data = await run(APPLY_ACTIONS, { id: created.id, version: 1, actions: [{ do: 'activate', permanent: 'forest' }], ask: [{ canActivate: { permanent: 'forest' } }] });
    expect(data.applyActions.__typename).toBe('ApplyActionsSuccess');
    expect(data.applyActions.board.version).toBe(2);
    expect(data.applyActions.board.state.players[0].manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 1, C: 0 });
    expect(data.applyActions.events.some((event: { type: string }) => event.type === 'manaAdded')).toBe(true);
    expect(data.applyActions.answers).toEqual([{ legal: false, reason: expect.any(String), rule: '107.5' }]);
    const stored = await run(BOARD, { id: created.id });
    expect(stored.board.version).toBe(2);
    expect(stored.board.state.players[0].manaPool.G).toBe(1);
  });

  it('a stale expectedVersion is a ConflictError with the current version, and nothing is stored', async () => {
    const created = await createForestBoard();
    await run(APPLY_ACTIONS, { id: created.id, version: 1, actions: [{ do: 'activate', permanent: 'forest' }] });
    const data = await run(APPLY_ACTIONS, { id: created.id, version: 1, actions: [] });
    expect(data.applyActions).toEqual({ __typename: 'ConflictError', code: 'CONFLICT', currentVersion: 2 });
    expect((await run(BOARD, { id: created.id })).board.version).toBe(2);
  });

  it('an illegal action is a RulesError naming the rule and the action; the stored board is unchanged', async () => {
    const created = await createForestBoard();
    const actions = [
      { do: 'activate', permanent: 'forest' },
      { do: 'activate', permanent: 'forest' },
    ];
    const data = await run(APPLY_ACTIONS, { id: created.id, version: 1, actions });
    expect(data.applyActions).toMatchObject({ __typename: 'RulesError', code: 'ILLEGAL_ACTION', rule: '107.5', action: 1 });
    const stored = await run(BOARD, { id: created.id });
    expect(stored.board).toMatchObject({ version: 1, state: created.state });
  });

  it('malformed actions are INVALID_INPUT with the path; the stored board is unchanged', async () => {
    const created = await createForestBoard();
    for (const actions of [[{ do: 'activate', permanent: 'forest', extra: true }], { not: 'a list' }, [{ do: 'activate', permanent: 'ghost' }]]) {
      const data = await run(APPLY_ACTIONS, { id: created.id, version: 1, actions });
      expect(data.applyActions).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT' });
      expect(data.applyActions.path[0]).toBe('actions');
    }
    expect((await run(BOARD, { id: created.id })).board).toMatchObject({ version: 1, state: created.state });
  });

  it('a malformed board state is INVALID_INPUT with the path, and nothing is created', async () => {
    const data = await run(CREATE_BOARD, { state: { players: [{ id: 'alice' }], permanents: [{ id: 'f', card: 'Forest', controller: 'zed' }] } });
    expect(data.createBoard).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', path: ['state', 'permanents', '0', 'controller'] });
  });

  it('GraphQL input of the wrong type is a GraphQL error, and the stored board is unchanged', async () => {
    const created = await createForestBoard();
    const result = await execute({
      schema,
      document: parse(APPLY_ACTIONS),
      variableValues: { id: created.id, version: 'one', actions: [] },
      contextValue: testContext('alice-device', store.boards),
    });
    expect(result.errors?.[0]?.message).toMatch(/version/);
    expect((await run(BOARD, { id: created.id })).board.version).toBe(1);
  });

  it('dryRun answers and stores nothing: board is the stored board unchanged, preview what it would be, with an id of its own', async () => {
    const created = await createForestBoard();
    const data = await run(APPLY_ACTIONS, { id: created.id, version: 1, actions: [{ do: 'activate', permanent: 'forest' }], dryRun: true });
    const { board, preview } = data.applyActions;
    expect(board).toMatchObject({ id: created.id, version: 1 });
    expect(board.state.players[0].manaPool.G).toBe(0);
    expect(preview).toMatchObject({ boardId: created.id, version: 1 });
    expect(preview.id).not.toBe(created.id);
    expect(preview.state.players[0].manaPool.G).toBe(1);
    const again = await run(APPLY_ACTIONS, { id: created.id, version: 1, actions: [{ do: 'activate', permanent: 'forest' }], dryRun: true });
    expect(again.applyActions.preview.id).toBe(preview.id);
    const other = await run(APPLY_ACTIONS, { id: created.id, version: 1, actions: [], dryRun: true });
    expect(other.applyActions.preview.id).not.toBe(preview.id);
    expect((await run(BOARD, { id: created.id })).board.state.players[0].manaPool.G).toBe(0);
  });
});

describe('ownership', () => {
  it('another principal sees exactly what it would see for a board that does not exist', async () => {
    const created = await createForestBoard('alice-device');
    const missing = 'Qm9hcmQ6ZG9lcy1ub3QtZXhpc3Q='; // Board:does-not-exist
    expect((await run(BOARD, { id: created.id }, 'mallory')).board).toBeNull();
    expect((await run(BOARD, { id: missing }, 'mallory')).board).toBeNull();
    const theirs = await run(APPLY_ACTIONS, { id: created.id, version: 1, actions: [] }, 'mallory');
    const nobody = await run(APPLY_ACTIONS, { id: missing, version: 1, actions: [] }, 'mallory');
    expect(theirs).toEqual(nobody);
    expect(theirs.applyActions).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect((await run(BOARD, { id: created.id }, 'alice-device')).board.version).toBe(1);
  });

  it('an id that is not a Board global id finds nothing', async () => {
    expect((await run(BOARD, { id: 'not-base64!' })).board).toBeNull();
  });

  it('board operations need an identified caller', async () => {
    const result = await execute({ schema, document: parse(BOARD), variableValues: { id: 'x' }, contextValue: testContext(null, store.boards) });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('keys named after built-in object properties (hostile input)', () => {
  it('createBoard with "constructor" counters, and applyActions adding "valueOf" counters, store and give back those counters', async () => {
    const state = { ...forestBoard, permanents: [{ id: 'forest', card: 'Forest', controller: 'alice', counters: { constructor: 1 } }] };
    const created = await run(CREATE_BOARD, { state }, 'hostile-keys');
    expect(created.createBoard.__typename).toBe('CreateBoardSuccess');
    const { id } = created.createBoard.board;
    const applied = await run(APPLY_ACTIONS, { id, version: 1, actions: [{ do: 'addCounters', permanent: 'forest', counter: 'valueOf', amount: 2 }] }, 'hostile-keys');
    expect(applied.applyActions.__typename).toBe('ApplyActionsSuccess');
    expect(applied.applyActions.board.state.permanents[0].counters).toEqual({ constructor: 1, valueOf: 2 });
    const read = await run(BOARD, { id }, 'hostile-keys');
    expect(read.board.state.permanents[0].counters).toEqual({ constructor: 1, valueOf: 2 });
  });
});
