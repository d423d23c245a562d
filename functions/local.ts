// The local server, `npm start`: the ruling explorer on http://localhost:4000/ (explorer/),
// GraphiQL and the API on http://localhost:4000/graphql, over
// its own DynamoDB (dynalite) on 127.0.0.1:8000, stored on disk under .data/ so boards
// survive a restart. The caller is the `x-principal` header (default `local`): only here.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plugin } from 'graphql-yoga';
import { fileURLToPath } from 'node:url';
import { createApp, inProcessQueue, resumeBatches } from '../app';
import { buildExplorer } from '../explorer/build';
import { serveExplorer } from '../explorer/serve';
import { createStores } from '../store/stores';
import { createDocumentClient, ensureTable } from '../store/client';
import { startDynalite } from '../store/dynalite';
import { TABLE } from '../store/table';
import { offlineGraphiQL } from './graphiql';
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
    // Batches a previous run left QUEUED or RUNNING (it stopped, or crashed) are finished now.
    await resumeBatches(stores, queue);
    // The ruling explorer at `/`, bundled now from explorer/page/ (README, "The ruling explorer").
    const explorer = await buildExplorer();
    const yoga = createGraphqlServer({
      app: createApp({ stores, queue }),
      // The developer's own machine: a trusted caller that may read and write, named by a header.
      caller: (request) => ({ principal: request.headers.get(PRINCIPAL_HEADER) || DEFAULT_PRINCIPAL, read: true, write: true, trusted: true, persistedOnly: false }),
      // Served from the installed packages, offline, opening on the README's example as this caller.
      graphiql: offlineGraphiQL({ [PRINCIPAL_HEADER]: DEFAULT_PRINCIPAL }),
      production: false,
      logging: options.log ?? true,
      plugins: [onlyFromThisServer(), serveExplorer(explorer)],
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

/** The media types of a GraphQL POST the local server takes: JSON only, never what a web form can send. */
const JSON_TYPES = new Set(['application/json', 'application/graphql-response+json']);

/**
 * The local server trusts whoever calls it (the developer's machine), so a web page must not be
 * able to call it: a request from another origin (its `Origin` header) is 403, and a POST whose
 * body is not JSON (a form, plain text: what a page can send without asking first) is 415.
 */
function onlyFromThisServer(): Plugin {
  return {
    onRequest(event) {
      const { request, url, fetchAPI } = event;
      const origin = request.headers.get('origin');
      const here = [url.origin, url.origin.replace('//localhost:', '//127.0.0.1:'), url.origin.replace('//127.0.0.1:', '//localhost:')];
      if (origin !== null && !here.includes(origin)) return event.endResponse(new fetchAPI.Response('requests from another origin are refused', { status: 403 }));
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (request.method === 'POST' && !JSON_TYPES.has(type))
        return event.endResponse(new fetchAPI.Response('a POST takes a JSON body (content-type: application/json)', { status: 415 }));
    },
  };
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
  process.stdout.write(
    `Ruling explorer: ${new URL('/', server.url).toString()}\nGraphQL API and GraphiQL: ${server.url}\nDynamoDB (dynalite, stored in .data/): ${server.dynamoEndpoint}\n`,
  );
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
