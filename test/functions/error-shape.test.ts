// One error shape (README, "Using the API"): every GraphQL error a client gets, whatever raised
// it, has an `extensions.code` and a message that repeats at most 100 characters of anything
// the client sent; typed error results share the interface Error; in `nodes(ids)` a bad id is
// its own error, at its index, and the other ids are answered.

import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createGraphqlServer, GRAPHQL_PATH, REQUEST_LIMITS } from '../../functions/server';
import type { WorkQueue } from '../../store/work';
import { CREATE_BOARD, expectErrorShape, forestBoard } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

type Json = Record<string, any>;
interface Answer {
  status: number;
  body: { data?: Json | null; errors?: { message: string; path?: (string | number)[]; extensions: { code: string } }[] };
}

const noQueue: WorkQueue = {
  send: async () => {
    throw new Error('this test has no work queue');
  },
};

const caller = { principal: 'error-shape', read: true, write: true, trusted: false, persistedOnly: false };
let store: TestStore;
let yoga: ReturnType<typeof createGraphqlServer>;
beforeAll(async () => {
  store = await startTestStore();
  yoga = createGraphqlServer({
    app: createApp({ stores: store.stores, queue: noQueue }),
    caller: () => caller,
    graphiql: false,
    production: true,
    logging: false,
  });
});
afterAll(async () => {
  await store.close();
});

async function postBody(body: string): Promise<Answer> {
  const response = await yoga.fetch(`http://localhost${GRAPHQL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, body: expectErrorShape((await response.json()) as Answer['body']) };
}
const post = (query: string, variables: Json = {}) => postBody(JSON.stringify({ query, variables }));

/** The codes of an answer's errors, in order. */
const codes = (answer: Answer) => answer.body.errors?.map((error) => error.extensions.code);

const boardId = async () => (await post(CREATE_BOARD, { state: forestBoard })).body.data!.createBoard.board.id as string;

describe('request limits are LIMIT_EXCEEDED', () => {
  it('too many aliases', async () => {
    const query = `{ ${Array.from({ length: REQUEST_LIMITS.aliases + 1 }, (_, i) => `a${i}: cardFormat`).join(' ')} }`;
    expect(codes(await post(query))).toEqual(['LIMIT_EXCEEDED']);
  });

  it('too many tokens', async () => {
    expect(codes(await post(`{ ${'cardFormat '.repeat(REQUEST_LIMITS.tokens)} }`))).toEqual(['LIMIT_EXCEEDED']);
  });

  it('a query too deep (introspection, where it is allowed)', async () => {
    const local = createGraphqlServer({ app: createApp({ stores: store.stores, queue: noQueue }), caller: () => caller, graphiql: false, production: false, logging: false });
    let selection = 'name';
    for (let i = 0; i < 8; i++) selection = `fields { type { ofType { ${selection} } } }`;
    const query = `{ __schema { types { ${selection} } } }`;
    const response = await local.fetch(`http://localhost${GRAPHQL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const body = (await response.json()) as Answer['body'];
    expect(expectErrorShape(body).errors).toMatchObject([{ message: expect.stringMatching(/depth/), extensions: { code: 'LIMIT_EXCEEDED' } }]);
  });

  it('a query too costly', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => encodeGlobalID('Board', `b${i}`));
    const fields = Array.from({ length: 15 }, () => '... on Board { id version name updatedAt state }').join(' ');
    expect(codes(await post('query($ids: [ID!]!) { nodes(ids: $ids) { id ' + fields + ' } }', { ids }))).toEqual(['LIMIT_EXCEEDED']);
  });

  it('a body too large', async () => {
    const answer = await post('{ cardFormat }', { padding: 'x'.repeat(REQUEST_LIMITS.bodyBytes) });
    expect(answer.status).toBe(413);
    expect(codes(answer)).toEqual(['REQUEST_ENTITY_TOO_LARGE']);
  });
});

