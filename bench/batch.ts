// Batch throughput (issue: scheduled batch rulings): how many scenarios per second one core
// evaluates through the batch path (stored scenarios, the worker's work, results written to a
// real local DynamoDB), against the single-scenario command line in the same run (a process
// per scenario, as a tool would call it).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { batchMessages, processMessage } from '../app/work';
import { createDocumentClient, ensureTable } from '../store/client';
import { startDynalite } from '../store/dynalite';
import { createStores } from '../store/stores';
import { TABLE } from '../store/table';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The example scenarios, repeated to `count`. */
function scenarios(count: number): unknown[] {
  const dir = join(ROOT, 'examples');
  const examples = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const { expected: _expected, ...scenario } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      return scenario;
    });
  return Array.from({ length: count }, (_, i) => examples[i % examples.length]);
}

export async function batchThroughput(size = 200, cliRuns = 5): Promise<string> {
  const dynamo = await startDynalite();
  const client = createDocumentClient({ endpoint: dynamo.endpoint });
  try {
    await ensureTable(client, TABLE.localName);
    const stores = createStores({ client, tableName: TABLE.localName });
    const list = scenarios(size);
    const started = performance.now();
    const { batch, pending } = await stores.batches.create({ owner: 'bench', scenarios: list });
    for (const message of batchMessages(batch.id, pending)) await processMessage(message, stores);
    const batchSeconds = (performance.now() - started) / 1000;
    const done = await stores.batches.get('bench', batch.id);
    if (done?.status !== 'DONE') throw new Error(`the batch did not finish: ${JSON.stringify(done)}`);

    const dir = mkdtempSync(join(tmpdir(), 'bench-cli-'));
    try {
      const file = join(dir, 'scenario.json');
      writeFileSync(file, JSON.stringify(list[0]));
      const cliStarted = performance.now();
      for (let i = 0; i < cliRuns; i += 1) execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'functions/ruling.ts'), file], { cwd: ROOT, stdio: 'pipe' });
      const cliSeconds = (performance.now() - cliStarted) / 1000;
      const batchRate = size / batchSeconds;
      const cliRate = cliRuns / cliSeconds;
      return [
        'batch throughput (one core; issue 9)',
        `  batch of ${size} scenarios, stored and evaluated by the worker's code on local DynamoDB: ${batchRate.toFixed(1)} scenarios/s`,
        `  the single-scenario command line, a process per scenario (${cliRuns} runs):            ${cliRate.toFixed(2)} scenarios/s`,
        `  the batch is ${(batchRate / cliRate).toFixed(1)}x the command line`,
      ].join('\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    client.destroy();
    await dynamo.close();
  }
}
