// Drift reports of the nightly job: which stored rulings no longer give their expected result.
// A report is a header (pk `DRIFT#<run>`, sk `REPORT`, listed newest first through gsi1
// `DRIFTS`) and one item per changed ruling (sk `CHANGE#<owner>#<ruling>`), so each caller
// reads only its own. Pages of rulings are counted on the header with one conditional update
// each, adding the page to the set of counted ones: a retried page is never counted twice.

import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get';
import { fromDocument, toDocument } from './documents';
import { checkItem, ItemTooLargeError } from './limits';
import { TABLE } from './table';

export interface StoredDriftReport {
  /** The run: one per night (the schedule's date), so running it twice is one report. */
  id: string;
  at: string;
  engineVersion: string;
  /** Rulings evaluated so far. */
  checked: number;
  /** Pages of rulings handed out; null while the job is still handing them out. */
  pages: number | null;
  /** Pages evaluated so far. */
  pagesDone: number;
  /** Where handing out stopped, for a run that is resumed after a crash; null before the first page. */
  resume: NightlyCheckpoint | null;
}

/** How far a run has handed its rulings out: the next page's number, shard and cursor. */
export interface NightlyCheckpoint {
  pages: number;
  rulings: number;
  shard: number;
  after: string | null;
}

export interface StoredDrift {
  rulingId: string;
  owner: string;
  expected: unknown;
  actual: unknown;
}

const INDEX = TABLE.indexes[0];
const headerKey = (run: string) => ({ [TABLE.partitionKey]: `DRIFT#${run}`, [TABLE.sortKey]: 'REPORT' });
const changeKey = (run: string, owner: string, rulingId: string) => ({ [TABLE.partitionKey]: `DRIFT#${run}`, [TABLE.sortKey]: `CHANGE#${owner}#${rulingId}` });

/** A report's header item as written by `start`, with the counters and the checkpoint written since. */
type ReportItem = Omit<StoredDriftReport, 'pages' | 'resume'> & { pages?: number | null; resume?: NightlyCheckpoint | null };

/** A changed ruling's item. */
interface ChangeItem {
  rulingId: string;
  owner: string;
  expected: unknown;
  actual: unknown;
}

function toReport(item: ReportItem): StoredDriftReport {
  return {
    id: item.id,
    at: item.at,
    engineVersion: item.engineVersion,
    checked: Number(item.checked ?? 0),
    pages: item.pages === undefined || item.pages === null ? null : Number(item.pages),
    pagesDone: Number(item.pagesDone ?? 0),
    resume: item.resume ?? null,
  };
}

export interface DriftRepository {
  /** Starts the report of a run; the existing one when the run was started before. */
  start(input: { run: string; at: string; engineVersion: string }): Promise<{ report: StoredDriftReport; created: boolean }>;
  get(run: string): Promise<StoredDriftReport | null>;
  /** The reports of these runs that exist, by run: one BatchGetItem per 100, none for none. */
  getMany(runs: string[]): Promise<Map<string, StoredDriftReport>>;
  /** Records how far the run has handed its rulings out (after each page). */
  checkpoint(run: string, checkpoint: NightlyCheckpoint): Promise<void>;
  /** Records how many pages the run handed out, once they all are. */
  setPages(run: string, pages: number): Promise<void>;
  /** Records a changed ruling (the same item however often it is written). */
  recordChange(run: string, drift: StoredDrift): Promise<void>;
  /** Counts a page of `checked` rulings once, however often it is called. */
  countPage(run: string, page: number, checked: number): Promise<void>;
  /** Reports, newest first; `after` is a report's cursor. */
  list(page: { first: number; after?: string | null }): Promise<{ reports: StoredDriftReport[]; hasNextPage: boolean }>;
  /** The changes of a run among the owner's rulings. */
  changes(run: string, owner: string): Promise<StoredDrift[]>;
}

/** Where a list of reports continues after this one. */
export function driftCursor(report: Pick<StoredDriftReport, 'id' | 'at'>): string {
  return Buffer.from(JSON.stringify({ ...headerKey(report.id), [INDEX.partitionKey]: 'DRIFTS', [INDEX.sortKey]: `${report.at}#${report.id}` })).toString('base64url');
}

export class InvalidDriftCursorError extends Error {
  override readonly name = 'InvalidDriftCursorError';
}

