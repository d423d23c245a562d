// The scenario contract itself (shared/spec/SCENARIOS.md): validation with paths, defaults
// and the canonical board, questions, and results that never change their input.

import { describe, expect, it } from 'vitest';
import { compareResults, runScenario } from '../../rules';
import { board } from '../helpers/boards';

describe('input validation (INVALID_INPUT with the JSON path)', () => {
  it.each([
    ['an unknown card', { board: board([{ id: 'x', card: 'Forrest', controller: 'alice' }]) }, ['board', 'permanents', 0, 'card']],
    ['an unknown field', { board: board([{ id: 'x', card: 'Forest', controller: 'alice', colour: 'G' }]) }, ['board', 'permanents', 0, 'colour']],
    ['an unknown top-level field', { board: board([]), actons: [] }, ['actons']],
    ['an unknown controller', { board: board([{ id: 'x', card: 'Forest', controller: 'carol' }]) }, ['board', 'permanents', 0, 'controller']],
    [
      'a duplicate id',
      {
        board: board([
          { id: 'x', card: 'Forest', controller: 'alice' },
          { id: 'x', card: 'Island', controller: 'alice' },
        ]),
      },
      ['board', 'permanents', 1, 'id'],
    ],
    ['a bad step', { board: { ...board([]), turn: { number: 1, activePlayer: 'alice', step: 'combat' } } }, ['board', 'turn', 'step']],
    ['a negative counter', { board: board([{ id: 'x', card: 'Forest', controller: 'alice', counters: { charge: -1 } }]) }, ['board', 'permanents', 0, 'counters', 'charge']],
    ['a malformed inline card', { board: board([{ id: 'x', controller: 'alice', card: { name: 'Bad', types: ['Lnd'] } }]) }, ['board', 'permanents', 0, 'card', 'types', 0]],
    [
      'an inline card with a bad cost',
      { board: board([{ id: 'x', controller: 'alice', card: { name: 'Bad', types: ['Artifact'], manaCost: '{Q}' } }]) },
      ['board', 'permanents', 0, 'card', 'manaCost'],
    ],
    ['an unknown action', { board: board([]), actions: [{ do: 'fly' }] }, ['actions', 0, 'do']],
    ['an unknown question', { board: board([]), ask: [{ whatever: 'x' }] }, ['ask', 0]],
    ['a missing board', { actions: [] }, ['board']],
  ])('%s', (_name, input, path) => {
    const result = runScenario(input);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path } });
  });

  it('an unknown permanent id in an action names the action and the path', () => {
    const result = runScenario({ board: board([]), actions: [{ do: 'activate', permanent: 'ghost' }] });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'permanent'], action: 0 } });
  });

  it('an unknown permanent id in a question names the path', () => {
    const result = runScenario({ board: board([]), ask: [{ characteristics: 'ghost' }] });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['ask', 0, 'characteristics'] } });
  });

  it('input that is not an object at all', () => {
    expect(runScenario('forest')).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: [] } });
  });
});

describe('documented limits (LIMIT_EXCEEDED, not INVALID_INPUT)', () => {
  const forests = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, card: 'Forest', controller: 'alice' }));

  it('more actions than the limit is LIMIT_EXCEEDED at the actions list', () => {
    const actions = Array.from({ length: 201 }, () => ({ do: 'resolve' }));
    expect(runScenario({ board: board([]), actions })).toMatchObject({ ok: false, error: { code: 'LIMIT_EXCEEDED', path: ['actions'] } });
  });

  it('more permanents than the limit is LIMIT_EXCEEDED at the permanents list', () => {
    expect(runScenario({ board: board(forests(2001)) })).toMatchObject({ ok: false, error: { code: 'LIMIT_EXCEEDED', path: ['board', 'permanents'] } });
  });

  it('exactly the limit is accepted', () => {
    expect(runScenario({ board: board(forests(2000)) })).toMatchObject({ ok: true });
  });

  it('a value out of range is still INVALID_INPUT', () => {
    const result = runScenario({ board: board([{ id: 'x', card: 'Forest', controller: 'alice', counters: { charge: 2_000_000 } }]) });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});

