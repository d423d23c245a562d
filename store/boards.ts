// Board repository: one DynamoDB item per board, optimistic locking on `version`, owner-scoped reads.
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE } from './table';

export interface StoredBoard<S = unknown> {
  id: string;
  owner: string;
  version: number;
  name: string | null;
  createdAt: string;
  updatedAt: string;
  state: S;
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
  /** One conditional write; throws VersionConflictError or BoardNotFoundError. */
  save(input: { owner: string; id: string; expectedVersion: number; state: unknown }): Promise<StoredBoard>;
}

const BOARD_SORT_KEY = 'BOARD';
const OWNER_INDEX = TABLE.indexes[0];
const MAX_ID_LENGTH = 200;

export function boardKey(id: string) {
  return { [TABLE.partitionKey]: `BOARD#${id}`, [TABLE.sortKey]: BOARD_SORT_KEY };
}

/** gsi1 key: a principal's boards, ordered by creation time. */
export function boardOwnerIndexKey(owner: string, createdAt: string, id: string) {
  return { [OWNER_INDEX.partitionKey]: `OWNER#${owner}#BOARD`, [OWNER_INDEX.sortKey]: `${createdAt}#${id}` };
}

export function isValidBoardId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH;
}

export function createBoardRepository(options: {
  client: DynamoDBDocumentClient;
  tableName: string;
  now?: () => Date;
}): BoardRepository {
  const { client, tableName } = options;
  const now = options.now ?? (() => new Date());

  async function read(id: string): Promise<StoredBoard | null> {
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: boardKey(id), ConsistentRead: true }));
    return Item ? toStoredBoard(Item) : null;
  }

  return {
    async create({ owner, state, name = null }) {
      assertOwner(owner);
      assertState(state);
      const id = randomUUID();
      const at = now().toISOString();
      const board: StoredBoard = { id, owner, version: 1, name, createdAt: at, updatedAt: at, state };
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

    async save({ owner, id, expectedVersion, state }) {
      if (!isValidBoardId(id)) throw new BoardNotFoundError();
      if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 1) {
        throw new TypeError('expectedVersion must be a positive integer');
      }
      assertState(state);
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: boardKey(id),
            UpdateExpression: 'SET #state = :state, #version = :next, #updatedAt = :now',
            ConditionExpression: '#version = :expected AND #owner = :owner',
            ExpressionAttributeNames: { '#state': 'state', '#version': 'version', '#updatedAt': 'updatedAt', '#owner': 'owner' },
            ExpressionAttributeValues: {
              ':state': state,
              ':next': expectedVersion + 1,
              ':now': now().toISOString(),
              ':expected': expectedVersion,
              ':owner': owner,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toStoredBoard(Attributes!);
      } catch (err) {
        if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
        const current = await read(id);
        if (!current || current.owner !== owner) throw new BoardNotFoundError();
        throw new VersionConflictError(current.version);
      }
    },
  };
}

/** Picks the StoredBoard fields, dropping key attributes. */
function toStoredBoard(item: Record<string, any>): StoredBoard {
  return {
    id: item.id,
    owner: item.owner,
    version: item.version,
    name: item.name ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    state: item.state,
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
