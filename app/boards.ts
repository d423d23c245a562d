// Stored boards (shared/spec/API.md): create, read, list, apply actions and delete, for the
// principal that owns them; for anyone else a board behaves exactly as one that does not
// exist. Applying actions is all or nothing, at the expected version (one conditional
// write), with an idempotency key for a request that may be sent twice (the same key and
// input replay the first result, another input is refused) and a dry run that stores nothing.

import { createHash } from 'node:crypto';
import * as z from 'zod';
import { RulesError, canonicalBoard, checkInputShape, loadBoard } from '../rules';
import {
  boardCursor,
  BoardNotFoundError,
  BoardTooLargeError,
  InvalidCursorError,
  VersionConflictError,
  type BoardRepository,
  type IdempotencyRecord,
  type StoredBoard,
} from '../store/boards';
import { runWithCards, withCards } from './cards';
import { EngineFailure, IdempotencyKeyReused, InvalidCursor, InvalidInput, LimitExceeded, NotFound, VersionConflict } from './errors';
import { pageOf, pageSize, type Page } from './pages';

export interface CreateBoardInput {
  /** The board document of SCENARIOS.md. */
  state: unknown;
  name?: string | null;
}

export interface ApplyActionsInput {
  /** The board's id; null for an id that names no board (another kind's, or malformed). */
  boardId: string | null;
  expectedVersion: number;
  /** The actions list of SCENARIOS.md. */
  actions: unknown;
  /** Questions answered on the new board. */
  ask?: unknown;
  idempotencyKey?: string | null;
  /** Evaluate and answer, store nothing. */
  dryRun?: boolean | null;
}

/**
 * The board as stored after the request (with a dry run, the stored board, unchanged), their
 * events and the answers (null when nothing was asked); with a dry run, `preview` is what the
 * board would be (null otherwise), never presented as the stored board.
 */
export interface AppliedActions {
  board: StoredBoard;
  preview: StoredBoard | null;
  events: unknown;
  answers: unknown;
  /** The key of each question asked, in the answers' order (null when nothing was asked): what each answer answers. */
  questions: string[] | null;
}

export interface DeleteBoardInput {
  /** The board's id; null for an id that names no board. */
  boardId: string | null;
  expectedVersion: number;
}

export interface Boards {
  /** The board, canonical, at version 1. Throws EngineFailure for a board the engine refuses, InvalidInput, LimitExceeded. */
  create(owner: string, input: CreateBoardInput): Promise<StoredBoard>;
  /** null when absent or another principal's. */
  get(owner: string, id: string): Promise<StoredBoard | null>;
  /** Each id's board in the ids' order, null where `get` gives null: one batch read, not one read each. */
  getMany(owner: string, ids: string[]): Promise<(StoredBoard | null)[]>;
  /** The owner's boards, newest first. Throws InvalidCursor. */
  list(owner: string, page: { first?: number | null; after?: string | null }): Promise<Page<StoredBoard>>;
  /** Throws NotFound, VersionConflict, IdempotencyKeyReused, InvalidInput, LimitExceeded, EngineFailure (nothing stored). */
  applyActions(owner: string, input: ApplyActionsInput): Promise<AppliedActions>;
  /** One conditional delete at the expected version. Throws NotFound, VersionConflict. */
  delete(owner: string, input: DeleteBoardInput): Promise<void>;
}

const NAME_LIMIT = 200;
const IDEMPOTENCY_KEY_LIMIT = 200;
/** How many idempotency keys a board remembers (the newest). */
export const IDEMPOTENCY_KEYS_KEPT = 20;
/** Bytes of JSON the older keys' results may take in the stored item: the newest is always kept. */
export const IDEMPOTENCY_BYTES_KEPT = 100_000;

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

/** JSON with its object keys sorted, so equal inputs hash equally. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const hashOf = (input: unknown) => createHash('sha256').update(stableJson(input)).digest('base64url');

/** What a key's record keeps of the first result. */
const RememberedResult = z.object({ events: z.unknown(), answers: z.unknown() });

/** A retried request: the first result when the input is the same (the board as it is now), an error when it isn't. */
function replay(stored: StoredBoard, key: string, inputHash: string, questions: string[] | null): AppliedActions | null {
  const record = stored.idempotency.find((r) => r.key === key);
  if (!record) return null;
  if (record.inputHash !== inputHash) throw new IdempotencyKeyReused();
  const { events, answers } = RememberedResult.parse(record.result);
  return { board: stored, preview: null, events, answers, questions };
}

