// The typed combat fields of a stored board (CR 506-511; shared/spec/SCENARIOS.md "Combat" and
// "Questions"), executed directly over a real store on dynalite: Permanent.canAttack and
// canBlock, Board.legalActions, Characteristics.defense, Turn.damageStep and the combat fields of
// a permanent after each declaration, each answering what the matching question or board field
// of the contract answers on the stored board.

import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithCards } from '../../app/cards';
import { schema } from '../../schema/index';
import { buildManifest } from '../../schema/persisted';
import { APPLY_ACTIONS, CREATE_BOARD, testContext } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

type Json = Record<string, any>;

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

async function run(query: string, variables: Record<string, unknown>, principal = 'combat-owner') {
  const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext(principal, store.boards) });
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as Json;
}

async function create(state: unknown) {
  const data = await run(CREATE_BOARD, { state });
  expect(data.createBoard.__typename).toBe('CreateBoardSuccess');
  return data.createBoard.board as { id: string; version: number };
}

async function apply(id: string, version: number, actions: Json[]) {
  const { applyActions } = await run(APPLY_ACTIONS, { id, version, actions });
  expect(applyActions.__typename, JSON.stringify(applyActions)).toBe('ApplyActionsSuccess');
  expect(applyActions.board.version).toBe(version + 1);
  return applyActions.board as { id: string; version: number; state: Json };
}

const alice = (id: string, card: string, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: string, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });

// Alice's Serra Angel (flying, vigilance), Youthful Knight (first strike), two Grizzly Bears (one
// summoning sick) and her Siege, Invasion of Gobakhan (bob protects it); bob's Grizzly Bears and
// Giant Spider (reach).
const combatBoard = {
  turn: { number: 4, activePlayer: 'alice', step: 'precombatMain' },
  players: [{ id: 'alice' }, { id: 'bob' }],
  permanents: [
    alice('angel', 'Serra Angel'),
    alice('knight', 'Youthful Knight'),
    alice('bears', 'Grizzly Bears'),
    alice('sick', 'Grizzly Bears', { summoningSick: true }),
    alice('siege', 'Invasion of Gobakhan'),
    bob('bobBears', 'Grizzly Bears'),
    bob('spider', 'Giant Spider'),
  ],
};

const QUESTIONS = /* GraphQL */ `
  query Combat($id: ID!) {
    board(id: $id) {
      version
      turn { step damageStep }
      angel: permanent(id: "angel") { canAttack { legal reason rule } }
      bears: permanent(id: "bears") { any: canAttack { legal reason rule } bob: canAttack(attacking: "bob") { legal reason rule } }
      sick: permanent(id: "sick") { any: canAttack { legal reason rule } bob: canAttack(attacking: "bob") { legal reason rule } }
      bobBears: permanent(id: "bobBears") { canBlock(attacker: "angel") { legal reason rule } }
      spider: permanent(id: "spider") { canBlock(attacker: "angel") { legal reason rule } }
      siege: permanent(id: "siege") { protector counters { kind amount } characteristics { types defense power toughness } }
      creature: permanent(id: "bears") { characteristics { defense power toughness } }
      alice: legalActions(player: "alice") { do permanent ability }
      bob: legalActions(player: "bob") { do permanent ability }
    }
  }
`;

const COMBAT_FIELDS = /* GraphQL */ `
  query CombatFields($id: ID!) {
    board(id: $id) {
      version
      turn { step damageStep }
      players { localId life graveyard { localId } }
      permanents { localId tapped damage attacking attackedLeftCombat blocked blocking hadFirstStrike protector }
      alice: legalActions(player: "alice") { do permanent ability }
      bob: legalActions(player: "bob") { do permanent ability }
    }
  }
`;

const byId = (board: Json) => Object.fromEntries((board.permanents as Json[]).map((p) => [p.localId, p]));
/** The answers of the questions of SCENARIOS.md on the same board state, to compare the typed fields with. */
function answers(state: unknown, ask: Json[]): Json[] {
  const result = runWithCards({ board: state, ask }) as Json;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.answers;
}
const sortActions = (actions: Json[]) => actions.map((a) => JSON.stringify(Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null)))).sort();

