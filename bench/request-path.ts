// The request path (issue "Performance end to end"): a GraphQL request through the yoga
// handler, in-process (`yoga.fetch`, no HTTP socket), against a local DynamoDB (dynalite in
// memory), with the server, the application and the stores made exactly as the local server
// makes them (functions/local.ts, a trusted local caller). Each request is timed against the
// same request doing only the stored board's part: reading it (and serialising it), or
// reading and writing it (bench/README.md, "The request path").

import { createApp, inProcessQueue } from '../app';
import { createGraphqlServer, GRAPHQL_PATH } from '../functions/server';
import { createDocumentClient, ensureTable } from '../store/client';
import { startDynalite } from '../store/dynalite';
import { createStores } from '../store/stores';
import { TABLE } from '../store/table';
import { measureAsync, table, type AsyncBenchmark } from './harness';

const LANDS = ['Forest', 'Plains', 'Island', 'Mountain', 'Swamp'];
const CREATURES = ['Llanowar Elves', 'Grizzly Bears', 'Serra Angel', 'Typhoid Rats', 'Glistener Elf', 'Vampire Nighthawk', 'Goblin Guide', 'Boggart Ram-Gang'];

/**
 * A two-player board of 50 permanents as a game has them: 24 lands, 16 creatures, anthems
 * (Glorious Anthem, Honor of the Pure), Equipment attached to creatures, a control-changing
 * Aura and two planeswalkers with loyalty, so the layer system has work (CR 613) on most
 * permanents.
 */
