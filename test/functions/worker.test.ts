// The SQS worker Lambda (functions/worker.ts) over a real store on dynalite: of a batch of
// records it reports only the ones whose work failed, so only those are retried, and it
// drops a malformed message instead of retrying it forever. Short of time, it stops before its
// margin and hands back what it did not finish, and the redelivery does only the rest. The
// work itself is app/work.ts (test/app/work.test.ts).

import { readFileSync } from 'node:fs';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { batchMessages, evaluateRuling } from '../../app/work';
import { engineVersion } from '../../app';
import type { StoredRuling } from '../../store/rulings';
import type { Stores } from '../../store/stores';
import { TABLE } from '../../store/table';
import type { WorkMessage } from '../../store/work';
import { allResults, startTestStore, type TestStore } from '../helpers/store';

// A Forest on alice's side of the table, in her precombat main phase.
const board = (life = 20) => ({
  turn: { number: 2, activePlayer: 'alice', step: 'precombatMain' },
  players: [{ id: 'alice', life }, { id: 'bob' }],
  permanents: [{ id: 'forest', card: 'Forest', controller: 'alice' }],
});
const tap = { do: 'activate', permanent: 'forest' };
/** Tapping the Forest adds {G} (CR 106.1, 605.1a): ok. */
const tapForest = (life = 20) => ({ board: board(life), actions: [tap] });
/** Tapping it again can't pay {T} (CR 107.5): ILLEGAL_ACTION at action 1. */
const tapTwice = (life = 20) => ({ board: board(life), actions: [tap, tap] });

/** A Forest-less board whose rock, tapped, triggers its own untapping and tapping: the stack never settles (LIMIT_EXCEEDED after 10,000 steps). */
const { expected: _loopExpected, ...LOOP } = JSON.parse(readFileSync(new URL('../../examples/loop-rock-step-limit.json', import.meta.url), 'utf8')) as {
  expected: unknown;
  board: { players: Record<string, unknown>[] };
};
/** The example of a loop that runs to the engine's step limit, alice's life telling the scenarios apart. */
const stepLimit = (life: number) => ({ ...LOOP, board: { ...LOOP.board, players: [{ ...LOOP.board.players[0], life }, ...LOOP.board.players.slice(1)] } });

/** The worker's margin in these tests: it starts no evaluation with less than this left. */
const MARGIN_MS = 10_000;

/** Saves a ruling as saveRuling does: evaluated now, its expected result the result now. */
async function saveRuling(stores: Stores, owner: string, name: string, scenario: unknown): Promise<StoredRuling> {
  const { result, evaluation } = evaluateRuling(scenario, {}, new Date());
  return stores.rulings.create({ owner, name, scenario, expected: result, lastEvaluation: { ...evaluation, matches: true } });
}