export function createDriftRepository(options: { client: DynamoDBDocumentClient; tableName: string }): DriftRepository {
  const { client, tableName } = options;

  async function setOnReport(run: string, attribute: 'resume' | 'pages', value: unknown): Promise<void> {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: headerKey(run),
        UpdateExpression: 'SET #attribute = :value',
        ExpressionAttributeNames: { '#attribute': attribute },
        ExpressionAttributeValues: { ':value': value },
      }),
    );
  }

  async function get(run: string): Promise<StoredDriftReport | null> {
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: headerKey(run), ConsistentRead: true }));
    return Item ? toReport(Item as ReportItem) : null;
  }

  return {
    async start({ run, at, engineVersion }) {
      const header = { id: run, at, engineVersion, checked: 0, pagesDone: 0, resume: null };
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...header, kind: 'driftReport', ...headerKey(run), [INDEX.partitionKey]: 'DRIFTS', [INDEX.sortKey]: `${at}#${run}` },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
          }),
        );
        return { report: toReport(header), created: true };
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        return { report: (await get(run))!, created: false };
      }
    },

    get,

    async getMany(runs) {
      const reports = await batchGet<ReportItem>(client, tableName, [...new Set(runs)].map(headerKey));
      return new Map(reports.map((item) => [item.id, toReport(item)]));
    },

    checkpoint: (run, checkpoint) => setOnReport(run, 'resume', checkpoint),

    setPages: (run, pages) => setOnReport(run, 'pages', pages),

    async recordChange(run, drift) {
      let item = { ...drift, expected: toDocument(drift.expected), actual: toDocument(drift.actual) };
      try {
        checkItem(item, 'the change');
      } catch (error) {
        if (!(error instanceof ItemTooLargeError)) throw error;
        const note = toDocument({ ok: null, note: `${error.message}: see the ruling's lastEvaluation` });
        item = { ...drift, expected: note, actual: note };
      }
      await client.send(new PutCommand({ TableName: tableName, Item: { ...item, kind: 'drift', ...changeKey(run, drift.owner, drift.rulingId) } }));
    },

    async countPage(run, page, checked) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: headerKey(run),
            UpdateExpression: 'ADD #counted :page, #pagesDone :one, #checked :checked',
            ConditionExpression: 'attribute_exists(#pk) AND NOT contains(#counted, :n)',
            ExpressionAttributeNames: { '#counted': 'counted', '#pagesDone': 'pagesDone', '#checked': 'checked', '#pk': TABLE.partitionKey },
            ExpressionAttributeValues: { ':page': new Set([page]), ':n': page, ':one': 1, ':checked': checked },
          }),
        );
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    },

    async list({ first, after }) {
      let start: Record<string, unknown> | undefined;
      if (after) {
        try {
          start = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as Record<string, unknown>;
        } catch {
          throw new InvalidDriftCursorError('this cursor is not one this list gave out');
        }
        // JSON that is no object (null, a number, a list) is no key either.
        if (typeof start !== 'object' || start === null || Array.isArray(start)) throw new InvalidDriftCursorError('this cursor is not one this list gave out');
        const partitionKey = start[TABLE.partitionKey];
        const indexSortKey = start[INDEX.sortKey];
        if (typeof partitionKey !== 'string' || typeof indexSortKey !== 'string') throw new InvalidDriftCursorError('this cursor is not one this list gave out');
        const run = partitionKey.replace(/^DRIFT#/, '');
        const at = indexSortKey.slice(0, -(run.length + 1));
        if (driftCursor({ id: run, at }) !== after) throw new InvalidDriftCursorError('this cursor is not one this list gave out');
      }
      const { Items } = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: INDEX.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': INDEX.partitionKey },
          ExpressionAttributeValues: { ':pk': 'DRIFTS' },
          ScanIndexForward: false,
          Limit: first + 1,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const reports = ((Items ?? []) as ReportItem[]).map(toReport);
      return { reports: reports.slice(0, first), hasNextPage: reports.length > first };
    },

    async changes(run, owner) {
      const changes: StoredDrift[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = (await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
            ExpressionAttributeValues: { ':pk': headerKey(run)[TABLE.partitionKey], ':prefix': `CHANGE#${owner}#` },
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        )) as { Items?: ChangeItem[]; LastEvaluatedKey?: Record<string, unknown> };
        // The owner is checked too: an owner whose name contains `#` must not read another's changes.
        for (const item of page.Items ?? [])
          if (item.owner === owner) changes.push({ rulingId: item.rulingId, owner: item.owner, expected: fromDocument(item.expected), actual: fromDocument(item.actual) });
        start = page.LastEvaluatedKey;
      } while (start);
      return changes;
    },
  };
}
