// The hardening of the GraphQL Lambda, through the real handler with real-shaped API Gateway
// HTTP API (payload 2.0) events whose JWT authorizer claims say who calls, over a real store on
// dynalite: persisted operations for first-party apps, introspection, scopes, query cost
// budgets, request limits, and the request log line and EMF metrics of every request.
//
// functions/graphql.ts reads its environment when it is imported; this file sets
// REQUIRE_SCOPES and FIRST_PARTY_CLIENT_IDS before its first import (each test file has its
// own module graph), so the handler here is the one deployed with the stack's user pool.

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { Lexer, Source, TokenKind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_LIMITS } from '../../functions/server';
import { COMPLEXITY_LIMITS } from '../../schema/builder';
import manifest from '../../schema/persisted-operations.json' with { type: 'json' };
import { TABLE } from '../../store/table';
import { expectErrorShape, forestBoard } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';
import { httpApiEvent } from '../helpers/http-api';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; headers?: Record<string, unknown>; body?: string }>;
type GraphqlBody = { data?: Record<string, any> | null; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };

let store: TestStore;
let handler: Handler;
beforeAll(async () => {
  store = await startTestStore();
  vi.stubEnv('TABLE_NAME', TABLE.localName);
  vi.stubEnv('DYNAMODB_ENDPOINT', store.endpoint);
  vi.stubEnv('REQUIRE_SCOPES', 'true');
  vi.stubEnv('FIRST_PARTY_CLIENT_IDS', 'mobile-client, ios-client');
  ({ handler } = await import('../../functions/graphql'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await store.close();
});

// ---------------------------------------------------------------------------------------------
// Callers, as the claims of Cognito access tokens reach the Lambda (every claim a string).

type Claims = Record<string, string>;

const cognito = (claims: Claims): Claims => ({
  iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Example',
  token_use: 'access',
  auth_time: '1795975000',
  iat: '1795975000',
  exp: '1795978600',
  jti: 'b7c1f0a4-4d2e-4c55-9a1e-000000000000',
  ...claims,
});

/** A person signed in to the first-party mobile app (authorization code grant, PKCE). */
const mobileUser = (sub: string, scope = 'openid email rules/read rules/write') => cognito({ sub, username: sub, client_id: 'mobile-client', scope });
/** A third-party tool (client-credentials grant: `sub` is the client id). */
const toolClient = (sub: string, scope = 'rules/read rules/write') => cognito({ sub, client_id: `tool-${sub}`, scope });
/** A trusted caller: the batch job, first-party tools. */
const trustedClient = (sub: string) => cognito({ sub, client_id: `trusted-${sub}`, scope: 'rules/read rules/write rules/trusted' });

// ---------------------------------------------------------------------------------------------
// Events and what the function writes while it answers one.

interface Answer {
  status: number | undefined;
  body: GraphqlBody;
  /** Everything written to stdout and stderr while the request was answered. */
  output: string;
  /** The JSON lines of that output (Powertools log lines and EMF metric lines). */
  lines: Record<string, any>[];
  requestId: string;
}

let requests = 0;

/** Calls the handler with the event, capturing what it writes (the Powertools logger and metrics write JSON lines to process.stdout/stderr). */
async function send(event: APIGatewayProxyEventV2): Promise<Answer> {
  const requestId = `lambda-request-${++requests}`;
  const chunks: string[] = [];
  const grab = (chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(grab);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(grab);
  let response;
  try {
    response = await handler(event, { functionName: 'graphql', awsRequestId: requestId } as Context);
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  const output = chunks.join('');
  const lines = output
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>);
  return { status: response.statusCode, body: expectErrorShape(JSON.parse(response.body!) as GraphqlBody), output, lines, requestId };
}

/** POST a document (or a persisted operation's hash with `extensions`). */
function post(claims: Claims | undefined, payload: { query?: string; variables?: Record<string, unknown>; operationName?: string; extensions?: Record<string, unknown> }) {
  return send(httpApiEvent({ body: JSON.stringify(payload), ...(claims ? { claims } : {}) }));
}

const OPERATIONS = manifest.operations as { id: string; name: string; body: string }[];
const hashOf = (name: string) => {
  const operation = OPERATIONS.find((o) => o.name === name);
  if (!operation) throw new Error(`no persisted operation ${name}`);
  return operation.id;
};
/** A persisted operation as Apollo clients send it: its hash, no document. */
const persisted = (name: string, variables: Record<string, unknown> = {}) => ({
  operationName: name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(name) } },
});

const requestLines = (answer: Answer) => answer.lines.filter((line) => line.message === 'request');
/** The one `request` log line of an answer (and there is exactly one). */
function requestLog(answer: Answer): Record<string, any> {
  const lines = requestLines(answer);
  expect(lines, answer.output).toHaveLength(1);
  return lines[0]!;
}
/** The EMF lines of one metric: name, its dimension sets and the dimension values. */
function metricLines(answer: Answer, name: string) {
  return answer.lines
    .filter((line) => line._aws?.CloudWatchMetrics?.some((m: any) => m.Metrics.some((metric: any) => metric.Name === name)))
    .map((line) => ({ dimensions: line._aws.CloudWatchMetrics[0].Dimensions as string[][], line }));
}

const errorCodes = (body: GraphqlBody) => (body.errors ?? []).map((error) => error.extensions?.code);

const CREATE = /* GraphQL */ `
  mutation CreateForBoard($state: JSON!, $name: String) {
    createBoard(input: { state: $state, name: $name }) {
      __typename
      ... on CreateBoardSuccess { board { id version name } }
      ... on RulesError { code message }
    }
  }
`;

/** A board of this principal, created through the handler by a caller that may send any document. */
async function createBoard(claims: Claims, state: unknown = forestBoard, name: string | null = null): Promise<string> {
  const answer = await post(claims, { query: CREATE, variables: { state, name } });
  expect(answer.body.errors, answer.output).toBeUndefined();
  expect(answer.body.data!.createBoard.__typename).toBe('CreateBoardSuccess');
  return answer.body.data!.createBoard.board.id as string;
}

const scenario = {
  board: { players: [{ id: 'alice' }, { id: 'bob' }], permanents: [{ id: 'forest', card: 'Forest', controller: 'alice' }] },
  actions: [{ do: 'activate', permanent: 'forest' }],
};

// ---------------------------------------------------------------------------------------------

describe('the limits these tests name', () => {
  it('are the documented ones: 2000 tokens, 15 aliases, 1,000,000 body bytes, budgets 1500/10/150 and 15000/15/1000', () => {
    expect(REQUEST_LIMITS).toEqual({ bodyBytes: 1_000_000, tokens: 2_000, aliases: 15 });
    expect(COMPLEXITY_LIMITS).toEqual({ default: { complexity: 1500, depth: 10, breadth: 150 }, trusted: { complexity: 15000, depth: 15, breadth: 1000 } });
  });
});

describe('first-party apps (client_id mobile-client): persisted operations only', () => {
  const user = mobileUser('mobile-user-1');
  /** The same person through a client that is not first-party, to set up boards the app then reads. */
  const sameUserElsewhere = toolClient('mobile-user-1');
  let boardId: string;
  beforeAll(async () => {
    boardId = await createBoard(sameUserElsewhere);
  });

  it('runs the Evaluate manifest operation by its sha256 hash, with variables', async () => {
    const answer = await post(user, persisted('Evaluate', { scenario }));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.evaluate.ok).toBe(true);
    expect(answer.body.data!.evaluate.result.board.players[0].manaPool.G).toBe(1);
    expect(requestLog(answer)).toMatchObject({ principal: 'mobile-user-1', operation: 'Evaluate', outcome: 'ok' });
  });

  it('runs a persisted operation sent as a GET request (extensions in the query string)', async () => {
    const params = new URLSearchParams({
      operationName: 'Evaluate',
      variables: JSON.stringify({ scenario }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf('Evaluate') } }),
    });
    const answer = await send(httpApiEvent({ method: 'GET', query: params.toString(), claims: user }));
    expect(answer.status).toBe(200);
    expect(answer.body.data!.evaluate.ok).toBe(true);
  });

  it('runs AvailableMana and Cards by hash, on its own board', async () => {
    const mana = await post(user, persisted('AvailableMana', { id: boardId, player: 'alice' }));
    expect(mana.body.errors).toBeUndefined();
    expect(mana.body.data!.board.availableMana).toEqual([{ W: 0, U: 0, B: 0, R: 0, G: 1, C: 0, any: 0 }]);
    const cards = await post(user, persisted('Cards', { search: 'Birds of Paradise', first: 1 }));
    expect(cards.body.errors).toBeUndefined();
    expect(cards.body.data!.cards.edges[0].node.name).toBe('Birds of Paradise');
  });

  it('is refused an arbitrary document: PersistedQueryOnly, code CANNOT_SEND_PQ_ID_AND_BODY, nothing executed', async () => {
    const arbitrary = await post(user, { query: CREATE, variables: { state: forestBoard } });
    expect(arbitrary.body).toEqual({ errors: [{ message: 'PersistedQueryOnly', extensions: { code: 'CANNOT_SEND_PQ_ID_AND_BODY' } }] });
    expect(requestLog(arbitrary)).toMatchObject({ principal: 'mobile-user-1', operation: 'none', outcome: 'error', errors: ['CANNOT_SEND_PQ_ID_AND_BODY'] });
    const mine = await post(sameUserElsewhere, { query: '{ boards { edges { node { id } } } }' });
    expect(mine.body.data!.boards.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([boardId]);
    // Even the text of a manifest operation is refused when sent as a document, and a document
    // sent along with a valid hash is refused too (the plugin checks the document first).
    const manifestText = await post(user, { query: OPERATIONS.find((o) => o.name === 'Evaluate')!.body, variables: { scenario } });
    expect(errorCodes(manifestText.body)).toEqual(['CANNOT_SEND_PQ_ID_AND_BODY']);
    const both = await post(user, { ...persisted('Evaluate', { scenario }), query: '{ __typename }' });
    expect(errorCodes(both.body)).toEqual(['CANNOT_SEND_PQ_ID_AND_BODY']);
    // A second first-party client from the comma-separated list is held to the same rule.
    const ios = await post(cognito({ sub: 'mobile-user-1', client_id: 'ios-client', scope: 'rules/read rules/write' }), { query: '{ __typename }' });
    expect(errorCodes(ios.body)).toEqual(['CANNOT_SEND_PQ_ID_AND_BODY']);
  });

  it('gets PersistedQueryNotFound (PERSISTED_QUERY_NOT_IN_LIST) for an unknown hash, PersistedQueryKeyNotFound for no hash at all', async () => {
    const unknown = await post(user, { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(unknown.body).toEqual({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }] });
    expect(requestLog(unknown)).toMatchObject({ outcome: 'error', errors: ['PERSISTED_QUERY_NOT_IN_LIST'] });
    const none = await post(user, { variables: {} });
    expect(none.body).toEqual({ errors: [{ message: 'PersistedQueryKeyNotFound', extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } }] });
  });

  it('loads its board with the Board manifest operation (complexity 513, within the default budget)', async () => {
    const answer = await post(user, persisted('Board', { id: boardId }));
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.board.permanents[0].localId).toBe('forest');
  });

  it('creates a board with the CreateBoard manifest operation', async () => {
    const answer = await post(user, persisted('CreateBoard', { input: { state: forestBoard } }));
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.createBoard.__typename).toBe('CreateBoardSuccess');
  });

  it('applies actions with the ApplyActions manifest operation', async () => {
    const answer = await post(user, persisted('ApplyActions', { input: { boardId, expectedVersion: 1, actions: [], dryRun: true } }));
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.applyActions.__typename).toBe('ApplyActionsSuccess');
  });
});

