// Ruling batches (shared/spec/API.md, "Rulings and batches"): up to 200 scenarios submitted
// at once and evaluated in the background (app/work.ts), each to its own result, so a bad one
// never stops the others; the results are read in submission order.

import type { BatchRepository, BatchResult, StoredBatch } from '../store/batches';
import type { WorkQueue } from '../store/work';
import { InvalidCursor, InvalidInput, LimitExceeded } from './errors';
import { pageOf, pageSize, type Page } from './pages';
import { batchMessages } from './work';

/** Scenarios in one batch (API.md). */
export const BATCH_LIMIT = 200;

/** Results on a page: 50 unless asked otherwise, at most a whole batch. */
const RESULTS_PAGE_SIZE = { default: 50, max: BATCH_LIMIT } as const;

export interface Batches {
  /** Stores the batch and queues its scenarios; answers at once. Throws InvalidInput (no scenario), LimitExceeded. */
  submit(owner: string, scenarios: unknown[]): Promise<StoredBatch>;
  /** null when absent or another principal's. */
  get(owner: string, id: string): Promise<StoredBatch | null>;
  /** Each id's batch in the ids' order, null where `get` gives null: one batch read, not one read each. */
  getMany(owner: string, ids: string[]): Promise<(StoredBatch | null)[]>;
  /** The batch's finished results, in submission order. Throws InvalidCursor. */
  results(batch: StoredBatch, page: { first?: number | null; after?: string | null }): Promise<Page<BatchResult>>;
}

const indexCursor = (result: BatchResult) => Buffer.from(`index:${result.index}`).toString('base64url');

function indexOfCursor(cursor: string): number {
  const match = /^index:(\d{1,5})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new InvalidCursor();
  return Number(match[1]);
}

export function createBatches(deps: { batches: BatchRepository; queue: WorkQueue }): Batches {
  const { batches, queue } = deps;
  return {
    async submit(owner, scenarios) {
      if (scenarios.length === 0) throw new InvalidInput('scenarios: at least one', ['scenarios']);
      if (scenarios.length > BATCH_LIMIT) throw new LimitExceeded(`scenarios: at most ${BATCH_LIMIT}`, ['scenarios']);
      const { batch, pending } = await batches.create({ owner, scenarios });
      await queue.send(batchMessages(batch.id, pending));
      return batch;
    },

    get: (owner, id) => batches.get(owner, id),

    async getMany(owner, ids) {
      const found = await batches.getMany(owner, ids);
      return ids.map((id) => found.get(id) ?? null);
    },

    async results(batch, { first, after }) {
      const page = await batches.results(batch.id, { first: pageSize(first, RESULTS_PAGE_SIZE), after: after ? indexOfCursor(after) : null });
      return pageOf(page.results, indexCursor, { hasNextPage: page.hasNextPage, hasPreviousPage: Boolean(after) });
    },
  };
}
