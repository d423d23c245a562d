// The background work of rulings (app/work.ts; shared/spec/API.md, "Rulings and batches")
// over a real store on dynalite: the nightly job re-evaluates every stored ruling page by
// page and reports the ones whose expected result no longer holds; batches of scenarios are
// evaluated in the background, each scenario to its own result; and a retried or duplicated
// message, or a second run the same night, never counts anything twice. Each `describe` has
// a store of its own, because the nightly job reads every ruling in the table.

import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BATCH_MESSAGE_SIZE, batchMessages, evaluateRuling, inProcessQueue, processMessage, startNightly, type WorkStores } from '../../app/work';
import { engineVersion } from '../../app';
import { runScenario } from '../../rules';
import type { ScenarioResult } from '../../rules';
import pkg from '../../package.json' with { type: 'json' };
import { schema } from '../../schema/index';
import { createBatchRepository } from '../../store/batches';
import { RULING_SHARDS, type RulingKey, type StoredRuling } from '../../store/rulings';
import type { Stores } from '../../store/stores';
import { TABLE } from '../../store/table';
import type { WorkMessage, WorkQueue } from '../../store/work';
import { testContext } from '../helpers/graphql';
import { allResults, startTestStore, type TestStore } from '../helpers/store';

type Json = Record<string, any>;

// ---------------------------------------------------------------------------------------------
// Scenarios: a Forest on alice's side of the table, in her precombat main phase.

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
/** What alice could add: the Forest's {G}. */
const askMana = (life = 20) => ({ board: board(life), ask: [{ availableMana: 'alice' }] });

const clone = <T>(value: T): T => structuredClone(value);
const byId = <T extends { rulingId: string }>(list: T[]) => [...list].sort((a, b) => (a.rulingId < b.rulingId ? -1 : 1));

/** A queue that keeps what it is sent, so each test delivers the messages itself. */
function keepingQueue() {
  const sent: WorkMessage[] = [];
  const queue: WorkQueue & { sends: number } = {
    sends: 0,
    async send(messages) {
      queue.sends += 1;
      sent.push(...messages);
    },
  };
  return { queue, sent };
}

/** Saves a ruling as the repository does for saveRuling: evaluated now against `expected` (by default the result now). */
async function saveRuling(stores: WorkStores, owner: string, name: string, scenario: unknown, expected?: unknown): Promise<StoredRuling> {
  const { result, evaluation } = evaluateRuling(scenario, expected ?? {}, new Date());
  return stores.rulings.create({ owner, name, scenario, expected: expected ?? result, lastEvaluation: expected === undefined ? { ...evaluation, matches: true } : evaluation });
}

/** Every ruling key in the nightly index, shard by shard (read whole, independently of the job's page size). */
async function shardContents(stores: WorkStores): Promise<RulingKey[][]> {
  const shards: RulingKey[][] = [];
  for (let shard = 0; shard < RULING_SHARDS; shard += 1) {
    const keys: RulingKey[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<WorkStores['rulings']['listShard']>> = await stores.rulings.listShard(shard, { first: 1000, after });
      keys.push(...page.rulings);
      after = page.next;
    } while (after !== null);
    shards.push(keys);
  }
  return shards;
}

