// Text-changing effects (CR 612, 613.1c: layer 3) through the public contract: Sleight of Mind,
// Magical Hack and Mind Bend cast at permanents, the words chosen in `choices.from` and `to`,
// the effect written as an `effects` entry that lasts indefinitely, and what the changed text
// does in the later layers (613.1d-f) and to the abilities that act outside them.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { card } from '../helpers/cards';

type Json = Record<string, unknown>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
// White Knight and Bog Wraith as the card pool compiles them (cards-2026.jsonl).
const whiteKnight = card('whiteKnight');
const bogWraith = { name: 'Bog Wraith', manaCost: '{3}{B}', types: ['Creature'], subtypes: ['Wraith'], power: 3, toughness: 3, abilities: [{ kind: 'keyword', keyword: 'swampwalk' }] };
const nonbasicLand = { name: 'Test Nonbasic Land', types: ['Land'], abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { C: 1 } }] }] };

function run(permanents: Json[], actions: Json[], ask: Json[], extra: Json = {}) {
  return runScenario({
    board: { turn: { number: 4, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra },
    actions,
    ask,
  });
}

function ok(result: ReturnType<typeof runScenario>) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const cast = (card: string, target: string, choices: Json) => ({ do: 'cast', card, controller: 'alice', id: 'spell', targets: [target], choices });

describe('Sleight of Mind (CR 612.2: a color word used as a color word)', () => {
  it('612.2: White Knight\'s "protection from black" becomes "protection from white"; its name is not text it changes', () => {
    const result = ok(run([bob('knight', whiteKnight)], [cast('Sleight of Mind', 'knight', { from: 'B', to: 'W' })], [{ characteristics: 'knight' }]));
    const [c] = result.answers as Json[];
    expect(c).toMatchObject({ name: 'White Knight', keywords: expect.arrayContaining(['first strike', 'protection from white']) });
    expect(c!.keywords).not.toContain('protection from black');
    expect(result.board.effects).toEqual([
      expect.objectContaining({ source: { card: 'Sleight of Mind' }, targets: ['knight'], choices: { from: 'B', to: 'W' }, duration: 'permanent' }),
    ]);
  });

  it('613.1c: the explain list shows the text change in layer 3', () => {
    const result = ok(run([bob('knight', whiteKnight)], [cast('Sleight of Mind', 'knight', { from: 'B', to: 'W' })], [{ characteristics: 'knight' }]));
    const [c] = result.answers as (Json & { explain: Json[] })[];
    expect(c!.explain).toEqual([expect.objectContaining({ source: 'spell/e (Sleight of Mind)', layer: '3', reason: 'timestamp', rule: '613.7' })]);
  });

  it('702.16: the changed protection is carried out: a black spell may now target the knight, a white one not', () => {
    const permanents = [bob('knight', whiteKnight)];
    const effects = [{ id: 'e1', source: { card: 'Sleight of Mind' }, controller: 'alice', targets: ['knight'], choices: { from: 'B', to: 'W' }, timestamp: 5, duration: 'permanent' }];
    const black = {
      name: 'Test Black Bolt',
      manaCost: '{B}',
      types: ['Instant'],
      abilities: [{ kind: 'spell', targets: [{ kind: 'any' }], effects: [{ type: 'dealDamage', to: { target: 0 }, amount: 1 }] }],
    };
    const white = { ...black, name: 'Test White Bolt', manaCost: '{W}' };
    expect(run(permanents, [{ do: 'cast', card: black, controller: 'alice', targets: ['knight'] }], [], { effects }).ok).toBe(true);
    const refused = run(permanents, [{ do: 'cast', card: white, controller: 'alice', targets: ['knight'] }], [], { effects });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  it('611.2b: the change lasts indefinitely: cleanup does not end it', () => {
    const result = ok(
      run([bob('knight', whiteKnight)], [cast('Sleight of Mind', 'knight', { from: 'B', to: 'W' }), { do: 'advance', to: 'upkeep', player: 'bob' }], [{ characteristics: 'knight' }]),
    );
    expect(result.board.effects).toHaveLength(1);
    expect((result.answers[0] as Json).keywords).toContain('protection from white');
  });

  it('608.2d: the words are chosen as it resolves; a missing one is CHOICE_REQUIRED', () => {
    expect(run([bob('knight', whiteKnight)], [cast('Sleight of Mind', 'knight', { to: 'W' })], [])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'from' } });
    expect(run([bob('knight', whiteKnight)], [cast('Sleight of Mind', 'knight', { from: 'B' })], [])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'to' } });
  });

  it('612: a basic land type is not a color word: ILLEGAL_ACTION, and the same word twice too', () => {
    expect(run([bob('knight', whiteKnight)], [cast('Sleight of Mind', 'knight', { from: 'Swamp', to: 'Island' })], [])).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: expect.stringMatching(/^612/) },
    });
    expect(run([bob('knight', whiteKnight)], [cast('Sleight of Mind', 'knight', { from: 'B', to: 'B' })], [])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  it('612.3: an ability an effect granted is not its text: Sleight of Mind leaves it', () => {
    const effects = [{ id: 'e1', source: { card: 'Sleight of Mind' }, controller: 'alice', targets: ['bear'], choices: { from: 'R', to: 'G' }, timestamp: 5, duration: 'permanent' }];
    const granting = {
      name: 'Test Red Ward',
      manaCost: '{W}',
      types: ['Enchantment'],
      abilities: [{ kind: 'static', effects: [{ type: 'continuous', affects: { all: { types: ['Creature'] } }, modifications: [{ type: 'addProtection', from: ['R'] }] }] }],
    };
    const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2 };
    const result = ok(run([alice('ward', granting), alice('bear', bear)], [], [{ characteristics: 'bear' }], { effects }));
    expect((result.answers[0] as Json).keywords).toEqual(['protection from red']);
  });
});

