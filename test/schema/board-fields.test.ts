// The typed fields of a stored board (shared/spec/API.md, "typed fields"), executed directly
// over a real store on dynalite: each answers exactly what the matching question of
// SCENARIOS.md answers on the stored board; plus node(id), boards and deleteBoard.

import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { schema } from '../../schema/index';
import { CREATE_BOARD, expectErrorShape, testContext } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

async function raw(query: string, variables: Record<string, unknown>, principal: string | null = 'fields-owner') {
  return expectErrorShape(await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext(principal, store.boards) }));
}

async function run(query: string, variables: Record<string, unknown>, principal?: string | null) {
  const result = await raw(query, variables, principal);
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as Record<string, any>;
}

// Blood Moon makes the nonbasic City of Brass a Mountain (CR 613.1d, 305.7); the Forest is tapped.
const moonBoard = {
  turn: { number: 3, activePlayer: 'alice', step: 'precombatMain' },
  players: [{ id: 'alice', life: 17, manaPool: { R: 1 } }, { id: 'bob' }],
  permanents: [
    { id: 'moon', card: 'Blood Moon', controller: 'bob' },
    { id: 'city', card: 'City of Brass', controller: 'alice' },
    { id: 'forest', card: 'Forest', controller: 'alice', tapped: true },
    { id: 'elves', card: 'Llanowar Elves', controller: 'alice' },
  ],
};

async function create(state: unknown, principal = 'fields-owner') {
  const data = await run(CREATE_BOARD, { state }, principal);
  expect(data.createBoard.__typename).toBe('CreateBoardSuccess');
  return data.createBoard.board as { id: string; version: number };
}

const FIELDS = /* GraphQL */ `
  query Fields($id: ID!) {
    board(id: $id) {
      turn { number activePlayer step landsPlayed }
      players { localId life poison manaPool { W U B R G C } library hand lost }
      permanents {
        localId name controller tapped summoningSick
        characteristics { name types subtypes supertypes colors power toughness manaValue abilityCount }
        couldProduce
        canActivate { legal reason rule }
      }
      availableMana(player: "alice") { W U B R G C any }
      canPay3: canPay(player: "alice", cost: "{2}{R}")
      canPay4: canPay(player: "alice", cost: "{3}{R}")
    }
  }
`;

describe('typed board fields answer as the questions of SCENARIOS.md do', () => {
  it('turn, players and permanents mirror the canonical board', async () => {
    const { id } = await create(moonBoard);
    const board = (await run(FIELDS, { id })).board;
    expect(board.turn).toEqual({ number: 3, activePlayer: 'alice', step: 'precombatMain', landsPlayed: 0 });
    expect(board.players[0]).toMatchObject({ localId: 'alice', life: 17, manaPool: { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 }, lost: false });
    expect(board.permanents.map((p: { localId: string }) => p.localId)).toEqual(['moon', 'city', 'forest', 'elves']);
  });

  it('characteristics, couldProduce and canActivate equal the answers of the questions (613.1d, 305.7, 106.7, 602.5)', async () => {
    const { id } = await create(moonBoard);
    const board = (await run(FIELDS, { id })).board;
    const questions = board.permanents.flatMap((p: { localId: string }) => [{ characteristics: p.localId }, { couldProduce: p.localId }, { canActivate: { permanent: p.localId } }]);
    const result = runScenario({
      board: moonBoard,
      ask: [...questions, { availableMana: 'alice' }, { canPay: { player: 'alice', cost: '{2}{R}' } }, { canPay: { player: 'alice', cost: '{3}{R}' } }],
    });
    if (!result.ok) throw new Error(result.error.message);
    const answers = result.answers as Record<string, any>[];
    board.permanents.forEach((permanent: Record<string, any>, index: number) => {
      const characteristics = answers[index * 3]!;
      for (const key of ['name', 'types', 'subtypes', 'supertypes', 'colors', 'power', 'toughness', 'manaValue', 'abilityCount'])
        expect(permanent.characteristics[key], `${permanent.localId} ${key}`).toEqual(characteristics[key] ?? null);
      expect(permanent.couldProduce).toEqual(answers[index * 3 + 1]!.types);
      expect(permanent.canActivate.legal).toBe(answers[index * 3 + 2]!.legal);
    });
    const city = board.permanents.find((p: { localId: string }) => p.localId === 'city');
    expect(city.characteristics.subtypes).toEqual(['Mountain']);
    expect(city.couldProduce).toEqual(['R']);
    const forest = board.permanents.find((p: { localId: string }) => p.localId === 'forest');
    expect(forest.canActivate).toMatchObject({ legal: false, rule: expect.any(String) });
    const last = answers.length;
    expect(new Set(board.availableMana.map((o: Record<string, number>) => JSON.stringify(o)))).toEqual(
      new Set((answers[last - 3]!.options as Record<string, number>[]).map((o) => JSON.stringify({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, any: 0, ...o }))),
    );
    expect(board.canPay3).toBe(answers[last - 2]!.payable);
    expect(board.canPay4).toBe(answers[last - 1]!.payable);
    // Pool {R}, City of Brass (now a Mountain: {R}) and the Elves ({G}, not summoning sick): three mana, one of them red.
    expect(board.canPay3).toBe(true);
    expect(board.canPay4).toBe(false);
  });

  it('a question about an unknown player is a GraphQL error with code INVALID_INPUT', async () => {
    const { id } = await create(moonBoard);
    const result = await raw('query ($id: ID!) { board(id: $id) { availableMana(player: "carol") { R } } }', { id });
    expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });

  it('permanent(id) finds one permanent, and is null for an id the board does not have', async () => {
    const { id } = await create(moonBoard);
    const data = await run('query ($id: ID!) { board(id: $id) { a: permanent(id: "elves") { name summoningSick } b: permanent(id: "ghost") { name } } }', { id });
    expect(data.board.a).toEqual({ name: 'Llanowar Elves', summoningSick: false });
    expect(data.board.b).toBeNull();
  });
});