/** Simulates an engine change: the stored `expected` of a ruling is no longer what the engine gives. */
async function overwriteExpected(client: DynamoDBDocumentClient, ruling: StoredRuling, expected: unknown) {
  await client.send(
    new UpdateCommand({
      TableName: TABLE.localName,
      Key: { [TABLE.partitionKey]: `OWNER#${ruling.owner}#RULING`, [TABLE.sortKey]: `RULING#${ruling.id}` },
      UpdateExpression: 'SET #expected = :expected',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#expected': 'expected', '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':expected': expected },
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// 1 and 2: the nightly job

describe('the nightly job re-evaluates every stored ruling and reports the ones that drifted', () => {
  let store: TestStore;
  const PAGE_SIZE = 3;
  const night = new Date('2026-03-14T02:00:00.000Z');
  const run = 'nightly-2026-03-14';
  const evaluatedAt = new Date('2026-03-14T02:05:00.000Z');
  const owners = ['ana', 'ben', 'cy'];

  interface Planned {
    ruling: StoredRuling;
    /** What the engine gives now. */
    actual: ScenarioResult;
    /** The expected result in the store when the job runs. */
    expected: unknown;
    drifts: boolean;
  }
  const planned: Planned[] = [];
  const sent: WorkMessage[] = [];
  let start: Awaited<ReturnType<typeof startNightly>>;

  beforeAll(async () => {
    store = await startTestStore();
    const { stores, client } = store;
    // 40 rulings of three owners, of three kinds; the ones marked drift expect what the engine no longer gives.
    for (let i = 0; i < 40; i += 1) {
      const owner = owners[i % 3]!;
      const scenario = [tapForest, tapTwice, askMana][Math.floor(i / 3) % 3]!(10 + i);
      const actual = runScenario(scenario);
      let expected: unknown;
      let drifts = false;
      let ruling: StoredRuling;
      switch (i % 8) {
        case 0: {
          // Saved with an explicit expected result whose mana pool is wrong: drifts on the board.
          expected = clone(actual);
          (expected as Json).board.players[0].manaPool.G += 2;
          drifts = true;
          ruling = await saveRuling(stores, owner, `ruling ${i}: wrong pool`, scenario, expected);
          break;
        }
        case 3: {
          // Expected to fail with ILLEGAL_ACTION (or, for the failing kind, to succeed): drifts on `ok`.
          expected = actual.ok ? { ok: false, error: { code: 'ILLEGAL_ACTION', message: 'no' } } : { ok: true };
          drifts = true;
          ruling = await saveRuling(stores, owner, `ruling ${i}: wrong ok`, scenario, expected);
          break;
        }
        case 5:
        case 7: {
          // Saved with the result then, and the engine changed since: the stored expectation is overwritten.
          ruling = await saveRuling(stores, owner, `ruling ${i}: engine changed`, scenario);
          expected = clone(actual);
          if (actual.ok && (expected as Json).answers.length > 0) (expected as Json).answers = [{ options: [{ G: 2 }] }];
          else if (actual.ok) (expected as Json).board.players[0].life -= 1;
          else (expected as Json).error.code = 'CHOICE_REQUIRED';
          await overwriteExpected(client, ruling, expected);
          drifts = true;
          break;
        }
        case 6: {
          // Differs from the result only where results may differ: events, messages, a board written with its defaults left out.
          const kind = Math.floor(i / 3) % 3;
          expected =
            kind === 0
              ? {
                  ok: true,
                  events: [],
                  answers: [],
                  board: {
                    ...board(10 + i),
                    players: [{ id: 'alice', life: 10 + i, manaPool: { G: 1 } }, { id: 'bob' }],
                    permanents: [{ id: 'forest', card: 'Forest', controller: 'alice', tapped: true }],
                  },
                }
              : kind === 1
                ? { ...clone(actual), events: [], error: { ...(actual.ok ? {} : actual.error), message: 'older wording of the same error' } }
                : { ok: true, answers: clone((actual as Json).answers) };
          ruling = await saveRuling(stores, owner, `ruling ${i}: same in what matters`, scenario, expected);
          break;
        }
        default:
          ruling = await saveRuling(stores, owner, `ruling ${i}`, scenario);
          expected = ruling.expected;
      }
      planned.push({ ruling, actual, expected, drifts });
    }
    const kept = keepingQueue();
    start = await startNightly({ stores, queue: kept.queue, at: night, pageSize: PAGE_SIZE });
    sent.push(...kept.sent);
    for (const message of sent) await processMessage(message, stores, { now: () => evaluatedAt });
  });
  afterAll(async () => {
    await store.close();
  });

  it('hands every ruling out exactly once, a page of at most the page size per message, shard by shard', async () => {
    const shards = await shardContents(store.stores);
    expect(shards.flat()).toHaveLength(40);
    const pages = shards.reduce((sum, keys) => sum + Math.ceil(keys.length / PAGE_SIZE), 0);
    // Several shards, and some of them over several pages.
    expect(shards.filter((keys) => keys.length > 0).length).toBeGreaterThan(1);
    expect(pages).toBeGreaterThan(shards.filter((keys) => keys.length > 0).length);

    expect(start).toMatchObject({ started: true, pages, rulings: 40 });
    expect(sent).toHaveLength(pages);
    expect(sent.map((message) => (message.kind === 'nightly' ? message.page : -1))).toEqual([...Array(pages).keys()]);
    for (const message of sent) {
      expect(message).toMatchObject({ kind: 'nightly', run });
      if (message.kind !== 'nightly') continue;
      expect(message.rulings.length).toBeGreaterThan(0);
      expect(message.rulings.length).toBeLessThanOrEqual(PAGE_SIZE);
    }
    const handedOut = sent.flatMap((message) => (message.kind === 'nightly' ? message.rulings : [])).map((key) => `${key.owner}/${key.id}`);
    expect(handedOut.sort()).toEqual(planned.map(({ ruling }) => `${ruling.owner}/${ruling.id}`).sort());
  });

  it('counts every ruling and every page in the report, under the engine version', async () => {
    const report = await store.stores.drift.get(run);
    expect(report).toEqual({
      id: run,
      at: night.toISOString(),
      engineVersion: engineVersion(),
      checked: 40,
      pages: sent.length,
      pagesDone: sent.length,
      resume: { pages: sent.length, rulings: 40, shard: RULING_SHARDS, after: null },
    });
    expect(engineVersion()).toMatch(new RegExp(`^${pkg.version.replaceAll('.', '\\.')}\\+[0-9a-f]{12}$`));
  });

  it('reports, for each owner, exactly the rulings whose expected result no longer holds, with what was expected and what the engine gives now', async () => {
    const drifting = planned.filter((entry) => entry.drifts);
    expect(drifting.length).toBeGreaterThanOrEqual(12);
    for (const owner of owners) {
      const changes = await store.stores.drift.changes(run, owner);
      const wanted = drifting.filter(({ ruling }) => ruling.owner === owner).map(({ ruling, expected, actual }) => ({ rulingId: ruling.id, owner, expected, actual }));
      expect(wanted.length).toBeGreaterThan(0);
      expect(byId(changes)).toEqual(byId(wanted));
    }
    expect(await store.stores.drift.changes(run, 'nobody')).toEqual([]);
  });

  it("records each ruling's evaluation: matches false for the drifting ones, true for the others, with the result and engine version", async () => {
    for (const { ruling, actual, drifts } of planned) {
      const stored = await store.stores.rulings.get(ruling.owner, ruling.id);
      expect(stored?.lastEvaluation, ruling.name).toEqual({ at: evaluatedAt.toISOString(), engineVersion: engineVersion(), matches: !drifts, result: actual, run });
    }
  });

  it('a second run the same night starts nothing: no message, no second report, the counts unchanged', async () => {
    const before = await store.stores.drift.get(run);
    const { queue, sent: again } = keepingQueue();
    const second = await startNightly({ stores: store.stores, queue, at: new Date('2026-03-14T23:59:59.000Z'), pageSize: PAGE_SIZE });
    expect(second.started).toBe(false);
    expect(second.report).toEqual(before);
    expect(second.pages).toBe(sent.length);
    expect(queue.sends).toBe(0);
    expect(again).toEqual([]);
    // A different page size the same night does not hand anything out either.
    const third = await startNightly({ stores: store.stores, queue, at: new Date('2026-03-14T12:00:00.000Z'), pageSize: 50 });
    expect(third.started).toBe(false);
    expect(queue.sends).toBe(0);
    const { reports } = await store.stores.drift.list({ first: 10 });
    expect(reports.map((report) => report.id)).toEqual([run]);
    expect(await store.stores.drift.get(run)).toEqual(before);
  });

  it('a page delivered twice is counted once: checked, pages done and the changes stay as they were', async () => {
    const before = await store.stores.drift.get(run);
    const changesBefore = await Promise.all(owners.map((owner) => store.stores.drift.changes(run, owner)));
    await processMessage(sent[0]!, store.stores, { now: () => evaluatedAt });
    await processMessage(sent.at(-1)!, store.stores, { now: () => evaluatedAt });
    await processMessage(sent[0]!, store.stores, { now: () => evaluatedAt });
    expect(await store.stores.drift.get(run)).toEqual(before);
    expect(before?.checked).toBe(40);
    expect(await Promise.all(owners.map((owner) => store.stores.drift.changes(run, owner)))).toEqual(changesBefore);
  });

  it('the next night is a new report; a ruling deleted after its page was handed out is skipped, not counted', async () => {
    const nextNight = new Date('2026-03-15T02:00:00.000Z');
    const { queue, sent: pages } = keepingQueue();
    const next = await startNightly({ stores: store.stores, queue, at: nextNight, pageSize: PAGE_SIZE });
    expect(next).toMatchObject({ started: true, rulings: 40, pages: sent.length });
    const gone = planned.find((entry) => entry.drifts)!.ruling;
    expect(await store.stores.rulings.delete(gone.owner, gone.id)).toBe(true);
    for (const message of pages) await processMessage(message, store.stores);
    const report = await store.stores.drift.get('nightly-2026-03-15');
    expect(report).toMatchObject({ checked: 39, pages: sent.length, pagesDone: sent.length });
    const changed = (await store.stores.drift.changes('nightly-2026-03-15', gone.owner)).map((change) => change.rulingId);
    expect(changed).not.toContain(gone.id);
    expect(changed.length).toBe(planned.filter((entry) => entry.drifts && entry.ruling.owner === gone.owner).length - 1);
    // Newest first.
    const { reports } = await store.stores.drift.list({ first: 10 });
    expect(reports.map((r) => r.id)).toEqual(['nightly-2026-03-15', run]);
  });
});

describe('a nightly run that crashed while handing pages out', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(async () => {
    await store.close();
  });

  it('is handed out again by the retry, and the pages delivered by both attempts count every ruling once', async () => {
    const { stores } = store;
    for (let i = 0; i < 12; i += 1) await saveRuling(stores, i % 2 ? 'dee' : 'eve', `crash ${i}`, tapForest(5 + i));
    const at = new Date('2026-04-01T02:00:00.000Z');
    const first = keepingQueue();
    const send = first.queue.send.bind(first.queue);
    first.queue.send = async (messages) => {
      if (first.queue.sends === 2) throw new Error('the function timed out');
      await send(messages);
    };
    await expect(startNightly({ stores, queue: first.queue, at, pageSize: 2 })).rejects.toThrow('timed out');
    expect(first.sent).toHaveLength(2);
    expect((await stores.drift.get('nightly-2026-04-01'))?.pages).toBeNull();

    const retry = keepingQueue();
    const again = await startNightly({ stores, queue: retry.queue, at, pageSize: 2 });
    expect(again.started).toBe(true);
    for (const message of [...first.sent, ...retry.sent]) await processMessage(message, stores);
    expect(await stores.drift.get('nightly-2026-04-01')).toMatchObject({ checked: 12, pages: again.pages, pagesDone: again.pages });
  });

  // A retried run resumes where the crashed one stopped (the report's checkpoint), so the pages
  // already handed out keep their numbers and contents, and the rulings of a shard already
  // passed are not handed out again: a ruling saved there while the run was down waits for the
  // next night, and every ruling handed out is counted once.
  it('resumes after a crash: a ruling saved meanwhile in a shard already passed waits for the next night, every ruling handed out is counted once', async () => {
    const fresh = await startTestStore();
    try {
      const { stores } = fresh;
      for (let i = 0; i < 30; i += 1) await saveRuling(stores, 'fay', `shifted ${i}`, tapForest(5 + i));
      // Keep the rulings so that the first shard in use, S, holds exactly two and the next one, T, at least two.
      let shards = await shardContents(stores);
      const S = shards.findIndex((keys) => keys.length >= 2);
      const T = shards.findIndex((keys, shard) => shard > S && keys.length >= 2);
      expect(S).toBeGreaterThanOrEqual(0);
      expect(T).toBeGreaterThan(S);
      const extra = [...shards.slice(0, S).flat(), ...shards[S]!.slice(2), ...shards.slice(S + 1, T).flat()];
      for (const key of extra) await stores.rulings.delete(key.owner, key.id);
      shards = await shardContents(stores);
      const kept = shards.flat().length;
      expect(shards[S]).toHaveLength(2);

      const at = new Date('2026-04-02T02:00:00.000Z');
      const first = keepingQueue();
      const send = first.queue.send.bind(first.queue);
      first.queue.send = async (messages) => {
        if (first.queue.sends === 2) throw new Error('the function timed out');
        await send(messages);
      };
      await expect(startNightly({ stores, queue: first.queue, at, pageSize: 2 })).rejects.toThrow('timed out');
      // Page 0 was S's two rulings, page 1 the first two of T.
      expect(first.sent.map((message) => (message.kind === 'nightly' ? message.rulings.map((key) => key.id) : []))).toEqual([
        shards[S]!.map((key) => key.id),
        shards[T]!.slice(0, 2).map((key) => key.id),
      ]);

      // While the run is down, someone saves a ruling that lands in S (after its two: ids grow with time).
      let added = false;
      for (let tries = 0; !added && tries < 300; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        const ruling = await saveRuling(stores, 'fay', 'saved during the night', tapForest(3));
        if ((await stores.rulings.listShard(S, { first: 10 })).rulings.some((key) => key.id === ruling.id)) added = true;
        else await stores.rulings.delete('fay', ruling.id);
      }
      expect(added).toBe(true);

      const retry = keepingQueue();
      await startNightly({ stores, queue: retry.queue, at, pageSize: 2 });
      for (const message of [...first.sent, ...retry.sent]) await processMessage(message, stores);
      const handedOut = [...first.sent, ...retry.sent].flatMap((message) => (message.kind === 'nightly' ? message.rulings.map((key) => key.id) : []));
      expect(new Set(handedOut).size).toBe(kept);
      expect((await stores.drift.get('nightly-2026-04-02'))?.checked).toBe(kept);
    } finally {
      await fresh.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 3: batches through GraphQL

const SUBMIT = /* GraphQL */ `
  mutation Submit($scenarios: [JSON!]!) {
    submitRulingBatch(input: { scenarios: $scenarios }) {
      __typename
      ... on SubmitRulingBatchSuccess { batch { id status total done failed } }
      ... on RulesError { code message path }
    }
  }
`;
const BATCH = /* GraphQL */ `
  query Batch($id: ID!, $first: Int, $after: String) {
    rulingBatch(id: $id) {
      id status total done failed
      results(first: $first, after: $after) { edges { cursor node { index ok result } } pageInfo { hasNextPage endCursor } }
    }
  }
`;

describe('a batch of scenarios is evaluated in the background, each scenario to its own result', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(async () => {
    await store.close();
  });

  async function gql(query: string, variables: Json, principal: string, queue: WorkQueue): Promise<Json> {
    const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext(principal, store.stores, {}, queue) });
    if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
    return result.data as Json;
  }

  /** The five malformed or failing kinds of scenario, and what each must give. */
  const bad: { scenario: unknown; code: string; path?: (string | number)[]; rule?: string; action?: number }[] = [
    { scenario: { board: { ...board(), permanents: [{ id: 'x', card: 'Forest of Nowhere', controller: 'alice' }] } }, code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'card'] },
    { scenario: { board: board(), colour: 'green' }, code: 'INVALID_INPUT', path: ['colour'] },
    { scenario: 42, code: 'INVALID_INPUT', path: [] },
    { scenario: ['not', 'a', 'scenario'], code: 'INVALID_INPUT', path: [] },
    { scenario: tapTwice(), code: 'ILLEGAL_ACTION', rule: '107.5', action: 1 },
  ];
  const isBad = (index: number) => index % 9 === 4;
  const badOf = (index: number) => bad[Math.floor(index / 9) % bad.length]!;
  const scenarios = Array.from({ length: 200 }, (_, index) => (isBad(index) ? badOf(index).scenario : tapForest(index + 1)));
  const failing = scenarios.filter((_, index) => isBad(index)).length;

  it('200 scenarios, some malformed: DONE with done 200, failed the bad ones, each result at its index, paginated in submission order', async () => {
    const queue = inProcessQueue(store.stores);
    const sends = vi.spyOn(queue, 'send');
    const submitted = (await gql(SUBMIT, { scenarios }, 'batcher', queue)).submitRulingBatch;
    expect(submitted.__typename).toBe('SubmitRulingBatchSuccess');
    expect(submitted.batch).toMatchObject({ total: 200, failed: 0 });
    expect(sends).toHaveBeenCalledTimes(1);
    expect(sends.mock.calls[0]![0]).toHaveLength(200 / BATCH_MESSAGE_SIZE);
    await queue.drain();

    const id = submitted.batch.id as string;
    const results: Json[] = [];
    let after: string | null = null;
    const hasNext: boolean[] = [];
    do {
      const batch: Json = (await gql(BATCH, { id, first: 30, after }, 'batcher', queue)).rulingBatch;
      expect(batch).toMatchObject({ id, status: 'DONE', total: 200, done: 200, failed: failing });
      results.push(...batch.results.edges.map((edge: Json) => edge.node));
      hasNext.push(batch.results.pageInfo.hasNextPage);
      after = batch.results.pageInfo.hasNextPage ? batch.results.pageInfo.endCursor : null;
    } while (after !== null);
    expect(hasNext).toEqual([true, true, true, true, true, true, false]);
    expect(failing).toBe(22);
    expect(results.map((result) => result.index)).toEqual([...Array(200).keys()]);
    results.forEach((result, index) => {
      if (!isBad(index)) {
        expect(result.ok, `scenario ${index}`).toBe(true);
        expect(result.result).toEqual(runScenario(scenarios[index]));
        expect(result.result.board.players[0]).toMatchObject({ life: index + 1, manaPool: { G: 1 } });
        return;
      }
      const { code, path, rule, action } = badOf(index);
      expect(result.ok, `scenario ${index}`).toBe(false);
      expect(result.result.ok).toBe(false);
      expect(result.result.error, `scenario ${index}`).toMatchObject({ code, ...(path ? { path } : {}), ...(rule ? { rule } : {}), ...(action === undefined ? {} : { action }) });
    });
  });

  it('a scenario nested 5,000 levels deep is LIMIT_EXCEEDED as its own result; the batch is stored whole and the others are evaluated', async () => {
    let deep: unknown = [];
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    const queue = inProcessQueue(store.stores);
    const submitted = (await gql(SUBMIT, { scenarios: [{ board: board(), actions: [deep] }, tapForest(1)] }, 'deep-batcher', queue)).submitRulingBatch;
    expect(submitted.__typename).toBe('SubmitRulingBatchSuccess');
    await queue.drain();
    const batch = (await gql(BATCH, { id: submitted.batch.id }, 'deep-batcher', queue)).rulingBatch;
    expect(batch).toMatchObject({ status: 'DONE', total: 2, done: 2, failed: 1 });
    expect(batch.results.edges.map((edge: Json) => [edge.node.ok, edge.node.result.ok ? 'ok' : edge.node.result.error.code])).toEqual([
      [false, 'LIMIT_EXCEEDED'],
      [true, 'ok'],
    ]);
  });

  it('is QUEUED until a scenario is done, RUNNING while some are, and shows only the finished results', async () => {
    const { queue, sent } = keepingQueue();
    const submitted = (await gql(SUBMIT, { scenarios: scenarios.slice(0, 25) }, 'batcher', queue)).submitRulingBatch;
    const id = submitted.batch.id as string;
    expect(sent.map((message) => (message.kind === 'batch' ? message.indexes : []))).toEqual([[...Array(10).keys()], [...Array(10).keys()].map((i) => i + 10), [20, 21, 22, 23, 24]]);
    expect((await gql(BATCH, { id }, 'batcher', queue)).rulingBatch).toMatchObject({ status: 'QUEUED', total: 25, done: 0, failed: 0, results: { edges: [] } });
    await processMessage(sent[1]!, store.stores);
    const running = (await gql(BATCH, { id }, 'batcher', queue)).rulingBatch;
    expect(running).toMatchObject({ status: 'RUNNING', done: 10, failed: 1 });
    expect(running.results.edges.map((edge: Json) => edge.node.index)).toEqual([...Array(10).keys()].map((i) => i + 10));
    await processMessage(sent[0]!, store.stores);
    await processMessage(sent[2]!, store.stores);
    expect((await gql(BATCH, { id }, 'batcher', queue)).rulingBatch).toMatchObject({ status: 'DONE', done: 25, failed: 3 });
  });

  it("another principal's batch is null", async () => {
    const { queue } = keepingQueue();
    const submitted = (await gql(SUBMIT, { scenarios: [tapForest()] }, 'batcher', queue)).submitRulingBatch;
    expect((await gql(BATCH, { id: submitted.batch.id }, 'someone-else', queue)).rulingBatch).toBeNull();
  });

  it('201 scenarios are LIMIT_EXCEEDED and none is queued; none at all is INVALID_INPUT', async () => {
    const { queue, sent } = keepingQueue();
    const over = (await gql(SUBMIT, { scenarios: Array.from({ length: 201 }, () => tapForest()) }, 'batcher', queue)).submitRulingBatch;
    expect(over).toMatchObject({ __typename: 'RulesError', code: 'LIMIT_EXCEEDED', path: ['scenarios'] });
    const none = (await gql(SUBMIT, { scenarios: [] }, 'batcher', queue)).submitRulingBatch;
    expect(none).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', path: ['scenarios'] });
    expect(queue.sends).toBe(0);
    expect(sent).toEqual([]);
  });

  it('a scenario too large to store is its own LIMIT_EXCEEDED result, counted at once and never queued', async () => {
    const queue = inProcessQueue(store.stores);
    const huge = { board: board(), description: 'x'.repeat(360_000) };
    const submitted = (await gql(SUBMIT, { scenarios: [tapForest(), huge, tapTwice()] }, 'batcher', queue)).submitRulingBatch;
    expect(submitted.batch).toMatchObject({ total: 3, done: 1, failed: 1 });
    await queue.drain();
    const batch = (await gql(BATCH, { id: submitted.batch.id }, 'batcher', queue)).rulingBatch;
    expect(batch).toMatchObject({ status: 'DONE', done: 3, failed: 2 });
    expect(batch.results.edges.map((edge: Json) => [edge.node.index, edge.node.ok, edge.node.result.error?.code ?? null])).toEqual([
      [0, true, null],
      [1, false, 'LIMIT_EXCEEDED'],
      [2, false, 'ILLEGAL_ACTION'],
    ]);
  });

  it("a scenario with an integer beyond 2^53 is that scenario's INVALID_INPUT, not the whole batch's failure", async () => {
    const queue = inProcessQueue(store.stores);
    const submitted = (await gql(SUBMIT, { scenarios: [tapForest(), { board: board(1e16) }] }, 'batcher', queue)).submitRulingBatch;
    expect(submitted.__typename).toBe('SubmitRulingBatchSuccess');
    await queue.drain();
    const batch = (await gql(BATCH, { id: submitted.batch.id }, 'batcher', queue)).rulingBatch;
    expect(batch).toMatchObject({ status: 'DONE', done: 2, failed: 1 });
    expect(batch.results.edges[1].node.result.error).toMatchObject({ code: 'INVALID_INPUT', path: ['board', 'players', 0, 'life'] });
  });
});

// ---------------------------------------------------------------------------------------------
// 4: a worker that fails midway is retried without duplicating results

describe('a worker that fails midway is retried without duplicating results', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(async () => {
    await store.close();
  });

  const mixed = Array.from({ length: 10 }, (_, index) => (index % 4 === 1 ? tapTwice(index + 1) : index === 6 ? { board: board(), extra: true } : tapForest(index + 1)));
  const mixedFailed = mixed.filter((scenario) => !runScenario(scenario).ok).length;

  /** The stores, but the `crashOn`-th call of batches.complete crashes once, after the result was written and counted. */
  function crashingStores(stores: Stores, crashOn: number, when: 'after' | 'before'): Stores & { calls: () => number } {
    let calls = 0;
    let crashed = false;
    return {
      ...stores,
      batches: {
        ...stores.batches,
        async complete(id, result) {
          calls += 1;
          const crash = calls === crashOn && !crashed;
          if (crash && when === 'before') {
            crashed = true;
            throw new Error('the worker crashed');
          }
          await stores.batches.complete(id, result);
          if (crash) {
            crashed = true;
            throw new Error('the worker crashed');
          }
        },
      },
      calls: () => calls,
    };
  }

  for (const when of ['after', 'before'] as const) {
    it(`a crash ${when} writing the 5th result, then the retry: done equals total, failed exact, each result once`, async () => {
      const { batch, pending } = await store.stores.batches.create({ owner: 'worker', scenarios: mixed });
      const [message] = batchMessages(batch.id, pending);
      expect(batchMessages(batch.id, pending)).toHaveLength(1);
      const crashing = crashingStores(store.stores, 5, when);
      await expect(processMessage(message!, crashing)).rejects.toThrow('the worker crashed');
      const midway = await store.stores.batches.get('worker', batch.id);
      expect(midway).toMatchObject({ status: 'RUNNING', done: when === 'after' ? 5 : 4 });
      // The retry redoes the whole message.
      await processMessage(message!, crashing);
      expect(crashing.calls()).toBe(15);
      const done = await store.stores.batches.get('worker', batch.id);
      expect(done).toMatchObject({ status: 'DONE', total: 10, done: 10, failed: mixedFailed });
      expect(mixedFailed).toBe(4);
      const results = await allResults(store.stores.batches, batch.id);
      expect(results.map((result) => result.index)).toEqual([...Array(10).keys()]);
      results.forEach((result, index) => expect(result).toEqual({ index, ok: runScenario(mixed[index]).ok, result: runScenario(mixed[index]) }));
      // And a third delivery of the same message changes nothing.
      await processMessage(message!, store.stores);
      expect(await store.stores.batches.get('worker', batch.id)).toEqual(done);
    });
  }

  it('a crash between writing a result and counting it: the retry counts it once', async () => {
    // The DynamoDB client refuses the 3rd update of the batch header (the count), once.
    let headerUpdates = 0;
    const flaky = {
      send: async (command: unknown) => {
        if (command instanceof UpdateCommand && command.input.Key?.[TABLE.sortKey] === 'BATCH') {
          headerUpdates += 1;
          if (headerUpdates === 3) throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
        }
        return store.client.send(command as never);
      },
    } as unknown as DynamoDBDocumentClient;
    const batches = createBatchRepository({ client: flaky, tableName: TABLE.localName });
    const stores = { ...store.stores, batches };
    const { batch, pending } = await batches.create({ owner: 'worker', scenarios: mixed });
    const [message] = batchMessages(batch.id, pending);
    await expect(processMessage(message!, stores)).rejects.toThrow('throttled');
    expect(await batches.get('worker', batch.id)).toMatchObject({ done: 2 });
    // The 3rd result is written but not counted yet; the retry counts it, once.
    await processMessage(message!, stores);
    expect(await batches.get('worker', batch.id)).toMatchObject({ status: 'DONE', done: 10, failed: mixedFailed });
    expect((await allResults(batches, batch.id)).map((result) => result.index)).toEqual([...Array(10).keys()]);
  });

  it('the in-process queue retries a failing message and the batch ends exact', async () => {
    const crashing = crashingStores(store.stores, 3, 'after');
    const errors: unknown[] = [];
    const queue = inProcessQueue(crashing, { onError: (error) => errors.push(error) });
    const { batch, pending } = await store.stores.batches.create({ owner: 'worker', scenarios: mixed });
    await queue.send(batchMessages(batch.id, pending));
    await queue.drain();
    expect(errors).toEqual([]);
    expect(await store.stores.batches.get('worker', batch.id)).toMatchObject({ status: 'DONE', done: 10, failed: mixedFailed });
  });
});
