// Modal triggered abilities (CR 700.2, 603.3c): "When this creature enters, choose one —" and its
// bulleted modes. The modes are chosen as the ability is put on the stack (700.2b, 603.3c), in
// `choices.triggered.<source>.modes` (0-based, printed order), before its targets (601.2c); a mode
// whose targets can't be chosen can't be chosen (700.2a), and an ability no mode of which can be
// chosen is removed from the stack (603.3c). The stack object keeps its modes in `choices.modes`.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [
  { id: 'alice', library: 20, hand: 2 },
  { id: 'bob', library: 20, hand: 2 },
];

function scenario(permanents: Json[], actions: Json[], board: Json = {}): Json {
  const input = { board: { turn: main, players, permanents, ...board }, actions };
  ensureCards(input);
  return runScenario(input);
}

function run(permanents: Json[], actions: Json[], board: Json = {}): Json {
  const result = scenario(permanents, actions, board);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const ornithopter = { id: 'thopter', card: 'Ornithopter', controller: 'bob' };
const knight = (choices: Json = {}) => ({ do: 'cast', card: 'Knight of Autumn', controller: 'alice', id: 'knight', choices });
const ids = (result: Json): string[] => result.board.permanents.map((p: Json) => p.id);
const player = (result: Json, id: string): Json => result.board.players.find((p: Json) => p.id === id);
const permanent = (result: Json, id: string): Json => result.board.permanents.find((p: Json) => p.id === id);

describe("Knight of Autumn's enters ability: choosing its mode as it is put on the stack (CR 700.2b, 603.3c)", () => {
  it('700.2b, 603.3c: with an artifact on the battlefield and no modes named, CHOICE_REQUIRED at `triggered.knight.modes`, each mode an option', () => {
    const result = scenario([ornithopter], [knight()]);
    expect(result.error).toMatchObject({ code: 'CHOICE_REQUIRED', choice: 'triggered.knight.modes', options: [[0], [1], [2]] });
  });

  it('700.2b: mode 0, "Put two +1/+1 counters on this creature."', () => {
    const result = run([ornithopter], [knight({ triggered: { knight: { modes: [0] } } })]);
    expect(permanent(result, 'knight').counters).toMatchObject({ '+1/+1': 2 });
    expect(ids(result)).toContain('thopter');
    expect(player(result, 'alice').life).toBe(20);
  });

  it('700.2b, 700.2c: mode 1, "Destroy target artifact or enchantment.", its target the artifact', () => {
    const result = run([ornithopter], [knight({ triggered: { knight: { modes: [1] } } })]);
    expect(ids(result)).toEqual(['knight']);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'destroyed', permanent: 'thopter' }));
  });

  it('700.2b: mode 2, "You gain 4 life."', () => {
    const result = run([ornithopter], [knight({ triggered: { knight: { modes: [2] } } })]);
    expect(player(result, 'alice').life).toBe(24);
    expect(ids(result)).toContain('thopter');
  });

  it("700.2a, 603.3c: with no artifact or enchantment the destroy mode can't be chosen: the options leave it out, and choosing it is ILLEGAL_ACTION", () => {
    expect(scenario([], [knight()]).error).toMatchObject({ code: 'CHOICE_REQUIRED', choice: 'triggered.knight.modes', options: [[0], [2]] });
    expect(scenario([], [knight({ triggered: { knight: { modes: [1] } } })]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '700.2a' });
  });

  it('700.2: "Choose one —" takes one mode: two is ILLEGAL_ACTION', () => {
    expect(scenario([], [knight({ triggered: { knight: { modes: [0, 2] } } })]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '700.2' });
  });
});

/** "Whenever this creature attacks, choose one — • You gain 2 life. • Target player loses 2 life." */
const raider = {
  name: 'Test Modal Raider',
  manaCost: '{R}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  abilities: [
    {
      kind: 'triggered',
      trigger: { event: 'attacks', object: 'self' },
      modes: {
        choose: 'one',
        list: [{ effects: [{ type: 'gainLife', amount: 2 }] }, { targets: [{ kind: 'player' }], effects: [{ type: 'loseLife', player: { target: 0 }, amount: 2 }] }],
      },
    },
  ],
};

describe('a modal trigger held on the stack, read back (CR 700.2b, 603.3c, 608.2)', () => {
  const board = {
    turn: { number: 4, activePlayer: 'alice', step: 'beginCombat' },
    players: [{ id: 'alice' }, { id: 'bob' }],
    permanents: [{ id: 'raider', controller: 'alice', card: raider }],
  };
  const attack = (choices: Json, hold: boolean) => ({ do: 'declareAttackers', attackers: [{ id: 'raider' }], choices, hold });

  it('603.3c: the attack trigger waits on the stack with the mode and target chosen; the output board, read back as input, resolves the same', () => {
    const choices = { triggered: { raider: { modes: [1], targets: ['bob'] } } };
    const held = runScenario({ board, actions: [attack(choices, true)] }) as Json;
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    expect(held.board.stack).toMatchObject([{ kind: 'ability', source: 'raider', ability: 0, targets: ['bob'], choices: { modes: [1] } }]);
    const again = runScenario({ board: JSON.parse(JSON.stringify(held.board)), actions: [{ do: 'resolve' }] }) as Json;
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    const straight = runScenario({ board, actions: [attack(choices, false)] }) as Json;
    expect(again.board.players).toEqual(straight.board.players);
    expect(again.board.players.find((p: Json) => p.id === 'bob').life).toBe(18);
  });

  it('700.2b: a modal triggered ability on the stack without its modes is INVALID_INPUT', () => {
    const stack = [{ id: 'raider/s1', kind: 'ability', source: 'raider', ability: 0, controller: 'alice', targets: [], choices: {} }];
    const result = runScenario({ board: { ...board, turn: { ...board.turn, step: 'declareAttackers' }, stack }, actions: [{ do: 'resolve' }] }) as Json;
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('700.2b') });
  });
});

describe('the modal triggered ability compiles and renders back (CR 700.2)', () => {
  it('"When this creature enters, choose one —" and its three modes are one triggered ability with modes', () => {
    const lines = ['When this creature enters, choose one —', '• Put two +1/+1 counters on this creature.', '• Destroy target artifact or enchantment.', '• You gain 4 life.'];
    const compiled = compileCard(lines, { name: 'Knight of Autumn', manaCost: '{1}{G}{W}', types: ['Creature'], subtypes: ['Dryad', 'Knight'], power: 2, toughness: 1 });
    expect(compiled.lines.map((line) => line.compiled)).toEqual([true, true, true, true]);
    expect(compiled.card.abilities).toMatchObject([{ kind: 'triggered', trigger: { event: 'enters', object: 'self' }, modes: { choose: 'one' } }]);
  });

  it('"Landfall — Whenever a land you control enters, choose one —" keeps its ability word', () => {
    const lines = ['Landfall — Whenever a land you control enters, choose one —', '• Put a +1/+1 counter on target creature.', '• You gain 2 life.'];
    const compiled = compileCard(lines, { name: 'Retreat to Kazandu', manaCost: '{2}{G}', types: ['Enchantment'] });
    expect(compiled.lines.every((line) => line.compiled)).toBe(true);
    expect(compiled.card.abilities?.[0]).toMatchObject({ kind: 'triggered', abilityWord: 'landfall', modes: { list: [{ targets: [{ kind: 'permanent' }] }, {}] } });
  });
});
