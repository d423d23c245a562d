// The worker's time per scenario kind (issue 19, item 6: README, "Cost and scale"): what one
// scenario or ruling costs the worker, in milliseconds, for the cost and wall-time estimates.
// Unlike the other rows these are absolute times (with the operation's JSON floor beside them,
// as the harness does), so they hold for the machine that ran them only; the README says which.
// Then the worker's whole path on a local DynamoDB (dynalite): a batch message of 10 scenarios
// and a nightly page of 50 rulings through processMessage, per scenario or ruling, which adds
// the store's calls (in-process here; a network round trip each in AWS).

import { cpus } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateRuling, processMessage, batchMessages } from '../app/work';
import { runWithCards } from '../app/cards';
import { createDocumentClient, ensureTable } from '../store/client';
import { startDynalite } from '../store/dynalite';
import { createStores } from '../store/stores';
import { TABLE } from '../store/table';
import { layeredBoard } from './boards';
import { twoHundredCards } from './cold-start';
import { measure, table, type Row } from './harness';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** An example scenario without its expected result, and the expected result. */
function example(file: string): { scenario: Record<string, unknown>; expected: unknown } {
  const { expected, ...scenario } = JSON.parse(readFileSync(join(ROOT, 'examples', file), 'utf8')) as Record<string, unknown>;
  return { scenario, expected };
}

/** A Forest tapped for mana, one question: the smallest useful scenario. */
const plainMana = example('forest-adds-green.json').scenario;

/**
 * Triggers and the layer system: 200 permanents of which 25 make continuous effects (anthems,
 * Equipment, type changes with a dependency), Iguana Parrot's prowess triggered by a spell,
 * and the characteristics of 20 permanents asked.
 */
function triggersAndLayers() {
  const board = layeredBoard(200, 25);
  board.permanents.push({ id: 'parrot', card: 'Iguana Parrot', controller: 'alice' }, { id: 'ogre', card: 'Deathcurse Ogre', controller: 'bob' });
  return {
    board,
    actions: [{ do: 'cast', card: 'Symbol of Unsummoning', controller: 'alice', targets: ['ogre'] }],
    ask: [{ characteristics: 'parrot' }, ...board.permanents.slice(0, 19).map((permanent) => ({ characteristics: permanent.id }))],
  };
}

/** A rock whose tapping triggers its own untapping and tapping: the stack never settles (LIMIT_EXCEEDED after 10,000 engine steps). */
const stepLimit = example('loop-rock-step-limit.json').scenario;

/** A board naming `names` cards of the pool (not the hand-written catalog): each is read from its shard the first time a process meets it. */
const poolBoard = (names: string[]) => ({
  board: {
    turn: { number: 1, activePlayer: 'a', step: 'precombatMain' },
    players: [{ id: 'a' }, { id: 'b' }],
    permanents: names.map((card, i) => ({ id: `p${i}`, card, controller: i % 2 ? 'b' : 'a' })),
  },
});

/** Milliseconds per scenario of an operation on a JSON scenario, against that scenario's JSON parse and serialise. */
function perScenario(name: string, json: string, run: (scenario: unknown) => unknown, options?: { rounds?: number; roundMs?: number }): Row {
  return measure(
    {
      name,
      run: () => JSON.stringify(run(JSON.parse(json))),
      floorName: 'JSON parse + serialise of the scenario',
      floor: () => JSON.stringify(JSON.parse(json)),
    },
    options,
  );
}

