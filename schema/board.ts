// Stored boards (shared/spec/API.md): the Board node, `board(id)`, `boards`, `createBoard`,
// `applyActions` and `deleteBoard`, each one call into the application (app/boards.ts).

import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { RulesFailure, VersionConflict, type AppliedActions } from '../app';
import type { StoredBoard } from '../store/boards';
import { builder } from './builder';
import { connection } from './connection';
import type { Context } from './context';
import { reporting } from './errors';
import { localId, principalOf } from './owner';

export const BoardRef = builder.objectRef<StoredBoard>('Board');

/** What a dry run would make of a stored board: the board with the new state, and the preview's own global id. */
export type PreviewBoard = StoredBoard & { previewId: string };

/** A dry run's board: a type and an id of its own, so that no cache ever takes it for the stored Board. */
export const BoardPreviewRef = builder.objectRef<StoredBoard>('BoardPreview');

/**
 * The global id of the board that objects identified only within a board (permanents, players,
 * cards in a zone) belong to: a stored Board's id, or a BoardPreview's. Their own global ids
 * start from it, so the same local id on two boards (or on a board and a dry run's preview of
 * it) is two objects to a normalized cache.
 */
export const scopeOf = (board: StoredBoard): string => ('previewId' in board && typeof board.previewId === 'string' ? board.previewId : encodeGlobalID('Board', board.id));

/** A preview of the stored board with the state a dry run would give it; its id names the board, its version and that state, so two previews with one id are the same. */
export function previewOf(stored: StoredBoard, preview: StoredBoard): PreviewBoard {
  const digest = createHash('sha256').update(JSON.stringify(preview.state)).digest('base64url').slice(0, 22);
  return { ...preview, previewId: encodeGlobalID('BoardPreview', `${stored.id}:${stored.version}:${digest}`) };
}

/** The local id of a Board global id (null for anything else), noted in the request's report. */
function boardIdOf(context: Context, globalId: string): string | null {
  const id = localId(globalId, 'Board');
  if (id !== null) context.report.boardId = id;
  return id;
}

builder.node(BoardRef, {
  description:
    "A stored board. The objects it names by ids unique only within it (permanents, players, cards in a graveyard or exile) have a global `id` made from the board's (unique across boards, as normalized caches need) and their board-local id as `localId`, the id the board document, actions and questions use. A dry run's board is a BoardPreview, never a Board.",
  authScopes: { read: true },
  id: { resolve: (board) => board.id },
  // nodes(ids) reads every board it names in one batch read (README, "DynamoDB calls per operation").
  loadMany: (ids, context) => (context.principal === null ? ids.map(() => null) : context.app.boards.getMany(context.principal, ids)),
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
    description: "null when absent or not the caller's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => {
      const owner = principalOf(context);
      const local = boardIdOf(context, String(id));
      return local === null ? null : context.app.boards.get(owner, local);
    },
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

builder.mutationField('createBoard', (t) =>
  t.field({
    authScopes: { write: true },
    type: CreateBoardSuccess,
    errors: { types: [RulesFailure], union: { name: 'CreateBoardResult' } },
    args: { input: t.arg({ type: CreateBoardInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        const board = await context.app.boards.create(principalOf(context), { state: input.state, name: input.name ?? null });
        context.report.boardId = board.id;
        return { board };
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

BoardPreviewRef.implement({
  description:
    "What a dry run (applyActions with dryRun) would make of a stored board, nothing stored. Its own type with its own id (the board, its version and the state it would have), never the stored Board's: a normalized cache (Apollo, Relay, urql's graphcache) keeps the stored board as the server holds it. Its permanents, players and cards have global ids of the preview's own.",
  fields: (t) => ({
    id: t.id({ description: 'Global id of this preview: the same id is the same board, version and state.', resolve: (board) => scopeOf(board) }),
    boardId: t.id({ description: "The global id of the stored Board it previews (that board's `id`).", resolve: (board) => encodeGlobalID('Board', board.id) }),
    version: t.exposeInt('version', { description: 'The version of the stored board it was made from, unchanged: a dry run stores nothing.' }),
    state: t.field({ type: 'JSON', description: 'The board document of SCENARIOS.md it would be, canonical.', resolve: (board) => board.state }),
  }),
});

export const ApplyActionsSuccess = builder.objectRef<AppliedActions>('ApplyActionsSuccess').implement({
  fields: (t) => ({
    board: t.field({
      type: BoardRef,
      description:
        'The board as the server holds it after the request: after the actions, stored at its new version; with dryRun, the stored board unchanged (what it would be is `preview`).',
      resolve: (payload) => payload.board,
    }),
    preview: t.field({
      type: BoardPreviewRef,
      nullable: true,
      description: 'With dryRun, what the board would be after the actions, as a BoardPreview (its own type and id, nothing stored); null otherwise.',
      resolve: (payload) => (payload.preview === null ? null : previewOf(payload.board, payload.preview)),
    }),
    events: t.field({ type: 'JSON', resolve: (payload) => payload.events }),
    answers: t.field({ type: 'JSON', nullable: true, resolve: (payload) => payload.answers }),
  }),
});

builder.mutationField('applyActions', (t) =>
  t.field({
    authScopes: { write: true },
    type: ApplyActionsSuccess,
    errors: { types: [RulesFailure, VersionConflict], union: { name: 'ApplyActionsResult' } },
    description: 'All or nothing: when any action fails, nothing is stored and the result is the error.',
    args: { input: t.arg({ type: ApplyActionsInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, () =>
        context.app.boards.applyActions(principalOf(context), {
          boardId: boardIdOf(context, String(input.boardId)),
          expectedVersion: input.expectedVersion,
          actions: input.actions,
          ask: input.ask,
          idempotencyKey: input.idempotencyKey ?? null,
          dryRun: input.dryRun ?? null,
        }),
      ),
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
    errors: { types: [RulesFailure, VersionConflict], union: { name: 'DeleteBoardResult' } },
    description: "Deletes the caller's board at the expected version (one conditional delete).",
    args: { input: t.arg({ type: DeleteBoardInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        await context.app.boards.delete(principalOf(context), { boardId: boardIdOf(context, String(input.boardId)), expectedVersion: input.expectedVersion });
        return { boardId: String(input.boardId) };
      }),
  }),
);

const BoardConnection = builder.connectionObject({ type: BoardRef, name: 'BoardConnection' });

builder.queryField('boards', (t) =>
  t.field({
    authScopes: { read: true },
    type: BoardConnection,
    description: "The caller's boards, newest first.",
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, { first, after }, context) => {
      const owner = principalOf(context);
      return connection(() => context.app.boards.list(owner, { first, after }));
    },
  }),
);