describe('combat questions as typed fields of a stored board (SCENARIOS.md "Questions")', () => {
  it('canAttack, with and without `attacking`: legal for Grizzly Bears, and 302.6 for a summoning-sick one', async () => {
    const { id } = await create(combatBoard);
    const board = (await run(QUESTIONS, { id })).board;
    expect(board.angel.canAttack).toEqual({ legal: true, reason: null, rule: null });
    expect(board.bears).toEqual({ any: { legal: true, reason: null, rule: null }, bob: { legal: true, reason: null, rule: null } });
    expect(board.sick.any).toMatchObject({ legal: false, reason: expect.any(String), rule: '302.6' });
    expect(board.sick.bob).toMatchObject({ legal: false, rule: '302.6' });
    const expected = answers(combatBoard, [
      { canAttack: { permanent: 'bears' } },
      { canAttack: { permanent: 'bears', attacking: 'bob' } },
      { canAttack: { permanent: 'sick' } },
      { canAttack: { permanent: 'sick', attacking: 'bob' } },
    ]);
    expect([board.bears.any, board.bears.bob, board.sick.any, board.sick.bob].map((v: Json) => [v.legal, v.rule])).toEqual(expected.map((a) => [a.legal, a.rule ?? null]));
  });

  it('canBlock: Grizzly Bears can’t block Serra Angel (702.9b); Giant Spider with reach can (702.17b)', async () => {
    const { id } = await create(combatBoard);
    const board = (await run(QUESTIONS, { id })).board;
    expect(board.bobBears.canBlock).toMatchObject({ legal: false, reason: expect.any(String), rule: '702.9b' });
    expect(board.spider.canBlock).toEqual({ legal: true, reason: null, rule: null });
    const expected = answers(combatBoard, [{ canBlock: { permanent: 'bobBears', attacker: 'angel' } }, { canBlock: { permanent: 'spider', attacker: 'angel' } }]);
    expect(expected.map((a) => a.legal)).toEqual([false, true]);
  });

  it('Characteristics.defense: Invasion of Gobakhan’s printed defense is 3 (CR 310.4), null for a creature; bob protects the Siege (310.8)', async () => {
    const { id } = await create(combatBoard);
    const board = (await run(QUESTIONS, { id })).board;
    expect(board.siege).toEqual({ protector: 'bob', counters: [{ kind: 'defense', amount: 3 }], characteristics: { types: ['Battle'], defense: 3, power: null, toughness: null } });
    expect(board.creature.characteristics).toEqual({ defense: null, power: 2, toughness: 2 });
  });

  it('legalActions: the active player may advance; the defending player has nothing to do in the main phase', async () => {
    const { id } = await create(combatBoard);
    const board = (await run(QUESTIONS, { id })).board;
    expect(board.turn).toEqual({ step: 'precombatMain', damageStep: null });
    expect(board.alice).toEqual(expect.arrayContaining([{ do: 'advance', permanent: null, ability: null }]));
    expect(board.bob).toEqual([]);
    const [aliceActions, bobActions] = answers(combatBoard, [{ legalActions: 'alice' }, { legalActions: 'bob' }]);
    expect(sortActions(board.alice)).toEqual(sortActions(aliceActions!.actions));
    expect(sortActions(board.bob)).toEqual(sortActions(bobActions!.actions));
  });
});