/** The worker's path on dynalite: ms per scenario of a batch message of 10, and per ruling of a nightly page of 50. */
async function throughTheStore(scenario: unknown): Promise<{ batchMs: number; nightlyMs: number; engineMs: number }> {
  const dynamo = await startDynalite();
  const client = createDocumentClient({ endpoint: dynamo.endpoint });
  try {
    await ensureTable(client, TABLE.localName);
    const stores = createStores({ client, tableName: TABLE.localName });
    const rounds = 5;
    let batchMs = Infinity;
    let nightlyMs = Infinity;
    for (let round = 0; round < rounds; round += 1) {
      const { batch, pending } = await stores.batches.create({ owner: 'bench', scenarios: Array.from({ length: 10 }, () => scenario) });
      const [message] = batchMessages(batch.id, pending);
      let started = performance.now();
      await processMessage(message!, stores);
      batchMs = Math.min(batchMs, (performance.now() - started) / 10);

      const run = `bench-${round}`;
      const { result } = evaluateRuling(scenario, {}, new Date());
      const rulings = [];
      for (let i = 0; i < 50; i += 1) {
        const ruling = await stores.rulings.create({
          owner: 'bench',
          name: `r${i}`,
          scenario,
          expected: result,
          lastEvaluation: evaluateRuling(scenario, result, new Date()).evaluation,
        });
        rulings.push({ owner: 'bench', id: ruling.id });
      }
      await stores.drift.start({ run, at: new Date().toISOString(), engineVersion: 'bench' });
      started = performance.now();
      await processMessage({ kind: 'nightly', run, page: 0, rulings }, stores);
      nightlyMs = Math.min(nightlyMs, (performance.now() - started) / 50);
    }
    const json = JSON.stringify(scenario);
    const engineMs = perScenario('', json, runWithCards).operationMs;
    return { batchMs, nightlyMs, engineMs };
  } finally {
    client.destroy();
    await dynamo.close();
  }
}

export async function workerRows(): Promise<string> {
  const names = twoHundredCards();
  const pool = JSON.stringify(poolBoard(names));
  // The first time a process meets these 200 cards: each read from its shard file (a cold worker).
  const started = performance.now();
  const firstResult = runWithCards(JSON.parse(pool)) as { ok: boolean };
  const firstPoolMs = performance.now() - started;
  if (!firstResult.ok) throw new Error('the pool board did not run');

  const layers = JSON.stringify(triggersAndLayers());
  const checks: [string, string][] = [
    ['plain mana', JSON.stringify(plainMana)],
    ['triggers and layers', layers],
  ];
  for (const [what, json] of checks) {
    const result = runWithCards(JSON.parse(json)) as { ok: boolean; error?: unknown };
    if (!result.ok) throw new Error(`the ${what} scenario failed: ${JSON.stringify(result.error)}`);
  }
  const limit = runWithCards(stepLimit) as { ok: boolean; error?: { code?: string } };
  if (limit.error?.code !== 'LIMIT_EXCEEDED') throw new Error(`the step-limit scenario did not reach the limit: ${JSON.stringify(limit)}`);

  const parrot = example('iguana-parrot-prowess.json');
  const rulingJson = JSON.stringify(parrot.scenario);
  const at = new Date();
  if (!evaluateRuling(parrot.scenario, parrot.expected, at).evaluation.matches) throw new Error('the ruling does not match its expected result');

  const rows = [
    perScenario('plain mana: a Forest tapped, 1 question (forest-adds-green)', JSON.stringify(plainMana), runWithCards),
    perScenario('triggers and layers: 202 permanents, 25 effects, prowess, 20 questions', layers, runWithCards),
    perScenario('to the step limit: 10,000 engine steps, LIMIT_EXCEEDED', JSON.stringify(stepLimit), runWithCards, { rounds: 5, roundMs: 1 }),
    perScenario(`pool cards: ${names.length} different cards of the pool, loaded (warm: cards cached)`, pool, runWithCards),
    perScenario('ruling re-evaluation: evaluate + compare with expected (iguana-parrot-prowess)', rulingJson, (scenario) => evaluateRuling(scenario, parrot.expected, at)),
  ];
  const store = await throughTheStore(plainMana);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return [
    `the worker's time per scenario kind (absolute ms: ${cpus().length} x ${cpu}, Node ${process.version}; README "Cost and scale")`,
    table(rows),
    `  pool cards, the first time the process meets them (cold: each read from its shard): ${firstPoolMs.toFixed(1)} ms for ${names.length} cards`,
    '  the worker on local DynamoDB (dynalite), plain mana, best of 5:',
    `    batch message of 10 scenarios: ${store.batchMs.toFixed(2)} ms per scenario (3 store calls each); nightly page of 50 rulings: ${store.nightlyMs.toFixed(2)} ms per ruling (2 store calls each)`,
    `    the engine alone: ${store.engineMs.toFixed(3)} ms, so the store's calls take the rest (in-process here)`,
  ].join('\n');
}
