// The DynamoDB calls of each operation (README, "Cost and scale"): every GraphQL operation of
// the API, sent to the in-process server over a real store on dynalite, with a middleware on the
// store's client counting what it sends (test/helpers/dynamodb-calls.ts). A board is one item, so
// reading it is one GetItem and changing it one conditional write, its idempotency records in
// that same item and write; a list is one Query of a partition or of the index; nothing Scans.

import { encodeGlobalID } from '@pothos/plugin-relay';
import type { YogaServerInstance } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, processMessage, resumeBatches, startNightly } from '../../app';
import { createGraphqlServer } from '../../functions/server';
import { RequestBudget } from '../../functions/request-budget';
import type { Context } from '../../schema/context';
import type { WorkMessage, WorkQueue } from '../../store/work';
import { recordDynamoCalls, type CallCount, type CallRecorder } from '../helpers/dynamodb-calls';
import { forestBoard } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

type Json = Record<string, any>;

const PRINCIPAL = 'counted';

let store: TestStore;
let recorder: CallRecorder;
/** The messages the API sent, kept here: the work they name is counted on its own. */
const sent: WorkMessage[] = [];
const queue: WorkQueue = { send: async (messages) => void sent.push(...messages) };
let yoga: YogaServerInstance<Record<string, unknown>, Context>;

const serverOver = (options: { budget?: RequestBudget } = {}) =>
  createGraphqlServer<Record<string, unknown>>({
    app: createApp({ stores: store.stores, queue }),
    caller: () => ({ principal: PRINCIPAL, read: true, write: true, trusted: false, persistedOnly: false }),
    graphiql: false,
    production: true,
    logging: false,
    ...(options.budget ? { requestBudget: { budget: options.budget, sourceIp: () => '192.0.2.1' } } : {}),
  });

beforeAll(async () => {
  store = await startTestStore();
  recorder = recordDynamoCalls(store.client);
  yoga = serverOver();
});
afterAll(async () => {
  recorder?.detach();
  await store?.close();
});

