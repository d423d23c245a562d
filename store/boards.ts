// Board repository: one DynamoDB item per board, optimistic locking on `version`, owner-scoped reads.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get';
import { checkItem, ItemTooLargeError, MAX_ITEM_BYTES } from './limits';
import { TABLE } from './table';

/** A request applied with an idempotency key: what a retry with the same key gets back. */
export interface IdempotencyRecord {
  key: string;
  /** A hash of the request's input, so the same key with another input can be refused. */
  inputHash: string;
  /** The version the request stored. */
  version: number;
  result: unknown;
}

export interface StoredBoard<S = unknown> {
  id: string;
  owner: string;
  version: number;
  name: string | null;
  createdAt: string;
  updatedAt: string;
  state: S;
  /** The most recent idempotency keys used on this board, newest first. */
  idempotency: IdempotencyRecord[];
}

/** Boards are items: at most MAX_BOARD_BYTES of JSON (store/limits.ts). */
export const MAX_BOARD_BYTES = MAX_ITEM_BYTES;

/** The board, with what is kept about it, would be larger (or deeper) than an item can be. */
export { ItemTooLargeError as BoardTooLargeError };

/** A page of a principal's boards, newest first. */
export interface BoardPage {
  boards: StoredBoard[];
  /** Whether boards older than the last of this page exist. */
  hasNextPage: boolean;
}

/** A cursor that isn't one the store gave out. */
export class InvalidCursorError extends Error {
  override readonly name = 'InvalidCursorError';
}

/** The board exists and belongs to the caller, but its version is not the expected one. */
export class VersionConflictError extends Error {
  override readonly name = 'VersionConflictError';
  constructor(readonly currentVersion: number | null) {
    super(currentVersion === null ? 'Board no longer exists' : `Board was modified (current version ${currentVersion})`);
  }
}

/** The board does not exist or belongs to another principal (deliberately indistinguishable). */
export class BoardNotFoundError extends Error {
  override readonly name = 'BoardNotFoundError';
  constructor() {
    super('Board not found');
  }
}

export interface BoardRepository {
  create(input: { owner: string; state: unknown; name?: string | null }): Promise<StoredBoard>;
  /** null when absent or owned by another principal. */
  get(owner: string, id: string): Promise<StoredBoard | null>;
  /** The owner's boards with these ids that exist, by id: one BatchGetItem per 100 ids, none for none. */
  getMany(owner: string, ids: string[]): Promise<Map<string, StoredBoard>>;
  /** One conditional write; throws VersionConflictError, BoardNotFoundError or BoardTooLargeError. */
  save(input: { owner: string; id: string; expectedVersion: number; state: unknown; idempotency?: IdempotencyRecord[] }): Promise<StoredBoard>;
  /** The owner's boards, newest first, in the owner index's order, each as its item is now; `after` is a board's `boardCursor`. */
  list(owner: string, page: { first: number; after?: string | null }): Promise<BoardPage>;
  /** One conditional delete; throws VersionConflictError or BoardNotFoundError. */
  delete(input: { owner: string; id: string; expectedVersion: number }): Promise<void>;
}

const BOARD_SORT_KEY = 'BOARD';
const OWNER_INDEX = TABLE.indexes[0];
const MAX_ID_LENGTH = 200;

export function boardKey(id: string) {
  return { [TABLE.partitionKey]: `BOARD#${id}`, [TABLE.sortKey]: BOARD_SORT_KEY };
}

/** gsi1 key: a principal's boards, ordered by creation time. */
function boardOwnerIndexKey(owner: string, createdAt: string, id: string) {
  return { [OWNER_INDEX.partitionKey]: `OWNER#${owner}#BOARD`, [OWNER_INDEX.sortKey]: `${createdAt}#${id}` };
}

function isValidBoardId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH;
}

