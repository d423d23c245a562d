// Modal spells (CR 700.2): "Choose one —" and a bulleted list of modes. The modes are chosen as
// the spell is cast (700.2a, 601.2b), in `choices.modes` (0-based, printed order); a mode whose
// targets can't be chosen can't be chosen (700.2a); only the chosen modes' targets are chosen
// (700.2c), in printed order; a mode is chosen once unless the card says otherwise (700.2d). The
// spell on the stack and the effects it creates keep the modes it was cast with.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';
import { CardDefinition, rulesText } from '../../rules';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [
  { id: 'alice', library: 20, hand: 2 },
  { id: 'bob', library: 20, hand: 2 },
];

function scenario(permanents: Json[], actions: Json[], ask: Json[] = [], board: Json = {}): Json {
  const input = { board: { turn: main, players, permanents, ...board }, actions, ask };
  ensureCards(input);
  return runScenario(input);
}

function run(permanents: Json[], actions: Json[], ask: Json[] = [], board: Json = {}): Json {
  const result = scenario(permanents, actions, ask, board);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const bear = { id: 'bear', card: 'Grizzly Bears', controller: 'bob' };
const ornithopter = { id: 'thopter', card: 'Ornithopter', controller: 'bob' };
const ids = (result: Json): string[] => result.board.permanents.map((p: Json) => p.id);
const player = (result: Json, id: string): Json => result.board.players.find((p: Json) => p.id === id);
const abrade = (extra: Json = {}) => ({ do: 'cast', card: 'Abrade', controller: 'alice', id: 'abrade', ...extra });

describe('choosing the modes of a modal spell (CR 700.2a, 601.2b)', () => {
  it('700.2a: Abrade cast with a creature and an artifact to target and no modes named: CHOICE_REQUIRED at `modes`, each legal choice an option', () => {
    const result = scenario([bear, ornithopter], [abrade({ targets: ['bear'] })]);
    expect(result.error).toMatchObject({ code: 'CHOICE_REQUIRED', choice: 'modes', options: [[0], [1]] });
  });

  it('700.2a: with no artifact on the battlefield only the damage mode can be chosen: the engine chooses it, and Abrade deals 3 damage to the creature', () => {
    const result = run([bear], [abrade({ targets: ['bear'] })]);
    expect(ids(result)).not.toContain('bear');
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'damageDealt', target: 'bear', amount: 3 }));
  });

  it('700.2c: Abrade cast choosing "Destroy target artifact." targets only the artifact: Ornithopter is destroyed, the creature is untouched', () => {
    const result = run([bear, ornithopter], [abrade({ targets: ['thopter'], choices: { modes: [1] } })]);
    expect(ids(result)).toEqual(['bear']);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'destroyed', permanent: 'thopter' }));
  });

  it('700.2c: the target given for a mode must be legal for that mode: Abrade choosing the artifact mode with the creature as its target is ILLEGAL_ACTION', () => {
    const result = scenario([bear, ornithopter], [abrade({ targets: ['bear'], choices: { modes: [1] } })]);
    expect(result.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '601.2c' });
  });

  it('700.2a: a mode whose target has no legal choice can\'t be chosen: Abrade choosing "Destroy target artifact." with no artifact is ILLEGAL_ACTION', () => {
    const result = scenario([bear], [abrade({ targets: [], choices: { modes: [1] } })]);
    expect(result.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '700.2a' });
  });

  it("700.2a: a modal spell none of whose modes can be chosen can't be cast: Abrade with no creature and no artifact", () => {
    const result = scenario([], [abrade()]);
    expect(result.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '700.2a' });
  });

  it('700.2: "Choose two —" takes two modes: Cryptic Command with one is ILLEGAL_ACTION, and the same mode twice is too (700.2d)', () => {
    const cryptic = (modes: number[]) => ({ do: 'cast', card: 'Cryptic Command', controller: 'alice', id: 'cryptic', choices: { modes }, pay: false });
    expect(scenario([bear], [cryptic([3])]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '700.2' });
    expect(scenario([bear], [cryptic([3, 3])]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '700.2', message: expect.stringContaining('700.2d') });
    expect(scenario([bear], [cryptic([3, 7])]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '700.2' });
  });

  it('700.2d, 608.2c: Cryptic Command choosing "Draw a card." and the bounce (named in any order) does them in printed order, the bounce\'s target its only one', () => {
    const result = run([bear], [{ do: 'cast', card: 'Cryptic Command', controller: 'alice', id: 'cryptic', targets: ['bear'], choices: { modes: [3, 1] } }]);
    expect(ids(result)).toEqual([]);
    expect(player(result, 'bob').hand).toBe(3);
    expect(player(result, 'alice').hand).toBe(3);
    const types = result.events.map((e: Json) => e.type);
    expect(types.indexOf('returnedToHand')).toBeLessThan(types.indexOf('drew'));
  });

  it('700.2a: the spell on the stack keeps the modes it was cast with, in printed order, and resolves them later', () => {
    const held = run([bear], [{ do: 'cast', card: 'Cryptic Command', controller: 'alice', id: 'cryptic', targets: ['bear'], choices: { modes: [3, 1] }, hold: true }]);
    expect(held.board.stack).toEqual([expect.objectContaining({ id: 'cryptic', targets: ['bear'], choices: { modes: [1, 3] } })]);
    const resolved = run(held.board.permanents, [{ do: 'resolve' }], [], { stack: held.board.stack, players: held.board.players });
    expect(ids(resolved)).toEqual([]);
    expect(player(resolved, 'alice').hand).toBe(3);
  });

  it('700.2d: Mystic Confluence ("You may choose the same mode more than once.") choosing "Draw a card." three times draws three cards', () => {
    const result = run([], [{ do: 'cast', card: 'Mystic Confluence', controller: 'alice', id: 'confluence', choices: { modes: [2, 2, 2] } }]);
    expect(player(result, 'alice').hand).toBe(5);
    expect(player(result, 'alice').library).toBe(17);
  });

  it('700.2: a `modes` choice for a spell that is not modal would be ignored: INVALID_INPUT', () => {
    const result = scenario([bear], [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', targets: ['bear'], choices: { modes: [0] } }]);
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'modes'] });
  });
});

