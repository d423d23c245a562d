// End to end: a whole combat played on a stored board through `applyActions` over real HTTP
// against one local server (`npm start`'s code, dynalite in memory), one request per step, each
// at the version the previous one stored (shared/spec/API.md; SCENARIOS.md "Combat", CR 506-511):
// attack, an illegal block refused with nothing stored, a legal block, a trample division
// (`choices.assign`), lifelink and Ajani's Pridemate's trigger, and the end of combat.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../functions/local';
import { expectErrorShape } from '../helpers/graphql';

type Json = Record<string, any>;

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ port: 0, dynamoPort: 0, dataDir: null, log: false });
});
afterAll(async () => {
  await server?.close();
});

const principal = 'combat-turn';

/** A GraphQL request that must succeed at the GraphQL level: its `data`. */
async function data(query: string, variables: Json = {}): Promise<Json> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-principal': principal },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  const body = expectErrorShape((await response.json()) as Json);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as Json;
}

const CREATE = /* GraphQL */ `
  mutation Create($state: JSON!) {
    createBoard(input: { state: $state, name: "a whole combat" }) {
      __typename
      ... on CreateBoardSuccess { board { id version } }
      ... on RulesError { code message }
    }
  }
`;

const APPLY = /* GraphQL */ `
  mutation Apply($id: ID!, $version: Int!, $actions: JSON!, $ask: JSON) {
    applyActions(input: { boardId: $id, expectedVersion: $version, actions: $actions, ask: $ask }) {
      __typename
      ... on ApplyActionsSuccess { board { version } events answers }
      ... on RulesError { code message rule path action choice }
      ... on ConflictError { code currentVersion }
    }
  }
`;

/** The stored board: its version, its document, and the typed fields a client reads in combat. */
const STORED = /* GraphQL */ `
  query Stored($id: ID!) {
    board(id: $id) {
      version
      state
      turn { step damageStep }
      players { localId life graveyard { localId name } }
      permanents { localId tapped damage counters { kind amount } attacking blocked blocking characteristics { power toughness } }
    }
  }
`;

async function stored(id: string): Promise<Json> {
  return (await data(STORED, { id })).board as Json;
}
async function apply(id: string, version: number, actions: Json[], ask?: Json[]): Promise<Json> {
  return (await data(APPLY, { id, version, actions, ...(ask ? { ask } : {}) })).applyActions as Json;
}
const byId = (board: Json): Record<string, Json> => Object.fromEntries((board.permanents as Json[]).map((p) => [p.localId, p]));
const player = (board: Json, id: string) => (board.players as Json[]).find((p) => p.localId === id)!;
const graveyard = (board: Json, id: string) => (player(board, id).graveyard as Json[]).map((card) => card.localId);

const alice = (id: string, card: string, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: string, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });

// Alice: Colossal Dreadmaw (6/6 trample), Vampire Nighthawk (2/3 flying, deathtouch, lifelink),
// Serra Angel (4/4 flying, vigilance), Ajani's Pridemate (2/2, "whenever you gain life, put a
// +1/+1 counter on it"). Bob: Giant Spider (2/4 reach) and Grizzly Bears (2/2).
const state = {
  turn: { number: 6, activePlayer: 'alice', step: 'precombatMain' },
  players: [{ id: 'alice' }, { id: 'bob' }],
  permanents: [
    alice('maw', 'Colossal Dreadmaw'),
    alice('hawk', 'Vampire Nighthawk'),
    alice('angel', 'Serra Angel'),
    alice('mate', "Ajani's Pridemate"),
    bob('spider', 'Giant Spider'),
    bob('bears', 'Grizzly Bears'),
  ],
};