export function requestPathBoard() {
  const permanents: Record<string, unknown>[] = [];
  for (let i = 0; i < 24; i += 1) permanents.push({ id: `land${i}`, card: LANDS[i % LANDS.length]!, controller: i % 2 === 0 ? 'alice' : 'bob', tapped: i % 6 === 5 });
  for (let i = 0; i < 16; i += 1)
    permanents.push({ id: `creature${i}`, card: CREATURES[i % CREATURES.length]!, controller: i % 2 === 0 ? 'alice' : 'bob', ...(i % 5 === 0 ? { counters: { '+1/+1': 1 } } : {}) });
  permanents.push(
    { id: 'anthem', card: 'Glorious Anthem', controller: 'alice' },
    { id: 'honor', card: 'Honor of the Pure', controller: 'bob' },
    { id: 'anthem2', card: 'Glorious Anthem', controller: 'bob' },
    { id: 'bonesplitter', card: 'Bonesplitter', controller: 'alice', attachedTo: 'creature0' },
    { id: 'warhammer', card: 'Loxodon Warhammer', controller: 'bob', attachedTo: 'creature1' },
    { id: 'plate', card: 'Darksteel Plate', controller: 'alice', attachedTo: 'creature2' },
    { id: 'bonesplitter2', card: 'Bonesplitter', controller: 'bob', attachedTo: 'creature3' },
    { id: 'control', card: 'Control Magic', controller: 'alice', attachedTo: 'creature5' },
    { id: 'garruk', card: 'Garruk Wildspeaker', controller: 'alice', counters: { loyalty: 3 } },
    { id: 'liliana', card: 'Liliana of the Veil', controller: 'bob', counters: { loyalty: 3 } },
  );
  return { turn: { number: 7, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob', life: 14 }], permanents };
}

/** Every typed field the schema offers for a permanent's characteristics (CR 613), `explain` whole. */
export const READ_QUERY = `query Read($id: ID!) {
  board(id: $id) {
    id
    version
    permanents {
      id
      localId
      characteristics {
        name controller types subtypes supertypes colors power toughness loyalty defense manaValue keywords abilityCount
        explain { source layer timestamp reason rule detail }
      }
    }
  }
}`;

/** The same request reading only the stored board: its id, version and state (the board document, serialised). */
export const READ_FLOOR_QUERY = `query ReadFloor($id: ID!) { board(id: $id) { id version state } }`;

export const WRITE_MUTATION = `mutation Write($input: ApplyActionsInput!) {
  applyActions(input: $input) {
    __typename
    ... on ApplyActionsSuccess { board { id version } events }
    ... on Error { message }
  }
}`;

/**
 * Three actions the same every time (a Forest tapped for mana, untapped, a +1/+1 counter), so
 * every call does the same work on the same board; only the pool's G and the counter grow.
 */
export const WRITE_ACTIONS = [
  { do: 'activate', permanent: 'land0' },
  { do: 'untap', permanent: 'land0' },
  { do: 'addCounters', permanent: 'creature4', counter: '+1/+1', amount: 1 },
];

export interface RequestPath {
  /** The board's global id. */
  boardId: string;
  /** Any request through the same handler, its data (throws on errors). */
  post: (query: string, variables: Record<string, unknown>) => Promise<Record<string, unknown>>;
  read: () => Promise<unknown>;
  readFloor: () => Promise<unknown>;
  /** applyActions with WRITE_ACTIONS, stored (dryRun false) at the board's current version. */
  write: () => Promise<unknown>;
  /** applyActions with no actions, stored: the stored board read, loaded and written back, its version moved. */
  writeFloor: () => Promise<unknown>;
  close: () => Promise<void>;
}

/** The local server's yoga handler over dynalite in memory, with the 50-permanent board stored. */
export async function startRequestPath(): Promise<RequestPath> {
  const dynamo = await startDynalite();
  const client = createDocumentClient({ endpoint: dynamo.endpoint });
  try {
    await ensureTable(client, TABLE.localName);
    const stores = createStores({ client, tableName: TABLE.localName });
    const queue = inProcessQueue(stores);
    const yoga = createGraphqlServer({
      app: createApp({ stores, queue }),
      caller: () => ({ principal: 'local', read: true, write: true, trusted: true, persistedOnly: false }),
      graphiql: false,
      production: false,
      logging: false,
    });
    const post = async (query: string, variables: Record<string, unknown>) => {
      const response = await yoga.fetch(`http://localhost${GRAPHQL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query, variables }),
      });
      const result = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      if (result.errors?.length) throw new Error(`the request failed: ${JSON.stringify(result.errors)}`);
      return result.data!;
    };
    const created = await post(
      `mutation Create($input: CreateBoardInput!) { createBoard(input: $input) { __typename ... on CreateBoardSuccess { board { id version } } ... on Error { message } } }`,
      { input: { state: requestPathBoard(), name: 'request path' } },
    );
    const createResult = created.createBoard as { __typename: string; board?: { id: string; version: number }; message?: string };
    if (!createResult.board) throw new Error(`createBoard: ${JSON.stringify(createResult)}`);
    const boardId = createResult.board.id;
    let version = createResult.board.version;
    const apply = async (actions: unknown[]) => {
      const data = await post(WRITE_MUTATION, { input: { boardId, expectedVersion: version, actions, dryRun: false } });
      const result = data.applyActions as { __typename: string; board?: { version: number }; message?: string };
      if (!result.board) throw new Error(`applyActions: ${JSON.stringify(result)}`);
      version = result.board.version;
      return result;
    };
    return {
      boardId,
      post,
      read: () => post(READ_QUERY, { id: boardId }),
      readFloor: () => post(READ_FLOOR_QUERY, { id: boardId }),
      write: () => apply(WRITE_ACTIONS),
      writeFloor: () => apply([]),
      async close() {
        await queue.drain();
        client.destroy();
        await dynamo.close();
      },
    };
  } catch (error) {
    client.destroy();
    await dynamo.close();
    throw error;
  }
}

/** The two rows (target: each at most 2x its floor). */
export async function requestPathRows(): Promise<string> {
  const path = await startRequestPath();
  try {
    const read: AsyncBenchmark = {
      name: 'request path: board(id), 50 permanents, every characteristic with explain',
      run: path.read,
      floorName: 'board(id) { id version state }: the stored board read and serialised',
      floor: path.readFloor,
    };
    const write: AsyncBenchmark = {
      name: 'request path: applyActions, 3 actions, stored',
      run: path.write,
      floorName: 'applyActions with no actions, stored: the board read, loaded and written',
      floor: path.writeFloor,
    };
    // Rounds timed by this process's CPU (the server, the application and dynalite all run in it) and by the wall clock.
    const cpu = [await measureAsync(read, { clock: 'cpu', rounds: 15 }), await measureAsync(write, { clock: 'cpu', rounds: 15 })];
    const wall = [await measureAsync(read), await measureAsync(write)];
    return [
      'the request path, in-process through the yoga handler against dynalite (target: each at most 2x its floor)',
      "  by this process's CPU time per request (other processes of a shared machine move it least):",
      table(cpu),
      '  by the wall clock:',
      table(wall),
    ].join('\n');
  } finally {
    await path.close();
  }
}