describe('what a modal spell leaves behind keeps its modes (CR 700.2a, 611.2)', () => {
  it('611.2: Simic Charm choosing "Target creature gets +3/+3 until end of turn." writes an effects entry with its modes; the board read back gives the creature +3/+3', () => {
    const mine = { id: 'bear', card: 'Grizzly Bears', controller: 'alice' };
    const result = run([mine], [{ do: 'cast', card: 'Simic Charm', controller: 'alice', id: 'charm', targets: ['bear'], choices: { modes: [0] } }], [{ characteristics: 'bear' }]);
    expect(result.answers[0]).toMatchObject({ power: 5, toughness: 5 });
    expect(result.board.effects).toEqual([expect.objectContaining({ id: 'charm/e', source: { card: 'Simic Charm' }, targets: ['bear'], choices: { modes: [0] } })]);
    const again = run(result.board.permanents, [], [{ characteristics: 'bear' }], { effects: result.board.effects });
    expect(again.answers[0]).toMatchObject({ power: 5, toughness: 5 });
  });

  it('700.2a: an effects entry of a modal spell without its modes says nothing of what it does: INVALID_INPUT', () => {
    const mine = { id: 'bear', card: 'Grizzly Bears', controller: 'alice' };
    const entry = { id: 'charm/e', source: { card: 'Simic Charm' }, controller: 'alice', targets: ['bear'], timestamp: 5, duration: 'endOfTurn' };
    const result = scenario([mine], [], [{ characteristics: 'bear' }], { effects: [entry] });
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', path: ['board', 'effects', 0, 'choices', 'modes'] });
  });

  it('700.2a: a modal spell on the stack of a board names its modes: without them INVALID_INPUT', () => {
    const stack = [{ id: 'abrade', kind: 'spell', card: 'Abrade', controller: 'alice', targets: ['bear'] }];
    const result = scenario([bear], [{ do: 'resolve' }], [], { stack });
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', path: ['board', 'stack', 0, 'choices', 'modes'] });
  });
});

describe('the Oracle lines of a modal spell compile as one ability (CR 700.2)', () => {
  it('700.2: Abrade\'s "Choose one —" and its two modes are one spell ability that renders back to the three lines', () => {
    const lines = ['Choose one —', '• Abrade deals 3 damage to target creature.', '• Destroy target artifact.'];
    const compiled = compileCard(lines, { name: 'Abrade', manaCost: '{1}{R}', types: ['Instant'] });
    expect(compiled.lines.map((line) => line.compiled)).toEqual([true, true, true]);
    expect(compiled.card.abilities).toEqual([
      {
        kind: 'spell',
        modes: {
          choose: 'one',
          list: [
            { targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }], effects: [{ type: 'dealDamage', amount: 3, to: { target: 0 } }] },
            { targets: [{ kind: 'permanent', filter: { types: ['Artifact'] } }], effects: [{ type: 'destroy', object: { target: 0 } }] },
          ],
        },
      },
    ]);
    expect(rulesText(CardDefinition.parse(compiled.card))).toEqual(lines);
  });

  it('700.2d: "Choose three. You may choose the same mode more than once." compiles with its modes', () => {
    const lines = [
      'Choose three. You may choose the same mode more than once.',
      '• Counter target spell unless its controller pays {3}.',
      "• Return target creature to its owner's hand.",
      '• Draw a card.',
    ];
    const compiled = compileCard(lines, { name: 'Mystic Confluence', manaCost: '{3}{U}{U}{U}', types: ['Instant'] });
    expect(compiled.lines.every((line) => line.compiled)).toBe(true);
    expect(compiled.card.abilities?.[0]).toMatchObject({ kind: 'spell', modes: { choose: 'three', sameModeMoreThanOnce: true } });
  });

  it('700.2: a modal spell with a mode the grammar does not read stays opaque, each line', () => {
    const lines = ['Choose one —', '• Destroy target artifact.', '• Something the engine does not read.'];
    const compiled = compileCard(lines, { name: 'Test Charm', manaCost: '{R}', types: ['Instant'] });
    expect(compiled.lines.map((line) => line.compiled)).toEqual([false, false, false]);
  });
});
