// Reading many items by key in as few calls as DynamoDB allows: BatchGetItem, 100 keys a call,
// consistent reads, the keys it leaves unprocessed asked again with backoff. One place for the
// boards of a list and the rulings of a drift report.

import { BatchGetCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The items with these keys that exist, in no particular order; no call for no keys. */
export async function batchGet<Item>(client: DynamoDBDocumentClient, tableName: string, keys: Record<string, unknown>[]): Promise<Item[]> {
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + 100);
    for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept refusing part of a batch read');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      const answer: BatchGetCommandOutput = await client.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } } }));
      found.push(...((answer.Responses?.[tableName] ?? []) as Item[]));
      pending = answer.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return found;
}