describe('third-party tools: any document, no introspection', () => {
  const tool = toolClient('tool-1');
  const INTROSPECTION = '{ __schema { types { name } } }';

  it('may send arbitrary documents (and persisted operations)', async () => {
    const id = await createBoard(tool);
    const answer = await post(tool, { query: 'query Mine($id: ID!) { board(id: $id) { version permanents { localId couldProduce } } }', variables: { id } });
    expect(answer.body).toEqual({ data: { board: { version: 1, permanents: [{ localId: 'forest', couldProduce: ['G'] }] } } });
    const byHash = await post(tool, persisted('Evaluate', { scenario }));
    expect(byHash.body.data!.evaluate.ok).toBe(true);
  });

  it('is refused introspection (__schema, __type) with GRAPHQL_VALIDATION_FAILED; __typename still answers', async () => {
    const schema = await post(tool, { query: INTROSPECTION });
    expect(schema.body.data).toBeUndefined();
    expect(schema.body.errors![0]!.message).toBe('GraphQL introspection has been disabled, but the requested query contained the field "__schema".');
    expect(new Set(errorCodes(schema.body))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
    const type = await post(tool, { query: '{ __type(name: "Board") { fields { name } } }' });
    expect(type.body.errors![0]!.message).toMatch(/introspection has been disabled.*"__type"/);
    const typename = await post(tool, { query: '{ __typename }' });
    expect(typename.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('lets a trusted caller (scope rules/trusted) introspect', async () => {
    const answer = await post(trustedClient('batch-1'), { query: INTROSPECTION });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.__schema.types.map((t: { name: string }) => t.name)).toContain('Board');
  });
});

describe('scopes (REQUIRE_SCOPES=true)', () => {
  const writer = toolClient('scoped-1');
  const reader = cognito({ sub: 'scoped-1', client_id: 'reporting-tool', scope: 'rules/read' });
  const noRules = cognito({ sub: 'scoped-1', client_id: 'reporting-tool', scope: 'openid email' });
  const anonymous = cognito({ client_id: 'reporting-tool', scope: 'rules/read rules/write' });
  let boardId: string;
  beforeAll(async () => {
    boardId = await createBoard(writer);
  });
  const BOARD = 'query ReadBoard($id: ID!) { board(id: $id) { id version } }';

  it('rules/read only: reads its board, but createBoard and applyActions are FORBIDDEN (logged as such)', async () => {
    const read = await post(reader, { query: BOARD, variables: { id: boardId } });
    expect(read.body).toEqual({ data: { board: { id: boardId, version: 1 } } });
    const create = await post(reader, { query: CREATE, variables: { state: forestBoard } });
    expect(create.body.data).toBeNull();
    expect(create.body.errors).toHaveLength(1);
    expect(create.body.errors![0]).toMatchObject({ path: ['createBoard'], extensions: { code: 'FORBIDDEN' } });
    expect(create.body.errors![0]!.message).toMatch(/rules\/write/);
    expect(requestLog(create)).toMatchObject({ principal: 'scoped-1', operation: 'CreateForBoard', outcome: 'error', errors: ['FORBIDDEN'] });
    const apply = await post(reader, {
      query: 'mutation Tap($id: ID!) { applyActions(input: { boardId: $id, expectedVersion: 1, actions: [] }) { __typename } }',
      variables: { id: boardId },
    });
    expect(errorCodes(apply.body)).toEqual(['FORBIDDEN']);
    // Nothing changed.
    const again = await post(reader, { query: BOARD, variables: { id: boardId } });
    expect(again.body.data!.board.version).toBe(1);
  });

  it('scopes listed apart by API Gateway (authorizer.jwt.scopes) count like the scope claim', async () => {
    const answer = await send(
      httpApiEvent({ body: JSON.stringify({ query: BOARD, variables: { id: boardId } }), claims: cognito({ sub: 'scoped-1', client_id: 'reporting-tool' }), scopes: ['rules/read'] }),
    );
    expect(answer.body).toEqual({ data: { board: { id: boardId, version: 1 } } });
  });

  it('no sub: UNAUTHENTICATED, whatever the scopes', async () => {
    const read = await post(anonymous, { query: BOARD, variables: { id: boardId } });
    expect(read.body.errors).toHaveLength(1);
    expect(read.body.errors![0]).toMatchObject({ path: ['board'], extensions: { code: 'UNAUTHENTICATED' } });
    const create = await post(anonymous, { query: CREATE, variables: { state: forestBoard } });
    expect(errorCodes(create.body)).toEqual(['UNAUTHENTICATED']);
    const log = requestLog(create);
    expect(log).toMatchObject({ outcome: 'error', errors: ['UNAUTHENTICATED'] });
    expect(log.principal ?? null).toBeNull();
    // No event authorizer at all (a route without the JWT authorizer) is anonymous too.
    const bare = await post(undefined, { query: BOARD, variables: { id: boardId } });
    expect(errorCodes(bare.body)).toEqual(['UNAUTHENTICATED']);
  });

  it('no rules/* scope: boards and board are FORBIDDEN; the stateless evaluate still answers', async () => {
    const boards = await post(noRules, { query: '{ boards { edges { node { id } } } }' });
    expect(boards.body.data).toBeNull();
    expect(errorCodes(boards.body)).toEqual(['FORBIDDEN']);
    const board = await post(noRules, { query: BOARD, variables: { id: boardId } });
    expect(errorCodes(board.body)).toEqual(['FORBIDDEN']);
    // Scope names are matched whole: a look-alike grants nothing.
    const lookalike = await post(cognito({ sub: 'scoped-1', client_id: 'x', scope: 'rules/reader read rules:read' }), { query: BOARD, variables: { id: boardId } });
    expect(errorCodes(lookalike.body)).toEqual(['FORBIDDEN']);
    const evaluate = await post(noRules, { query: 'query Ev($s: JSON!) { evaluate(scenario: $s) { ok } }', variables: { s: scenario } });
    expect(evaluate.body).toEqual({ data: { evaluate: { ok: true } } });
  });
});

describe('query cost budgets: default for untrusted callers, higher for rules/trusted', () => {
  // Board.permanents and Characteristics.explain are lists (x10 each): one board field costs
  // 1 + 10 * (1 + 1 + 10 * 6) = 622; three aliases of it cost 1866, over 1500 and under 15000.
  const EXPLAIN = /* GraphQL */ `
    query Explain($id: ID!) {
      a: board(id: $id) { permanents { characteristics { explain { source layer timestamp reason rule detail } } } }
      b: board(id: $id) { permanents { characteristics { explain { source layer timestamp reason rule detail } } } }
      c: board(id: $id) { permanents { characteristics { explain { source layer timestamp reason rule detail } } } }
    }
  `;
  // Ten lookups of one card with its 15 fields, aliased: 10 * 16 = 160 fields, over the breadth 150
  // (under 1000); complexity 160 and 10 aliases, under every other limit.
  const FACE = 'colorIndicator colors definition keywords loyalty manaCost manaValue name power rulesText subtypes supertypes toughness typeLine types';
  const NAMES = ['Forest', 'Birds of Paradise', 'Ancient Tomb', 'Island', 'Plains', 'Swamp', 'Mountain', 'Sol Ring', 'Wastes', 'Llanowar Elves'];
  const FACES = `query Faces { ${NAMES.map((name, i) => `c${i}: card(name: "${name}") { ${FACE} }`).join(' ')} }`;

  it('complexity: three boards with permanents, characteristics and explain (1866 > 1500) are refused for a third-party tool with LIMIT_EXCEEDED, answered for a trusted caller (1866 <= 15000)', async () => {
    const tool = toolClient('cost-1');
    const toolBoard = await createBoard(tool);
    const refused = await post(tool, { query: EXPLAIN, variables: { id: toolBoard } });
    expect(refused.body.data).toEqual({ a: null, b: null, c: null });
    expect(new Set(refused.body.errors?.map((e) => e.message))).toEqual(new Set(['the query\'s complexity is 1866, more than the 1500 allowed (README, "Limits")']));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('LIMIT_EXCEEDED');
    expect(requestLog(refused)).toMatchObject({ operation: 'Explain', outcome: 'error' });
    expect((requestLog(refused) as { errors: string[] }).errors).toContain('LIMIT_EXCEEDED');

    const trusted = trustedClient('cost-2');
    const trustedBoard = await createBoard(trusted);
    const answered = await post(trusted, { query: EXPLAIN, variables: { id: trustedBoard } });
    expect(answered.body.errors).toBeUndefined();
    expect(answered.body.data!.a.permanents).toEqual([{ characteristics: { explain: [] } }]);
  });

  it('breadth: ten aliased card lookups of 15 fields (breadth 160 > 150) are refused for a third-party tool, answered for a trusted caller (160 <= 1000)', async () => {
    const refused = await post(toolClient('cost-3'), { query: FACES });
    expect(new Set(refused.body.errors?.map((e) => e.message))).toEqual(new Set(['the query\'s breadth is 160, more than the 150 allowed (README, "Limits")']));
    const answered = await post(trustedClient('cost-4'), { query: FACES });
    expect(answered.body.errors).toBeUndefined();
    expect(answered.body.data!.c1.typeLine).toBe('Creature — Bird');
  });
});

/** The number of tokens graphql-armor counts (every lexer token but <EOF>). */
function tokenCount(document: string): number {
  const lexer = new Lexer(new Source(document));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/** An evaluate query of exactly `tokens` tokens: the scenario literal padded with a list of numbers. */
function queryOfTokens(tokens: number): string {
  const make = (padding: number) => `query Padded { evaluate(scenario: { board: { players: [{ id: "a" }] }, padding: [${'0 '.repeat(padding)}] }) { ok } }`;
  const overhead = tokenCount(make(0));
  const query = make(tokens - overhead);
  expect(tokenCount(query)).toBe(tokens);
  return query;
}

describe('request limits', () => {
  const tool = toolClient('limits-1');

  it('tokens: a document of 2000 tokens is parsed, one of 2001 is refused with "Token limit of 2000 exceeded."', async () => {
    const accepted = await post(tool, { query: queryOfTokens(2000) });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data!.evaluate).toHaveProperty('ok');
    const refused = await post(tool, { query: queryOfTokens(2001) });
    expect(refused.body).toEqual({ errors: [{ message: 'Syntax Error: Token limit of 2000 exceeded.', extensions: { code: 'LIMIT_EXCEEDED' } }] });
    expect(requestLog(refused)).toMatchObject({ outcome: 'error', errors: ['LIMIT_EXCEEDED'] });
  });

  it('aliases: 15 are answered, 16 are refused with "Aliases limit of 15 exceeded, found 16."', async () => {
    const aliased = (n: number) => `query Formats { ${Array.from({ length: n }, (_, i) => `f${i}: cardFormat`).join(' ')} }`;
    const accepted = await post(tool, { query: aliased(15) });
    expect(accepted.body.errors).toBeUndefined();
    expect(Object.keys(accepted.body.data!)).toHaveLength(15);
    const refused = await post(tool, { query: aliased(16) });
    expect(refused.body.data).toBeUndefined();
    // graphql-armor's wording ("Syntax Error:" although it is a validation error), with the code of every limit.
    expect(refused.body.errors).toEqual([{ message: 'Syntax Error: Aliases limit of 15 exceeded, found 16.', extensions: { code: 'LIMIT_EXCEEDED' } }]);
    // `__typename` aliases are not counted.
    const typenames = await post(tool, { query: `{ ${Array.from({ length: 20 }, (_, i) => `t${i}: __typename`).join(' ')} }` });
    expect(typenames.body.errors).toBeUndefined();
  });

  /** A JSON request body of exactly `bytes` bytes. */
  const bodyOf = (bytes: number) => {
    const head = '{"query":"{ __typename }","variables":{"padding":"';
    const tail = '"}}';
    const body = head + 'x'.repeat(bytes - head.length - tail.length) + tail;
    expect(Buffer.byteLength(body)).toBe(bytes);
    return body;
  };

  it('body: 1,000,000 bytes are answered, 1,000,001 get status 413 REQUEST_ENTITY_TOO_LARGE, also when API Gateway base64-encodes them', async () => {
    const accepted = await send(httpApiEvent({ body: bodyOf(1_000_000), claims: tool }));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ data: { __typename: 'Query' } });
    const refused = await send(httpApiEvent({ body: bodyOf(1_000_001), claims: tool }));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ errors: [{ message: 'Request body too large', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] });
    expect(requestLog(refused)).toMatchObject({ operation: 'none', outcome: 'error', errors: ['REQUEST_ENTITY_TOO_LARGE'] });
    // The limit is on the decoded bytes: 1,333,336 base64 characters of a 1,000,000-byte body pass.
    const base64Accepted = await send(httpApiEvent({ body: Buffer.from(bodyOf(1_000_000)).toString('base64'), base64: true, claims: tool }));
    expect(base64Accepted.status).toBe(200);
    const base64Refused = await send(httpApiEvent({ body: Buffer.from(bodyOf(1_000_001)).toString('base64'), base64: true, claims: tool }));
    expect(base64Refused.status).toBe(413);
  });

  it('the log line of a refused body names the principal', async () => {
    const refused = await send(httpApiEvent({ body: bodyOf(1_000_001), claims: trustedClient('big-sender') }));
    expect(refused.status).toBe(413);
    expect(requestLog(refused)).toMatchObject({ principal: 'big-sender', trusted: true });
  });
});

