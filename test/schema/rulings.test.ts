// Rulings through the schema (shared/spec/API.md, "Rulings and batches"), executed directly
// over a real store on dynalite: saveRuling with its three sources of the expected result,
// ruling(id), the rulings connection, deleteRuling, ownership, and driftReports, where each
// caller sees only its own rulings among the changed ones.

import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessQueue, processMessage, startNightly } from '../../app/work';
import { engineVersion } from '../../app';
import { runScenario } from '../../rules';
import { schema } from '../../schema/index';
import type { WorkMessage } from '../../store/work';
import { CREATE_BOARD, expectErrorShape, forestBoard, testContext } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

type Json = Record<string, any>;

let store: TestStore;
// Each stored thing is created a second after the one before, so "newest first" is never a tie.
let clock = Date.parse('2026-06-01T10:00:00.000Z');
beforeAll(async () => {
  store = await startTestStore({ now: () => new Date((clock += 1000)) });
});
afterAll(async () => {
  await store.close();
});

async function raw(query: string, variables: Json, principal: string | null) {
  const queue = inProcessQueue(store.stores);
  return expectErrorShape(await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext(principal, store.stores, {}, queue) }));
}

async function run(query: string, variables: Json, principal: string | null = 'judge') {
  const result = await raw(query, variables, principal);
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as Json;
}

