// The local server, `npm start`: GraphiQL and the API on http://localhost:4000/graphql, over
// its own DynamoDB (dynalite) on 127.0.0.1:8000, stored on disk under .data/ so boards
// survive a restart. The caller is the `x-principal` header (default `local`): only here.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp, inProcessQueue } from '../app';
import { createStores } from '../store/stores';
import { createDocumentClient, ensureTable } from '../store/client';
import { startDynalite } from '../store/dynalite';
import { TABLE } from '../store/table';
import { createGraphqlServer, GRAPHQL_PATH } from './server';

export interface LocalServerOptions {
  /** HTTP port; 0 takes a free one. */
  port: number;
  /** DynamoDB (dynalite) port; 0 takes a free one. */
  dynamoPort: number;
  /** Where dynalite stores its data; null keeps it in memory. */
  dataDir: string | null;
  log?: boolean;
}

export interface LocalServer {
  url: string;
  dynamoEndpoint: string;
  close(): Promise<void>;
}

export const PRINCIPAL_HEADER = 'x-principal';
export const DEFAULT_PRINCIPAL = 'local';

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const dynamo = await startDynalite({ port: options.dynamoPort, ...(options.dataDir ? { path: options.dataDir } : {}) });
  try {
    const client = createDocumentClient({ endpoint: dynamo.endpoint });
    await ensureTable(client, TABLE.localName);
    const stores = createStores({ client, tableName: TABLE.localName });
    // Batches are evaluated in this process, in the background, as the worker does in AWS.
    const queue = inProcessQueue(stores, { onError: (error) => process.stderr.write(`work failed: ${error instanceof Error ? error.stack : String(error)}\n`) });
    const yoga = createGraphqlServer({
      app: createApp({ stores, queue }),
      // The developer's own machine: a trusted caller that may read and write, named by a header.
      caller: (request) => ({ principal: request.headers.get(PRINCIPAL_HEADER) || DEFAULT_PRINCIPAL, read: true, write: true, trusted: true, persistedOnly: false }),
      graphiql: true,
      production: false,
      logging: options.log ?? true,
    });
    // yoga answers every request itself, errors included: nothing is left to await.
    const server = createServer((request, response) => void yoga(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://localhost:${port}${GRAPHQL_PATH}`,
      dynamoEndpoint: dynamo.endpoint,
      async close() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await dynamo.close();
      },
    };
  } catch (error) {
    await dynamo.close();
    throw error;
  }
}

function portFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startLocalServer({
    port: portFrom('PORT', 4000),
    dynamoPort: portFrom('DYNAMODB_PORT', 8000),
    dataDir: fileURLToPath(new URL('../.data/dynamodb', import.meta.url)),
  });
  process.stdout.write(`GraphQL API and GraphiQL: ${server.url}\nDynamoDB (dynalite, stored in .data/): ${server.dynamoEndpoint}\n`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