describe('logging and metrics: one request line, never the board contents', () => {
  const owner = toolClient('logged-1');
  const SECRET_NAME = 'secret-forest-xyz';
  const SECRET_PERMANENT = 'secret-permanent-xyz';
  const secretBoard = { ...forestBoard, permanents: [{ id: SECRET_PERMANENT, card: 'Forest', controller: 'alice' }] };
  const APPLY = /* GraphQL */ `
    mutation Tap($id: ID!, $version: Int!, $actions: JSON!) {
      applyActions(input: { boardId: $id, expectedVersion: $version, actions: $actions }) {
        __typename
        ... on ApplyActionsSuccess { board { version name state } events }
        ... on RulesError { code message }
        ... on ConflictError { code currentVersion }
      }
    }
  `;
  /** The local id inside a Board global id, as the logs name boards. */
  const localId = (globalId: string) =>
    Buffer.from(globalId, 'base64')
      .toString('utf8')
      .replace(/^Board:/, '');
  const expectNoContents = (answer: Answer) => {
    expect(answer.output).not.toContain(SECRET_NAME);
    expect(answer.output).not.toContain(SECRET_PERMANENT);
    expect(answer.output).not.toContain('Forest');
  };

  it('create, read, apply: one line each with requestId, principal, operation, boardId and outcome ok; a Requests metric per operation; no contents', async () => {
    const created = await post(owner, { query: CREATE, variables: { state: secretBoard, name: SECRET_NAME } });
    // The response carries the contents (to their owner); the output of the function does not.
    expect(created.body.data!.createBoard.board.name).toBe(SECRET_NAME);
    const id = created.body.data!.createBoard.board.id as string;
    expectNoContents(created);
    expect(requestLog(created)).toEqual({
      level: 'INFO',
      message: 'request',
      timestamp: expect.any(String),
      service: 'rules-api',
      sampling_rate: 0,
      requestId: created.requestId,
      principal: 'logged-1',
      trusted: false,
      operation: 'CreateForBoard',
      boardId: localId(id),
      outcome: 'ok',
      errors: [],
    });
    const requestsMetric = metricLines(created, 'Requests');
    expect(requestsMetric).toHaveLength(1);
    expect(requestsMetric[0]!.dimensions).toEqual([['service', 'operation']]);
    expect(requestsMetric[0]!.line).toMatchObject({ operation: 'CreateForBoard', Requests: 1 });
    expect(metricLines(created, 'Errors')).toEqual([]);

    const read = await post(owner, { query: 'query Peek($id: ID!) { board(id: $id) { name state permanents { localId name } } }', variables: { id } });
    expect(read.body.data!.board.permanents[0].localId).toBe(SECRET_PERMANENT);
    expectNoContents(read);
    expect(requestLog(read)).toMatchObject({ requestId: read.requestId, principal: 'logged-1', operation: 'Peek', boardId: localId(id), outcome: 'ok', errors: [] });
    expect(metricLines(read, 'Requests').map((m) => m.line.operation)).toEqual(['Peek']);

    const applied = await post(owner, { query: APPLY, variables: { id, version: 1, actions: [{ do: 'activate', permanent: SECRET_PERMANENT }] } });
    expect(applied.body.data!.applyActions.__typename).toBe('ApplyActionsSuccess');
    expectNoContents(applied);
    expect(requestLog(applied)).toMatchObject({ requestId: applied.requestId, operation: 'Tap', boardId: localId(id), outcome: 'ok', errors: [] });
  });

  it('a stale expectedVersion: outcome error, errors [CONFLICT], an Errors metric by operation and code; a rules error logs its code, not its message', async () => {
    const id = await createBoard(owner, secretBoard, SECRET_NAME);
    const stale = await post(owner, { query: APPLY, variables: { id, version: 7, actions: [] } });
    expect(stale.body.data!.applyActions).toEqual({ __typename: 'ConflictError', code: 'CONFLICT', currentVersion: 1 });
    expectNoContents(stale);
    expect(requestLog(stale)).toMatchObject({ requestId: stale.requestId, principal: 'logged-1', operation: 'Tap', boardId: localId(id), outcome: 'error', errors: ['CONFLICT'] });
    expect(metricLines(stale, 'Requests').map((m) => m.line)).toEqual([expect.objectContaining({ operation: 'Tap', Requests: 1 })]);
    const errors = metricLines(stale, 'Errors');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.dimensions).toEqual([['service', 'operation', 'code']]);
    expect(errors[0]!.line).toMatchObject({ operation: 'Tap', code: 'CONFLICT', Errors: 1 });
    expect(errors[0]!.line._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'RulesApi', Metrics: [{ Name: 'Errors', Unit: 'Count' }] });

    // An illegal action's message names the permanent; the log has only the code.
    const tapTwice = await post(owner, {
      query: APPLY,
      variables: {
        id,
        version: 1,
        actions: [
          { do: 'activate', permanent: SECRET_PERMANENT },
          { do: 'activate', permanent: SECRET_PERMANENT },
        ],
      },
    });
    const result = tapTwice.body.data!.applyActions;
    expect(result.__typename).toBe('RulesError');
    expect(result.message).toContain(SECRET_PERMANENT);
    expectNoContents(tapTwice);
    expect(requestLog(tapTwice)).toMatchObject({ outcome: 'error', errors: [result.code] });
    expect(metricLines(tapTwice, 'Errors').map((m) => m.line.code)).toEqual([result.code]);
  });

  it('GraphQL errors are counted by their code, and a variable that cannot be coerced is not echoed into the logs', async () => {
    const forbidden = await post(cognito({ sub: 'logged-1', client_id: 'x', scope: 'rules/read' }), { query: CREATE, variables: { state: secretBoard, name: SECRET_NAME } });
    expectNoContents(forbidden);
    expect(metricLines(forbidden, 'Errors').map((m) => m.line)).toEqual([expect.objectContaining({ operation: 'CreateForBoard', code: 'FORBIDDEN', Errors: 1 })]);
    // The response echoes the bad value to its sender (graphql-js's message); the log does not.
    const badVariable = await post(owner, { query: 'query Peek($id: ID!) { board(id: $id) { id } }', variables: { id: { name: SECRET_NAME } } });
    expect(badVariable.status).toBe(400);
    expect(badVariable.body.errors![0]!.message).toContain(SECRET_NAME);
    expectNoContents(badVariable);
    expect(requestLog(badVariable)).toMatchObject({ operation: 'Peek', outcome: 'error', errors: ['BAD_USER_INPUT'] });
  });

  it('requests refused before execution log one line too, with operation "none" and their code', async () => {
    const refused = await post(mobileUser('logged-2'), { query: CREATE, variables: { state: secretBoard, name: SECRET_NAME } });
    expectNoContents(refused);
    expect(requestLog(refused)).toMatchObject({ requestId: refused.requestId, principal: 'logged-2', operation: 'none', outcome: 'error', errors: ['CANNOT_SEND_PQ_ID_AND_BODY'] });
    expect(metricLines(refused, 'Errors').map((m) => m.line)).toEqual([expect.objectContaining({ operation: 'none', code: 'CANNOT_SEND_PQ_ID_AND_BODY' })]);
    const parseError = await post(owner, { query: 'query Broken { board(' });
    expect(requestLog(parseError)).toMatchObject({ operation: 'none', errors: ['GRAPHQL_PARSE_FAILED'] });
  });

  it('repeated codes are one Errors metric per code, each occurrence in the log line', async () => {
    // Two root fields refused for the same scope: the log lists both, the metric counts the code once.
    const answer = await post(cognito({ sub: 'logged-1', client_id: 'x', scope: 'openid' }), {
      query: 'query Two($id: ID!) { a: board(id: $id) { id } b: board(id: $id) { id } }',
      variables: { id: 'Qm9hcmQ6bm9uZQ' },
    });
    expect(requestLog(answer)).toMatchObject({ operation: 'Two', errors: ['FORBIDDEN', 'FORBIDDEN'] });
    expect(metricLines(answer, 'Errors').map((m) => m.line.code)).toEqual(['FORBIDDEN']);
  });
});
