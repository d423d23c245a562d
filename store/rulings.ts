// Rulings: a scenario with the result it must give, owned like boards. An owner's rulings
// live in the owner's partition (pk `OWNER#<owner>#RULING`, sk `RULING#<id>`, ids ordered by
// creation time), so `rulings` is one Query, newest first. Every ruling is also in the
// sharded index gsi1 (`RULINGS#<shard>`), which the nightly job reads page by page: Query,
// never a Scan of the table.

import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get';
import { fromDocument, toDocument } from './documents';
import { checkDocument, checkItem } from './limits';
import { TABLE } from './table';

export interface RulingEvaluation {
  at: string;
  engineVersion: string;
  matches: boolean;
  result: unknown;
  /** The nightly run that made it, when one did. */
  run?: string;
}

export interface StoredRuling {
  id: string;
  owner: string;
  name: string;
  scenario: unknown;
  expected: unknown;
  createdAt: string;
  lastEvaluation: RulingEvaluation | null;
}

/** What finds a ruling. */
export interface RulingKey {
  owner: string;
  id: string;
}

export class InvalidRulingCursorError extends Error {
  override readonly name = 'InvalidRulingCursorError';
}

/** How many shards the nightly index has: Query reads each in pages. */
export const RULING_SHARDS = 8;

const INDEX = TABLE.indexes[0];
const MAX_ID_LENGTH = 100;

const rulingKey = (owner: string, id: string) => ({ [TABLE.partitionKey]: `OWNER#${owner}#RULING`, [TABLE.sortKey]: `RULING#${id}` });
const shardOf = (id: string) => createHash('sha256').update(id).digest()[0]! % RULING_SHARDS;
const shardKey = (shard: number) => `RULINGS#${shard}`;

/** Where the owner's list continues after this ruling. */
export function rulingCursor(ruling: RulingKey): string {
  return Buffer.from(JSON.stringify(rulingKey(ruling.owner, ruling.id))).toString('base64url');
}

/** An id that sorts by creation time: 9 base-36 digits of milliseconds, then randomness. */
export function timeOrderedId(at: Date): string {
  return `${at.getTime().toString(36).padStart(9, '0')}${randomBytes(8).toString('hex')}`;
}

function encode(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** A key of text attributes only. */
const isTextKey = (key: unknown): key is Record<string, string> => typeof key === 'object' && key !== null && Object.values(key).every((v) => typeof v === 'string');

function decode(cursor: string, check: (key: Record<string, string>) => boolean): Record<string, string> {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isTextKey(key) && check(key)) return key;
  } catch {
    // falls through
  }
  throw new InvalidRulingCursorError('this cursor is not one this list gave out');
}

const storedEvaluation = (evaluation: RulingEvaluation) => ({ ...evaluation, result: toDocument(evaluation.result) });

/** A ruling's item: its documents as JSON text (store/documents.ts), the evaluation's result too. */
type RulingItem = Omit<StoredRuling, 'lastEvaluation'> & { lastEvaluation?: RulingEvaluation | null };

function toRuling(item: RulingItem): StoredRuling {
  return {
    id: item.id,
    owner: item.owner,
    name: item.name,
    scenario: fromDocument(item.scenario),
    expected: fromDocument(item.expected),
    createdAt: item.createdAt,
    lastEvaluation: item.lastEvaluation ? { ...item.lastEvaluation, result: fromDocument(item.lastEvaluation.result) } : null,
  };
}

export interface RulingRepository {
  create(input: { owner: string; name: string; scenario: unknown; expected: unknown; lastEvaluation: RulingEvaluation }): Promise<StoredRuling>;
  /** null when absent or another principal's. */
  get(owner: string, id: string): Promise<StoredRuling | null>;
  /** The owner's rulings with these ids that exist, by id: one BatchGetItem per 100 ids, none for none. */
  getMany(owner: string, ids: string[]): Promise<Map<string, StoredRuling>>;
  /** The owner's rulings, newest first; `after` is a ruling's `rulingCursor`. */
  list(owner: string, page: { first: number; after?: string | null }): Promise<{ rulings: StoredRuling[]; hasNextPage: boolean }>;
  /** false when there was none to delete (absent or another principal's). */
  delete(owner: string, id: string): Promise<boolean>;
  /** The keys of every ruling of one shard of the nightly index, a page at a time. */
  listShard(shard: number, page: { first: number; after?: string | null }): Promise<{ rulings: RulingKey[]; next: string | null }>;
  /** How many rulings there are, over every owner (Query with COUNT on each shard). */
  count(): Promise<number>;
  /** Records an evaluation; false when the ruling is gone. */
  recordEvaluation(owner: string, id: string, evaluation: RulingEvaluation): Promise<boolean>;
}

