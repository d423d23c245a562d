// The SQS worker Lambda (functions/worker.ts) over a real store on dynalite: of a batch of
// records it reports only the ones whose work failed, so only those are retried, and it
// drops a malformed message instead of retrying it forever. The work itself is app/work.ts
// (test/app/work.test.ts).

import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { batchMessages, evaluateRuling } from '../../app/work';
import { ENGINE_VERSION } from '../../app';
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

  beforeAll(async () => {
    store = await startTestStore();
    vi.stubEnv('TABLE_NAME', TABLE.localName);
    vi.stubEnv('DYNAMODB_ENDPOINT', store.endpoint);
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
    // The handler's stores are made when it is imported: wrap them to inject store failures.
    vi.doMock('../../store/stores', async (importOriginal) => {
      const original = await importOriginal<typeof import('../../store/stores')>();
      return {
        ...original,
        createStores: (options: Parameters<typeof original.createStores>[0]) => {
          const stores = original.createStores(options);
          return {
            ...stores,
            batches: {
              ...stores.batches,
              async item(id: string, index: number) {
                if (broken.has(id)) throw Object.assign(new Error('service unavailable'), { name: 'InternalServerError' });
                return stores.batches.item(id, index);
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

  const lambdaContext = { functionName: 'worker', awsRequestId: 'worker-request' } as Context;
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

  it('a well-formed JSON body that is not a work message is dropped without failing the record; a nightly page is done', async () => {
    const ruling = await saveRuling(store.stores, 'sqs', 'a ruling', tapForest());
    await store.stores.drift.start({ run: 'manual-run', at: '2026-05-01T00:00:00.000Z', engineVersion: ENGINE_VERSION });
    const nightly: WorkMessage = { kind: 'nightly', run: 'manual-run', page: 0, rulings: [{ owner: 'sqs', id: ruling.id }] };
    const response = await handler(
      event(record(JSON.stringify({ kind: 'batch', batchId: 'x', indexes: [] })), record(JSON.stringify({ hello: 'world' })), record(JSON.stringify(nightly))),
      lambdaContext,
    );
    expect(response).toEqual({ batchItemFailures: [] });
    expect(await store.stores.drift.get('manual-run')).toMatchObject({ checked: 1, pagesDone: 1 });
    expect((await store.stores.rulings.get('sqs', ruling.id))?.lastEvaluation).toMatchObject({ matches: true, run: 'manual-run', engineVersion: ENGINE_VERSION });
  });

  it('a body that is not JSON at all is dropped like any other malformed message', async () => {
    const { batch, pending } = await store.stores.batches.create({ owner: 'sqs', scenarios: [tapForest()] });
    const response = await handler(event(record('not json'), record(JSON.stringify(batchMessages(batch.id, pending)[0]))), lambdaContext);
    expect(response).toEqual({ batchItemFailures: [] });
  });
});