/** The operation's data, and the DynamoDB calls it made: only those of this request. */
async function counted(query: string, variables: Json = {}, server = yoga): Promise<{ data: Json; count: CallCount }> {
  const { result, count } = await recorder.count(async () => {
    const response = await server.fetch('http://calls.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Json; errors?: unknown };
  });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  // Nothing the API does may Scan the table.
  expect(count.scans).toBe(0);
  return { data: result.data!, count };
}

const BOARD_FIELDS = /* GraphQL */ `
  id version name updatedAt state
  turn { number activePlayer step landsPlayed }
  players { id localId life manaPool { G } }
  permanents { id localId name controller tapped counters { kind amount } characteristics { types subtypes colors power toughness keywords } couldProduce canActivate { legal } }
  permanent(id: "forest") { localId tapped }
  availableMana(player: "alice") { G any }
  legalActions(player: "alice") { do }
  canPay(cost: "{G}", player: "alice")
`;
const CREATE = /* GraphQL */ `
  mutation Create($state: JSON!) { createBoard(input: { state: $state, name: "counted" }) { ... on CreateBoardSuccess { board { id version } } } }
`;
const APPLY = /* GraphQL */ `
  mutation Apply($id: ID!, $version: Int!, $actions: JSON!, $key: String, $dryRun: Boolean) {
    applyActions(input: { boardId: $id, expectedVersion: $version, actions: $actions, idempotencyKey: $key, dryRun: $dryRun }) {
      __typename
      ... on ApplyActionsSuccess { board { id version } preview { version } events }
      ... on ConflictError { currentVersion }
    }
  }
`;
const DELETE_BOARD = /* GraphQL */ `
  mutation DeleteBoard($id: ID!, $version: Int!) { deleteBoard(input: { boardId: $id, expectedVersion: $version }) { __typename } }
`;
const SAVE_RULING = /* GraphQL */ `
  mutation Save($name: String!, $scenario: JSON!, $expected: JSON) {
    saveRuling(input: { name: $name, scenario: $scenario, expected: $expected }) { ... on SaveRulingSuccess { ruling { id } } }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation Submit($scenarios: [JSON!]!) { submitRulingBatch(input: { scenarios: $scenarios }) { ... on SubmitRulingBatchSuccess { batch { id total status } } } }
`;

// Alice taps her Forest for {G} (CR 106.1, 605.1a); tapping it twice can't pay {T} (CR 107.5).
const tap = { do: 'activate', permanent: 'forest' };
const tapForest = { board: forestBoard, actions: [tap] };
const tapTwice = { board: forestBoard, actions: [tap, tap] };

async function createBoard(): Promise<{ id: string; version: number }> {
  return (await counted(CREATE, { state: forestBoard })).data.createBoard.board;
}

async function saveRuling(name: string, scenario: unknown, expected?: unknown): Promise<string> {
  return (await counted(SAVE_RULING, { name, scenario, ...(expected === undefined ? {} : { expected }) })).data.saveRuling.ruling.id;
}

describe('boards', () => {
  it('createBoard: one conditional write (PutItem if the id is new)', async () => {
    const { count } = await counted(CREATE, { state: forestBoard });
    expect(count.calls).toEqual(['PutItem (conditional)']);
  });

  it('board(id) with its typed fields (permanents, characteristics, legal actions, mana): one GetItem, no write', async () => {
    const board = await createBoard();
    const { data, count } = await counted(`query Board($id: ID!) { board(id: $id) { ${BOARD_FIELDS} } }`, { id: board.id });
    expect(data.board.permanents[0].characteristics.types).toEqual(['Land']);
    expect(count.calls).toEqual(['GetItem']);
    // Asking the board twice in one request (aliases) reads it twice: each field is its own read.
    const twice = await counted(`query Twice($id: ID!) { a: board(id: $id) { version } b: board(id: $id) { version } }`, { id: board.id });
    expect(twice.count.calls).toEqual(['GetItem', 'GetItem']);
  });

  it('board(id) of a board that is not there: one GetItem', async () => {
    const { data, count } = await counted(`query Board($id: ID!) { board(id: $id) { id } }`, { id: encodeGlobalID('Board', 'no-such-board') });
    expect(data.board).toBeNull();
    expect(count.calls).toEqual(['GetItem']);
  });

  it('boards(first: 20): one Query of the owner index, then one BatchGetItem reading the boards consistently from the table (the index is eventually consistent), no Scan', async () => {
    for (let i = 0; i < 3; i += 1) await createBoard();
    const { data, count } = await counted(`query { boards(first: 20) { edges { node { id version name } } pageInfo { hasNextPage endCursor } } }`);
    expect(data.boards.edges.length).toBeGreaterThanOrEqual(3);
    expect(count.calls).toEqual(['Query gsi1', 'BatchGetItem']);
  });

  it('applyActions without an idempotency key: one GetItem, one conditional UpdateItem', async () => {
    const board = await createBoard();
    const { data, count } = await counted(APPLY, { id: board.id, version: 1, actions: [tap] });
    expect(data.applyActions.board.version).toBe(2);
    expect(count.calls).toEqual(['GetItem', 'UpdateItem (conditional)']);
  });

  it('applyActions with an idempotency key: one GetItem, one conditional UpdateItem that stores the idempotency record with the board (the same item, the same write)', async () => {
    const board = await createBoard();
    const applied = await counted(APPLY, { id: board.id, version: 1, actions: [tap], key: 'tap-once' });
    expect(applied.data.applyActions.board.version).toBe(2);
    expect(applied.count.calls).toEqual(['GetItem', 'UpdateItem (conditional)']);

    // The retry with the same key and input: the first result, read from the board, nothing written.
    const replayed = await counted(APPLY, { id: board.id, version: 1, actions: [tap], key: 'tap-once' });
    expect(replayed.data.applyActions).toEqual(applied.data.applyActions);
    expect(replayed.count.calls).toEqual(['GetItem']);

    // The same key with another input is refused from that one read too.
    const reused = await counted(APPLY, { id: board.id, version: 1, actions: [tap, tap], key: 'tap-once' });
    expect(reused.data.applyActions.__typename).toBe('RulesError');
    expect(reused.count.calls).toEqual(['GetItem']);
  });

  it('applyActions with dryRun: true: one GetItem, no write', async () => {
    const board = await createBoard();
    const { data, count } = await counted(APPLY, { id: board.id, version: 1, actions: [tap], dryRun: true });
    expect(data.applyActions.preview.version).toBe(1);
    expect(count.calls).toEqual(['GetItem']);
  });

  it('applyActions at a version already used up: one GetItem, no write (the conflict is seen on the board read)', async () => {
    const board = await createBoard();
    await counted(APPLY, { id: board.id, version: 1, actions: [tap] });
    const { data, count } = await counted(APPLY, { id: board.id, version: 1, actions: [tap] });
    expect(data.applyActions).toEqual({ __typename: 'ConflictError', currentVersion: 2 });
    expect(count.calls).toEqual(['GetItem']);
  });

  it('applyActions whose actions fail (all or nothing): one GetItem, no write', async () => {
    const board = await createBoard();
    const { data, count } = await counted(APPLY, { id: board.id, version: 1, actions: [tap, tap] });
    expect(data.applyActions.__typename).toBe('RulesError');
    expect(count.calls).toEqual(['GetItem']);
  });

  it('deleteBoard: one conditional DeleteItem (at the expected version, no read first)', async () => {
    const board = await createBoard();
    const { data, count } = await counted(DELETE_BOARD, { id: board.id, version: 1 });
    expect(data.deleteBoard.__typename).toBe('DeleteBoardSuccess');
    expect(count.calls).toEqual(['DeleteItem (conditional)']);
  });

  it('deleteBoard at a version already used up: the conditional DeleteItem fails, one GetItem tells a conflict from a board that is not there', async () => {
    const board = await createBoard();
    const { data, count } = await counted(DELETE_BOARD, { id: board.id, version: 7 });
    expect(data.deleteBoard.__typename).toBe('ConflictError');
    expect(count.calls).toEqual(['DeleteItem (conditional)', 'GetItem']);
  });
});

describe('rulings and batches', () => {
  it('saveRuling: one conditional PutItem (the scenario is evaluated in the request, nothing read)', async () => {
    const { count } = await counted(SAVE_RULING, { name: 'taps for G', scenario: tapForest });
    expect(count.calls).toEqual(['PutItem (conditional)']);
  });

  it('ruling(id): one GetItem', async () => {
    const id = await saveRuling('read back', tapForest);
    const { data, count } = await counted(`query Ruling($id: ID!) { ruling(id: $id) { id name scenario expected lastEvaluation { matches } } }`, { id });
    expect(data.ruling.id).toBe(id);
    expect(count.calls).toEqual(['GetItem']);
  });

  it("rulings(first: 20): one Query of the owner's partition", async () => {
    await saveRuling('listed', tapForest);
    const { data, count } = await counted(`query { rulings(first: 20) { edges { cursor node { id name } } pageInfo { hasNextPage } } }`);
    expect(data.rulings.edges.length).toBeGreaterThan(0);
    expect(count.calls).toEqual(['Query']);
  });

  it('deleteRuling: one conditional DeleteItem', async () => {
    const id = await saveRuling('deleted', tapForest);
    const { data, count } = await counted(`mutation Delete($id: ID!) { deleteRuling(input: { rulingId: $id }) { __typename } }`, { id });
    expect(data.deleteRuling.__typename).toBe('DeleteRulingSuccess');
    expect(count.calls).toEqual(['DeleteItem (conditional)']);
  });

  it('submitRulingBatch of 30 scenarios: one conditional PutItem (the header), then one BatchWriteItem per 25 items (each scenario is its own item, a transaction could not hold 200; the first item is the marker of an unfinished batch)', async () => {
    const { data, count } = await counted(SUBMIT, { scenarios: Array.from({ length: 30 }, () => tapForest) });
    expect(data.submitRulingBatch.batch).toMatchObject({ total: 30, status: 'QUEUED' });
    expect(count.calls).toEqual(['PutItem (conditional)', 'BatchWriteItem', 'BatchWriteItem']);
  });

  it('the worker, per scenario of a batch message: one GetItem (the scenario), one UpdateItem (its result, the same each time), one conditional UpdateItem (counting it once); the count that finishes the batch adds one DeleteItem (its open marker)', async () => {
    sent.length = 0;
    const batchId = (await counted(SUBMIT, { scenarios: [tapForest, tapTwice] })).data.submitRulingBatch.batch.id as string;
    const messages = sent.splice(0);
    expect(messages).toHaveLength(1);
    const { count } = await recorder.count(() => processMessage(messages[0]!, store.stores));
    expect(count.calls).toEqual(['GetItem', 'UpdateItem', 'UpdateItem (conditional)', 'GetItem', 'UpdateItem', 'UpdateItem (conditional)', 'DeleteItem']);

    // rulingBatch(id) with its results: one GetItem (the header), one Query (its scenarios' items).
    const read = await counted(`query Batch($id: ID!) { rulingBatch(id: $id) { id status done results(first: 20) { edges { node { index ok } } } } }`, { id: batchId });
    expect(read.data.rulingBatch).toMatchObject({ status: 'DONE', done: 2 });
    expect(read.count.calls).toEqual(['GetItem', 'Query']);
  });

  it('the nightly job: hands out each shard of the index with Query (never a Scan), checkpointing each page; per ruling the worker makes one GetItem and one conditional UpdateItem, a drifting ruling adds one PutItem, each page one conditional UpdateItem', async () => {
    await saveRuling('drifts', tapTwice, { ok: true });
    await saveRuling('drifts too', tapTwice, { ok: true });
    sent.length = 0;
    const { count: handingOut } = await recorder.count(() => startNightly({ stores: store.stores, queue, at: new Date('2026-06-03T03:00:00.000Z'), pageSize: 1000 }));
    expect(handingOut.scans).toBe(0);
    // One conditional PutItem (the report), 8 shards each one Query of gsi1 and one checkpoint, the pages' count, the report read back.
    expect(handingOut.calls).toEqual(['PutItem (conditional)', ...Array.from({ length: 8 }, () => ['Query gsi1', 'UpdateItem']).flat(), 'UpdateItem', 'GetItem']);

    const rulings = sent.reduce((total, message) => total + (message.kind === 'nightly' ? message.rulings.length : 0), 0);
    const pages = sent.splice(0);
    const calls: string[] = [];
    for (const message of pages) calls.push(...(await recorder.count(() => processMessage(message, store.stores))).count.calls);
    expect(calls.filter((call) => call === 'GetItem')).toHaveLength(rulings);
    expect(calls.filter((call) => call === 'UpdateItem (conditional)')).toHaveLength(rulings + pages.length);
    expect(calls.filter((call) => call === 'PutItem')).toHaveLength(2);
    expect(calls.filter((call) => call.startsWith('Scan'))).toEqual([]);
  });

  it("driftReports(first: 10) with the changed rulings: one Query of the reports' index, then per report one Query (the caller's changes) and one BatchGetItem (the changed rulings as they are now, up to 100 a call)", async () => {
    const { data, count } = await counted(`query { driftReports(first: 10) { edges { node { id checked changed { ruling { id name } expected actual } } } } }`);
    const reports = data.driftReports.edges as { node: { changed: unknown[] } }[];
    expect(reports).toHaveLength(1);
    expect(reports[0]!.node.changed).toHaveLength(2);
    expect(count.calls).toEqual(['Query gsi1', 'Query', 'BatchGetItem']);
  });
});

describe('node and nodes', () => {
  it('node(id) of a Board, a Permanent, a Player, a Ruling, a RulingBatch or a DriftReport: one read (a BatchGetItem of its one key: each Node type loads its ids together)', async () => {
    const board = await createBoard();
    const ruling = await saveRuling('by node', tapForest);
    const batch = (await counted(SUBMIT, { scenarios: [tapForest] })).data.submitRulingBatch.batch.id as string;
    const report = encodeGlobalID('DriftReport', 'nightly-2026-06-03');
    const ids = [board.id, encodeGlobalID('Permanent', `${board.id}:forest`), encodeGlobalID('Player', `${board.id}:alice`), ruling, batch, report];
    for (const id of ids) {
      const { data, count } = await counted(`query Node($id: ID!) { node(id: $id) { __typename id } }`, { id });
      expect(data.node, id).not.toBeNull();
      expect(count.calls, data.node.__typename).toEqual(['BatchGetItem']);
    }
  });

  it("nodes(ids): one BatchGetItem per Node type named (up to 100 ids each), not one read per id; a board's permanents and players are read with their board once", async () => {
    const boards = [await createBoard(), await createBoard()];
    const rulings = [await saveRuling('by nodes', tapForest), await saveRuling('by nodes too', tapForest)];
    const permanents = boards.map((board) => encodeGlobalID('Permanent', `${board.id}:forest`));
    const players = ['alice', 'bob'].map((player) => encodeGlobalID('Player', `${boards[0]!.id}:${player}`));
    const ids = [...boards.map((b) => b.id), ...rulings, ...permanents, ...players, encodeGlobalID('Board', 'no-such-board')];
    const { data, count } = await counted(`query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, { ids });
    expect(data.nodes.map((node: Json | null) => node?.__typename ?? null)).toEqual(['Board', 'Board', 'Ruling', 'Ruling', 'Permanent', 'Permanent', 'Player', 'Player', null]);
    // Boards, Rulings, Permanents, Players: four types, four batch reads.
    expect(count.calls).toEqual(['BatchGetItem', 'BatchGetItem', 'BatchGetItem', 'BatchGetItem']);
  });
});

describe('what stores nothing', () => {
  it('evaluate, card, cards, rule, cardFormat: no DynamoDB call', async () => {
    const { count } = await counted(
      `query Stateless($scenario: JSON!) { evaluate(scenario: $scenario) { ok } card(name: "Forest") { name } cards(first: 2) { edges { node { name } } } rule(number: "106.1") { number } }`,
      { scenario: tapForest },
    );
    expect(count.calls).toEqual([]);
  });
});

describe('the request budget', () => {
  it("is kept in the function's memory (functions/request-budget.ts): a request under a budget makes the same calls as one without, none of them the budget's", async () => {
    const board = await createBoard();
    const budgeted = serverOver({ budget: new RequestBudget({ burst: 10, ratePerSecond: 1 }) });
    const { count } = await counted(`query Board($id: ID!) { board(id: $id) { version } }`, { id: board.id }, budgeted);
    expect(count.calls).toEqual(['GetItem']);
  });
});

describe('the local server as it starts', () => {
  it('resumeBatches: one Query (the markers of unfinished batches), one BatchGetItem (their headers), no Scan', async () => {
    sent.length = 0;
    const { result: resumed, count } = await recorder.count(() => resumeBatches(store.stores, queue));
    expect(count.calls).toEqual(['Query', 'BatchGetItem']);
    // The batches submitted above whose work was never done (the 30 scenarios, node's); not the one the worker finished.
    expect(resumed).toBe(2);
    expect(sent.flatMap((message) => (message.kind === 'batch' ? message.indexes : [])).length).toBe(31);
  });
});

describe('everything above', () => {
  it('made no Scan', () => {
    expect(recorder.all().filter((call) => call.command === 'Scan')).toEqual([]);
  });
});
