// Stored boards (shared/spec/API.md): the Board node, `board(id)`, `createBoard` and
// `applyActions`. A board belongs to the principal that created it; for anyone else it
// behaves exactly as a board that does not exist.

import { GraphQLError } from 'graphql';
import { RulesError, canonicalBoard, loadBoard, runScenario } from '../rules';
import { createHash } from 'node:crypto';
import { boardCursor, BoardNotFoundError, BoardTooLargeError, InvalidCursorError, VersionConflictError, type IdempotencyRecord, type StoredBoard } from '../store/boards';
import { builder } from './builder';
import { localId, principalOf } from './owner';
import type { Context } from './context';
import { reporting, RulesProblem, VersionConflict } from './errors';

export const BoardRef = builder.objectRef<StoredBoard>('Board');

async function ownBoard(context: Context, globalId: string): Promise<StoredBoard | null> {
  const owner = principalOf(context);
  const id = localId(globalId, 'Board');
  if (id !== null) context.report.boardId = id;
  return id === null ? null : context.boards.get(owner, id);
}

const notFound = () => new RulesProblem('NOT_FOUND', 'no board with this id');

builder.node(BoardRef, {
  authScopes: { read: true },
  id: { resolve: (board) => board.id },
  loadOne: (id, context) => (context.principal === null ? null : context.boards.get(context.principal, id)),
  fields: (t) => ({
    version: t.exposeInt('version', { description: '1 on creation, +1 on every stored change.' }),
    name: t.exposeString('name', { nullable: true }),
    updatedAt: t.exposeString('updatedAt'),
    state: t.field({ type: 'JSON', description: 'The board document of SCENARIOS.md, canonical.', resolve: (board) => board.state }),
  }),
});

builder.queryField('board', (t) =>
  t.field({
    authScopes: { read: true },
    type: BoardRef,
    nullable: true,
    description: 'null when absent or not the caller\'s.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => ownBoard(context, String(id)),
  }),
);

const CreateBoardInput = builder.inputType('CreateBoardInput', {
  fields: (t) => ({
    state: t.field({ type: 'JSON', required: true }),
    name: t.string(),
  }),
});

const CreateBoardSuccess = builder.objectRef<{ board: StoredBoard }>('CreateBoardSuccess').implement({
  fields: (t) => ({ board: t.field({ type: BoardRef, resolve: (payload) => payload.board }) }),
});

const NAME_LIMIT = 200;