describe('Relay: node(id), boards, deleteBoard', () => {
  it('node(id) is the board for its owner and null for anyone else', async () => {
    const { id } = await create(moonBoard);
    const query = 'query ($id: ID!) { node(id: $id) { __typename id ... on Board { version } } }';
    expect((await run(query, { id })).node).toEqual({ __typename: 'Board', id, version: 1 });
    expect((await run(query, { id }, 'someone-else')).node).toBeNull();
  });

  it("node(id) is a permanent or a player by its global id, as its stored board has it, for the board's owner only; a dry run's are null", async () => {
    const { id } = await create(moonBoard);
    const board = (await run('query ($id: ID!) { board(id: $id) { permanents { id localId } players { id localId } } }', { id })).board;
    const city = board.permanents.find((p: { localId: string }) => p.localId === 'city');
    const alice = board.players[0];
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Permanent { localId tapped } ... on Player { localId life } } }';
    expect((await run(query, { ids: [city.id, alice.id] })).nodes).toEqual([
      { __typename: 'Permanent', id: city.id, localId: 'city', tapped: false },
      { __typename: 'Player', id: alice.id, localId: 'alice', life: 17 },
    ]);
    expect((await run(query, { ids: [city.id, alice.id] }, 'someone-else')).nodes).toEqual([null, null]);
    const dry = `mutation ($id: ID!) { applyActions(input: { boardId: $id, expectedVersion: 1, actions: [], dryRun: true }) {
      ... on ApplyActionsSuccess { preview { permanents { id localId } } } } }`;
    const previewed = (await run(dry, { id })).applyActions.preview.permanents.find((p: { localId: string }) => p.localId === 'city');
    expect(previewed.id).not.toBe(city.id);
    expect((await run(query, { ids: [previewed.id] })).nodes).toEqual([null]);
  });

  it("boards lists the caller's boards newest first, page by page", async () => {
    const owner = 'lister';
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await create({ players: [{ id: `p${i}` }] }, owner)).id);
    const page = 'query ($after: String) { boards(first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }';
    const first = (await run(page, {}, owner)).boards;
    expect(first.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([ids[2], ids[1]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await run(page, { after: first.pageInfo.endCursor }, owner)).boards;
    expect(second.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([ids[0]]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect((await run(page, {}, 'nobody-else')).boards.edges).toEqual([]);
  });

  it("a cursor from another list is a GraphQL error, not another caller's boards", async () => {
    await create(moonBoard, 'cursor-owner');
    const page = 'query ($after: String) { boards(first: 1, after: $after) { pageInfo { endCursor } } }';
    const cursor = (await run(page, {}, 'cursor-owner')).boards.pageInfo.endCursor;
    const result = await raw(page, { after: cursor }, 'cursor-thief');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('deleteBoard at the expected version deletes; a stale version is a ConflictError; another caller gets NOT_FOUND', async () => {
    const { id } = await create(moonBoard);
    const del = `mutation ($id: ID!, $v: Int!) { deleteBoard(input: { boardId: $id, expectedVersion: $v }) {
      __typename ... on DeleteBoardSuccess { boardId } ... on RulesError { code } ... on ConflictError { code currentVersion } } }`;
    expect((await run(del, { id, v: 1 }, 'intruder')).deleteBoard).toEqual({ __typename: 'RulesError', code: 'NOT_FOUND' });
    expect((await run(del, { id, v: 2 })).deleteBoard).toEqual({ __typename: 'ConflictError', code: 'CONFLICT', currentVersion: 1 });
    expect((await run(del, { id, v: 1 })).deleteBoard).toEqual({ __typename: 'DeleteBoardSuccess', boardId: id });
    expect((await run('query ($id: ID!) { board(id: $id) { id } }', { id })).board).toBeNull();
    expect((await run(del, { id, v: 1 })).deleteBoard).toEqual({ __typename: 'RulesError', code: 'NOT_FOUND' });
  });
});

describe('idempotency keys (API.md)', () => {
  const apply = `mutation ($id: ID!, $v: Int!, $actions: JSON!, $key: String) {
    applyActions(input: { boardId: $id, expectedVersion: $v, actions: $actions, idempotencyKey: $key }) {
      __typename ... on ApplyActionsSuccess { board { version state } events } ... on RulesError { code } ... on ConflictError { currentVersion } } }`;

  it('a retry with the same key and input gets the first result and applies nothing again', async () => {
    const { id } = await create(moonBoard);
    const variables = { id, v: 1, actions: [{ do: 'activate', permanent: 'elves' }], key: 'tap-elves-1' };
    const first = (await run(apply, variables)).applyActions;
    expect(first.__typename).toBe('ApplyActionsSuccess');
    expect(first.board.version).toBe(2);
    const again = (await run(apply, variables)).applyActions;
    expect(again).toEqual(first);
    const stored = (await run('query ($id: ID!) { board(id: $id) { version players { manaPool { G } } } }', { id })).board;
    expect(stored).toEqual({ version: 2, players: [{ manaPool: { G: 1 } }, { manaPool: { G: 0 } }] });
  });

  it('the same key with another input is IDEMPOTENCY_KEY_REUSED, and nothing is applied', async () => {
    const { id } = await create(moonBoard);
    await run(apply, { id, v: 1, actions: [{ do: 'activate', permanent: 'elves' }], key: 'k' });
    const reused = (await run(apply, { id, v: 2, actions: [{ do: 'activate', permanent: 'city' }], key: 'k' })).applyActions;
    expect(reused).toEqual({ __typename: 'RulesError', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await run('query ($id: ID!) { board(id: $id) { version } }', { id })).board.version).toBe(2);
  });

  it('without a key, the same request twice is a ConflictError the second time', async () => {
    const { id } = await create(moonBoard);
    const variables = { id, v: 1, actions: [{ do: 'activate', permanent: 'elves' }] };
    expect((await run(apply, variables)).applyActions.__typename).toBe('ApplyActionsSuccess');
    expect((await run(apply, variables)).applyActions).toEqual({ __typename: 'ConflictError', currentVersion: 2 });
  });
});

describe('abilities the engine does not carry out, through the API (SCENARIOS.md "Answers")', () => {
  const goyfBoard = {
    turn: { number: 2, activePlayer: 'alice', step: 'precombatMain' },
    players: [{ id: 'alice' }, { id: 'bob' }],
    permanents: [
      { id: 'goyf', card: 'Ancient Ooze', controller: 'alice' },
      { id: 'snake', card: 'Stonecoil Serpent', controller: 'bob', counters: { '+1/+1': 2 } },
    ],
  };
  const apply = `mutation ($id: ID!, $v: Int!, $actions: JSON!, $ask: JSON) {
    applyActions(input: { boardId: $id, expectedVersion: $v, actions: $actions, ask: $ask }) {
      __typename ... on ApplyActionsSuccess { answers } ... on RulesError { code action unsupported { permanent card ability text reason } } } }`;

  it('an answer an opaque ability could change is `unsupported` in its place, naming it', async () => {
    const { id } = await create(goyfBoard);
    const { applyActions } = await run(apply, { id, v: 1, actions: [], ask: [{ characteristics: 'goyf' }] });
    expect(applyActions.answers[0]).toMatchObject({ unsupported: { permanent: 'goyf', card: 'Ancient Ooze', ability: 0 } });
  });

  it('603.2: an action a triggered ability it does not carry out could change is UNSUPPORTED with the ability, and nothing is stored', async () => {
    // Without Ancient Ooze: state-based actions follow every action and read its toughness, which its own ability defines (CR 704.3, 604.3).
    const { id } = await create({ ...goyfBoard, permanents: [{ id: 'reckoner', card: 'Boros Reckoner', controller: 'bob' }] });
    const { applyActions } = await run(apply, { id, v: 1, actions: [{ do: 'damage', source: { card: 'Boggart Ram-Gang', controller: 'alice' }, target: 'reckoner', amount: 1 }] });
    expect(applyActions, JSON.stringify(applyActions)).toMatchObject({
      __typename: 'RulesError',
      code: 'UNSUPPORTED',
      action: 0,
      unsupported: { permanent: 'reckoner', card: 'Boros Reckoner', ability: 0, text: 'Whenever this creature is dealt damage, it deals that much damage to any target.' },
    });
    expect((await run('query ($id: ID!) { board(id: $id) { version } }', { id })).board.version).toBe(1);
  });
});