export function createBoardRepository(options: { client: DynamoDBDocumentClient; tableName: string; now?: () => Date }): BoardRepository {
  const { client, tableName } = options;
  const now = options.now ?? (() => new Date());

  async function read(id: string): Promise<StoredBoard | null> {
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: boardKey(id), ConsistentRead: true }));
    return Item ? toStoredBoard(Item as BoardItem) : null;
  }

  /** The boards with these ids that exist, by id: consistent reads, 100 at a time. */
  async function readMany(ids: string[]): Promise<Map<string, StoredBoard>> {
    const items = await batchGet<BoardItem>(client, tableName, ids.map(boardKey));
    return new Map(items.map((item) => [item.id, toStoredBoard(item)]));
  }

  return {
    async create({ owner, state, name = null }) {
      assertOwner(owner);
      assertState(state);
      const id = randomUUID();
      const at = now().toISOString();
      const board: StoredBoard = { id, owner, version: 1, name, createdAt: at, updatedAt: at, state, idempotency: [] };
      checkItem(board, 'the board');
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...board, ...boardKey(id), ...boardOwnerIndexKey(owner, at, id) },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
        }),
      );
      return board;
    },

    async get(owner, id) {
      if (!isValidBoardId(id)) return null;
      const board = await read(id);
      return board && board.owner === owner ? board : null;
    },

    async getMany(owner, ids) {
      const found = await readMany([...new Set(ids.filter(isValidBoardId))]);
      for (const [id, board] of found) if (board.owner !== owner) found.delete(id);
      return found;
    },

    async save({ owner, id, expectedVersion, state, idempotency }) {
      if (!isValidBoardId(id)) throw new BoardNotFoundError();
      if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 1) {
        throw new TypeError('expectedVersion must be a positive integer');
      }
      assertState(state);
      checkItem({ state, idempotency }, 'the board');
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: boardKey(id),
            UpdateExpression: `SET #state = :state, #version = :next, #updatedAt = :now${idempotency ? ', #idempotency = :idempotency' : ''}`,
            ConditionExpression: '#version = :expected AND #owner = :owner',
            ExpressionAttributeNames: {
              '#state': 'state',
              '#version': 'version',
              '#updatedAt': 'updatedAt',
              '#owner': 'owner',
              ...(idempotency ? { '#idempotency': 'idempotency' } : {}),
            },
            ExpressionAttributeValues: {
              ...(idempotency ? { ':idempotency': idempotency } : {}),
              ':state': state,
              ':next': expectedVersion + 1,
              ':now': now().toISOString(),
              ':expected': expectedVersion,
              ':owner': owner,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toStoredBoard(Attributes as BoardItem);
      } catch (err) {
        if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
        const current = await read(id);
        if (!current || current.owner !== owner) throw new BoardNotFoundError();
        throw new VersionConflictError(current.version);
      }
    },

    async list(owner, { first, after }) {
      assertOwner(owner);
      // The owner index gives the order; the boards themselves are read from the table. An index
      // entry can outlive its board: in AWS for a moment after a delete (indexes are eventually
      // consistent), in dynalite for good when the process died between its two writes (it writes
      // the index entry, then the item). Such an entry is skipped, never listed.
      const boards: StoredBoard[] = [];
      let start: Record<string, unknown> | undefined = after ? decodeCursor(after, owner) : undefined;
      do {
        const { Items, LastEvaluatedKey } = await client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: OWNER_INDEX.name,
            KeyConditionExpression: '#pk = :pk',
            ExpressionAttributeNames: { '#pk': OWNER_INDEX.partitionKey },
            ExpressionAttributeValues: { ':pk': boardOwnerIndexKey(owner, '', '')[OWNER_INDEX.partitionKey] },
            ScanIndexForward: false,
            // One more than asked tells whether another page exists.
            Limit: first + 1 - boards.length,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        const ids = ((Items ?? []) as BoardItem[]).map((item) => item.id);
        const found = await readMany(ids);
        for (const id of ids) {
          const board = found.get(id);
          if (board && board.owner === owner) boards.push(board);
        }
        start = LastEvaluatedKey;
      } while (start && boards.length <= first);
      return { boards: boards.slice(0, first), hasNextPage: boards.length > first };
    },

    async delete({ owner, id, expectedVersion }) {
      if (!isValidBoardId(id)) throw new BoardNotFoundError();
      try {
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: boardKey(id),
            ConditionExpression: '#version = :expected AND #owner = :owner',
            ExpressionAttributeNames: { '#version': 'version', '#owner': 'owner' },
            ExpressionAttributeValues: { ':expected': expectedVersion, ':owner': owner },
          }),
        );
      } catch (err) {
        if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
        const current = await read(id);
        if (!current || current.owner !== owner) throw new BoardNotFoundError();
        throw new VersionConflictError(current.version);
      }
    },
  };
}

/** Where a list continues after this board: its key in the owner index, as base64url JSON. */
export function boardCursor(board: Pick<StoredBoard, 'id' | 'owner' | 'createdAt'>): string {
  const key = { ...boardKey(board.id), ...boardOwnerIndexKey(board.owner, board.createdAt, board.id) };
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string, owner: string): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    // A cursor only continues its owner's list, and is exactly the key of one of its boards.
    const partitionKey = key[TABLE.partitionKey];
    const ownerSortKey = key[OWNER_INDEX.sortKey];
    if (typeof partitionKey !== 'string' || typeof ownerSortKey !== 'string') throw new Error('not a key');
    const id = partitionKey.replace(/^BOARD#/, '');
    const createdAt = ownerSortKey.slice(0, -(id.length + 1));
    const expected = { ...boardKey(id), ...boardOwnerIndexKey(owner, createdAt, id) };
    if (!isValidBoardId(id) || createdAt.length === 0 || JSON.stringify(key) !== JSON.stringify(expected)) throw new Error('not this list');
    return key;
  } catch {
    throw new InvalidCursorError('this cursor is not one this list gave out');
  }
}

/** A board's item as stored: `name` and `idempotency` only once they were given. */
type BoardItem = Omit<StoredBoard, 'name' | 'idempotency'> & Partial<Pick<StoredBoard, 'name' | 'idempotency'>>;

/** Picks the StoredBoard fields, dropping key attributes. */
function toStoredBoard(item: BoardItem): StoredBoard {
  return {
    id: item.id,
    owner: item.owner,
    version: item.version,
    name: item.name ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    state: item.state,
    idempotency: item.idempotency ?? [],
  };
}

function assertOwner(owner: unknown): asserts owner is string {
  if (typeof owner !== 'string' || owner.length === 0) throw new TypeError('owner must be a non-empty string');
}

function assertState(state: unknown): void {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    throw new TypeError('state must be a JSON object');
  }
}
