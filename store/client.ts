// DynamoDB clients for the store, and ensureTable: creates the single table (store/table.ts) when missing.
// A caller may instrument the underlying client (the Lambda functions trace it with X-Ray).
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, type TableDescription } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { KEY_ATTRIBUTES, TABLE } from './table';

export function createDocumentClient(options: { endpoint?: string; region?: string; instrument?: (client: DynamoDBClient) => DynamoDBClient } = {}): DynamoDBDocumentClient {
  const base = options.endpoint
    ? new DynamoDBClient({
        endpoint: options.endpoint,
        region: options.region ?? 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      })
    : new DynamoDBClient(options.region ? { region: options.region } : {});
  // Everything stored is plain JSON; an object whose own key is named "constructor" (a counter
  // kind, an id) would otherwise look like a class instance to the marshaller and be refused.
  return DynamoDBDocumentClient.from(options.instrument ? options.instrument(base) : base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
}

const WAIT_LIMIT_MS = 5 * 60_000;

/** Creates the table if it does not exist, then waits until it (and its indexes) are ACTIVE. No TTL setup: dynalite lacks UpdateTimeToLive. */
export async function ensureTable(client: DynamoDBDocumentClient | DynamoDBClient, tableName: string): Promise<void> {
  // The document client passes plain DynamoDB commands through unchanged.
  const dynamo: DynamoDBClient = client;
  if (!(await describe(dynamo, tableName))) {
    try {
      await dynamo.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      );
    } catch (err) {
      if ((err as Error).name !== 'ResourceInUseException') throw err; // someone else is creating it
    }
  }

  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (let delay = 50; ; delay = Math.min(delay * 2, 2_000)) {
    const table = await describe(dynamo, tableName);
    if (table && isActive(table)) return;
    if (Date.now() > deadline) throw new Error(`Table ${tableName} did not become ACTIVE in time`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (err) {
    if ((err as Error).name === 'ResourceNotFoundException') return undefined;
    throw err;
  }
}

function isActive(table: TableDescription): boolean {
  return table.TableStatus === 'ACTIVE' && (table.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE');
}