describe('Magical Hack (CR 612.2: a land type used as a land type)', () => {
  it("Bog Wraith's swampwalk becomes islandwalk", () => {
    const result = ok(run([bob('wraith', bogWraith)], [cast('Magical Hack', 'wraith', { from: 'Swamp', to: 'Island' })], [{ characteristics: 'wraith' }]));
    expect((result.answers[0] as Json).keywords).toEqual(['islandwalk']);
  });

  it('Urborg, Tomb of Yawgmoth, Swamp to Island: each land is an Island in addition, and taps for {U}, not {B}', () => {
    const result = ok(
      run(
        [alice('urborg', 'Urborg, Tomb of Yawgmoth'), alice('forest', 'Forest')],
        [cast('Magical Hack', 'urborg', { from: 'Swamp', to: 'Island' })],
        [{ characteristics: 'forest' }, { characteristics: 'urborg' }, { couldProduce: 'forest' }, { couldProduce: 'urborg' }],
      ),
    );
    const [forest, urborg, forestMana, urborgMana] = result.answers as Json[];
    expect(forest).toMatchObject({ subtypes: ['Forest', 'Island'], abilityCount: 2 });
    expect(urborg).toMatchObject({ subtypes: ['Island'], abilityCount: 2 });
    expect(forestMana).toEqual({ types: ['U', 'G'] });
    expect(urborgMana).toEqual({ types: ['U'] });
  });

  it('ruling 2004-10-04: it changes the type line too: a Forest changed to an Island taps for {U}', () => {
    const result = ok(
      run([alice('forest', 'Forest')], [cast('Magical Hack', 'forest', { from: 'Forest', to: 'Island' }), { do: 'activate', permanent: 'forest' }], [{ characteristics: 'forest' }]),
    );
    expect(result.answers[0]).toMatchObject({ name: 'Forest', subtypes: ['Island'], supertypes: ['Basic'] });
    expect(result.board.players[0]!.manaPool).toMatchObject({ U: 1, G: 0 });
  });

  it('612: a color word is not a basic land type: ILLEGAL_ACTION', () => {
    expect(run([bob('wraith', bogWraith)], [cast('Magical Hack', 'wraith', { from: 'B', to: 'U' })], [])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  it('a spell as its target: UNSUPPORTED (the stack reads a spell as printed)', () => {
    const result = run(
      [],
      [
        { do: 'cast', card: bogWraith, controller: 'alice', id: 'wraith', hold: true },
        { do: 'cast', card: 'Magical Hack', controller: 'alice', id: 'hack', targets: ['wraith'], choices: { from: 'Swamp', to: 'Island' } },
      ],
      [],
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });
});

describe('Mind Bend on Blood Moon (CR 613.1c before 613.1d)', () => {
  it('Mountain to Island: nonbasic lands are Islands, and tap for {U}', () => {
    const result = ok(
      run(
        [alice('moon', 'Blood Moon'), alice('land', nonbasicLand)],
        [cast('Mind Bend', 'moon', { from: 'Mountain', to: 'Island' })],
        [{ characteristics: 'land' }, { couldProduce: 'land' }, { characteristics: 'moon' }],
      ),
    );
    const [land, mana, moon] = result.answers as (Json & { explain: Json[] })[];
    expect(land).toMatchObject({ subtypes: ['Island'], abilityCount: 1 });
    expect(mana).toEqual({ types: ['U'] });
    expect(land!.explain).toEqual([expect.objectContaining({ source: 'moon (Blood Moon)', layer: '4' })]);
    expect(moon!.explain).toEqual([expect.objectContaining({ source: 'spell/e (Mind Bend)', layer: '3' })]);
  });

  it('Mind Bend takes a color word too: a nonblack filter becomes nongreen', () => {
    const anthem = {
      name: 'Test Nonblack Anthem',
      manaCost: '{B}',
      types: ['Enchantment'],
      abilities: [
        {
          kind: 'static',
          effects: [{ type: 'continuous', affects: { all: { types: ['Creature'], notColors: ['B'] } }, modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] }],
        },
      ],
    };
    const green = { name: 'Test Green Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2 };
    const black = { name: 'Test Black Bear', manaCost: '{1}{B}', types: ['Creature'], power: 2, toughness: 2 };
    const result = ok(
      run([alice('anthem', anthem), alice('g', green), alice('b', black)], [cast('Mind Bend', 'anthem', { from: 'B', to: 'G' })], [{ characteristics: 'g' }, { characteristics: 'b' }]),
    );
    expect(result.answers).toMatchObject([
      { power: 2, toughness: 2 },
      { power: 3, toughness: 3 },
    ]);
  });

  it('Mind Bend targets only a permanent: a spell is not a legal target', () => {
    const result = run(
      [],
      [
        { do: 'cast', card: bogWraith, controller: 'alice', id: 'wraith', hold: true },
        { do: 'cast', card: 'Mind Bend', controller: 'alice', id: 'bend', targets: ['wraith'], choices: { from: 'Swamp', to: 'Island' } },
      ],
      [],
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });
});

describe('an ability that uses the stack, once its text changed', () => {
  it('is not carried out: a spell that would make the changed trigger trigger is UNSUPPORTED, never silently ignored', () => {
    const watcher = {
      name: 'Test White Watcher',
      manaCost: '{W}',
      types: ['Enchantment'],
      abilities: [{ kind: 'triggered', trigger: { event: 'castSpell', whose: 'any', spell: { color: 'B' } }, effects: [{ type: 'gainLife', amount: 1 }] }],
    };
    const effects = [{ id: 'e1', source: { card: 'Sleight of Mind' }, controller: 'alice', targets: ['watcher'], choices: { from: 'B', to: 'W' }, timestamp: 5, duration: 'permanent' }];
    const white = { name: 'Test White Gift', manaCost: '{W}', types: ['Instant'], abilities: [{ kind: 'spell', targets: [], effects: [{ type: 'gainLife', amount: 1 }] }] };
    expect(run([alice('watcher', watcher)], [{ do: 'cast', card: white, controller: 'alice' }], [], { effects })).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });
});

describe('an effects entry written by hand (SCENARIOS.md, effects)', () => {
  it('without its words: INVALID_INPUT', () => {
    const effects = [{ id: 'e1', source: { card: 'Sleight of Mind' }, controller: 'alice', targets: ['knight'], timestamp: 5, duration: 'permanent' }];
    expect(run([bob('knight', whiteKnight)], [], [], { effects })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});