describe('a document that is not one of the schema', () => {
  it('does not parse: GRAPHQL_PARSE_FAILED', async () => {
    expect(codes(await post('{ cards('))).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('names an unknown field: GRAPHQL_VALIDATION_FAILED', async () => {
    expect(codes(await post('{ nope }'))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('a body that is not JSON: BAD_REQUEST', async () => {
    expect(codes(await postBody('not json'))).toEqual(['BAD_REQUEST']);
  });
});

describe('bad arguments are BAD_USER_INPUT', () => {
  it('a variable of the wrong type', async () => {
    expect(codes(await post('query($n: Int) { boards(first: $n) { edges { cursor } } }', { n: 'five' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('first: -5, in boards and cards', async () => {
    expect(codes(await post('{ boards(first: -5) { edges { cursor } } }'))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await post('{ cards(first: -5) { edges { cursor } } }'))).toEqual(['BAD_USER_INPUT']);
  });

  it('a cursor the list did not give out, in boards and cards', async () => {
    expect(codes(await post('{ boards(after: "not-a-cursor") { edges { cursor } } }'))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await post('{ cards(after: "not-a-cursor") { edges { cursor } } }'))).toEqual(['BAD_USER_INPUT']);
  });

  it('an id that is not a global id, in node', async () => {
    const answer = await post('{ node(id: "garbage") { id } }');
    expect(answer.body.data).toEqual({ node: null });
    expect(answer.body.errors).toMatchObject([{ path: ['node'], extensions: { code: 'BAD_USER_INPUT' } }]);
  });

  it('the global id of a type that is not a Node (a card in a zone), in node', async () => {
    const answer = await post('query($id: ID!) { node(id: $id) { id } }', { id: encodeGlobalID('ZoneCard', 'board:graveyard:bear') });
    expect(answer.body.errors).toMatchObject([{ path: ['node'], message: expect.stringContaining('ZoneCard'), extensions: { code: 'BAD_USER_INPUT' } }]);
  });

  it('a 500 KB id is refused with a message that repeats 100 characters of it', async () => {
    const id = 'x'.repeat(500_000);
    for (const answer of [await post('query($id: ID!) { node(id: $id) { id } }', { id }), await post('query($id: ID!) { board(id: $id) { id } }', { id })]) {
      for (const error of answer.body.errors ?? []) {
        expect(error.message.length).toBeLessThan(200);
      }
    }
    const answer = await post('query($id: ID!) { node(id: $id) { id } }', { id });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors![0]!.message).toContain(`${'x'.repeat(100)}…`);
  });

  it('a long value in any message is cut, whoever wrote the message', async () => {
    const answer = await post(`{ ${'y'.repeat(5_000)} }`);
    expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.body.errors![0]!.message.length).toBeLessThan(200);
    // graphql-js repeats a value that does not coerce, quoted, spaces and all.
    const spaced = await post('query($n: Int) { boards(first: $n) { edges { cursor } } }', { n: 'many words '.repeat(40_000) });
    expect(codes(spaced)).toEqual(['BAD_USER_INPUT']);
    expect(spaced.body.errors![0]!.message.length).toBeLessThan(400);
    expect(spaced.body.errors![0]!.message).toContain('…');
    // Many quoted keys take no longer than one.
    const started = Date.now();
    const keys = await post('query($n: Int) { boards(first: $n) { edges { cursor } } }', { n: Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`k${i}`, 'v'])) });
    expect(codes(keys)).toEqual(['BAD_USER_INPUT']);
    expect(keys.body.errors![0]!.message.length).toBeLessThanOrEqual(1001);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('an UNSUPPORTED answer of a board field (API.md; SCENARIOS.md "Questions")', () => {
  it("is null at its own field with the ability's fields and blockers, a list of objects, at most 20 of them with blockerCount, each string at most 1,000 characters", async () => {
    // 25 anthems the engine does not carry out, each of which could change the Elves' power (CR 613.4c); the first with a 3,000-character line.
    const anthem = (name: string, text: string) => ({
      name,
      types: ['Artifact'],
      abilities: [{ kind: 'opaque', text, as: 'static', reach: ['powerToughness'], affects: [{ permanents: { types: ['Creature'], controller: 'you' } }] }],
    });
    const long = `Creatures you control get +1/+1 as long as ${'you control an artifact and '.repeat(120)}`.slice(0, 3000);
    const anthems = Array.from({ length: 25 }, (_, i) => ({
      id: `anthem${i}`,
      controller: 'alice',
      card: anthem(`Anthem ${i}`, i === 0 ? long : 'Creatures you control get +1/+1 as long as you control an artifact.'),
    }));
    const state = { ...forestBoard, permanents: [...forestBoard.permanents, { id: 'elves', card: 'Llanowar Elves', controller: 'alice' }, ...anthems] };
    const id = (await post(CREATE_BOARD, { state })).body.data!.createBoard.board.id as string;
    const answer = await post('query($id: ID!) { board(id: $id) { turn { step } elves: permanent(id: "elves") { localId characteristics { power } } } }', { id });
    expect(answer.body.data).toEqual({ board: { turn: { step: 'precombatMain' }, elves: { localId: 'elves', characteristics: null } } });
    const [error] = answer.body.errors!;
    expect(answer.body.errors).toHaveLength(1);
    expect(error!.path).toEqual(['board', 'elves', 'characteristics']);
    const extensions = error!.extensions as Json;
    expect(extensions).toMatchObject({ code: 'UNSUPPORTED', permanent: 'anthem0', card: 'Anthem 0', ability: 0, blockerCount: 25 });
    expect(extensions.text).toBe(`${long.slice(0, 1000)}…`);
    expect(extensions.blockers).toHaveLength(20);
    expect(extensions.blockers.map((blocker: Json) => blocker.permanent)).toEqual(anthems.slice(0, 20).map((a) => a.id));
    for (const blocker of extensions.blockers) expect(Object.keys(blocker).sort()).toEqual(['ability', 'card', 'permanent', 'reason', 'text']);
    expect(extensions.blockers[0].text).toBe(extensions.text);
    expect(JSON.stringify(answer.body).length).toBeLessThan(20_000);
  });
});

describe('nodes(ids)', () => {
  it('answers every good id; a bad one is null at its place, with its own error at its index', async () => {
    const id = await boardId();
    const answer = await post('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [id, 'garbage', encodeGlobalID('ZoneCard', 'x:y'), encodeGlobalID('Board', 'no-such-board'), id],
    });
    expect(answer.body.data).toEqual({ nodes: [{ id }, null, null, null, { id }] });
    expect(answer.body.errors).toMatchObject([
      { path: ['nodes', 1], extensions: { code: 'BAD_USER_INPUT' } },
      { path: ['nodes', 2], extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });

  it('more ids than allowed is LIMIT_EXCEEDED', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => encodeGlobalID('Board', `b${i}`));
    expect(codes(await post('query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', { ids }))).toContain('LIMIT_EXCEEDED');
  });
});

describe('anything unexpected', () => {
  it('is masked, INTERNAL_SERVER_ERROR', async () => {
    const broken = { ...store.stores, boards: { ...store.stores.boards, list: () => Promise.reject(new Error('the disk is on fire')) } };
    const server = createGraphqlServer({ app: createApp({ stores: broken, queue: noQueue }), caller: () => caller, graphiql: false, production: true, logging: false });
    const response = await server.fetch(`http://localhost${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ boards { edges { cursor } } }' }),
    });
    const body = expectErrorShape((await response.json()) as Answer['body']);
    expect(body.errors).toMatchObject([{ message: 'Unexpected error.', path: ['boards'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
  });
});

describe('the typed error results', () => {
  it('share the interface Error: code and message', async () => {
    const answer = await post('mutation($state: JSON!) { createBoard(input: { state: $state }) { __typename ... on Error { code message } } }', { state: { players: 'nobody' } });
    expect(answer.body.data!.createBoard).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', message: expect.any(String) });
    const conflict = await post('mutation($id: ID!) { deleteBoard(input: { boardId: $id, expectedVersion: 7 }) { __typename ... on Error { code message } } }', { id: await boardId() });
    expect(conflict.body.data!.deleteBoard).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT' });
  });
});