builder.mutationField('createBoard', (t) =>
  t.field({
    authScopes: { write: true },
    type: CreateBoardSuccess,
    errors: { types: [RulesProblem], union: { name: 'CreateBoardResult' } },
    args: { input: t.arg({ type: CreateBoardInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        const owner = principalOf(context);
        if (input.name && input.name.length > NAME_LIMIT)
          throw new RulesProblem('INVALID_INPUT', `name: at most ${NAME_LIMIT} characters`, { path: ['name'] });
        let state;
        try {
          state = canonicalBoard(loadBoard(input.state, ['state']));
        } catch (error) {
          if (error instanceof RulesError) throw RulesProblem.fromEngine({ code: error.code, message: error.message, ...error.details });
          throw error;
        }
        try {
          const board = await context.boards.create({ owner, state, name: input.name ?? null });
          context.report.boardId = board.id;
          return { board };
        } catch (error) {
          return engineProblem(error);
        }
      }),
  }),
);

const ApplyActionsInput = builder.inputType('ApplyActionsInput', {
  fields: (t) => ({
    boardId: t.id({ required: true }),
    expectedVersion: t.int({ required: true }),
    actions: t.field({ type: 'JSON', required: true, description: 'The actions list of SCENARIOS.md.' }),
    ask: t.field({ type: 'JSON', description: 'Optional questions, answered on the new board.' }),
    idempotencyKey: t.string({
      description:
        'A key for a request that may be retried: the same key with the same input returns the first result (its events and answers, and the board as it is now) and applies nothing again; with another input it is IDEMPOTENCY_KEY_REUSED. A board remembers its 20 newest keys.',
    }),
    dryRun: t.boolean({ description: 'Evaluate and answer, store nothing.' }),
  }),
});

interface ApplyActionsPayload {
  board: StoredBoard;
  events: unknown;
  answers: unknown;
}

const ApplyActionsSuccess = builder.objectRef<ApplyActionsPayload>('ApplyActionsSuccess').implement({
  fields: (t) => ({
    board: t.field({
      type: BoardRef,
      description: 'The board after the actions; with dryRun, what it would be (its version unchanged, nothing stored).',
      resolve: (payload) => payload.board,
    }),
    events: t.field({ type: 'JSON', resolve: (payload) => payload.events }),
    answers: t.field({ type: 'JSON', nullable: true, resolve: (payload) => payload.answers }),
  }),
});

/** How many idempotency keys a board remembers (the newest). */
const IDEMPOTENCY_KEYS_KEPT = 20;
/** Bytes of JSON the older keys' results may take in the stored item: the newest is always kept. */
const IDEMPOTENCY_BYTES_KEPT = 100_000;

/** The newest record first, then older ones while they fit the count and the bytes. */
function remembered(newest: IdempotencyRecord, older: IdempotencyRecord[]): IdempotencyRecord[] {
  const kept = [newest];
  let bytes = 0;
  for (const record of older) {
    bytes += JSON.stringify(record).length;
    if (kept.length >= IDEMPOTENCY_KEYS_KEPT || bytes > IDEMPOTENCY_BYTES_KEPT) break;
    kept.push(record);
  }
  return kept;
}
const IDEMPOTENCY_KEY_LIMIT = 200;

/** JSON with its object keys sorted, so equal inputs hash equally. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const hashOf = (input: unknown) => createHash('sha256').update(stableJson(input)).digest('base64url');

/** A retried request: the first result when the input is the same (the board as it is now), an error when it isn't. */
function replay(stored: StoredBoard, key: string, inputHash: string): ApplyActionsPayload | null {
  const record = stored.idempotency.find((r) => r.key === key);
  if (!record) return null;
  if (record.inputHash !== inputHash) throw new RulesProblem('IDEMPOTENCY_KEY_REUSED', 'this idempotency key was used with another input');
  const result = record.result as { events: unknown; answers: unknown };
  return { board: stored, events: result.events, answers: result.answers };
}

export function engineProblem(error: unknown): never {
  if (error instanceof BoardTooLargeError) throw new RulesProblem('LIMIT_EXCEEDED', error.message);
  throw error;
}

builder.mutationField('applyActions', (t) =>
  t.field({
    authScopes: { write: true },
    type: ApplyActionsSuccess,
    errors: { types: [RulesProblem, VersionConflict], union: { name: 'ApplyActionsResult' } },
    description: 'All or nothing: when any action fails, nothing is stored and the result is the error.',
    args: { input: t.arg({ type: ApplyActionsInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        const owner = principalOf(context);
        const key = input.idempotencyKey ?? null;
        if (key !== null && (key.length === 0 || key.length > IDEMPOTENCY_KEY_LIMIT))
          throw new RulesProblem('INVALID_INPUT', `idempotencyKey: 1 to ${IDEMPOTENCY_KEY_LIMIT} characters`, { path: ['idempotencyKey'] });
        const stored = await ownBoard(context, String(input.boardId));
        if (!stored) throw notFound();
        const inputHash = hashOf({ expectedVersion: input.expectedVersion, actions: input.actions, ask: input.ask ?? null, dryRun: input.dryRun ?? false });
        // A retry is answered before the version is checked: its expected version is already used up.
        const replayed = key === null ? null : replay(stored, key, inputHash);
        if (replayed) return replayed;
        if (stored.version !== input.expectedVersion) throw new VersionConflict(stored.version);
        const result = runScenario({
          board: stored.state,
          actions: input.actions,
          ...(input.ask === null || input.ask === undefined ? {} : { ask: input.ask }),
        });
        if (!result.ok) throw RulesProblem.fromEngine(result.error);
        const answers = input.ask === null || input.ask === undefined ? null : result.answers;
        if (input.dryRun) return { board: { ...stored, state: result.board }, events: result.events, answers };
        const idempotency =
          key === null ? undefined : remembered({ key, inputHash, version: stored.version + 1, result: { events: result.events, answers } }, stored.idempotency);
        try {
          const board = await context.boards.save({ owner, id: stored.id, expectedVersion: input.expectedVersion, state: result.board, ...(idempotency ? { idempotency } : {}) });
          return { board, events: result.events, answers };
        } catch (error) {
          if (error instanceof VersionConflictError && error.currentVersion !== null) {
            // A concurrent retry of this same request may have landed first.
            if (key !== null) {
              const now = await context.boards.get(owner, stored.id);
              const landed = now ? replay(now, key, inputHash) : null;
              if (landed) return landed;
            }
            throw new VersionConflict(error.currentVersion);
          }
          if (error instanceof BoardNotFoundError || error instanceof VersionConflictError) throw notFound();
          return engineProblem(error);
        }
      }),
  }),
);

const DeleteBoardInput = builder.inputType('DeleteBoardInput', {
  fields: (t) => ({
    boardId: t.id({ required: true }),
    expectedVersion: t.int({ required: true }),
  }),
});

const DeleteBoardSuccess = builder.objectRef<{ boardId: string }>('DeleteBoardSuccess').implement({
  fields: (t) => ({ boardId: t.exposeID('boardId') }),
});

builder.mutationField('deleteBoard', (t) =>
  t.field({
    authScopes: { write: true },
    type: DeleteBoardSuccess,
    errors: { types: [RulesProblem, VersionConflict], union: { name: 'DeleteBoardResult' } },
    description: 'Deletes the caller\'s board at the expected version (one conditional delete).',
    args: { input: t.arg({ type: DeleteBoardInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        const owner = principalOf(context);
        const id = localId(String(input.boardId), 'Board');
        if (id === null) throw notFound();
        context.report.boardId = id;
        try {
          await context.boards.delete({ owner, id, expectedVersion: input.expectedVersion });
          return { boardId: String(input.boardId) };
        } catch (error) {
          if (error instanceof VersionConflictError && error.currentVersion !== null) throw new VersionConflict(error.currentVersion);
          if (error instanceof BoardNotFoundError || error instanceof VersionConflictError) throw notFound();
          throw error;
        }
      }),
  }),
);

const BoardConnection = builder.connectionObject({ type: BoardRef, name: 'BoardConnection' });

const PAGE_DEFAULT = 20;
const PAGE_LIMIT = 100;

builder.queryField('boards', (t) =>
  t.field({
    authScopes: { read: true },
    type: BoardConnection,
    description: 'The caller\'s boards, newest first.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, { first, after }, context) => {
      const owner = principalOf(context);
      const size = Math.min(PAGE_LIMIT, Math.max(1, first ?? PAGE_DEFAULT));
      let page;
      try {
        page = await context.boards.list(owner, { first: size, after: after ?? null });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
        throw error;
      }
      const edges = page.boards.map((board) => ({ cursor: boardCursor(board), node: board }));
      return {
        edges,
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: after !== null && after !== undefined,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
);
