// End to end: the contract of shared/spec/API.md over real HTTP against one local server
// (`npm start`'s code, dynalite in memory). Each `describe` uses principals of its own, so
// the boards of one never show up in another's lists.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../functions/local';
import { REQUEST_LIMITS } from '../../functions/server';
import { BOARD_LIMITS, SCENARIO_LIMITS } from '../../rules';
import { COMPLEXITY_LIMITS } from '../../schema/builder';
import { MAX_BOARD_BYTES } from '../../store/boards';
import { expectErrorShape } from '../helpers/graphql';

type Json = Record<string, any>;

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ port: 0, dynamoPort: 0, dataDir: null, log: false });
});
afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------------------------------
// HTTP and GraphQL helpers

interface Reply {
  status: number;
  body: Json;
}

/** POSTs a GraphQL request as `principal` (no header: the default principal `local`). */
async function post(query: string, variables: Json = {}, principal?: string): Promise<Reply> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(principal === undefined ? {} : { 'x-principal': principal }) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: expectErrorShape((await response.json()) as Json) };
}

/** A request that must succeed at the GraphQL level: its `data`. */
async function data(query: string, variables: Json = {}, principal?: string): Promise<Json> {
  const reply = await post(query, variables, principal);
  expect(reply.status).toBe(200);
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data as Json;
}

/** A request refused at the GraphQL level: its errors, one line each (`CODE: message`); no result for the operation. */
async function graphqlErrors(query: string, variables: Json = {}, principal?: string): Promise<string> {
  const reply = await post(query, variables, principal);
  expect(reply.body.errors, JSON.stringify(reply.body)).toBeInstanceOf(Array);
  // No data, or null where the refused field would be.
  for (const value of Object.values(reply.body.data ?? {})) expect(value).toBeNull();
  return (reply.body.errors as Json[]).map((error) => `${error.extensions?.code ?? ''}: ${error.message}`).join('\n');
}

const RULES_ERROR = /* GraphQL */ `
  __typename
  ... on RulesError { code message rule path action choice }
`;
const RESULT_FIELDS = /* GraphQL */ `
  ${RULES_ERROR}
  ... on ConflictError { code message currentVersion }
`;

const CREATE = /* GraphQL */ `
  mutation Create($state: JSON!, $name: String) {
    createBoard(input: { state: $state, name: $name }) {
      ... on CreateBoardSuccess { board { id version name state } }
      ${RULES_ERROR}
    }
  }
`;

const APPLY = /* GraphQL */ `
  mutation Apply($id: ID!, $version: Int!, $actions: JSON!, $ask: JSON, $key: String, $dryRun: Boolean) {
    applyActions(input: { boardId: $id, expectedVersion: $version, actions: $actions, ask: $ask, idempotencyKey: $key, dryRun: $dryRun }) {
      ... on ApplyActionsSuccess { board { id version state } preview { id boardId version state } events answers }
      ${RESULT_FIELDS}
    }
  }
`;

/** applyActions answering only what a retrying writer needs. */
const APPLY_BRIEF = /* GraphQL */ `
  mutation ApplyBrief($id: ID!, $version: Int!, $actions: JSON!) {
    applyActions(input: { boardId: $id, expectedVersion: $version, actions: $actions }) {
      __typename
      ... on ApplyActionsSuccess { board { version } }
      ... on ConflictError { currentVersion }
      ... on RulesError { code message }
    }
  }
`;

const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!, $version: Int!) {
    deleteBoard(input: { boardId: $id, expectedVersion: $version }) {
      ... on DeleteBoardSuccess { boardId }
      ${RESULT_FIELDS}
    }
  }
`;

const STORED = /* GraphQL */ `
  query Stored($id: ID!) { board(id: $id) { id version name updatedAt state } }