describe('combat fields of a stored board through each declaration (SCENARIOS.md "Combat")', () => {
  it('attacking, blocked, blocking, hadFirstStrike, Turn.damageStep and legalActions follow the stored board step by step', async () => {
    const { id } = await create(combatBoard);
    const before = byId((await run(COMBAT_FIELDS, { id })).board);
    expect(before.angel).toMatchObject({ attacking: null, attackedLeftCombat: false, blocked: false, blocking: [], hadFirstStrike: false, protector: null });
    expect(before.siege).toMatchObject({ protector: 'bob' });

    // 508.1: alice attacks bob with the Angel and the Knight, and her own Siege with the Bears (310.8b);
    // the Angel has vigilance (702.20b).
    const attacked = await apply(id, 1, [
      {
        do: 'declareAttackers',
        attackers: [
          { id: 'angel', attacking: 'bob' },
          { id: 'knight', attacking: 'bob' },
          { id: 'bears', attacking: 'siege' },
        ],
      },
    ]);
    let board = (await run(COMBAT_FIELDS, { id })).board;
    expect(board.version).toBe(attacked.version);
    expect(board.turn).toEqual({ step: 'declareAttackers', damageStep: null });
    let p = byId(board);
    expect(p.angel).toMatchObject({ attacking: 'bob', tapped: false, blocked: false });
    expect(p.knight).toMatchObject({ attacking: 'bob', tapped: true });
    expect(p.bears).toMatchObject({ attacking: 'siege', tapped: true });
    expect(p.sick).toMatchObject({ attacking: null, tapped: false });
    expect(board.bob).toEqual([{ do: 'declareBlockers', permanent: null, ability: null }]);
    expect(board.alice).toEqual(expect.arrayContaining([{ do: 'advance', permanent: null, ability: null }]));
    expect(board.alice).not.toContainEqual(expect.objectContaining({ do: 'declareAttackers' }));

    // 509.1: the Spider blocks the Angel, bob's Bears block the Knight.
    await apply(id, 2, [
      {
        do: 'declareBlockers',
        blockers: [
          { id: 'spider', blocking: ['angel'] },
          { id: 'bobBears', blocking: ['knight'] },
        ],
      },
    ]);
    board = (await run(COMBAT_FIELDS, { id })).board;
    expect(board.version).toBe(3);
    expect(board.turn).toEqual({ step: 'declareBlockers', damageStep: null });
    p = byId(board);
    expect(p.angel).toMatchObject({ attacking: 'bob', blocked: true, blocking: [] });
    expect(p.knight).toMatchObject({ attacking: 'bob', blocked: true });
    expect(p.bears).toMatchObject({ attacking: 'siege', blocked: false });
    expect(p.spider).toMatchObject({ attacking: null, blocking: ['angel'] });
    expect(p.bobBears).toMatchObject({ attacking: null, blocking: ['knight'] });
    expect(board.bob).toEqual([]);

    // 510.4: the Knight's first strike makes two combat damage steps; the advance stops after the first.
    await apply(id, 3, [{ do: 'advance', to: 'combatDamage' }]);
    board = (await run(COMBAT_FIELDS, { id })).board;
    expect(board.turn).toEqual({ step: 'combatDamage', damageStep: 1 });
    p = byId(board);
    expect(p.knight).toMatchObject({ hadFirstStrike: true, attacking: 'bob', blocked: true });
    expect(p.angel).toMatchObject({ hadFirstStrike: false });
    // The Knight's 2 killed bob's Bears before they dealt damage (704.5g); the Knight stays blocked (509.1h).
    expect(p.bobBears).toBeUndefined();
    expect(board.players).toEqual([
      { localId: 'alice', life: 20, graveyard: [] },
      { localId: 'bob', life: 20, graveyard: [{ localId: 'bobBears' }] },
    ]);

    // The second step: the Angel deals 4 to the Spider and takes 2; the unblocked Bears remove two of the
    // Siege's defense counters (120.3h). Then the end of combat step removes every creature from combat (511.3).
    await apply(id, 4, [{ do: 'advance', to: 'combatDamage' }]);
    board = (await run(COMBAT_FIELDS, { id })).board;
    expect(board.turn).toEqual({ step: 'combatDamage', damageStep: 2 });
    p = byId(board);
    expect(p.angel).toMatchObject({ damage: 2 });
    expect(p.spider).toBeUndefined();
    expect(p.siege).toMatchObject({ protector: 'bob' });
    expect(board.players[1]).toEqual({ localId: 'bob', life: 20, graveyard: [{ localId: 'bobBears' }, { localId: 'spider' }] });
    const siege = (await run('query ($id: ID!) { board(id: $id) { permanent(id: "siege") { counters { kind amount } characteristics { defense } } } }', { id })).board.permanent;
    expect(siege).toEqual({ counters: [{ kind: 'defense', amount: 1 }], characteristics: { defense: 1 } });

    await apply(id, 5, [{ do: 'advance', to: 'postcombatMain' }]);
    board = (await run(COMBAT_FIELDS, { id })).board;
    expect(board.turn).toEqual({ step: 'postcombatMain', damageStep: null });
    for (const permanent of board.permanents as Json[])
      expect(permanent, permanent.localId).toMatchObject({ attacking: null, attackedLeftCombat: false, blocked: false, blocking: [], hadFirstStrike: false });
  });
});

describe('the persisted combat operations of the mobile apps (schema/operations/boards.graphql)', () => {
  const manifest = buildManifest(schema);
  const body = (name: string) => manifest.operations.find((operation) => operation.name === name)!.body;

  it('Combat, CanAttack, CanBlock and LegalActions answer on a stored board after the declarations', async () => {
    const { id } = await create(combatBoard);
    await apply(id, 1, [{ do: 'declareAttackers', attackers: [{ id: 'angel', attacking: 'bob' }] }]);
    await apply(id, 2, [{ do: 'declareBlockers', blockers: [{ id: 'spider', blocking: ['angel'] }] }]);
    const combat = (await run(body('Combat'), { id })).board;
    expect(combat).toMatchObject({ id, version: 3, turn: { step: 'declareBlockers', damageStep: null } });
    const p = byId(combat);
    expect(p.angel).toEqual({
      id: expect.any(String),
      localId: 'angel',
      attacking: 'bob',
      attackedLeftCombat: false,
      blocked: true,
      blocking: [],
      hadFirstStrike: false,
      protector: null,
      characteristics: { defense: null },
    });
    expect(p.spider).toMatchObject({ attacking: null, blocking: ['angel'] });
    expect(p.siege).toMatchObject({ protector: 'bob', characteristics: { defense: 3 } });

    const sick = (await run(body('CanAttack'), { id, permanent: 'sick', attacking: 'bob' })).board.permanent;
    expect(sick).toMatchObject({ localId: 'sick', canAttack: { legal: false, rule: '302.6' } });
    const any = (await run(body('CanAttack'), { id, permanent: 'bears' })).board.permanent;
    expect(any.canAttack).toEqual({ legal: true, reason: null, rule: null });
    const blocker = (await run(body('CanBlock'), { id, permanent: 'bobBears', attacker: 'angel' })).board.permanent;
    expect(blocker).toMatchObject({ localId: 'bobBears', canBlock: { legal: false, rule: '702.9b' } });
    const actions = (await run(body('LegalActions'), { id, player: 'alice' })).board;
    expect(actions).toMatchObject({ id, version: 3 });
    expect(actions.legalActions).toContainEqual({ do: 'advance', permanent: null, ability: null });
    expect((await run(body('LegalActions'), { id, player: 'bob' })).board.legalActions).toEqual([]);
  });
});
