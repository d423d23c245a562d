// `npm run rulings:nightly`: the nightly job once, in this process, against the local store
// that `npm start` uses (shared/spec/API.md). While the server runs, its DynamoDB listens on
// 127.0.0.1:8000 (or DYNAMODB_PORT) and the job connects there; otherwise the job opens the
// on-disk store (.data/dynamodb) itself. A progress bar on a terminal, then a summary; the
// drift report is written like the AWS job writes it.

import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { runNightlyHere } from '../app';
import { engineVersion } from '../app';
import { createDocumentClient, ensureTable } from '../store/client';
import { startDynalite, type RunningDynalite } from '../store/dynalite';
import { createStores, type Stores } from '../store/stores';
import { TABLE } from '../store/table';
import { progressBar } from './progress';

export const DATA_DIR = fileURLToPath(new URL('../.data/dynamodb', import.meta.url));

/** Whether something listens on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The store of the running local server, or the on-disk one opened here. */
async function openLocalStore(port: number, dataDir: string): Promise<{ stores: Stores; where: string; close(): Promise<void> }> {
  if (await listening(port)) {
    const client = createDocumentClient({ endpoint: `http://127.0.0.1:${port}` });
    await ensureTable(client, TABLE.localName);
    return { stores: createStores({ client, tableName: TABLE.localName }), where: `the running server's DynamoDB on 127.0.0.1:${port}`, close: async () => client.destroy() };
  }
  const dynamo: RunningDynalite = await startDynalite({ path: dataDir });
  const client = createDocumentClient({ endpoint: dynamo.endpoint });
  await ensureTable(client, TABLE.localName);
  return {
    stores: createStores({ client, tableName: TABLE.localName }),
    where: `the on-disk store ${dataDir}`,
    async close() {
      client.destroy();
      await dynamo.close();
    },
  };
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const port = Number(env.DYNAMODB_PORT || 8000);
  const store = await openLocalStore(port, env.RULINGS_DATA_DIR || DATA_DIR);
  try {
    process.stdout.write(`nightly rulings run against ${store.where} (engine ${engineVersion()})\n`);
    const progress = progressBar('rulings', await store.stores.rulings.count());
    const summary = await runNightlyHere(store.stores, new Date(), (checked, total) => progress.update(checked, total));
    progress.stop();
    if (!summary.started) process.stdout.write(`${summary.run} already ran: ${summary.checked} rulings checked, nothing done again\n`);
    else process.stdout.write(`${summary.run}: ${summary.checked} rulings checked in ${summary.pages} pages, ${summary.changed} changed; drift report ${summary.run} written\n`);
    return 0;
  } finally {
    await store.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