`;

const LIST = /* GraphQL */ `
  query List($first: Int, $after: String) {
    boards(first: $first, after: $after) {
      edges { cursor node { id name version } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' };

/** A board of alice's, with `forests` untapped Forests f0, f1, ... and the permanents given. */
function boardWith(forests: number, permanents: Json[] = [], players: Json[] = [{ id: 'alice' }, { id: 'bob' }]): Json {
  const lands = Array.from({ length: forests }, (_, i) => ({ id: `f${i}`, card: 'Forest', controller: 'alice' }));
  return { turn, players, permanents: [...lands, ...permanents] };
}

async function create(principal: string, state: Json, name?: string): Promise<{ id: string; version: number; state: Json }> {
  const result = (await data(CREATE, { state, name }, principal)).createBoard;
  expect(result.__typename, JSON.stringify(result)).toBe('CreateBoardSuccess');
  return result.board;
}

async function apply(principal: string, variables: { id: string; version: number; actions: unknown; ask?: unknown; key?: string; dryRun?: boolean }): Promise<Json> {
  return (await data(APPLY, variables, principal)).applyActions;
}

/** The stored board exactly as the API returns it: compared as a string, byte for byte. */
async function snapshot(principal: string, id: string): Promise<string> {
  const board = (await data(STORED, { id }, principal)).board;
  expect(board).not.toBeNull();
  return JSON.stringify({ version: board.version, updatedAt: board.updatedAt, name: board.name, state: board.state });
}

async function storedBoard(principal: string, id: string): Promise<Json> {
  return (await data(STORED, { id }, principal)).board;
}

const tap = (permanent: string) => ({ do: 'activate', permanent });
const poolOf = (state: Json, player = 'alice') => state.players.find((p: Json) => p.id === player).manaPool;
const tappedIds = (state: Json) => state.permanents.filter((p: Json) => p.tapped).map((p: Json) => p.id as string);

// ---------------------------------------------------------------------------------------

describe('a stored board: create, read, apply, list, delete', () => {
  const me = 'contract-crud';

  it('createBoard stores the canonical board at version 1, with its name', async () => {
    const board = await create(me, boardWith(1), 'kitchen table');
    expect(board).toMatchObject({ version: 1, name: 'kitchen table' });
    // Canonical: every default written out.
    expect(board.state.turn).toEqual({ ...turn, landsPlayed: 0, damageStep: null });
    expect(poolOf(board.state)).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(board.state.permanents[0]).toMatchObject({ id: 'f0', card: 'Forest', controller: 'alice', owner: 'alice', tapped: false, summoningSick: false });
  });

  it('board(id) answers its typed fields: turn, players, permanents with characteristics, couldProduce and canActivate', async () => {
    const board = await create(
      me,
      boardWith(
        1,
        [
          { id: 'used', card: 'Forest', controller: 'alice', tapped: true },
          { id: 'elf', card: 'Llanowar Elves', controller: 'alice', summoningSick: true },
        ],
        [{ id: 'alice', life: 17, manaPool: { U: 1 } }, { id: 'bob' }],
      ),
    );
    const read = await data(
      /* GraphQL */ `
        query Read($id: ID!) {
          board(id: $id) {
            id version
            turn { number activePlayer step landsPlayed }
            players { localId life poison manaPool { W U B R G C } library hand lost }
            permanents {
              localId name controller tapped summoningSick
              characteristics { name types subtypes supertypes colors power toughness manaValue keywords abilityCount }
              couldProduce
              canActivate { legal reason rule }
            }
          }
        }
      `,
      { id: board.id },
      me,
    );
    expect(read.board).toMatchObject({ id: board.id, version: 1, turn: { number: 3, activePlayer: 'alice', step: 'precombatMain', landsPlayed: 0 } });
    expect(read.board.players).toEqual([
      { localId: 'alice', life: 17, poison: 0, manaPool: { W: 0, U: 1, B: 0, R: 0, G: 0, C: 0 }, library: 40, hand: 0, lost: false },
      { localId: 'bob', life: 20, poison: 0, manaPool: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }, library: 40, hand: 0, lost: false },
    ]);
    const [forest, used, elf] = read.board.permanents as [Json, Json, Json];
    // A basic Forest: a land with the intrinsic {T}: Add {G} (CR 305.6).
    expect(forest).toMatchObject({
      localId: 'f0',
      name: 'Forest',
      tapped: false,
      characteristics: { name: 'Forest', types: ['Land'], subtypes: ['Forest'], supertypes: ['Basic'], colors: [], power: null, toughness: null, manaValue: 0, abilityCount: 1 },
      couldProduce: ['G'],
      canActivate: { legal: true, rule: null },
    });
    // Already tapped: {T} can't be paid (CR 107.5); it could still produce {G} (106.7 ignores costs).
    expect(used).toMatchObject({ localId: 'used', tapped: true, couldProduce: ['G'], canActivate: { legal: false, rule: '107.5' } });
    expect(used.canActivate.reason).toEqual(expect.any(String));
    // Summoning sickness (CR 302.6): a green 1/1 Elf Druid that can't tap yet.
    expect(elf).toMatchObject({
      localId: 'elf',
      name: 'Llanowar Elves',
      summoningSick: true,
      characteristics: { name: 'Llanowar Elves', types: ['Creature'], colors: ['G'], power: 1, toughness: 1, manaValue: 1 },
      couldProduce: ['G'],
      canActivate: { legal: false, rule: '302.6' },
    });
    expect(new Set(elf.characteristics.subtypes)).toEqual(new Set(['Elf', 'Druid']));
  });

  it('availableMana(player) and canPay(player, cost) count the pool and the untapped, non-sick sources only', async () => {
    const board = await create(
      me,
      boardWith(
        1,
        [
          { id: 'used', card: 'Forest', controller: 'alice', tapped: true },
          { id: 'elf', card: 'Llanowar Elves', controller: 'alice', summoningSick: true },
        ],
        [{ id: 'alice', manaPool: { U: 1 } }, { id: 'bob' }],
      ),
    );
    const read = await data(
      /* GraphQL */ `
        query Mana($id: ID!) {
          board(id: $id) {
            alice: availableMana(player: "alice") { W U B R G C any }
            bob: availableMana(player: "bob") { G }
            ug: canPay(player: "alice", cost: "{U}{G}")
            gg: canPay(player: "alice", cost: "{G}{G}")
            one: canPay(player: "alice", cost: "{1}{G}")
            bobG: canPay(player: "bob", cost: "{G}")
          }
        }
      `,
      { id: board.id },
      me,
    );
    // Only the untapped Forest can add mana now; the pool's {U} is not counted here.
    expect(read.board.alice).toEqual([{ W: 0, U: 0, B: 0, R: 0, G: 1, C: 0, any: 0 }]);
    expect(read.board.bob).toEqual([]);
    // canPay counts the pool ({U}) and the Forest ({G}): {U}{G} and {1}{G} yes, {G}{G} no.
    expect(read.board).toMatchObject({ ug: true, gg: false, one: true, bobG: false });
  });

  it('applyActions taps the Forest for {G}, names the rules, answers on the new board and bumps the version', async () => {
    const board = await create(me, boardWith(1));
    const result = await apply(me, { id: board.id, version: 1, actions: [tap('f0')], ask: [{ canActivate: { permanent: 'f0' } }, { availableMana: 'alice' }] });
    expect(result.__typename).toBe('ApplyActionsSuccess');
    expect(result.board.version).toBe(2);
    expect(poolOf(result.board.state).G).toBe(1);
    expect(tappedIds(result.board.state)).toEqual(['f0']);
    expect(result.events.map((e: Json) => e.type)).toEqual(expect.arrayContaining(['abilityActivated', 'tapped', 'manaAdded']));
    expect(result.events.find((e: Json) => e.type === 'manaAdded')).toMatchObject({ player: 'alice', mana: { G: 1 }, source: 'f0' });
    for (const event of result.events) expect(event.rules.length).toBeGreaterThan(0);
    expect(result.answers).toEqual([{ legal: false, reason: expect.any(String), rule: '107.5' }, { options: [] }]);
    // And it is stored: read back at version 2 with the same state.
    const stored = await storedBoard(me, board.id);
    expect(stored.version).toBe(2);
    expect(stored.state).toEqual(result.board.state);
  });

  it("boards(first, after) lists only the caller's boards, newest first, in pages that continue and never overlap", async () => {
    const pager = 'contract-pager';
    const names = ['b0', 'b1', 'b2', 'b3', 'b4'];
    const ids: string[] = [];
    for (const name of names) {
      ids.push((await create(pager, boardWith(1), name)).id);
      // Boards are ordered by creation time (ms); keep the creations in distinct milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const pages: Json[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const page: Json = (await data(LIST, { first: 2, after }, pager)).boards;
      pages.push(page);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages.map((page) => page.edges.map((edge: Json) => edge.node.name))).toEqual([['b4', 'b3'], ['b2', 'b1'], ['b0']]);
    expect(pages.map((page) => page.pageInfo.hasNextPage)).toEqual([true, true, false]);
    // endCursor is the last edge's cursor, and together the pages are exactly the caller's boards.
    for (const page of pages) expect(page.pageInfo.endCursor).toBe(page.edges.at(-1).cursor);
    const listed = pages.flatMap((page) => page.edges.map((edge: Json) => edge.node.id));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual([...ids].reverse());
    // One page for all of them: no next page.
    const all = (await data(LIST, { first: 10 }, pager)).boards;
    expect(all.edges).toHaveLength(5);
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it('deleteBoard with a stale expectedVersion is a ConflictError with currentVersion and deletes nothing; at the current version it deletes', async () => {
    const board = await create(me, boardWith(1));
    expect((await apply(me, { id: board.id, version: 1, actions: [tap('f0')] })).board.version).toBe(2);
    const before = await snapshot(me, board.id);

    const stale = (await data(DELETE, { id: board.id, version: 1 }, me)).deleteBoard;
    expect(stale).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT', currentVersion: 2 });
    expect(await snapshot(me, board.id)).toBe(before);

    const deleted = (await data(DELETE, { id: board.id, version: 2 }, me)).deleteBoard;
    expect(deleted).toEqual({ __typename: 'DeleteBoardSuccess', boardId: board.id });
    expect((await data(STORED, { id: board.id }, me)).board).toBeNull();
    const listed = (await data(LIST, { first: 100 }, me)).boards.edges.map((edge: Json) => edge.node.id);
    expect(listed).not.toContain(board.id);
    // Gone: every later operation on it is NOT_FOUND.
    expect((await data(DELETE, { id: board.id, version: 2 }, me)).deleteBoard).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect(await apply(me, { id: board.id, version: 2, actions: [] })).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
  });
});

describe('dryRun', () => {
  const me = 'contract-dry-run';

  it('answers and shows the board it would make as a preview of its own, but stores nothing: the stored board and version are unchanged', async () => {
    const board = await create(me, boardWith(2));
    const before = await snapshot(me, board.id);
    const result = await apply(me, {
      id: board.id,
      version: 1,
      actions: [tap('f0'), tap('f1')],
      ask: [{ canPay: { player: 'alice', cost: '{G}{G}' } }, { canActivate: { permanent: 'f1' } }],
      dryRun: true,
    });
    expect(result.__typename).toBe('ApplyActionsSuccess');
    expect(result.answers).toEqual([{ payable: true }, { legal: false, reason: expect.any(String), rule: '107.5' }]);
    expect(result.events.filter((e: Json) => e.type === 'manaAdded')).toHaveLength(2);
    // The board it would be, at the version it still has, as a BoardPreview with an id of its own.
    expect(result.preview).toMatchObject({ boardId: board.id, version: 1 });
    expect(result.preview.id).not.toBe(board.id);
    expect(poolOf(result.preview.state).G).toBe(2);
    expect(tappedIds(result.preview.state)).toEqual(['f0', 'f1']);
    // The board is the one the server holds, unchanged.
    expect(result.board).toMatchObject({ id: board.id, version: 1 });
    expect(tappedIds(result.board.state)).toEqual([]);

    expect(await snapshot(me, board.id)).toBe(before);
    // The version was not used up: a real apply at version 1 still succeeds.
    expect((await apply(me, { id: board.id, version: 1, actions: [tap('f0')] })).board.version).toBe(2);
  });
});

describe('another principal', () => {
  const owner = 'contract-owner';
  const intruder = 'contract-intruder';

  it('sees nothing and changes nothing: board and node are null, its list lacks the board, applyActions and deleteBoard are NOT_FOUND', async () => {
    const board = await create(owner, boardWith(3));
    expect((await apply(owner, { id: board.id, version: 1, actions: [tap('f0')] })).board.version).toBe(2);
    const before = await snapshot(owner, board.id);
    await create(intruder, boardWith(1), 'my own');

    // Reads: exactly as for a board that does not exist.
    expect((await data(STORED, { id: board.id }, intruder)).board).toBeNull();
    expect((await data(STORED, { id: board.id })).board).toBeNull(); // the default principal `local`
    const nodes = await data(
      /* GraphQL */ `
        query Node($id: ID!) { node(id: $id) { id ... on Board { version } } nodes(ids: [$id]) { id } }
      `,
      { id: board.id },
      intruder,
    );
    expect(nodes).toEqual({ node: null, nodes: [null] });
    const listed = (await data(LIST, { first: 100 }, intruder)).boards.edges.map((edge: Json) => edge.node.name);
    expect(listed).toEqual(['my own']);
    // The owner's cursor does not continue anyone else's list.
    const ownerCursor = (await data(LIST, { first: 1 }, owner)).boards.pageInfo.endCursor;
    expect(await graphqlErrors(LIST, { first: 10, after: ownerCursor }, intruder)).toMatch(/cursor/);

    // Writes, at the right version and with a dry run too: NOT_FOUND, never a conflict that would reveal it.
    expect(await apply(intruder, { id: board.id, version: 2, actions: [tap('f1')] })).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect(await apply(intruder, { id: board.id, version: 1, actions: [tap('f1')] })).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect(await apply(intruder, { id: board.id, version: 2, actions: [tap('f1')], dryRun: true })).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect(await apply(intruder, { id: board.id, version: 2, actions: [tap('f1')], key: 'k1' })).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect((await data(DELETE, { id: board.id, version: 2 }, intruder)).deleteBoard).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect((await data(DELETE, { id: board.id, version: 1 }, intruder)).deleteBoard).toMatchObject({ __typename: 'RulesError', code: 'NOT_FOUND' });

    // The owner's board, byte for byte.
    expect(await snapshot(owner, board.id)).toBe(before);
    const node = await data(`query Node($id: ID!) { node(id: $id) { id ... on Board { version } } }`, { id: board.id }, owner);
    expect(node.node).toEqual({ id: board.id, version: 2 });
  });
});

describe('concurrent writers', () => {
  const me = 'contract-concurrency';
  const writers = 50;

  it(`${writers} concurrent applyActions at the same expectedVersion: exactly one applies, ${writers - 1} are ConflictError at version 2`, async () => {
    const board = await create(me, boardWith(writers));
    const results = await Promise.all(Array.from({ length: writers }, (_, i) => apply(me, { id: board.id, version: 1, actions: [tap(`f${i}`)] })));
    const successes = results.filter((r) => r.__typename === 'ApplyActionsSuccess');
    const conflicts = results.filter((r) => r.__typename === 'ConflictError');
    expect(successes).toHaveLength(1);
    expect(conflicts).toHaveLength(writers - 1);
    for (const conflict of conflicts) expect(conflict).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });

    const stored = await storedBoard(me, board.id);
    expect(stored.version).toBe(2);
    // Only the winner's Forest is tapped, and the pool holds its one {G}.
    expect(tappedIds(stored.state)).toEqual(tappedIds(successes[0]!.board.state));
    expect(tappedIds(stored.state)).toHaveLength(1);
    expect(poolOf(stored.state).G).toBe(1);
  });

  it(`the same ${writers}, each retrying at the currentVersion its conflict names: all apply, and the board ends at version ${writers + 1} with all ${writers} effects`, async () => {
    // One Forest that each writer marks with a counter kind of its own (w0 ... w49): every
    // writer's effect stays visible, and the small board keeps the retries' store work cheap
    // (a board of 50 Forests doubles this test's time).
    const board = await create(me, boardWith(1));
    const mark = (i: number) => ({ do: 'addCounters', permanent: 'f0', counter: `w${i}`, amount: 1 });
    const writer = async (i: number): Promise<number> => {
      let version = 1;
      for (let attempt = 1; attempt <= 2 * writers; attempt++) {
        const sent = performance.now();
        const result = (await data(APPLY_BRIEF, { id: board.id, version, actions: [mark(i)] }, me)).applyActions;
        if (result.__typename === 'ApplyActionsSuccess') return result.board.version;
        expect(result.__typename, JSON.stringify(result)).toBe('ConflictError');
        expect(result.currentVersion).toBeGreaterThan(version);
        version = result.currentVersion;
        // Back off with full jitter, up to a few round trips: the busier the server, the longer
        // its answers take and the more the writers spread out (all retrying at once costs ~n²/2).
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2_000, 8 * (performance.now() - sent))));
      }
      throw new Error(`writer ${i} never applied`);
    };
    const versions = await Promise.all(Array.from({ length: writers }, (_, i) => writer(i)));
    // Every success stored one distinct version: 2, 3, ... 51.
    expect(versions.sort((a, b) => a - b)).toEqual(Array.from({ length: writers }, (_, i) => i + 2));

    const stored = await storedBoard(me, board.id);
    expect(stored.version).toBe(writers + 1);
    expect(stored.state.permanents[0].counters).toEqual(Object.fromEntries(Array.from({ length: writers }, (_, i) => [`w${i}`, 1])));
  }, 60_000);
});