describe('a scenario can play a whole turn on a stored board through applyActions (SCENARIOS.md "Combat")', () => {
  it('attack, block, trample damage, lifelink and its trigger, end of combat: each request stored at the next version', async () => {
    const created = (await data(CREATE, { state })).createBoard as Json;
    expect(created.__typename, JSON.stringify(created)).toBe('CreateBoardSuccess');
    const id = created.board.id as string;
    expect(created.board.version).toBe(1);

    // 1. Declare attackers (CR 508.1): from the main phase the engine moves to the declare attackers step.
    //    The Dreadmaw and the Nighthawk tap (508.1f); the Angel has vigilance (702.20b).
    const attacked = await apply(
      id,
      1,
      [{ do: 'declareAttackers', attackers: ['maw', 'hawk', 'angel'].map((a) => ({ id: a, attacking: 'bob' })) }],
      [{ canBlock: { permanent: 'bears', attacker: 'angel' } }, { canBlock: { permanent: 'spider', attacker: 'angel' } }, { legalActions: 'bob' }],
    );
    expect(attacked.__typename, JSON.stringify(attacked)).toBe('ApplyActionsSuccess');
    expect(attacked.board.version).toBe(2);
    expect(attacked.answers).toMatchObject([{ legal: false, rule: '702.9b' }, { legal: true }, { actions: [{ do: 'declareBlockers' }] }]);
    expect((attacked.events as Json[]).filter((e) => e.type === 'attackerDeclared').map((e) => e.permanent)).toEqual(['maw', 'hawk', 'angel']);
    let board = await stored(id);
    expect(board.version).toBe(2);
    expect(board.turn).toEqual({ step: 'declareAttackers', damageStep: null });
    let p = byId(board);
    expect(p.maw).toMatchObject({ tapped: true, attacking: 'bob', blocked: false });
    expect(p.hawk).toMatchObject({ tapped: true, attacking: 'bob' });
    expect(p.angel).toMatchObject({ tapped: false, attacking: 'bob' });
    expect(p.mate).toMatchObject({ tapped: false, attacking: null });

    // 2. An illegal declaration: Grizzly Bears can't block Serra Angel, which has flying (702.9b).
    //    The request fails as a whole and nothing is stored.
    const before = board.state;
    const illegal = await apply(id, 2, [{ do: 'declareBlockers', blockers: [{ id: 'bears', blocking: ['angel'] }] }]);
    expect(illegal).toMatchObject({ __typename: 'RulesError', code: 'ILLEGAL_ACTION', rule: '702.9b', action: 0 });
    board = await stored(id);
    expect(board.version).toBe(2);
    expect(board.state).toEqual(before);

    // 3. Bob blocks the Dreadmaw with Giant Spider (509.1): the Dreadmaw is blocked (509.1h), the flyers are not.
    const blocked = await apply(id, 2, [{ do: 'declareBlockers', blockers: [{ id: 'spider', blocking: ['maw'] }] }]);
    expect(blocked.__typename, JSON.stringify(blocked)).toBe('ApplyActionsSuccess');
    expect(blocked.board.version).toBe(3);
    board = await stored(id);
    expect(board.turn).toEqual({ step: 'declareBlockers', damageStep: null });
    p = byId(board);
    expect(p.maw).toMatchObject({ attacking: 'bob', blocked: true });
    expect(p.hawk).toMatchObject({ attacking: 'bob', blocked: false });
    expect(p.angel).toMatchObject({ attacking: 'bob', blocked: false });
    expect(p.spider).toMatchObject({ attacking: null, blocking: ['maw'] });
    expect(p.bears).toMatchObject({ blocking: [] });

    // 4. The trampling Dreadmaw's division is a choice (702.19b): without it, CHOICE_REQUIRED and nothing stored;
    //    a division that gives the Spider less than lethal damage is illegal.
    const missing = await apply(id, 3, [{ do: 'advance', to: 'endCombat' }]);
    expect(missing).toMatchObject({ __typename: 'RulesError', code: 'CHOICE_REQUIRED', choice: 'assign.maw', action: 0 });
    const short = await apply(id, 3, [{ do: 'advance', to: 'endCombat', choices: { assign: { maw: { spider: 3, bob: 3 } } } }]);
    expect(short).toMatchObject({ __typename: 'RulesError', code: 'ILLEGAL_ACTION', rule: '702.19b' });
    expect((await stored(id)).version).toBe(3);

    // 5. Combat damage (510.2, all at once): the Dreadmaw 4 to the Spider (lethal) and 2 to bob, the Nighthawk 2
    //    to bob (lifelink: alice gains 2, 702.15b), the Angel 4 to bob, the Spider 2 to the Dreadmaw. Bob: 20 - 8 = 12.
    //    Alice's life gain is one event: Ajani's Pridemate triggers once (119.9, 603.2) and gets a +1/+1 counter.
    //    The Spider dies (704.5g). The game stops in the end of combat step: the creatures are still in combat
    //    until that step ends (511.3).
    const dealt = await apply(id, 3, [{ do: 'advance', to: 'endCombat', choices: { assign: { maw: { spider: 4, bob: 2 } } } }]);
    expect(dealt.__typename, JSON.stringify(dealt)).toBe('ApplyActionsSuccess');
    expect(dealt.board.version).toBe(4);
    const types = (dealt.events as Json[]).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['combatDamageAssigned', 'damageDealt', 'lifeGained', 'destroyed', 'putOnStack', 'resolved', 'countersPut']));
    expect((dealt.events as Json[]).find((e) => e.type === 'combatDamageAssigned' && e.permanent === 'maw')).toMatchObject({ assignment: { spider: 4, bob: 2 } });
    board = await stored(id);
    expect(board.turn).toEqual({ step: 'endCombat', damageStep: null });
    expect(player(board, 'alice').life).toBe(22);
    expect(player(board, 'bob').life).toBe(12);
    expect(graveyard(board, 'bob')).toEqual(['spider']);
    expect(graveyard(board, 'alice')).toEqual([]);
    p = byId(board);
    expect(p.spider).toBeUndefined();
    expect(p.mate).toMatchObject({ counters: [{ kind: '+1/+1', amount: 1 }], characteristics: { power: 3, toughness: 3 } });
    expect(p.maw).toMatchObject({ damage: 2, attacking: 'bob', blocked: true });
    expect(p.hawk).toMatchObject({ damage: 0, attacking: 'bob' });

    // 6. As the end of combat step ends, every creature is removed from combat (511.3): the combat fields return
    //    to their defaults on the stored board; damage stays marked until cleanup (514.2).
    const after = await apply(id, 4, [{ do: 'advance', to: 'postcombatMain' }], [{ canAttack: { permanent: 'mate' } }, { legalActions: 'bob' }]);
    expect(after.__typename, JSON.stringify(after)).toBe('ApplyActionsSuccess');
    expect(after.board.version).toBe(5);
    board = await stored(id);
    expect(board.turn).toEqual({ step: 'postcombatMain', damageStep: null });
    for (const permanent of board.state.permanents as Json[])
      expect(permanent, permanent.id).toMatchObject({ attacking: null, attackedLeftCombat: false, blocked: false, blocking: [], hadFirstStrike: false });
    p = byId(board);
    expect(p.maw).toMatchObject({ tapped: true, damage: 2 });
    expect(p.mate).toMatchObject({ counters: [{ kind: '+1/+1', amount: 1 }] });
    expect(player(board, 'alice').life).toBe(22);
    expect(player(board, 'bob').life).toBe(12);
    expect(after.answers).toMatchObject([{ legal: true }, { actions: [] }]);

    // A request at a version already used is a conflict, and changes nothing.
    const stale = await apply(id, 4, [{ do: 'advance', to: 'end' }]);
    expect(stale).toEqual({ __typename: 'ConflictError', code: 'CONFLICT', currentVersion: 5 });
    expect((await stored(id)).version).toBe(5);
  });
});
