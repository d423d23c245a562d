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

describe('a question the engine cannot answer is null at its own field; the rest of the board answers (API.md, SCENARIOS.md "Questions")', () => {
  /** An inline card whose one line the card format does not express: an opaque ability, with what it could touch (rules/cards/opaque.ts). */
  const opaque = (name: string, types: string[], ability: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
    name,
    types,
    ...more,
    abilities: [{ kind: 'opaque', ...ability }],
  });
  const BROODING_TEXT = 'This creature gets +1/+1 as long as there are four or more card types among cards in your graveyard.';
  const brooding = opaque(
    'Brooding Bear',
    ['Creature'],
    { text: BROODING_TEXT, as: 'static', reach: ['powerToughness'], affects: ['self'] },
    { manaCost: '{1}{G}', power: 2, toughness: 2 },
  );
  const STRANGE_TEXT = '{T}: Add one mana of any color that a land an opponent controls could produce.';
  const strangeLand = opaque('Strange Land', ['Land'], { text: STRANGE_TEXT, as: 'mana', reach: ['mana'], affects: ['self'] });
  const banner = opaque('Banner of Maybe', ['Artifact'], {
    text: 'Creatures you control get +1/+1 as long as you control a Bear.',
    as: 'static',
    reach: ['powerToughness'],
    affects: [{ permanents: { types: ['Creature'], controller: 'you' } }],
  });
  const board = (...permanents: { id: string; card: unknown; controller?: string }[]) => ({
    turn: { number: 3, activePlayer: 'alice', step: 'precombatMain' },
    players: [{ id: 'alice' }, { id: 'bob' }],
    permanents: permanents.map((permanent) => ({ controller: 'alice', ...permanent })),
  });
  type Errors = { message: string; path?: readonly (string | number)[]; extensions: Record<string, any> }[];

  it("613.4c: a creature's own static ability the engine does not carry out leaves its characteristics null, with UNSUPPORTED at that field naming the ability and its blockers; every other permanent's are answered", async () => {
    const { id } = await create(board({ id: 'forest', card: 'Forest' }, { id: 'brooding', card: brooding }, { id: 'elves', card: 'Llanowar Elves' }));
    const result = await raw('query ($id: ID!) { board(id: $id) { permanents { localId characteristics { power } } } }', { id });
    expect(result.data).toEqual({
      board: {
        permanents: [
          { localId: 'forest', characteristics: { power: null } },
          { localId: 'brooding', characteristics: null },
          { localId: 'elves', characteristics: { power: 1 } },
        ],
      },
    });
    const ability = {
      permanent: 'brooding',
      card: 'Brooding Bear',
      ability: 0,
      text: BROODING_TEXT,
      reason: expect.stringContaining("could change Brooding Bear (brooding)'s power and toughness"),
    };
    expect(result.errors as unknown as Errors).toEqual([
      expect.objectContaining({ path: ['board', 'permanents', 1, 'characteristics'], extensions: { code: 'UNSUPPORTED', ...ability, blockers: [ability] } }),
    ]);
  });

  it("605.1a: a mana ability the engine does not carry out leaves that player's availableMana, canPay and legalActions null, each with its UNSUPPORTED; the other player's and the rest of the board are answered", async () => {
    const { id } = await create(board({ id: 'forest', card: 'Forest' }, { id: 'odd', card: strangeLand }, { id: 'bobs-forest', card: 'Forest', controller: 'bob' }));
    const result = await raw(
      `query ($id: ID!) { board(id: $id) {
        turn { step }
        permanents { localId couldProduce }
        alice: availableMana(player: "alice") { G any }
        bob: availableMana(player: "bob") { G }
        canPay(player: "alice", cost: "{G}")
        legalActions(player: "alice") { do }
      } }`,
      { id },
    );
    expect(result.data).toEqual({
      board: {
        turn: { step: 'precombatMain' },
        permanents: [
          { localId: 'forest', couldProduce: ['G'] },
          { localId: 'odd', couldProduce: null },
          { localId: 'bobs-forest', couldProduce: ['G'] },
        ],
        alice: null,
        bob: [{ G: 1 }],
        canPay: null,
        legalActions: null,
      },
    });
    const errors = result.errors as unknown as Errors;
    expect(errors.map((error) => [error.path, error.extensions.code, error.extensions.permanent, error.extensions.blockers.length])).toEqual([
      [['board', 'permanents', 1, 'couldProduce'], 'UNSUPPORTED', 'odd', 1],
      [['board', 'alice'], 'UNSUPPORTED', 'odd', 1],
      [['board', 'canPay'], 'UNSUPPORTED', 'odd', 1],
      [['board', 'legalActions'], 'UNSUPPORTED', 'odd', 1],
    ]);
    expect(errors[1]!.extensions).toMatchObject({
      card: 'Strange Land',
      ability: 0,
      text: STRANGE_TEXT,
      blockers: [{ permanent: 'odd', card: 'Strange Land', ability: 0, text: STRANGE_TEXT }],
    });
  });

  it("blockers names every ability that could change the answer: the creature's own line and its controller's anthem (613.4c); the anthem alone blocks the Elves; the Forest is answered", async () => {
    const { id } = await create(board({ id: 'forest', card: 'Forest' }, { id: 'brooding', card: brooding }, { id: 'elves', card: 'Llanowar Elves' }, { id: 'banner', card: banner }));
    const result = await raw('query ($id: ID!) { board(id: $id) { permanents { localId characteristics { power } } } }', { id });
    expect((result.data as Record<string, any>).board.permanents.map((p: { characteristics: unknown }) => p.characteristics)).toEqual([{ power: null }, null, null, { power: null }]);
    const errors = result.errors as unknown as Errors;
    expect(errors.map((error) => [error.path, error.extensions.code, error.extensions.blockers.map((b: { permanent: string }) => b.permanent)])).toEqual([
      [['board', 'permanents', 1, 'characteristics'], 'UNSUPPORTED', ['brooding', 'banner']],
      [['board', 'permanents', 2, 'characteristics'], 'UNSUPPORTED', ['banner']],
    ]);
  });

  it("the same holds on a dry run's preview and on a permanent fetched by node(id)", async () => {
    const { id } = await create(board({ id: 'brooding', card: brooding }, { id: 'elves', card: 'Llanowar Elves' }));
    const dry = await raw(
      `mutation ($id: ID!) { applyActions(input: { boardId: $id, expectedVersion: 1, actions: [], dryRun: true }) {
        ... on ApplyActionsSuccess { preview { permanents { id localId characteristics { power } } } } } }`,
      { id },
    );
    const preview = (dry.data as Record<string, any>).applyActions.preview;
    expect(preview.permanents.map((p: { localId: string; characteristics: unknown }) => [p.localId, p.characteristics])).toEqual([
      ['brooding', null],
      ['elves', { power: 1 }],
    ]);
    expect((dry.errors as unknown as Errors).map((error) => [error.path, error.extensions.code])).toEqual([
      [['applyActions', 'preview', 'permanents', 0, 'characteristics'], 'UNSUPPORTED'],
    ]);
    const stored = (await run('query ($id: ID!) { board(id: $id) { permanent(id: "brooding") { id } } }', { id })).board.permanent.id as string;
    const node = await raw('query ($id: ID!) { node(id: $id) { ... on Permanent { localId characteristics { power } } } }', { id: stored });
    expect(node.data).toEqual({ node: { localId: 'brooding', characteristics: null } });
    expect((node.errors as unknown as Errors).map((error) => [error.path, error.extensions.code])).toEqual([[['node', 'characteristics'], 'UNSUPPORTED']]);
  });

  it('other errors of a question keep their codes, now at their own field: INVALID_INPUT for a player the board does not have, LIMIT_EXCEEDED for too many collections of mana (README, "Limits")', async () => {
    const four = (name: string, colors: string[]) => ({
      name,
      types: ['Land'],
      abilities: colors.map((c) => ({ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { [c]: 1 } }] })),
    });
    const a = four('Test Four A', ['W', 'U', 'B', 'R']);
    const b = four('Test Four B', ['U', 'B', 'R', 'G']);
    const { id } = await create(
      board(
        ...Array.from({ length: 30 }, (_, i) => [
          { id: `a${i}`, card: a },
          { id: `b${i}`, card: b },
        ]).flat(),
      ),
    );
    const result = await raw(
      'query ($id: ID!) { board(id: $id) { mana: availableMana(player: "alice") { W } carol: availableMana(player: "carol") { W } canPay(player: "alice", cost: "{W}{G}") } }',
      { id },
    );
    expect(result.data).toEqual({ board: { mana: null, carol: null, canPay: true } });
    expect((result.errors as unknown as Errors).map((error) => [error.path, error.extensions.code])).toEqual([
      [['board', 'mana'], 'LIMIT_EXCEEDED'],
      [['board', 'carol'], 'INVALID_INPUT'],
    ]);
  });
});