describe('idempotencyKey', () => {
  const me = 'contract-idempotency';

  it('a retry with the same key and input returns the first result and applies nothing again', async () => {
    const board = await create(me, boardWith(2));
    const request = { id: board.id, version: 1, actions: [tap('f0')], ask: [{ availableMana: 'alice' }], key: 'tap-f0' };
    const first = await apply(me, request);
    expect(first.__typename).toBe('ApplyActionsSuccess');
    const retry = await apply(me, request);
    expect(retry).toEqual(first);

    const stored = await storedBoard(me, board.id);
    expect(stored.version).toBe(2);
    expect(poolOf(stored.state).G).toBe(1);
    expect(tappedIds(stored.state)).toEqual(['f0']);
  });

  it('the same key with a different input is IDEMPOTENCY_KEY_REUSED, and changes nothing', async () => {
    const board = await create(me, boardWith(2));
    await apply(me, { id: board.id, version: 1, actions: [tap('f0')], key: 'once' });
    const before = await snapshot(me, board.id);
    for (const other of [
      { id: board.id, version: 1, actions: [tap('f1')], key: 'once' }, // other actions
      { id: board.id, version: 2, actions: [tap('f0')], key: 'once' }, // another expected version
      { id: board.id, version: 1, actions: [tap('f0')], ask: [{ availableMana: 'alice' }], key: 'once' }, // questions added
    ]) {
      expect(await apply(me, other)).toMatchObject({ __typename: 'RulesError', code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await snapshot(me, board.id)).toBe(before);
  });

  it('a retry after another change still returns the first result (its events and answers) and applies nothing', async () => {
    const board = await create(me, boardWith(2));
    const request = { id: board.id, version: 1, actions: [tap('f0')], ask: [{ canActivate: { permanent: 'f0' } }], key: 'late-retry' };
    const first = await apply(me, request);
    expect(first.board.version).toBe(2);
    expect((await apply(me, { id: board.id, version: 2, actions: [tap('f1')] })).board.version).toBe(3);
    const before = await snapshot(me, board.id);

    const retry = await apply(me, request);
    expect(retry.__typename).toBe('ApplyActionsSuccess');
    expect(retry.events).toEqual(first.events);
    expect(retry.answers).toEqual(first.answers);
    // Nothing applied again (no ConflictError either, though version 1 is long gone).
    expect(await snapshot(me, board.id)).toBe(before);
    const stored = await storedBoard(me, board.id);
    expect(stored.version).toBe(3);
    expect(poolOf(stored.state).G).toBe(2);
  });

  it('concurrent retries of one keyed request all get its result; it applies once', async () => {
    const board = await create(me, boardWith(2));
    const request = { id: board.id, version: 1, actions: [tap('f0')], key: 'burst' };
    const results = await Promise.all(Array.from({ length: 10 }, () => apply(me, request)));
    for (const result of results) {
      expect(result.__typename, JSON.stringify(result)).toBe('ApplyActionsSuccess');
      expect(result.events).toEqual(results[0]!.events);
    }
    const stored = await storedBoard(me, board.id);
    expect(stored.version).toBe(2);
    expect(poolOf(stored.state).G).toBe(1);
  });
});

describe('malformed input gets its typed error, and the stored board stays byte for byte the same', () => {
  const me = 'contract-malformed';
  let id: string;
  let before: string;

  beforeAll(async () => {
    id = (
      await create(
        me,
        boardWith(2, [
          { id: 'elf', card: 'Llanowar Elves', controller: 'alice', summoningSick: true },
          { id: 'birds', card: 'Birds of Paradise', controller: 'alice' },
        ]),
      )
    ).id;
    before = await snapshot(me, id);
  });

  const invalid: { name: string; actions: unknown; ask?: unknown; path: string[] }[] = [
    { name: 'an unknown card', actions: [{ do: 'cast', card: 'Black Lotus Deluxe', controller: 'alice' }], path: ['actions', '0', 'card'] },
    { name: 'an unknown field', actions: [{ do: 'activate', permanent: 'f0', colour: 'G' }], path: ['actions', '0', 'colour'] },
    { name: 'an unknown permanent id', actions: [tap('f0'), tap('nowhere')], path: ['actions', '1', 'permanent'] },
    { name: 'an unknown player id', actions: [{ do: 'setLife', player: 'carol', life: 10 }], path: ['actions', '0', 'player'] },
    { name: 'a string where a number goes', actions: [{ do: 'setLife', player: 'alice', life: 'twenty' }], path: ['actions', '0', 'life'] },
    { name: 'an object where the list of actions goes', actions: { do: 'activate', permanent: 'f0' }, path: ['actions'] },
    { name: 'an unknown kind of action', actions: [{ do: 'shuffle' }], path: ['actions', '0', 'do'] },
    { name: 'an unknown kind of question', actions: [tap('f0')], ask: [{ howMuchMana: 'alice' }], path: ['ask', '0'] },
  ];

  it.each(invalid)('$name is INVALID_INPUT with its path', async ({ actions, ask, path }) => {
    const result = await apply(me, { id, version: 1, actions, ...(ask ? { ask } : {}) });
    expect(result).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', path });
    expect(result.message).toEqual(expect.any(String));
    expect(await snapshot(me, id)).toBe(before);
  });

  it('an action the rules forbid is ILLEGAL_ACTION with its rule and action index; the earlier legal actions are not stored either', async () => {
    // Tapping f0 twice: {T} can't be paid the second time (CR 107.5).
    expect(await apply(me, { id, version: 1, actions: [tap('f1'), tap('f0'), tap('f0')] })).toMatchObject({
      __typename: 'RulesError',
      code: 'ILLEGAL_ACTION',
      rule: '107.5',
      action: 2,
    });
    // A summoning-sick creature's {T} ability (CR 302.6).
    expect(await apply(me, { id, version: 1, actions: [tap('elf')] })).toMatchObject({ __typename: 'RulesError', code: 'ILLEGAL_ACTION', rule: '302.6', action: 0 });
    // An ability it does not have.
    expect(await apply(me, { id, version: 1, actions: [{ do: 'activate', permanent: 'f0', ability: 3 }] })).toMatchObject({
      __typename: 'RulesError',
      code: 'ILLEGAL_ACTION',
      action: 0,
    });
    expect(await snapshot(me, id)).toBe(before);
  });

  it('a missing choice is CHOICE_REQUIRED naming it: Birds of Paradise needs its color', async () => {
    expect(await apply(me, { id, version: 1, actions: [tap('f0'), tap('birds')] })).toMatchObject({
      __typename: 'RulesError',
      code: 'CHOICE_REQUIRED',
      choice: 'mana',
      action: 1,
    });
    expect(await snapshot(me, id)).toBe(before);
  });

  it('a variable of the wrong GraphQL type is a GraphQL error, and nothing runs', async () => {
    expect(await graphqlErrors(APPLY, { id, version: 'one', actions: [tap('f0')] }, me)).toMatch(/\$version.*Int/);
    expect(await graphqlErrors(APPLY, { id, version: 1 }, me)).toMatch(/\$actions/);
    expect(await graphqlErrors(APPLY, { id: [id], version: 1, actions: [] }, me)).toMatch(/\$id/);
    expect(await snapshot(me, id)).toBe(before);
  });

  it('a request body that is not JSON is HTTP 400', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-principal': me },
      body: `{"query": "mutation { applyActions(input: { boardId: \\"${id}\\", expectedVersion: 1, actions: [] }) { __typename } }"`,
    });
    expect(response.status).toBe(400);
    const body = expectErrorShape((await response.json()) as Json);
    expect(body.errors[0].message).toMatch(/JSON/);
    expect(await snapshot(me, id)).toBe(before);
  });

  it('an idempotencyKey longer than 200 characters, or empty, is INVALID_INPUT at idempotencyKey', async () => {
    for (const key of ['k'.repeat(201), '']) {
      expect(await apply(me, { id, version: 1, actions: [tap('f0')], key })).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', path: ['idempotencyKey'] });
    }
    // 200 is fine.
    const ok = await apply(me, { id, version: 1, actions: [], key: 'k'.repeat(200), dryRun: true });
    expect(ok.__typename).toBe('ApplyActionsSuccess');
    expect(await snapshot(me, id)).toBe(before);
  });

  it('createBoard with an unknown card or an unknown field is INVALID_INPUT with its path, and creates nothing', async () => {
    const other = 'contract-malformed-create';
    const unknownCard = (await data(CREATE, { state: boardWith(0, [{ id: 'x', card: 'Forrest', controller: 'alice' }]) }, other)).createBoard;
    expect(unknownCard).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', path: ['state', 'permanents', '0', 'card'] });
    const unknownField = (await data(CREATE, { state: { ...boardWith(1), weather: 'sunny' } }, other)).createBoard;
    expect(unknownField).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', path: ['state', 'weather'] });
    const badType = (await data(CREATE, { state: boardWith(0, [], [{ id: 'alice', life: '20' }]) }, other)).createBoard;
    expect(badType).toMatchObject({ __typename: 'RulesError', code: 'INVALID_INPUT', path: ['state', 'players', '0', 'life'] });
    expect((await data(LIST, {}, other)).boards.edges).toEqual([]);
  });
});

