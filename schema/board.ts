// Stored boards (shared/spec/API.md): the Board node, `board(id)`, `createBoard` and
// `applyActions`. A board belongs to the principal that created it; for anyone else it
// behaves exactly as a board that does not exist.

import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { canonicalBoard } from '../rules/board';
import { RulesError } from '../rules/errors';
import { loadBoard } from '../rules/load';
import { runScenario } from '../rules/run';
import { BoardNotFoundError, VersionConflictError, type StoredBoard } from '../store/boards';
import { builder } from './builder';
import type { Context } from './context';
import { RulesProblem, VersionConflict } from './errors';

export const BoardRef = builder.objectRef<StoredBoard>('Board');

function principalOf(context: Context): string {
  if (context.principal === null)
    throw new GraphQLError('this operation needs an authenticated caller', { extensions: { code: 'UNAUTHENTICATED' } });
  return context.principal;
}

/** The local id inside a Board global id, or null for anything else. */
function boardIdOf(globalId: string): string | null {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Board' && id.length > 0 ? id : null;
  } catch {
    return null;
  }
}

async function ownBoard(context: Context, globalId: string): Promise<StoredBoard | null> {
  const owner = principalOf(context);
  const id = boardIdOf(globalId);
  return id === null ? null : context.boards.get(owner, id);
}

const notFound = () => new RulesProblem('NOT_FOUND', 'no board with this id');

builder.node(BoardRef, {
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
    type: CreateBoardSuccess,
    errors: { types: [RulesProblem], union: { name: 'CreateBoardResult' } },
    args: { input: t.arg({ type: CreateBoardInput, required: true }) },
    resolve: async (_root, { input }, context) => {
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
      return { board: await context.boards.create({ owner, state, name: input.name ?? null }) };
    },
  }),
);

const ApplyActionsInput = builder.inputType('ApplyActionsInput', {
  fields: (t) => ({
    boardId: t.id({ required: true }),
    expectedVersion: t.int({ required: true }),
    actions: t.field({ type: 'JSON', required: true, description: 'The actions list of SCENARIOS.md.' }),
    ask: t.field({ type: 'JSON', description: 'Optional questions, answered on the new board.' }),
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

builder.mutationField('applyActions', (t) =>
  t.field({
    type: ApplyActionsSuccess,
    errors: { types: [RulesProblem, VersionConflict], union: { name: 'ApplyActionsResult' } },
    description: 'All or nothing: when any action fails, nothing is stored and the result is the error.',
    args: { input: t.arg({ type: ApplyActionsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const owner = principalOf(context);
      const stored = await ownBoard(context, String(input.boardId));
      if (!stored) throw notFound();
      if (stored.version !== input.expectedVersion) throw new VersionConflict(stored.version);
      const result = runScenario({
        board: stored.state,
        actions: input.actions,
        ...(input.ask === null || input.ask === undefined ? {} : { ask: input.ask }),
      });
      if (!result.ok) throw RulesProblem.fromEngine(result.error);
      const answers = input.ask === null || input.ask === undefined ? null : result.answers;
      if (input.dryRun) return { board: { ...stored, state: result.board }, events: result.events, answers };
      try {
        const board = await context.boards.save({ owner, id: stored.id, expectedVersion: input.expectedVersion, state: result.board });
        return { board, events: result.events, answers };
      } catch (error) {
        if (error instanceof VersionConflictError && error.currentVersion !== null) throw new VersionConflict(error.currentVersion);
        if (error instanceof BoardNotFoundError || error instanceof VersionConflictError) throw notFound();
        throw error;
      }
    },
  }),
);