/** The key of each question of an `ask` list the engine accepted (each question is an object with one key). */
function questionKeys(ask: unknown): string[] | null {
  if (!Array.isArray(ask)) return null;
  return ask.map((question: unknown) => (question !== null && typeof question === 'object' ? (Object.keys(question)[0] ?? '') : ''));
}

/** What a failed write of the owner's board means: a conflict with the current version, or a board that is not there. */
function writeFailure(error: unknown): never {
  if (error instanceof VersionConflictError && error.currentVersion !== null) throw new VersionConflict(error.currentVersion);
  if (error instanceof BoardNotFoundError || error instanceof VersionConflictError) throw new NotFound('board');
  if (error instanceof BoardTooLargeError) throw new LimitExceeded(error.message);
  throw error;
}

export function createBoards(stores: { boards: BoardRepository }): Boards {
  const { boards } = stores;
  return {
    async create(owner, { state, name }) {
      if (name && name.length > NAME_LIMIT) throw new InvalidInput(`name: at most ${NAME_LIMIT} characters`, ['name']);
      let board;
      withCards(state, ['state']);
      try {
        board = canonicalBoard(loadBoard(state, ['state']));
      } catch (error) {
        if (error instanceof RulesError) throw EngineFailure.thrown(error);
        throw error;
      }
      try {
        return await boards.create({ owner, state: board, name: name ?? null });
      } catch (error) {
        return writeFailure(error);
      }
    },

    get: (owner, id) => boards.get(owner, id),

    async getMany(owner, ids) {
      const found = await boards.getMany(owner, ids);
      return ids.map((id) => found.get(id) ?? null);
    },

    async list(owner, { first, after }) {
      try {
        const page = await boards.list(owner, { first: pageSize(first), after: after ?? null });
        return pageOf(page.boards, boardCursor, { hasNextPage: page.hasNextPage, hasPreviousPage: after !== null && after !== undefined });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new InvalidCursor(error.message);
        throw error;
      }
    },

    async applyActions(owner, input) {
      const key = input.idempotencyKey ?? null;
      if (key !== null && (key.length === 0 || key.length > IDEMPOTENCY_KEY_LIMIT))
        throw new InvalidInput(`idempotencyKey: 1 to ${IDEMPOTENCY_KEY_LIMIT} characters`, ['idempotencyKey']);
      const stored = input.boardId === null ? null : await boards.get(owner, input.boardId);
      if (!stored) throw new NotFound('board');
      const ask = input.ask ?? null;
      const dryRun = input.dryRun ?? false;
      // The input's depth and keys are checked before the hash walks it (README, "Limits").
      try {
        checkInputShape(input.actions, ['actions']);
        checkInputShape(ask, ['ask']);
      } catch (error) {
        if (error instanceof RulesError) throw EngineFailure.thrown(error);
        throw error;
      }
      const inputHash = hashOf({ expectedVersion: input.expectedVersion, actions: input.actions, ask, dryRun });
      // A retry is answered before the version is checked: its expected version is already used up.
      const questions = questionKeys(ask);
      const replayed = key === null ? null : replay(stored, key, inputHash, questions);
      if (replayed) return replayed;
      if (stored.version !== input.expectedVersion) throw new VersionConflict(stored.version);
      const result = runWithCards({ board: stored.state, actions: input.actions, ...(ask === null ? {} : { ask }) });
      if (!result.ok) throw EngineFailure.of(result.error);
      const answers = ask === null ? null : result.answers;
      if (dryRun) return { board: stored, preview: { ...stored, state: result.board }, events: result.events, answers, questions };
      const idempotency = key === null ? undefined : remembered({ key, inputHash, version: stored.version + 1, result: { events: result.events, answers } }, stored.idempotency);
      try {
        const board = await boards.save({ owner, id: stored.id, expectedVersion: input.expectedVersion, state: result.board, ...(idempotency ? { idempotency } : {}) });
        return { board, preview: null, events: result.events, answers, questions };
      } catch (error) {
        // A concurrent retry of this same request may have landed first.
        if (error instanceof VersionConflictError && error.currentVersion !== null && key !== null) {
          const now = await boards.get(owner, stored.id);
          const landed = now ? replay(now, key, inputHash, questions) : null;
          if (landed) return landed;
        }
        return writeFailure(error);
      }
    },

    async delete(owner, { boardId, expectedVersion }) {
      if (boardId === null) throw new NotFound('board');
      try {
        await boards.delete({ owner, id: boardId, expectedVersion });
      } catch (error) {
        writeFailure(error);
      }
    },
  };
}