const RULING_FIELDS = 'id name scenario expected lastEvaluation { at engineVersion matches result }';
const SAVE = /* GraphQL */ `
  mutation Save($name: String!, $scenario: JSON!, $expected: JSON) {
    saveRuling(input: { name: $name, scenario: $scenario, expected: $expected }) {
      __typename
      ... on SaveRulingSuccess { ruling { ${RULING_FIELDS} } }
      ... on RulesError { code message path rule action }
    }
  }
`;
const RULING = /* GraphQL */ `query Ruling($id: ID!) { ruling(id: $id) { ${RULING_FIELDS} } }`;
const NODE = /* GraphQL */ `query Node($id: ID!) { node(id: $id) { __typename id ... on Ruling { name } } }`;
const RULINGS = /* GraphQL */ `
  query Rulings($first: Int, $after: String) {
    rulings(first: $first, after: $after) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteRuling(input: { rulingId: $id }) { __typename ... on DeleteRulingSuccess { rulingId } ... on RulesError { code message } }
  }
`;
const DRIFT_REPORTS = /* GraphQL */ `
  query Drift($first: Int, $after: String) {
    driftReports(first: $first, after: $after) {
      edges { cursor node { id at engineVersion checked changed { ruling { id name } expected actual } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

// Alice taps her Forest for {G} (CR 106.1, 605.1a); tapping it twice can't pay {T} (CR 107.5).
const tap = { do: 'activate', permanent: 'forest' };
const tapForest = { board: forestBoard, actions: [tap] };
const tapTwice = { board: forestBoard, actions: [tap, tap] };

async function save(name: string, scenario: unknown, expected?: unknown, principal = 'judge'): Promise<Json> {
  const data = await run(SAVE, { name, scenario, ...(expected === undefined ? {} : { expected }) }, principal);
  return data.saveRuling;
}
async function saved(name: string, scenario: unknown, expected?: unknown, principal = 'judge'): Promise<Json> {
  const result = await save(name, scenario, expected, principal);
  expect(result.__typename, JSON.stringify(result)).toBe('SaveRulingSuccess');
  return result.ruling;
}

describe('saveRuling', () => {
  it('stores the scenario with the result it gives now as its expected result, evaluated now', async () => {
    const before = Date.now();
    const ruling = await saved('Forest taps for green', tapForest);
    const now = runScenario(tapForest);
    expect(ruling).toMatchObject({ name: 'Forest taps for green', scenario: tapForest, expected: now });
    expect(ruling.expected.board.players[0].manaPool.G).toBe(1);
    expect(ruling.lastEvaluation).toMatchObject({ engineVersion: engineVersion(), matches: true, result: now });
    expect(Date.parse(ruling.lastEvaluation.at)).toBeGreaterThanOrEqual(before - 1000);
    // And ruling(id) reads back the same.
    expect((await run(RULING, { id: ruling.id })).ruling).toEqual(ruling);
  });

  it('a scenario whose action the rules forbid is a ruling like any other: its expected result is the ILLEGAL_ACTION', async () => {
    const ruling = await saved('No double tapping', tapTwice);
    expect(ruling.expected).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '107.5', action: 1 } });
    expect(ruling.lastEvaluation.matches).toBe(true);
  });

  it('an explicit expected result is stored as given and evaluated against: a wrong mana pool does not match', async () => {
    const wrong = structuredClone(runScenario(tapForest)) as Json;
    wrong.board.players[0].manaPool = { W: 0, U: 0, B: 0, R: 0, G: 2, C: 0 };
    const ruling = await saved('Forest taps for two?', tapForest, wrong);
    expect(ruling.expected).toEqual(wrong);
    expect(ruling.lastEvaluation).toMatchObject({ matches: false, engineVersion: engineVersion(), result: runScenario(tapForest) });
  });

  it('an explicit expected result that differs only in events and messages matches', async () => {
    const actual = runScenario(tapTwice) as Json;
    const expected = { ok: false, error: { code: 'ILLEGAL_ACTION', message: 'worded differently' }, board: actual.board, events: [] };
    const ruling = await saved('Same in what matters', tapTwice, expected);
    expect(ruling.expected).toEqual(expected);
    expect(ruling.lastEvaluation.matches).toBe(true);
  });

  it("the scenario's own `expected` is used when the input has none, and the input's wins over it", async () => {
    const own = { ok: false, error: { code: 'ILLEGAL_ACTION', message: 'tapping a Forest is forbidden?' } };
    const fromScenario = await saved('Expected from the scenario', { ...tapForest, expected: own });
    expect(fromScenario.expected).toEqual(own);
    expect(fromScenario.lastEvaluation.matches).toBe(false);
    const fromInput = await saved('Expected from the input', { ...tapForest, expected: own }, { ok: true });
    expect(fromInput.expected).toEqual({ ok: true });
    expect(fromInput.lastEvaluation.matches).toBe(true);
  });

  it('a malformed scenario is INVALID_INPUT with its path inside the scenario, and nothing is stored', async () => {
    const count = async () => (await run(RULINGS, { first: 100 }, 'malformed')).rulings.edges.length;
    const unknownCard = { board: { ...forestBoard, permanents: [{ id: 'x', card: 'Forest of Nowhere', controller: 'alice' }] } };
    expect(await save('unknown card', unknownCard, undefined, 'malformed')).toMatchObject({
      __typename: 'RulesError',
      code: 'INVALID_INPUT',
      path: ['scenario', 'board', 'permanents', '0', 'card'],
    });
    expect(await save('unknown field', { ...tapForest, colour: 'green' }, undefined, 'malformed')).toMatchObject({ code: 'INVALID_INPUT', path: ['scenario', 'colour'] });
    expect(await save('unknown action', { board: forestBoard, actions: [{ do: 'shuffle' }] }, undefined, 'malformed')).toMatchObject({
      code: 'INVALID_INPUT',
      path: ['scenario', 'actions', '0', 'do'],
    });
    const notAnObject = await save('not an object', 42, undefined, 'malformed');
    expect(notAnObject).toMatchObject({ code: 'INVALID_INPUT' });
    expect(notAnObject.path[0]).toBe('scenario');
    // A malformed expected result, in the input or in the scenario.
    expect(await save('bad expected', tapForest, { ok: 'yes' }, 'malformed')).toMatchObject({ code: 'INVALID_INPUT', path: ['expected', 'ok'] });
    expect(await save('bad expected', tapForest, { ok: true, verdict: 'fine' }, 'malformed')).toMatchObject({ code: 'INVALID_INPUT', path: ['expected', 'verdict'] });
    expect(await save('bad own expected', { ...tapForest, expected: { ok: 1 } }, undefined, 'malformed')).toMatchObject({ code: 'INVALID_INPUT', path: ['scenario', 'expected', 'ok'] });
    expect(await count()).toBe(0);
  });

  it('a scenario that is not an object is INVALID_INPUT at ["scenario"]', async () => {
    expect(runScenario(42)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: [] } });
    expect(await save('not an object', 42)).toMatchObject({ code: 'INVALID_INPUT', path: ['scenario'] });
  });

  it('a scenario nested 5,000 levels deep is LIMIT_EXCEEDED, never a masked error, and nothing is stored', async () => {
    let deep: unknown = [];
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    const result = await raw(SAVE, { name: 'deep', scenario: { ...tapForest, actions: [deep] } }, 'deep-saver');
    expect(result.errors).toBeUndefined();
    expect((result.data as Json).saveRuling).toMatchObject({ __typename: 'RulesError', code: 'LIMIT_EXCEEDED' });
  });

  it('an expected result holding an integer beyond 2^53 is kept exactly (documents are stored as JSON text)', async () => {
    const result = await raw(SAVE, { name: 'huge number', scenario: tapForest, expected: { ok: true, events: [1e16] } }, 'judge');
    expect(result.errors).toBeUndefined();
    expect((result.data as Json).saveRuling.__typename).toBe('SaveRulingSuccess');
    const id = (result.data as Json).saveRuling.ruling.id as string;
    const { data } = await raw('query ($id: ID!) { ruling(id: $id) { expected } }', { id }, 'judge');
    expect((data as Json).ruling.expected).toEqual({ ok: true, events: [1e16] });
  });

  it('a name that is empty (or only spaces) or longer than 200 characters is INVALID_INPUT at ["name"]; a name is trimmed', async () => {
    expect(await save('', tapForest)).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', path: ['name'] });
    expect(await save('   ', tapForest)).toMatchObject({ code: 'INVALID_INPUT', path: ['name'] });
    expect(await save('x'.repeat(201), tapForest)).toMatchObject({ code: 'INVALID_INPUT', path: ['name'] });
    expect((await saved(`  ${'x'.repeat(200)}  `, tapForest)).name).toBe('x'.repeat(200));
  });

  it('a ruling too large for the store is LIMIT_EXCEEDED', async () => {
    expect(await save('huge', tapForest, { ok: true, events: ['x'.repeat(360_000)] })).toMatchObject({ __typename: 'RulesError', code: 'LIMIT_EXCEEDED' });
  });

  it('needs an identified caller', async () => {
    const result = await raw(SAVE, { name: 'anonymous', scenario: tapForest }, null);
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(result.data?.saveRuling ?? null).toBeNull();
  });
});

describe('ruling, rulings and deleteRuling', () => {
  it("rulings lists the caller's rulings newest first, a page at a time, with hasNextPage exact", async () => {
    const names = ['first', 'second', 'third', 'fourth', 'fifth'];
    for (const name of names) await saved(name, tapForest, undefined, 'lister');
    const seen: string[] = [];
    const hasNext: boolean[] = [];
    let after: string | null = null;
    do {
      const page: Json = (await run(RULINGS, { first: 2, after }, 'lister')).rulings;
      seen.push(...page.edges.map((edge: Json) => edge.node.name));
      hasNext.push(page.pageInfo.hasNextPage);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([...names].reverse());
    expect(hasNext).toEqual([true, true, false]);
    // A page that ends exactly at the last ruling says there is no next page.
    const four = (await run(RULINGS, { first: 4 }, 'lister')).rulings;
    const last = (await run(RULINGS, { first: 1, after: four.pageInfo.endCursor }, 'lister')).rulings;
    expect(last.edges.map((edge: Json) => edge.node.name)).toEqual(['first']);
    expect(last.pageInfo.hasNextPage).toBe(false);
    const all = (await run(RULINGS, { first: 5 }, 'lister')).rulings;
    expect(all.edges).toHaveLength(5);
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it("a cursor that the caller's list did not give out is refused", async () => {
    await saved('mine', tapForest, undefined, 'cursor-a');
    await saved('theirs', tapForest, undefined, 'cursor-b');
    const cursorOfB = (await run(RULINGS, { first: 1 }, 'cursor-b')).rulings.edges[0].cursor;
    for (const after of [cursorOfB, 'not-a-cursor']) {
      const result = await raw(RULINGS, { first: 1, after }, 'cursor-a');
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('deleteRuling deletes it: ruling(id) is then null, and deleting it again is NOT_FOUND', async () => {
    const ruling = await saved('to delete', tapForest, undefined, 'deleter');
    expect((await run(DELETE, { id: ruling.id }, 'deleter')).deleteRuling).toEqual({ __typename: 'DeleteRulingSuccess', rulingId: ruling.id });
    expect((await run(RULING, { id: ruling.id }, 'deleter')).ruling).toBeNull();
    expect((await run(RULINGS, {}, 'deleter')).rulings.edges).toEqual([]);
    expect((await run(DELETE, { id: ruling.id }, 'deleter')).deleteRuling).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect((await run(DELETE, { id: 'not-an-id' }, 'deleter')).deleteRuling).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("another principal's ruling behaves as one that does not exist: null, NOT_FOUND, an empty list", async () => {
    const ruling = await saved('owned', tapForest, undefined, 'owner');
    expect((await run(RULING, { id: ruling.id }, 'stranger')).ruling).toBeNull();
    expect((await run(NODE, { id: ruling.id }, 'stranger')).node).toBeNull();
    expect((await run(NODE, { id: ruling.id }, 'owner')).node).toEqual({ __typename: 'Ruling', id: ruling.id, name: 'owned' });
    expect((await run(RULINGS, { first: 10 }, 'stranger')).rulings).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    expect((await run(DELETE, { id: ruling.id }, 'stranger')).deleteRuling).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    // Still there for its owner.
    expect((await run(RULING, { id: ruling.id }, 'owner')).ruling).toMatchObject({ id: ruling.id, name: 'owned' });
  });

  it("a board's id is not a ruling's", async () => {
    const board = (await run(CREATE_BOARD, { state: forestBoard }, 'owner')).createBoard.board;
    expect((await run(RULING, { id: board.id }, 'owner')).ruling).toBeNull();
    expect((await run(DELETE, { id: board.id }, 'owner')).deleteRuling).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('driftReports', () => {
  it("shows each report, newest first, with only the caller's drifting rulings in `changed`", async () => {
    // Two owners: each has a ruling that still holds and one that drifts (explicit wrong expectations).
    const wrongPool = structuredClone(runScenario(tapForest)) as Json;
    wrongPool.board.players[0].manaPool.G = 3;
    const holdsA = await saved('holds', tapForest, undefined, 'drifter-a');
    const holdsB = await saved('holds too', tapTwice, undefined, 'drifter-b');
    const driftA = await saved('drifts for a', tapForest, wrongPool, 'drifter-a');
    const driftB = await saved('drifts for b', tapTwice, { ok: true }, 'drifter-b');
    const goneB = await saved('deleted before anyone reads the report', tapTwice, { ok: true }, 'drifter-b');
    expect([holdsA.lastEvaluation.matches, holdsB.lastEvaluation.matches]).toEqual([true, true]);

    const nights = [new Date('2026-06-02T02:00:00.000Z'), new Date('2026-06-03T02:00:00.000Z')];
    let total = 0;
    for (const at of nights) {
      const sent: WorkMessage[] = [];
      const start = await startNightly({ stores: store.stores, queue: { send: async (messages) => void sent.push(...messages) }, at, pageSize: 4 });
      for (const message of sent) await processMessage(message, store.stores);
      total = start.rulings;
    }
    // The report recorded both of b's drifting rulings; one is deleted before b reads it.
    expect((await store.stores.drift.changes('nightly-2026-06-03', 'drifter-b')).map((change) => change.rulingId).sort()).toEqual(
      [driftB.id, goneB.id].map((id) => decodeGlobalID(id).id).sort(),
    );
    await run(DELETE, { id: goneB.id }, 'drifter-b');

    const forA = (await run(DRIFT_REPORTS, { first: 10 }, 'drifter-a')).driftReports;
    const reportId = (run: string) => encodeGlobalID('DriftReport', run);
    expect(forA.edges.map((edge: Json) => edge.node.id)).toEqual([reportId('nightly-2026-06-03'), reportId('nightly-2026-06-02')]);
    for (const { node } of forA.edges) {
      expect(node).toMatchObject({ engineVersion: engineVersion(), checked: total });
      expect(node.changed).toEqual([{ ruling: { id: driftA.id, name: 'drifts for a' }, expected: wrongPool, actual: runScenario(tapForest) }]);
    }
    expect(forA.edges[0].node.at).toBe(nights[1]!.toISOString());

    const forB = (await run(DRIFT_REPORTS, { first: 1 }, 'drifter-b')).driftReports;
    expect(forB.pageInfo.hasNextPage).toBe(true);
    expect(forB.edges[0].node.changed).toEqual([{ ruling: { id: driftB.id, name: 'drifts for b' }, expected: { ok: true }, actual: runScenario(tapTwice) }]);
    const olderForB = (await run(DRIFT_REPORTS, { first: 1, after: forB.pageInfo.endCursor }, 'drifter-b')).driftReports;
    expect(olderForB.edges.map((edge: Json) => edge.node.id)).toEqual([reportId('nightly-2026-06-02')]);
    expect(olderForB.pageInfo.hasNextPage).toBe(false);

    // Someone with no rulings sees the reports, with nothing changed.
    const forC = (await run(DRIFT_REPORTS, {}, 'drifter-c')).driftReports;
    expect(forC.edges.map((edge: Json) => edge.node.changed)).toEqual([[], []]);

    // The drifting ruling's last evaluation says so.
    expect((await run(RULING, { id: driftA.id }, 'drifter-a')).ruling.lastEvaluation).toMatchObject({ matches: false, engineVersion: engineVersion(), result: runScenario(tapForest) });
    expect((await raw(DRIFT_REPORTS, { after: 'bogus' }, 'drifter-a')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Cursors of JSON that is no key at all (null, a number, a list) are refused likewise, never a masked error.
    for (const json of ['null', '7', '[]', '"x"'])
      expect((await raw(DRIFT_REPORTS, { after: Buffer.from(json).toString('base64url') }, 'drifter-a')).errors?.[0]?.extensions?.code, json).toBe('BAD_USER_INPUT');
  });
});
