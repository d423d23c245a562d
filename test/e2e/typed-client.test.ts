// End to end with the typed client (client/): the local server on free ports, the generated
// documents sent over real HTTP, the typed events and answers read through their generated
// types; and the published schema and manifest served beside /graphql.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplyActionsDocument, BoardDocument, createClient, CreateBoardDocument, type ApplyActionsMutation } from '../../client';
import { startLocalServer, type LocalServer } from '../../functions/local';
import { forestBoard } from '../helpers/graphql';

let dataDir: string;
let server: LocalServer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rules-typed-client-'));
  server = await startLocalServer({ port: 0, dynamoPort: 0, dataDir, log: false });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Success = Extract<ApplyActionsMutation['applyActions'], { __typename: 'ApplyActionsSuccess' }>;
type TypedEvent = Success['typedEvents'][number];

describe('the typed client', () => {
  it('creates a board, taps its Forest and reads the typed events and answers', async () => {
    const { request } = createClient({ url: server.url, headers: { 'x-principal': 'typed-client' } });
    const created = await request(CreateBoardDocument, { state: forestBoard, name: 'typed' });
    if (created.createBoard.__typename !== 'CreateBoardSuccess') throw new Error(`createBoard: ${created.createBoard.__typename}`);
    const { id } = created.createBoard.board;

    const applied = await request(ApplyActionsDocument, {
      input: { boardId: id, expectedVersion: 1, actions: [{ do: 'activate', permanent: 'forest' }], ask: [{ couldProduce: 'forest' }, { canActivate: { permanent: 'forest' } }] },
    });
    const result = applied.applyActions;
    if (result.__typename !== 'ApplyActionsSuccess') throw new Error(`applyActions: ${result.__typename}`);
    expect(result.board.version).toBe(2);
    const added = result.typedEvents.find((event): event is Extract<TypedEvent, { __typename: 'ManaAddedEvent' }> => event.__typename === 'ManaAddedEvent');
    // Typed: `mana.G` is a number (or null), not unknown.
    const green: number | null | undefined = added?.mana.G;
    expect(green).toBe(1);
    expect(added).toMatchObject({ type: 'manaAdded', player: 'alice', source: 'forest' });
    const [produce, activate] = result.typedAnswers;
    expect(produce?.__typename === 'CouldProduceAnswer' ? produce.types : null).toEqual(['G']);
    expect(activate?.__typename === 'CanActivateAnswer' ? { legal: activate.legal, rule: activate.rule } : null).toEqual({ legal: false, rule: '107.5' });

    const read = await request(BoardDocument, { id });
    expect(read.board?.version).toBe(2);
  });

  it('serves the published schema and the persisted operations beside /graphql', async () => {
    const base = new URL(server.url);
    const sdl = await fetch(new URL('/schema.graphql', base));
    expect(sdl.status).toBe(200);
    expect(sdl.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await sdl.text()).toBe(await readFile(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));
    const manifest = await fetch(new URL('/persisted-operations.json', base));
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).toBe(await readFile(new URL('../../schema/persisted-operations.json', import.meta.url), 'utf8'));
    expect((await fetch(new URL('/schema.graphql', base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(405);
  });
});