describe('the SQS worker Lambda (functions/worker.ts) reports only the failed records', () => {
  let store: TestStore;
  let handler: (event: SQSEvent, context: Context) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;
  /** Batches whose items the worker's store fails to read (DynamoDB errors), while set. */
  const broken = new Set<string>();
  /** How often each scenario (`<batch>#<index>`) and each ruling was evaluated by the worker. */
  const evaluations = new Map<string, number>();
  const evaluated = (key: string) => evaluations.set(key, (evaluations.get(key) ?? 0) + 1);

  beforeAll(async () => {
    store = await startTestStore();
    vi.stubEnv('TABLE_NAME', TABLE.localName);
    vi.stubEnv('DYNAMODB_ENDPOINT', store.endpoint);
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    vi.stubEnv('WORK_TIME_MARGIN_MS', String(MARGIN_MS));
    // The handler's stores are made when it is imported: wrap them to inject store failures.
    vi.doMock('../../store/stores', async (importOriginal) => {
      const original = await importOriginal<typeof import('../../store/stores')>();
      return {
        ...original,
        createStores: (options: Parameters<typeof original.createStores>[0]) => {
          const stores = original.createStores(options);
          // A scenario is evaluated when it is completed with a result other than the one read from its item (a new one);
          // a ruling, when its evaluation is recorded.
          const read = new WeakSet<object>();
          return {
            ...stores,
            batches: {
              ...stores.batches,
              async item(id: string, index: number) {
                if (broken.has(id)) throw Object.assign(new Error('service unavailable'), { name: 'InternalServerError' });
                const item = await stores.batches.item(id, index);
                if (item?.done) read.add(item.done.result as object);
                return item;
              },
              async complete(id: string, result: Parameters<Stores['batches']['complete']>[1]) {
                if (!read.has(result.result as object)) evaluated(`${id}#${result.index}`);
                return stores.batches.complete(id, result);
              },
            },
            rulings: {
              ...stores.rulings,
              async recordEvaluation(...args: Parameters<Stores['rulings']['recordEvaluation']>) {
                evaluated(args[1]);
                return stores.rulings.recordEvaluation(...args);
              },
            },
          };
        },
      };
    });
    ({ handler } = await import('../../functions/worker'));
  });
  afterAll(async () => {
    vi.doUnmock('../../store/stores');
    vi.unstubAllEnvs();
    await store.close();
  });

  const lambdaContext = { functionName: 'worker', awsRequestId: 'worker-request', getRemainingTimeInMillis: () => 60_000 } as Context;
  /**
   * An invocation's context whose clock advances a second with each evaluation: it starts with
   * the margin and `spare` ms left, so it has time to start `Math.ceil(spare / 1000)` evaluations.
   */
  function shortOfTime(spare: number): Context {
    const before = [...evaluations.values()].reduce((sum, n) => sum + n, 0);
    const since = () => [...evaluations.values()].reduce((sum, n) => sum + n, 0) - before;
    return { ...lambdaContext, getRemainingTimeInMillis: () => MARGIN_MS + spare - 1000 * since() };
  }
  let sequence = 0;
  function record(body: string): SQSRecord {
    sequence += 1;
    return {
      messageId: `0c7a1f3e-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      receiptHandle: `AQEB${sequence}`,
      body,
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: '1795975200000',
        SenderId: 'AROAEXAMPLE:rules-graphql',
        ApproximateFirstReceiveTimestamp: '1795975200100',
      },
      messageAttributes: {},
      md5OfBody: 'd41d8cd98f00b204e9800998ecf8427e',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-west-1:123456789012:rules-work',
      awsRegion: 'eu-west-1',
    };
  }
  const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

  it('of three records, the one whose store fails is reported for retry; the other two are done; the redelivery completes it exactly', async () => {
    const make = () => store.stores.batches.create({ owner: 'sqs', scenarios: [tapForest(1), tapTwice(2), tapForest(3)] });
    const [a, b, c] = [await make(), await make(), await make()];
    broken.add(b.batch.id);
    const records = [a, b, c].map(({ batch, pending }) => record(JSON.stringify(batchMessages(batch.id, pending)[0])));
    const response = await handler(event(...records), lambdaContext);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: records[1]!.messageId }] });
    for (const done of [a, c]) expect(await store.stores.batches.get('sqs', done.batch.id)).toMatchObject({ status: 'DONE', done: 3, failed: 1 });
    expect(await store.stores.batches.get('sqs', b.batch.id)).toMatchObject({ status: 'QUEUED', done: 0 });

    // SQS delivers the failed record again (and, at least once, the first one too).
    broken.delete(b.batch.id);
    const again = await handler(event(record(records[1]!.body), record(records[0]!.body)), lambdaContext);
    expect(again).toEqual({ batchItemFailures: [] });
    for (const done of [a, b, c]) {
      expect(await store.stores.batches.get('sqs', done.batch.id)).toMatchObject({ status: 'DONE', total: 3, done: 3, failed: 1 });
      expect((await allResults(store.stores.batches, done.batch.id)).map((result) => [result.index, result.ok])).toEqual([
        [0, true],
        [1, false],
        [2, true],
      ]);
    }
  });

  it('short of time, it stops before its margin and reports the unfinished messages; the redelivery does the rest, evaluating no scenario twice', async () => {
    // Two batches of scenarios that each run to the engine's step limit (a trigger that taps what untapped it).
    const make = (count: number) => store.stores.batches.create({ owner: 'sqs', scenarios: Array.from({ length: count }, (_, i) => stepLimit(i + 1)) });
    const [a, b] = [await make(3), await make(2)];
    const records = [a, b].map(({ batch, pending }) => record(JSON.stringify(batchMessages(batch.id, pending)[0])));

    // Time for two evaluations: a's first two scenarios are done, then the worker stops.
    const first = await handler(event(...records), shortOfTime(1500));
    expect(first).toEqual({ batchItemFailures: records.map((r) => ({ itemIdentifier: r.messageId })) });
    expect(await store.stores.batches.get('sqs', a.batch.id)).toMatchObject({ status: 'RUNNING', total: 3, done: 2 });
    expect(await store.stores.batches.get('sqs', b.batch.id)).toMatchObject({ status: 'QUEUED', total: 2, done: 0 });

    // SQS delivers both again, to an invocation with time enough.
    const again = await handler(event(record(records[0]!.body), record(records[1]!.body)), lambdaContext);
    expect(again).toEqual({ batchItemFailures: [] });
    for (const { batch } of [a, b]) {
      expect(await store.stores.batches.get('sqs', batch.id)).toMatchObject({ status: 'DONE', done: batch.total, failed: batch.total });
      const results = await allResults(store.stores.batches, batch.id);
      expect(results.map((result) => [result.index, (result.result as { error?: { code?: string } }).error?.code])).toEqual(
        Array.from({ length: batch.total }, (_, i) => [i, 'LIMIT_EXCEEDED']),
      );
      for (let index = 0; index < batch.total; index += 1) expect(evaluations.get(`${batch.id}#${index}`)).toBe(1);
    }
  }, 90_000);

  it('a batch whose every message fails (the store down) is an error of the invocation, unlike one whose messages are only unfinished', async () => {
    const { batch, pending } = await store.stores.batches.create({ owner: 'sqs', scenarios: [tapForest()] });
    broken.add(batch.id);
    await expect(handler(event(record(JSON.stringify(batchMessages(batch.id, pending)[0]))), lambdaContext)).rejects.toThrow('All records failed processing');
    broken.delete(batch.id);
  });

  it('short of time within a nightly page, it counts the page only once the redelivery has evaluated the rest, each ruling once', async () => {
    const rulings = [
      await saveRuling(store.stores, 'sqs', 'one', tapForest(1)),
      await saveRuling(store.stores, 'sqs', 'two', tapTwice(2)),
      await saveRuling(store.stores, 'sqs', 'three', tapForest(3)),
    ];
    await store.stores.drift.start({ run: 'short-run', at: '2026-05-02T00:00:00.000Z', engineVersion: engineVersion() });
    const page = record(JSON.stringify({ kind: 'nightly', run: 'short-run', page: 0, rulings: rulings.map((r) => ({ owner: 'sqs', id: r.id })) } satisfies WorkMessage));

    expect(await handler(event(page), shortOfTime(500))).toEqual({ batchItemFailures: [{ itemIdentifier: page.messageId }] });
    expect(await store.stores.drift.get('short-run')).toMatchObject({ checked: 0, pagesDone: 0 });
    expect(rulings.map((r) => evaluations.get(r.id) ?? 0)).toEqual([1, 0, 0]);

    expect(await handler(event(record(page.body)), lambdaContext)).toEqual({ batchItemFailures: [] });
    expect(await store.stores.drift.get('short-run')).toMatchObject({ checked: 3, pagesDone: 1 });
    expect(rulings.map((r) => evaluations.get(r.id))).toEqual([1, 1, 1]);
    for (const ruling of rulings) expect((await store.stores.rulings.get('sqs', ruling.id))?.lastEvaluation).toMatchObject({ run: 'short-run', matches: true });
  });

  it('a well-formed JSON body that is not a work message is dropped without failing the record; a nightly page is done', async () => {
    const ruling = await saveRuling(store.stores, 'sqs', 'a ruling', tapForest());
    await store.stores.drift.start({ run: 'manual-run', at: '2026-05-01T00:00:00.000Z', engineVersion: engineVersion() });
    const nightly: WorkMessage = { kind: 'nightly', run: 'manual-run', page: 0, rulings: [{ owner: 'sqs', id: ruling.id }] };
    const response = await handler(
      event(record(JSON.stringify({ kind: 'batch', batchId: 'x', indexes: [] })), record(JSON.stringify({ hello: 'world' })), record(JSON.stringify(nightly))),
      lambdaContext,
    );
    expect(response).toEqual({ batchItemFailures: [] });
    expect(await store.stores.drift.get('manual-run')).toMatchObject({ checked: 1, pagesDone: 1 });
    expect((await store.stores.rulings.get('sqs', ruling.id))?.lastEvaluation).toMatchObject({ matches: true, run: 'manual-run', engineVersion: engineVersion() });
  });

  it('a body that is not JSON at all is dropped like any other malformed message', async () => {
    const { batch, pending } = await store.stores.batches.create({ owner: 'sqs', scenarios: [tapForest()] });
    const response = await handler(event(record('not json'), record(JSON.stringify(batchMessages(batch.id, pending)[0]))), lambdaContext);
    expect(response).toEqual({ batchItemFailures: [] });
  });
});
