// Ruling batches: up to 200 scenarios evaluated in the background. The batch is a header item
// (pk `BATCH#<id>`, sk `BATCH`) and one item per scenario (sk `ITEM#<index>`). A worker writes
// an item's result with a plain put (the same result each time it is retried), then counts it
// on the header with one conditional update that adds the index to the set of counted ones:
// a retried or duplicated message never counts a result twice, without transactions. While a
// batch is unfinished, a small marker item (pk `BATCHES#OPEN`, sk `BATCH#<id>`) says so: the
// local server finds the batches to resume with one Query of that partition, never a Scan.

import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, type QueryCommandOutput, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get';
import { fromDocument, toDocument } from './documents';
import { checkDocument, checkItem, ItemTooLargeError } from './limits';
import { timeOrderedId } from './rulings';
import { TABLE } from './table';

export type BatchStatus = 'QUEUED' | 'RUNNING' | 'DONE';

export interface StoredBatch {
  id: string;
  owner: string;
  total: number;
  done: number;
  failed: number;
  createdAt: string;
  status: BatchStatus;
}

export interface BatchResult {
  index: number;
  ok: boolean;
  result: unknown;
}

export interface BatchItem {
  index: number;
  /** null when the scenario was too large to store: its result says so. */
  scenario: unknown;
  /** The result `complete` wrote, once it has: a retried message need not evaluate the scenario again. */
  done: { ok: boolean; result: unknown } | null;
}

/** Batches and their results are kept for this long (TTL). */
const BATCH_TTL_DAYS = 30;

const validId = (id: string) => id.length > 0 && id.length <= 100;
const headerKey = (id: string) => ({ [TABLE.partitionKey]: `BATCH#${id}`, [TABLE.sortKey]: 'BATCH' });
const itemSortKey = (index: number) => `ITEM#${String(index).padStart(5, '0')}`;
const itemKey = (id: string, index: number) => ({ [TABLE.partitionKey]: `BATCH#${id}`, [TABLE.sortKey]: itemSortKey(index) });
/** The marker of an unfinished batch: written with its scenarios, deleted once its last result is counted. */
const OPEN_PARTITION = 'BATCHES#OPEN';
const openKey = (id: string) => ({ [TABLE.partitionKey]: OPEN_PARTITION, [TABLE.sortKey]: `BATCH#${id}` });

/** A batch's header item as written by `create`, with the counters `complete` adds. */
interface HeaderItem {
  id: string;
  owner: string;
  total: number;
  done?: number;
  failed?: number;
  createdAt: string;
}

/** A scenario's item, with its result once `complete` has written it. */
interface ScenarioItem {
  index: number;
  scenario?: unknown;
  ok?: boolean;
  result?: unknown;
}

function toBatch(item: HeaderItem): StoredBatch {
  const done = Number(item.done ?? 0);
  const total = Number(item.total);
  return {
    id: item.id,
    owner: item.owner,
    total,
    done,
    failed: Number(item.failed ?? 0),
    createdAt: item.createdAt,
    status: done === 0 ? 'QUEUED' : done < total ? 'RUNNING' : 'DONE',
  };
}

export interface BatchRepository {
  /** Stores the header and the scenarios; a scenario too large for an item is stored as its LIMIT_EXCEEDED result. */
  create(input: { owner: string; scenarios: unknown[] }): Promise<{ batch: StoredBatch; pending: number[] }>;
  /** null when absent or another principal's. */
  get(owner: string, id: string): Promise<StoredBatch | null>;
  /** The owner's batches with these ids that exist, by id: one BatchGetItem per 100 ids, none for none. */
  getMany(owner: string, ids: string[]): Promise<Map<string, StoredBatch>>;
  item(id: string, index: number): Promise<BatchItem | null>;
  /** Writes a result and counts it once, however often it is called. */
  complete(id: string, result: BatchResult): Promise<void>;
  /** Results in submission order, after the index `after` (exclusive); only finished ones. */
  results(id: string, page: { first: number; after?: number | null }): Promise<{ results: BatchResult[]; hasNextPage: boolean }>;
  /**
   * Every batch not yet DONE (QUEUED or RUNNING): the open markers (one Query), then their
   * headers (one BatchGetItem per 100). For the local server, which resumes them as it starts;
   * never called in AWS, where SQS keeps the work.
   */
  unfinished(): Promise<StoredBatch[]>;
}