export function createRulingRepository(options: { client: DynamoDBDocumentClient; tableName: string; now?: () => Date }): RulingRepository {
  const { client, tableName } = options;
  const now = options.now ?? (() => new Date());
  const validId = (id: string) => id.length > 0 && id.length <= MAX_ID_LENGTH;

  return {
    async create({ owner, name, scenario, expected, lastEvaluation }) {
      const at = now();
      const id = timeOrderedId(at);
      const ruling: StoredRuling = { id, owner, name, scenario, expected, createdAt: at.toISOString(), lastEvaluation };
      checkDocument(scenario, 'the scenario');
      checkDocument(expected, 'the expected result');
      const stored = { ...ruling, scenario: toDocument(scenario), expected: toDocument(expected), lastEvaluation: storedEvaluation(lastEvaluation) };
      checkItem(stored, 'the ruling');
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...stored, kind: 'ruling', ...rulingKey(owner, id), [INDEX.partitionKey]: shardKey(shardOf(id)), [INDEX.sortKey]: id },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
        }),
      );
      return ruling;
    },

    async get(owner, id) {
      if (!validId(id)) return null;
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: rulingKey(owner, id), ConsistentRead: true }));
      return Item ? toRuling(Item as RulingItem) : null;
    },

    async getMany(owner, ids) {
      const keys = [...new Set(ids.filter(validId))].map((id) => rulingKey(owner, id));
      const items = await batchGet<RulingItem>(client, tableName, keys);
      return new Map(items.map((item) => [item.id, toRuling(item)]));
    },

    async list(owner, { first, after }) {
      const pk = rulingKey(owner, '')[TABLE.partitionKey];
      const { Items } = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
          ExpressionAttributeValues: { ':pk': pk, ':prefix': 'RULING#' },
          ScanIndexForward: false,
          // One more than asked tells whether another page exists.
          Limit: first + 1,
          ...(after ? { ExclusiveStartKey: decode(after, (key) => rulingCursor({ owner, id: (key[TABLE.sortKey] ?? '').replace(/^RULING#/, '') }) === after) } : {}),
        }),
      );
      const rulings = ((Items ?? []) as RulingItem[]).map(toRuling);
      return { rulings: rulings.slice(0, first), hasNextPage: rulings.length > first };
    },

    async delete(owner, id) {
      if (!validId(id)) return false;
      try {
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: rulingKey(owner, id),
            ConditionExpression: 'attribute_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
          }),
        );
        return true;
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },

    async listShard(shard, { first, after }) {
      const pk = shardKey(shard);
      const { Items, LastEvaluatedKey } = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: INDEX.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': INDEX.partitionKey, '#owner': 'owner', '#id': 'id' },
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: '#owner, #id',
          Limit: first,
          ...(after ? { ExclusiveStartKey: decode(after, (key) => key[INDEX.partitionKey] === pk) } : {}),
        }),
      );
      return { rulings: (Items ?? []).map((item) => ({ owner: item.owner as string, id: item.id as string })), next: encode(LastEvaluatedKey) };
    },

    async count() {
      let total = 0;
      for (let shard = 0; shard < RULING_SHARDS; shard += 1) {
        let start: Record<string, unknown> | undefined;
        do {
          const page: { Count?: number; LastEvaluatedKey?: Record<string, unknown> } = await client.send(
            new QueryCommand({
              TableName: tableName,
              IndexName: INDEX.name,
              KeyConditionExpression: '#pk = :pk',
              ExpressionAttributeNames: { '#pk': INDEX.partitionKey },
              ExpressionAttributeValues: { ':pk': shardKey(shard) },
              Select: 'COUNT',
              ...(start ? { ExclusiveStartKey: start } : {}),
            }),
          );
          total += page.Count ?? 0;
          start = page.LastEvaluatedKey;
        } while (start);
      }
      return total;
    },

    async recordEvaluation(owner, id, evaluation) {
      const stored = storedEvaluation(evaluation);
      checkItem(stored, 'the evaluation');
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: rulingKey(owner, id),
            UpdateExpression: 'SET #evaluation = :evaluation',
            ConditionExpression: 'attribute_exists(#pk)',
            ExpressionAttributeNames: { '#evaluation': 'lastEvaluation', '#pk': TABLE.partitionKey },
            ExpressionAttributeValues: { ':evaluation': stored },
          }),
        );
        return true;
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },
  };
}