describe('limits answer with clear errors', () => {
  const me = 'contract-limits';
  let id: string;
  let before: string;

  beforeAll(async () => {
    id = (await create(me, boardWith(2))).id;
    before = await snapshot(me, id);
  });

  it(`more than ${SCENARIO_LIMITS.actions} actions is LIMIT_EXCEEDED at ['actions']; ${SCENARIO_LIMITS.actions} are fine`, async () => {
    const toggles = (n: number) => Array.from({ length: n }, (_, i) => ({ do: i % 2 === 0 ? 'tap' : 'untap', permanent: 'f0' }));
    const over = await apply(me, { id, version: 1, actions: toggles(SCENARIO_LIMITS.actions + 1) });
    expect(over).toMatchObject({ __typename: 'RulesError', code: 'LIMIT_EXCEEDED', path: ['actions'] });
    expect(over.message).toMatch(String(SCENARIO_LIMITS.actions));
    expect(await snapshot(me, id)).toBe(before);
    const atLimit = await apply(me, { id, version: 1, actions: toggles(SCENARIO_LIMITS.actions), dryRun: true });
    expect(atLimit.__typename).toBe('ApplyActionsSuccess');
  });

  it(`a board with more than ${BOARD_LIMITS.permanents} permanents is LIMIT_EXCEEDED at ['state', 'permanents']`, async () => {
    const result = (await data(CREATE, { state: boardWith(BOARD_LIMITS.permanents + 1) }, 'contract-limits-big')).createBoard;
    expect(result).toMatchObject({ __typename: 'RulesError', code: 'LIMIT_EXCEEDED', path: ['state', 'permanents'] });
    expect(result.message).toMatch(String(BOARD_LIMITS.permanents));
  });

  it(`a board over the store's ${MAX_BOARD_BYTES} bytes is LIMIT_EXCEEDED naming the byte limit`, async () => {
    const result = (await data(CREATE, { state: boardWith(1500) }, 'contract-limits-big')).createBoard;
    expect(result).toMatchObject({ __typename: 'RulesError', code: 'LIMIT_EXCEEDED' });
    expect(result.message).toMatch(String(MAX_BOARD_BYTES));
    expect((await data(LIST, {}, 'contract-limits-big')).boards.edges).toEqual([]);
  });

  it(`a request body over ${REQUEST_LIMITS.bodyBytes} bytes is HTTP 413, and nothing is created`, async () => {
    const who = 'contract-limits-body';
    const request = (padding: number) => JSON.stringify({ query: CREATE, variables: { state: boardWith(1), name: 'x'.repeat(padding) } });
    const overhead = Buffer.byteLength(request(0));
    const send = (body: string) => fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-principal': who }, body });

    const over = await send(request(REQUEST_LIMITS.bodyBytes + 1 - overhead));
    expect(over.status).toBe(413);
    // Just under the limit the request is read, and the over-long name is refused as input.
    const under = await send(request(REQUEST_LIMITS.bodyBytes - overhead));
    expect(under.status).toBe(200);
    expect(((await under.json()) as Json).data.createBoard).toMatchObject({ code: 'INVALID_INPUT', path: ['name'] });
    expect((await data(LIST, {}, who)).boards.edges).toEqual([]);
  });

  it(`a document of more than ${REQUEST_LIMITS.tokens} tokens is a GraphQL error; ${REQUEST_LIMITS.tokens} are fine`, async () => {
    // `{ evaluate(scenario: { pad: [1 1 ...] }) { ok } }` is 16 tokens besides the list's numbers.
    const document = (numbers: number) => `{ evaluate(scenario: { pad: [${' 1'.repeat(numbers)} ] }) { ok } }`;
    const atLimit = await data(document(REQUEST_LIMITS.tokens - 16), {}, me);
    expect(atLimit.evaluate.ok).toBe(false); // read and run: `pad` is not a scenario field
    expect(await graphqlErrors(document(REQUEST_LIMITS.tokens - 15), {}, me)).toMatch(new RegExp(`token limit of ${REQUEST_LIMITS.tokens}`, 'i'));
  });

  it(`more than ${REQUEST_LIMITS.aliases} aliases is a GraphQL error; ${REQUEST_LIMITS.aliases} are fine`, async () => {
    const document = (n: number) => `query Aliased($id: ID!) { ${Array.from({ length: n }, (_, i) => `a${i}: board(id: $id) { version }`).join(' ')} }`;
    const atLimit = await data(document(REQUEST_LIMITS.aliases), { id }, me);
    expect(Object.keys(atLimit)).toHaveLength(REQUEST_LIMITS.aliases);
    expect(await graphqlErrors(document(REQUEST_LIMITS.aliases + 1), { id }, me)).toMatch(new RegExp(`aliases limit of ${REQUEST_LIMITS.aliases}`, 'i'));
  });

  const { complexity: maxComplexity, breadth: maxBreadth } = COMPLEXITY_LIMITS.trusted;

  it(`a query over the trusted complexity budget (${maxComplexity}) is a GraphQL error LIMIT_EXCEEDED`, async () => {
    // Three lists deep (x10 each): every field selected under \`explain\` costs 1000.
    const document = (fields: number) => `query Complex { boards(first: 1) { edges { node { permanents { characteristics { explain { ${'source '.repeat(fields)} } } } } } } }`;
    expect(await graphqlErrors(document(Math.floor(maxComplexity / 1000) + 1), {}, me)).toMatch(/^LIMIT_EXCEEDED: .*complexity/);
    expect((await data(document(Math.floor(maxComplexity / 1000) - 1), {}, me)).boards.edges).toEqual(expect.any(Array));
  });

  it(`a query over the trusted breadth budget (${maxBreadth} fields) is a GraphQL error LIMIT_EXCEEDED`, async () => {
    // The 11 characteristics, each selected \`times\` times, under board > permanents > characteristics.
    const names = ['name', 'types', 'subtypes', 'supertypes', 'colors', 'power', 'toughness', 'loyalty', 'manaValue', 'keywords', 'abilityCount'];
    const document = (times: number) => `query Broad($id: ID!) { board(id: $id) { permanents { characteristics { ${names.map((name) => `${name} `.repeat(times)).join('')} } } } }`;
    const breadth = (times: number) => 3 + names.length * times;
    const over = Math.ceil((maxBreadth - 2) / names.length);
    expect(breadth(over)).toBeGreaterThan(maxBreadth);
    expect(await graphqlErrors(document(over), { id }, me)).toMatch(/^LIMIT_EXCEEDED: .*breadth/);
    expect(breadth(over - 1)).toBeLessThanOrEqual(maxBreadth);
    expect((await data(document(over - 1), { id }, me)).board.permanents).toHaveLength(2);
  });

  // No path through the schema's own fields is deeper than 7 (boards > edges > node > permanents >
  // characteristics > explain > source), under both depth budgets: only introspection goes deeper.
  it('a too-deep query (introspection nested past its depth limit) is a GraphQL error', async () => {
    let selection = 'name';
    for (let i = 0; i < 8; i++) selection = `fields { type { ofType { ${selection} } } }`;
    expect(await graphqlErrors(`query Deep { __schema { types { ${selection} } } }`, {}, me)).toMatch(/depth/i);
  });

  it('nodes(ids) with more ids than a page may hold (100) is refused as too complex', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => Buffer.from(`Board:missing-${i}`).toString('base64'));
    const reply = await post(`query Many($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, me);
    expect(reply.body.data?.nodes ?? null, 'nodes answered').toBeNull();
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('LIMIT_EXCEEDED');
  });

  it('boards(first: 1000) returns at most 100, with hasNextPage', async () => {
    const many = 'contract-limits-many';
    for (let batch = 0; batch < 101; batch += 26) {
      await Promise.all(Array.from({ length: Math.min(26, 101 - batch) }, () => create(many, boardWith(0))));
    }
    const page = (await data(LIST, { first: 1000 }, many)).boards;
    expect(page.edges).toHaveLength(100);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const rest = (await data(LIST, { first: 1000, after: page.pageInfo.endCursor }, many)).boards;
    expect(rest.edges).toHaveLength(1);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('none of the refused requests changed the board', async () => {
    expect(await snapshot(me, id)).toBe(before);
  });
});
