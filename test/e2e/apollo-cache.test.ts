// The README's flow in Apollo Client with its default normalized cache (InMemoryCache, which
// takes `__typename` and `id` for an object's identity), against the GraphQL server in this
// process (yoga's own `fetch`, no network) over a real store on dynalite. Two boards hold a
// permanent with the same local id, `forest`: what the cache gives back for either board is
// what the server holds, and a dry run's preview never replaces the stored board in the cache.

import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client/core';
import { isAbstractType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createGraphqlServer, GRAPHQL_PATH } from '../../functions/server';
import { schema } from '../../schema/index';
import type { WorkQueue } from '../../store/work';
import { forestBoard } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

type Json = Record<string, any>;

const noQueue: WorkQueue = {
  send: async () => {
    throw new Error('this test has no work queue');
  },
};

let store: TestStore;
let client: ApolloClient;

beforeAll(async () => {
  store = await startTestStore();
  const yoga = createGraphqlServer({
    app: createApp({ stores: store.stores, queue: noQueue }),
    caller: () => ({ principal: 'apollo-cache', read: true, write: true, trusted: false, persistedOnly: false }),
    graphiql: false,
    production: false,
    logging: false,
  });
  client = new ApolloClient({
    link: new HttpLink({ uri: `http://localhost${GRAPHQL_PATH}`, fetch: async (input, init) => yoga.fetch(new Request(input, init)) }),
    // The members of each union and interface, as a client generates them from the schema for fragment matching.
    cache: new InMemoryCache({
      possibleTypes: Object.fromEntries(
        Object.values(schema.getTypeMap())
          .filter(isAbstractType)
          .map((type) => [type.name, schema.getPossibleTypes(type).map((member) => member.name)]),
      ),
    }),
  });
});
afterAll(async () => {
  await store?.close();
});

const BOARD_FIELDS = /* GraphQL */ `
  id
  version
  permanents {
    id
    localId
    tapped
  }
  players {
    id
    localId
    manaPool {
      G
    }
  }
`;

const CREATE = gql`
  mutation Create($state: JSON!, $name: String) {
    createBoard(input: { state: $state, name: $name }) {
      ... on CreateBoardSuccess { board { ${BOARD_FIELDS} } }
      ... on RulesError { code message path }
    }
  }
`;

const APPLY = gql`
  mutation Apply($id: ID!, $version: Int!, $actions: JSON!, $ask: JSON, $dryRun: Boolean) {
    applyActions(input: { boardId: $id, expectedVersion: $version, actions: $actions, ask: $ask, dryRun: $dryRun }) {
      ... on ApplyActionsSuccess {
        board { ${BOARD_FIELDS} }
        preview { ${BOARD_FIELDS} boardId }
        events
        answers
      }
      ... on RulesError { code message rule action }
      ... on ConflictError { currentVersion }
    }
  }
`;

const READ = gql`
  query Read($id: ID!) {
    board(id: $id) { ${BOARD_FIELDS} }
  }
`;

async function create(name: string): Promise<Json> {
  const { data } = await client.mutate<Json>({ mutation: CREATE, variables: { state: forestBoard, name } });
  expect(data!.createBoard.__typename).toBe('CreateBoardSuccess');
  return data!.createBoard.board as Json;
}

const forestOf = (board: Json): Json => (board.permanents as Json[]).find((p) => p.localId === 'forest')!;
/** The board as the cache has it, without asking the server. */
const cached = (id: string): Json => client.readQuery<Json>({ query: READ, variables: { id } })!.board as Json;
/** The board as the server holds it. */
const held = async (id: string): Promise<Json> => (await client.query<Json>({ query: READ, variables: { id }, fetchPolicy: 'network-only' })).data!.board as Json;

describe('Apollo Client InMemoryCache over two boards with the same local ids', () => {
  it('permanents and players have global ids that differ between boards, and their local ids as localId', async () => {
    const a = await create('a');
    const b = await create('b');
    expect(a.id).not.toBe(b.id);
    expect(forestOf(a).localId).toBe('forest');
    expect(forestOf(b).localId).toBe('forest');
    expect(forestOf(a).id).not.toBe(forestOf(b).id);
    expect(a.players[0].localId).toBe(b.players[0].localId);
    expect(a.players[0].id).not.toBe(b.players[0].id);
  });

  it("tapping board A's forest, then reading board B, leaves A's forest tapped in the cache, as the server holds it", async () => {
    const a = await create('a');
    const b = await create('b');
    expect(forestOf(await held(a.id)).tapped).toBe(false);
    expect(forestOf(await held(b.id)).tapped).toBe(false);
    // The README's example: tap the Forest for {G}, and ask whether it can be activated again.
    const { data } = await client.mutate<Json>({
      mutation: APPLY,
      variables: { id: a.id, version: 1, actions: [{ do: 'activate', permanent: 'forest' }], ask: [{ canActivate: { permanent: 'forest' } }] },
    });
    expect(data!.applyActions).toMatchObject({ __typename: 'ApplyActionsSuccess', board: { id: a.id, version: 2 }, preview: null });
    expect(forestOf(data!.applyActions.board).tapped).toBe(true);

    // Reading board B writes its forest, untapped, into the cache.
    expect(forestOf(await held(b.id)).tapped).toBe(false);

    // Board A from the cache alone is what the server holds: tapped, at version 2, with {G} in alice's pool.
    const fromCache = cached(a.id);
    expect(fromCache).toMatchObject({ id: a.id, version: 2 });
    expect(forestOf(fromCache).tapped).toBe(true);
    expect(fromCache.players[0].manaPool.G).toBe(1);
    expect(fromCache).toEqual(await held(a.id));
    // And board B from the cache is B as the server holds it.
    expect(forestOf(cached(b.id)).tapped).toBe(false);
    expect(cached(b.id)).toEqual(await held(b.id));
  });

  it("a dry run's preview is an object of its own: the cached stored board stays what the server holds", async () => {
    const b = await create('b');
    await client.query({ query: READ, variables: { id: b.id }, fetchPolicy: 'network-only' });
    const { data } = await client.mutate<Json>({ mutation: APPLY, variables: { id: b.id, version: 1, actions: [{ do: 'activate', permanent: 'forest' }], dryRun: true } });
    const { board, preview } = data!.applyActions as Json;
    // The stored board, unchanged; what it would be is the preview, with ids of its own.
    expect(board).toMatchObject({ id: b.id, version: 1 });
    expect(forestOf(board).tapped).toBe(false);
    expect(preview).toMatchObject({ __typename: 'BoardPreview', boardId: b.id, version: 1 });
    expect(preview.id).not.toBe(b.id);
    expect(forestOf(preview).tapped).toBe(true);
    expect(forestOf(preview).id).not.toBe(forestOf(board).id);

    expect(forestOf(cached(b.id)).tapped).toBe(false);
    expect(cached(b.id)).toEqual(await held(b.id));
  });
});