describe('the canonical board', () => {
  it('writes every default out, with pools of all six types and timestamps from list positions', () => {
    const result = runScenario({ board: { players: [{ id: 'alice' }], permanents: [{ id: 'f', card: 'Forest', controller: 'alice' }] } });
    expect(result).toEqual({
      ok: true,
      events: [],
      answers: [],
      board: {
        turn: { number: 1, activePlayer: 'alice', step: 'precombatMain', landsPlayed: 0, damageStep: null },
        players: [{ id: 'alice', life: 20, poison: 0, manaPool: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }, library: 40, hand: 0, graveyard: [], exile: [], lost: false }],
        permanents: [
          {
            id: 'f',
            card: 'Forest',
            controller: 'alice',
            owner: 'alice',
            tapped: false,
            summoningSick: false,
            counters: {},
            damage: 0,
            deathtouchDamage: false,
            attachedTo: null,
            attachedAt: 1,
            x: 0,
            chosen: {},
            token: false,
            loyaltyActivated: false,
            timestamp: 1,
            attacking: null,
            attackedLeftCombat: false,
            blocked: false,
            blocking: [],
            hadFirstStrike: false,
            protector: null,
          },
        ],
        effects: [],
        stack: [],
      },
    });
  });

  it('orders permanents by timestamp and drops zero counters', () => {
    const result = runScenario({
      board: board([
        { id: 'late', card: 'Island', controller: 'alice', timestamp: 9, counters: { charge: 0, age: 2 } },
        { id: 'early', card: 'Forest', controller: 'alice', timestamp: 4 },
      ]),
    });
    expect(result.ok && result.board.permanents.map((p) => p.id)).toEqual(['early', 'late']);
    expect(result.ok && result.board.permanents[1]!.counters).toEqual({ age: 2 });
  });

  it('a canonical board is a valid input that gives itself back', () => {
    const first = runScenario({ board: board([{ id: 'f', card: 'Forest', controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'f' }] });
    expect(first.ok).toBe(true);
    const again = runScenario({ board: first.board });
    expect(again.ok && again.board).toEqual(first.board);
  });

  it('never modifies its input', () => {
    const input = { board: board([{ id: 'f', card: 'Forest', controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'f' }] };
    const copy = structuredClone(input);
    runScenario(input);
    expect(input).toEqual(copy);
  });
});

describe('questions', () => {
  it('characteristics of Llanowar Elves: a green 1/1 Creature — Elf Druid with mana value 1 and one ability', () => {
    const result = runScenario({ board: board([{ id: 'e', card: 'Llanowar Elves', controller: 'alice' }]), ask: [{ characteristics: 'e' }] });
    expect(result.ok && result.answers[0]).toEqual({
      name: 'Llanowar Elves',
      controller: 'alice',
      types: ['Creature'],
      subtypes: ['Elf', 'Druid'],
      supertypes: [],
      colors: ['G'],
      power: 1,
      toughness: 1,
      loyalty: null,
      defense: null,
      manaValue: 1,
      keywords: [],
      abilityCount: 1,
      explain: [],
    });
  });

  it('613.4c: +1/+1 and -1/-1 counters change power and toughness', () => {
    const result = runScenario({ board: board([{ id: 'e', card: 'Llanowar Elves', controller: 'alice', counters: { '+1/+1': 2 } }]), ask: [{ characteristics: 'e' }] });
    expect(result.ok && result.answers[0]).toMatchObject({ power: 3, toughness: 3 });
  });

  it('305.6: a basic land counts its intrinsic mana ability', () => {
    const result = runScenario({ board: board([{ id: 'f', card: 'Forest', controller: 'alice' }]), ask: [{ characteristics: 'f' }] });
    expect(result.ok && result.answers[0]).toMatchObject({ types: ['Land'], subtypes: ['Forest'], supertypes: ['Basic'], abilityCount: 1, colors: [] });
  });

  it('canActivate answers with the rule that forbids it: 302.6 and 107.5', () => {
    const result = runScenario({
      board: board([
        { id: 'e', card: 'Llanowar Elves', controller: 'alice', summoningSick: true },
        { id: 'f', card: 'Forest', controller: 'alice', tapped: true },
        { id: 'g', card: 'Forest', controller: 'alice' },
      ]),
      ask: [{ canActivate: { permanent: 'e', ability: 0 } }, { canActivate: { permanent: 'f' } }, { canActivate: { permanent: 'g' } }, { canActivate: { permanent: 'g', ability: 3 } }],
    });
    expect(result.ok && result.answers).toEqual([
      { legal: false, reason: expect.any(String), rule: '302.6' },
      { legal: false, reason: expect.any(String), rule: '107.5' },
      { legal: true },
      { legal: false, reason: expect.any(String) },
    ]);
  });

  it('couldProduce of basic lands and Wastes (106.7)', () => {
    const result = runScenario({
      board: board([
        { id: 'f', card: 'Forest', controller: 'alice' },
        { id: 'w', card: 'Wastes', controller: 'alice' },
        { id: 'e', card: 'Llanowar Elves', controller: 'alice', tapped: true },
      ]),
      ask: [{ couldProduce: 'f' }, { couldProduce: 'w' }, { couldProduce: 'e' }],
    });
    expect(result.ok && result.answers).toEqual([{ types: ['G'] }, { types: ['C'] }, { types: ['G'] }]);
  });

  it('a question the engine cannot answer yet is UNSUPPORTED: a cost with Phyrexian mana (CR 107.4f)', () => {
    expect(runScenario({ board: board([]), ask: [{ canPay: { player: 'alice', cost: '{G/P}' } }] })).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });
});

describe('comparing results', () => {
  it('matches on ok, code, answers and board, sets where order carries no meaning', () => {
    const result = runScenario({ board: board([{ id: 'f', card: 'Forest', controller: 'alice' }]), ask: [{ characteristics: 'f' }] });
    const answers = result.ok ? structuredClone(result.answers) : [];
    expect(compareResults({ ok: true, answers }, result)).toBeNull();
    expect(compareResults({ ok: false, error: { code: 'ILLEGAL_ACTION' } }, result)).toMatchObject({ field: 'ok' });
    (answers[0] as { subtypes: string[] }).subtypes = ['Island'];
    expect(compareResults({ ok: true, answers }, result)).toMatchObject({ field: 'answers' });
  });

  it('a reworded reason or message is not a difference (SCENARIOS.md: human-readable text may differ)', () => {
    const result = runScenario({ board: board([{ id: 'f', card: 'Forest', controller: 'alice', tapped: true }]), ask: [{ canActivate: { permanent: 'f', ability: 0 } }] });
    expect(result).toMatchObject({ ok: true, answers: [{ legal: false, rule: '107.5' }] });
    expect(compareResults({ ok: true, answers: [{ legal: false, reason: 'said another way', rule: '107.5' }] }, result)).toBeNull();
    expect(compareResults({ ok: true, answers: [{ legal: false, reason: 'said another way', rule: '302.6' }] }, result)).toMatchObject({ field: 'answers' });
  });

  it('an answer field the expected answer does not have is not compared, one it has is', () => {
    const result = runScenario({ board: board([{ id: 'f', card: 'Forest', controller: 'alice' }]), ask: [{ characteristics: 'f' }] });
    expect(compareResults({ ok: true, answers: [{ name: 'Forest', types: ['Land'], subtypes: ['Forest'] }] }, result)).toBeNull();
    expect(compareResults({ ok: true, answers: [{ name: 'Forest', rarity: 'common' }] }, result)).toMatchObject({ field: 'answers' });
    expect(compareResults({ ok: true, answers: [{ name: 'Forest' }, { name: 'Forest' }] }, result)).toMatchObject({ field: 'answers' });
  });

  it('mana amounts compare whole: an option with another type of mana is a difference', () => {
    const result = runScenario({ board: board([{ id: 'f', card: 'Forest', controller: 'alice' }]), ask: [{ availableMana: 'alice' }] });
    expect(compareResults({ ok: true, answers: [{ options: [{ G: 1 }] }] }, result)).toBeNull();
    expect(compareResults({ ok: true, answers: [{ options: [{ G: 1, R: 1 }] }] }, result)).toMatchObject({ field: 'answers' });
    expect(compareResults({ ok: true, answers: [{ options: [{}] }] }, result)).toMatchObject({ field: 'answers' });
  });

  it('explain compares by its structure: the effects, their layers and their order, not the wording', () => {
    const result = runScenario({
      board: board([
        { id: 'moon', card: 'Blood Moon', controller: 'alice' },
        { id: 'urborg', card: 'Urborg, Tomb of Yawgmoth', controller: 'alice' },
      ]),
      ask: [{ characteristics: 'urborg' }],
    });
    const explain = result.ok ? (result.answers[0] as { explain: { source: string; layer: string }[] }).explain : [];
    expect(explain.length).toBeGreaterThan(0);
    const reworded = explain.map((entry) => ({ ...entry, source: entry.source.replace(/ \(.*\)$/, ' (another name)'), detail: 'written another way', timestamp: 99 }));
    expect(compareResults({ ok: true, answers: [{ explain: reworded }] }, result)).toBeNull();
    const otherLayer = explain.map((entry, at) => (at === 0 ? { ...entry, layer: '7b' } : entry));
    expect(compareResults({ ok: true, answers: [{ explain: otherLayer }] }, result)).toMatchObject({ field: 'answers' });
    expect(compareResults({ ok: true, answers: [{ explain: [...explain, explain[0]] }] }, result)).toMatchObject({ field: 'answers' });
  });

  it('a hand-written expected board with defaults left out matches the canonical board', () => {
    const input = { board: board([{ id: 'f', card: 'Forest', controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'f' }] };
    const result = runScenario(input);
    const expectedBoard = { ...board([{ id: 'f', card: 'Forest', controller: 'alice', tapped: true }]), players: [{ id: 'alice', manaPool: { G: 1 } }, { id: 'bob' }] };
    expect(compareResults({ ok: true, board: expectedBoard }, result)).toBeNull();
    expect(compareResults({ ok: true, board: board([{ id: 'f', card: 'Forest', controller: 'alice' }]) }, result)).toMatchObject({ field: 'board' });
  });
});

describe('the card format', () => {
  it('208.1: an inline creature card without power is INVALID_INPUT at that field', () => {
    const card = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], toughness: 2 };
    expect(runScenario({ board: board([{ id: 'b', card, controller: 'alice' }]) })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'card', 'power'] },
    });
  });

  it('an inline ability with an unknown cost type names the path into the ability', () => {
    const card = { name: 'Test Rock', types: ['Artifact'], abilities: [{ kind: 'activated', cost: [{ type: 'sacrifise' }], effects: [{ type: 'addMana', mana: { C: 1 } }] }] };
    expect(runScenario({ board: board([{ id: 'r', card, controller: 'alice' }]) })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'card', 'abilities', 0, 'cost', 0, 'type'] },
    });
  });
});
