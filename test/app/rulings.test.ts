// The application's rulings, batches, drift reports and questions on a stored board
// (app/rulings.ts, app/batches.ts, app/drift.ts, app/questions.ts) over a real store on
// dynalite, without GraphQL: which result a saved ruling must give, what refuses a ruling or
// a batch, how results and reports are paged and whose changes a caller sees.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { BATCH_LIMIT } from '../../app/batches';
import { EngineFailure, InvalidCursor, InvalidInput, LimitExceeded, NotFound } from '../../app/errors';
import { ask, boardView } from '../../app/questions';
import { inProcessQueue, processMessage, startNightly } from '../../app/work';
import { engineVersion } from '../../app';
import { runScenario } from '../../rules';
import type { WorkMessage } from '../../store/work';
import { board } from '../helpers/boards';
import { startTestStore, type TestStore } from '../helpers/store';

let store: TestStore;
let app: App;
let queue: ReturnType<typeof inProcessQueue>;
const at = new Date('2026-07-02T09:00:00.000Z');
beforeAll(async () => {
  store = await startTestStore();
  queue = inProcessQueue(store.stores);
  app = createApp({ stores: store.stores, queue, now: () => at });
});
afterAll(async () => {
  await store.close();
});

const me = 'app-rulings';
const forest = board([{ id: 'forest', card: 'Forest', controller: 'alice' }]);
const tapForest = { board: forest, actions: [{ do: 'activate', permanent: 'forest' }] };
const tapTwice = {
  board: forest,
  actions: [
    { do: 'activate', permanent: 'forest' },
    { do: 'activate', permanent: 'forest' },
  ],
};

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('saving a ruling', () => {
  it('without an expected result, the result now is the expected one, and its evaluation now matches', async () => {
    const ruling = await app.rulings.save(me, { name: '  tap the forest  ', scenario: tapForest });
    const result = runScenario(tapForest);
    expect(ruling).toMatchObject({ owner: me, name: 'tap the forest', scenario: tapForest, expected: result });
    expect(ruling.lastEvaluation).toEqual({ at: at.toISOString(), engineVersion: engineVersion(), matches: true, result });
    expect(await app.rulings.get(me, ruling.id)).toEqual(ruling);
    expect(await app.rulings.get('someone-else', ruling.id)).toBeNull();
  });

  it("the scenario's own expected result is the default, kept apart from the scenario; the given one wins over it", async () => {
    const own = await app.rulings.save(me, { name: 'own', scenario: { ...tapTwice, expected: { ok: false, error: { code: 'ILLEGAL_ACTION' } } } });
    expect(own).toMatchObject({ scenario: tapTwice, expected: { ok: false, error: { code: 'ILLEGAL_ACTION' } }, lastEvaluation: { matches: true } });
    const given = await app.rulings.save(me, { name: 'given', scenario: { ...tapTwice, expected: { ok: false, error: { code: 'ILLEGAL_ACTION' } } }, expected: { ok: true } });
    expect(given).toMatchObject({ expected: { ok: true }, lastEvaluation: { matches: false, result: runScenario(tapTwice) } });
  });

  it('refuses a blank or long name, a scenario that is not an object, an expected result that is not one, and a scenario the engine cannot read', async () => {
    for (const name of ['   ', 'n'.repeat(201)])
      expect(await failure(app.rulings.save(me, { name, scenario: tapForest }))).toMatchObject({ constructor: InvalidInput, details: { path: ['name'] } });
    expect(await failure(app.rulings.save(me, { name: 'list', scenario: [tapForest] }))).toMatchObject({ constructor: InvalidInput, details: { path: ['scenario'] } });
    expect(await failure(app.rulings.save(me, { name: 'bad', scenario: tapForest, expected: { ok: 'yes' } }))).toMatchObject({
      constructor: EngineFailure,
      code: 'INVALID_INPUT',
      details: { path: ['expected', 'ok'] },
    });
    expect(await failure(app.rulings.save(me, { name: 'bad own', scenario: { ...tapForest, expected: { ok: 'yes' } } }))).toMatchObject({
      constructor: EngineFailure,
      details: { path: ['scenario', 'expected', 'ok'] },
    });
    const unreadable = await failure(app.rulings.save(me, { name: 'unreadable', scenario: { board: board([{ id: 'x', card: 'Forest of Nowhere', controller: 'alice' }]) } }));
    expect(unreadable).toMatchObject({ constructor: EngineFailure, code: 'INVALID_INPUT', details: { path: ['scenario', 'board', 'permanents', 0, 'card'] } });
    // One whose actions fail is a ruling like any other.
    expect((await app.rulings.save(me, { name: 'fails', scenario: tapTwice })).expected).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  it('a ruling too large to store is LimitExceeded', async () => {
    expect(
      await failure(
        app.rulings.save(me, {
          name: 'huge',
          scenario: { ...tapForest, description: 'x'.repeat(4_000) },
          expected: { ok: true, events: Array.from({ length: 400 }, () => 'e'.repeat(1_000)) },
        }),
      ),
    ).toBeInstanceOf(LimitExceeded);
  });

  it("deletes the owner's ruling; another's, a missing one and an id that names none are NotFound", async () => {
    const ruling = await app.rulings.save(me, { name: 'to delete', scenario: tapForest });
    expect(await failure(app.rulings.delete('someone-else', ruling.id))).toBeInstanceOf(NotFound);
    await app.rulings.delete(me, ruling.id);
    expect(await app.rulings.get(me, ruling.id)).toBeNull();
    expect(await failure(app.rulings.delete(me, ruling.id))).toMatchObject({ constructor: NotFound, message: 'no ruling with this id' });
    expect(await failure(app.rulings.delete(me, null))).toBeInstanceOf(NotFound);
  });

  it('lists newest first; a cursor of another list is InvalidCursor', async () => {
    const owner = 'app-rulings-lister';
    for (let i = 0; i < 3; i += 1) await app.rulings.save(owner, { name: `ruling ${i}`, scenario: tapForest });
    const page = await app.rulings.list(owner, { first: 2 });
    expect(page.edges.map((edge) => edge.node.name)).toEqual(['ruling 2', 'ruling 1']);
    expect(page).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(await failure(app.rulings.list(me, { after: page.edges[0]!.cursor }))).toBeInstanceOf(InvalidCursor);
  });
});

describe('batches', () => {
  it('queues the scenarios and answers at once; the results page in submission order from their own cursors', async () => {
    const scenarios = Array.from({ length: 25 }, (_, i) => (i % 5 === 4 ? tapTwice : tapForest));
    const batch = await app.batches.submit(me, scenarios);
    expect(batch).toMatchObject({ owner: me, total: 25, status: 'QUEUED' });
    await queue.drain();
    const done = (await app.batches.get(me, batch.id))!;
    expect(done).toMatchObject({ status: 'DONE', done: 25, failed: 5 });
    expect(await app.batches.get('someone-else', batch.id)).toBeNull();
    const first = await app.batches.results(done, { first: 10 });
    expect(first.edges.map((edge) => edge.node.index)).toEqual([...Array(10).keys()]);
    const rest = await app.batches.results(done, { after: first.edges.at(-1)!.cursor });
    expect(rest.edges.map((edge) => edge.node.index)).toEqual([...Array(15).keys()].map((i) => i + 10));
    expect(rest).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(await failure(app.batches.results(done, { after: 'bm90LWFuLWluZGV4' }))).toBeInstanceOf(InvalidCursor);
  });

  it(`refuses no scenario at all and more than ${BATCH_LIMIT}, queuing nothing`, async () => {
    const sent: WorkMessage[] = [];
    const keeping = createApp({ stores: store.stores, queue: { send: async (messages) => void sent.push(...messages) } });
    expect(await failure(keeping.batches.submit(me, []))).toMatchObject({ constructor: InvalidInput, details: { path: ['scenarios'] } });
    expect(
      await failure(
        keeping.batches.submit(
          me,
          Array.from({ length: BATCH_LIMIT + 1 }, () => tapForest),
        ),
      ),
    ).toMatchObject({ constructor: LimitExceeded, details: { path: ['scenarios'] } });
    expect(sent).toEqual([]);
  });
});

describe('drift reports', () => {
  it('a caller sees only its own changed rulings, without the ones deleted since', async () => {
    const fresh = await startTestStore();
    try {
      const drifting = createApp({ stores: fresh.stores, queue: { send: async () => {} } });
      const mine = await drifting.rulings.save('ana', { name: 'mine', scenario: tapForest, expected: { ok: false, error: { code: 'ILLEGAL_ACTION' } } });
      const gone = await drifting.rulings.save('ana', { name: 'gone', scenario: tapForest, expected: { ok: false, error: { code: 'ILLEGAL_ACTION' } } });
      await drifting.rulings.save('ben', { name: 'theirs', scenario: tapForest, expected: { ok: false, error: { code: 'ILLEGAL_ACTION' } } });
      await drifting.rulings.save('ana', { name: 'still right', scenario: tapForest });
      const sent: WorkMessage[] = [];
      const { report } = await startNightly({ stores: fresh.stores, queue: { send: async (messages) => void sent.push(...messages) }, at });
      for (const message of sent) await processMessage(message, fresh.stores);
      await drifting.rulings.delete('ana', gone.id);

      const listed = await drifting.drift.list({});
      expect(listed.edges.map((edge) => edge.node.id)).toEqual([report.id]);
      const stored = (await drifting.drift.get(report.id))!;
      expect(stored).toMatchObject({ checked: 4 });
      const changes = await drifting.drift.changes('ana', stored);
      expect(changes.map((change) => change.ruling.name)).toEqual(['mine']);
      expect(changes[0]).toMatchObject({ ruling: { id: mine.id }, drift: { expected: mine.expected, actual: runScenario(tapForest) } });
      expect((await drifting.drift.changes('ben', stored)).map((change) => change.ruling.name)).toEqual(['theirs']);
      expect(await failure(drifting.drift.list({ after: 'not-a-cursor' }))).toBeInstanceOf(InvalidCursor);
    } finally {
      await fresh.close();
    }
  });
});

describe('questions on a stored board', () => {
  it('answers on the engine view of the stored board, made once per stored board; a question the engine refuses is its error', async () => {
    const stored = await app.boards.create(me, { state: forest });
    const view = boardView(stored);
    expect(boardView(stored)).toBe(view);
    expect(ask(view, 'couldProduce', 'forest')).toEqual({ types: ['G'] });
    expect(() => ask(view, 'couldProduce', 'nothing-here')).toThrow(EngineFailure);
    try {
      ask(view, 'couldProduce', 'nothing-here');
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_INPUT', details: { path: ['couldProduce'] } });
    }
  });
});
