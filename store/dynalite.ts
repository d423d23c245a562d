// Local DynamoDB (dynalite) launcher: in memory for tests, on disk (LevelDB under `path`) for the dev server.
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import dynalite from 'dynalite';

const HOST = '127.0.0.1';

export interface RunningDynalite {
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

export async function startDynalite(options: { path?: string; port?: number } = {}): Promise<RunningDynalite> {
  const port = options.port ?? 0;
  // Check a fixed port before dynalite opens its store, so a taken port does not leave the LevelDB lock held.
  if (port !== 0) await assertPortFree(port);
  if (options.path) {
    await mkdir(options.path, { recursive: true });
    await assertStoreUnlocked(options.path);
  }

  const server = dynalite({
    ...(options.path ? { path: options.path } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await listen(server, port);

  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('dynalite: unexpected server address');
  let closing: Promise<void> | undefined;
  return {
    endpoint: `http://${HOST}:${address.port}`,
    port: address.port,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err?: Error) => (err ? reject(err) : resolve()));
        server.closeIdleConnections(); // SDK keep-alive sockets would otherwise hold close() open
      });
      return closing;
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => reject(describeListenError(err, port));
    server.once('error', onError);
    server.listen(port, HOST, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', (err: NodeJS.ErrnoException) => reject(describeListenError(err, port)));
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

// dynalite opens its LevelDB lazily and, if another process holds the folder's lock, crashes with an
// uncaught "Database is closed" on the first request. Open it once here (with dynalite's own `level`) to fail early.
async function assertStoreUnlocked(path: string): Promise<void> {
  const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const { Level } = fromDynalite('level') as { Level: new (path: string) => { open(): Promise<void>; close(): Promise<void> } };
  const db = new Level(path);
  try {
    await db.open();
  } catch (err) {
    throw new Error(`dynalite: cannot open the store at ${path} (is another dynalite using it?)`, { cause: err });
  }
  await db.close();
}

function describeListenError(err: NodeJS.ErrnoException, port: number): Error {
  if (err.code === 'EADDRINUSE') {
    return new Error(`dynalite: port ${port} on ${HOST} is already in use (another dynalite or DynamoDB Local?)`, { cause: err });
  }
  return new Error(`dynalite: cannot listen on ${HOST}:${port}: ${err.message}`, { cause: err });
}
