// A real store for tests: an in-memory dynalite on a free port with the table created.

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BatchRepository, BatchResult } from '../../store/batches';
import type { BoardRepository } from '../../store/boards';
import { createDocumentClient, ensureTable } from '../../store/client';
import { startDynalite } from '../../store/dynalite';
import { createStores, type Stores } from '../../store/stores';
import { TABLE } from '../../store/table';

export interface TestStore {
  endpoint: string;
  client: DynamoDBDocumentClient;
  boards: BoardRepository;
  stores: Stores;
  close(): Promise<void>;
}

export async function startTestStore(options: { now?: () => Date } = {}): Promise<TestStore> {
  const dynamo = await startDynalite();
  const client = createDocumentClient({ endpoint: dynamo.endpoint });
  await ensureTable(client, TABLE.localName);
  const stores = createStores({ client, tableName: TABLE.localName, ...(options.now ? { now: options.now } : {}) });
  return {
    endpoint: dynamo.endpoint,
    client,
    boards: stores.boards,
    stores,
    async close() {
      client.destroy();
      await dynamo.close();
    },
  };
}

/** Every result of a batch, read a page at a time. */
export async function allResults(batches: BatchRepository, id: string): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  let after: number | null = null;
  for (;;) {
    const page = await batches.results(id, { first: 4, after });
    results.push(...page.results);
    if (!page.hasNextPage) return results;
    after = page.results.at(-1)!.index;
  }
}