export function createBatchRepository(options: { client: DynamoDBDocumentClient; tableName: string; now?: () => Date }): BatchRepository {
  const { client, tableName } = options;
  const now = options.now ?? (() => new Date());

  async function complete(id: string, { index, ok, result }: BatchResult): Promise<void> {
    let stored = toDocument(result);
    try {
      checkItem({ result: stored }, 'the result');
    } catch (error) {
      if (!(error instanceof ItemTooLargeError)) throw error;
      stored = toDocument({ ok: false, error: { code: 'LIMIT_EXCEEDED', message: `${error.message}: the result is too large to store` } });
      ok = false;
    }
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: itemKey(id, index),
        UpdateExpression: 'SET #result = :result, #ok = :ok',
        ExpressionAttributeNames: { '#result': 'result', '#ok': 'ok' },
        ExpressionAttributeValues: { ':result': stored, ':ok': ok },
      }),
    );
    let counted: { done?: unknown; total?: unknown } | undefined;
    try {
      ({ Attributes: counted } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: headerKey(id),
          UpdateExpression: ok ? 'ADD #counted :index, #done :one' : 'ADD #counted :index, #done :one, #failed :one',
          ConditionExpression: 'attribute_exists(#pk) AND NOT contains(#counted, :n)',
          ExpressionAttributeNames: { '#counted': 'counted', '#done': 'done', '#pk': TABLE.partitionKey, ...(ok ? {} : { '#failed': 'failed' }) },
          ExpressionAttributeValues: { ':index': new Set([index]), ':n': index, ':one': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      ));
    } catch (error) {
      // Already counted (a retry), or the batch expired: nothing to do.
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
    // The count that finished the batch removes its open marker (a crash before it leaves a marker unfinished() skips).
    if (counted && Number(counted.done) >= Number(counted.total)) await client.send(new DeleteCommand({ TableName: tableName, Key: openKey(id) }));
  }

  return {
    async create({ owner, scenarios }) {
      const at = now();
      const id = timeOrderedId(at);
      const expiresAt = Math.floor(at.getTime() / 1000) + BATCH_TTL_DAYS * 86_400;
      const header = { id, owner, total: scenarios.length, done: 0, failed: 0, createdAt: at.toISOString() };
      // Conditional like every item the API creates: a new id never overwrites a batch.
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...header, kind: 'batch', ...headerKey(id), [TABLE.ttlAttribute]: expiresAt },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
        }),
      );
      const tooLarge: { index: number; message: string }[] = [];
      const scenarioItems = scenarios.map((scenario, index) => {
        try {
          checkDocument(scenario, `scenario ${index}`);
          const document = toDocument(scenario);
          checkItem({ scenario: document }, `scenario ${index}`);
          return { ...itemKey(id, index), kind: 'batchItem', index, scenario: document, [TABLE.ttlAttribute]: expiresAt };
        } catch (error) {
          if (!(error instanceof ItemTooLargeError)) throw error;
          tooLarge.push({ index, message: error.message });
          return { ...itemKey(id, index), kind: 'batchItem', index, scenario: null, [TABLE.ttlAttribute]: expiresAt };
        }
      });
      // The open marker goes first, before any result can be counted (and remove it).
      const items = [{ ...openKey(id), kind: 'openBatch', id, [TABLE.ttlAttribute]: expiresAt }, ...scenarioItems];
      for (let start = 0; start < items.length; start += 25) {
        let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
        for (let attempt = 0; requests.length > 0; attempt += 1) {
          if (attempt > 8) throw new Error('DynamoDB kept refusing part of a batch write');
          const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
          requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
          if (requests.length > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
        }
      }
      for (const { index, message } of tooLarge) await complete(id, { index, ok: false, result: { ok: false, error: { code: 'LIMIT_EXCEEDED', message } } });
      const skipped = new Set(tooLarge.map((entry) => entry.index));
      return {
        batch: toBatch({ ...header, done: tooLarge.length, failed: tooLarge.length }),
        pending: scenarios.map((_, index) => index).filter((index) => !skipped.has(index)),
      };
    },

    async get(owner, id) {
      if (!validId(id)) return null;
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: headerKey(id), ConsistentRead: true }));
      const header = Item as HeaderItem | undefined;
      return header && header.owner === owner ? toBatch(header) : null;
    },

    async getMany(owner, ids) {
      const keys = [...new Set(ids.filter(validId))].map(headerKey);
      const headers = await batchGet<HeaderItem>(client, tableName, keys);
      return new Map(headers.filter((header) => header.owner === owner).map((header) => [header.id, toBatch(header)]));
    },

    async item(id, index) {
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: itemKey(id, index), ConsistentRead: true }));
      const item = Item as ScenarioItem | undefined;
      if (!item) return null;
      return { index: item.index, scenario: fromDocument(item.scenario), done: item.ok === undefined ? null : { ok: item.ok, result: fromDocument(item.result) } };
    },

    complete,

    async unfinished() {
      const ids: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page: QueryCommandOutput = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: '#pk = :pk',
            ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
            ExpressionAttributeValues: { ':pk': OPEN_PARTITION },
            ConsistentRead: true,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        for (const item of page.Items ?? []) ids.push(item.id as string);
        start = page.LastEvaluatedKey;
      } while (start);
      const headers = await batchGet<HeaderItem>(client, tableName, ids.map(headerKey));
      return headers
        .map(toBatch)
        .filter((batch) => batch.status !== 'DONE')
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },

    async results(id, { first, after }) {
      const results: BatchResult[] = [];
      let start: Record<string, unknown> | undefined = after === null || after === undefined ? undefined : itemKey(id, after);
      let more = true;
      while (more && results.length <= first) {
        const page = (await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey, '#index': 'index', '#ok': 'ok', '#result': 'result' },
            ExpressionAttributeValues: { ':pk': headerKey(id)[TABLE.partitionKey], ':prefix': 'ITEM#' },
            ProjectionExpression: '#index, #ok, #result',
            ConsistentRead: true,
            Limit: first + 1,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        )) as { Items?: ScenarioItem[]; LastEvaluatedKey?: Record<string, unknown> };
        for (const item of page.Items ?? []) if (item.ok !== undefined) results.push({ index: item.index, ok: item.ok, result: fromDocument(item.result) });
        start = page.LastEvaluatedKey;
        more = start !== undefined;
      }
      return { results: results.slice(0, first), hasNextPage: results.length > first };
    },
  };
}
