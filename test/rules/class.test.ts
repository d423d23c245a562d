// Class cards (CR 716): a class level bar "[Cost]: Level N" is the activated ability "[Cost]: This
// Class's level becomes N. Activate only if this Class is level N-1 and only as a sorcery" and
// the static ability "As long as this Class is level N or greater, it has [abilities]" (716.2a);
// a level is a designation of the permanent, `classLevel` on the board (716.2b), 1 without one
// (716.2d); "When this Class becomes level N" triggers as the level-up resolves.

import { describe, expect, it } from 'vitest';
import { rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [
  { id: 'alice', manaPool: { U: 6, G: 4 }, hand: 1, library: 20 },
  { id: 'bob', library: 20 },
];

function run(permanents: Json[], ask: Json[], actions: Json[] = [], turn: Json = main): Json {
  const scenario = { board: { turn, players, permanents }, actions, ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

const bears = { id: 'bears', card: 'Grizzly Bears', controller: 'alice' };

/** An inline Class: "{1}: Level 2" with "When this Class becomes level 2, draw two cards." under it, "{2}: Level 3" with "Creatures you control get +1/+1." */
const scholar = {
  name: 'Example Class',
  manaCost: '{U}',
  types: ['Enchantment'],
  subtypes: ['Class'],
  abilities: [
    { kind: 'keyword', keyword: 'class level', level: 2, cost: '{1}' },
    { kind: 'triggered', trigger: { event: 'becomesLevel', object: 'self', level: 2 }, effects: [{ type: 'draw', amount: 2 }] },
    { kind: 'keyword', keyword: 'class level', level: 3, cost: '{2}' },
    {
      kind: 'static',
      effects: [{ type: 'continuous', affects: { all: { types: ['Creature'], controller: 'you' }, phrase: 'plural' }, modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] }],
    },
  ],
};

describe('gaining a Class level (CR 716.2a)', () => {
  it("716.2a: Ranger Class's {1}{G}: Level 2 at sorcery speed makes it level 2 (a levelBecame event), and it now has its level-2 ability and may gain level 3", () => {
    const ranger = { id: 'ranger', card: 'Ranger Class', controller: 'alice' };
    const players = [{ id: 'alice', manaPool: { G: 6 } }, { id: 'bob' }];
    const scenario = {
      board: { turn: main, players, permanents: [ranger] },
      actions: [{ do: 'activate', permanent: 'ranger', ability: 0 }],
      ask: [{ characteristics: 'ranger' }, { canActivate: { permanent: 'ranger', ability: 1 } }],
    };
    ensureCards(scenario);
    const before: Json = runScenario({ ...scenario, actions: [] });
    // Level 1: "When this Class enters, ..." and its two class level bars; the abilities under the bars are not had (716.2a).
    expect(before.answers[0]).toMatchObject({ abilityCount: 3 });
    expect(before.answers[1]).toMatchObject({ legal: false, rule: '716.2a' });
    const result: Json = runScenario(scenario);
    expect(result.ok).toBe(true);
    expect(result.board.permanents[0]).toMatchObject({ id: 'ranger', classLevel: 2 });
    expect(result.events).toContainEqual({ type: 'levelBecame', permanent: 'ranger', level: 2, rules: ['716.2a'] });
    // Level 2: "Whenever you attack, put a +1/+1 counter on target attacking creature." is had now.
    expect(result.answers[0]).toMatchObject({ abilityCount: 4 });
    expect(result.answers[1]).toMatchObject({ legal: true });
  });

  it('716.2a: Ranger Class has 3 abilities at level 1, 4 at level 2, 6 at level 3 (two lines under its level-3 bar)', () => {
    const result = run(
      [
        { id: 'one', card: 'Ranger Class', controller: 'alice' },
        { id: 'two', card: 'Ranger Class', controller: 'alice', classLevel: 2 },
        { id: 'three', card: 'Ranger Class', controller: 'alice', classLevel: 3 },
      ],
      [{ characteristics: 'one' }, { characteristics: 'two' }, { characteristics: 'three' }],
    );
    expect(result.answers.map((a: Json) => a.abilityCount)).toEqual([3, 4, 6]);
  });

  it('716.2a: Paladin Class\'s level-2 "Creatures you control get +1/+1." applies only at level 2 or greater', () => {
    const at = (classLevel?: number) =>
      run([{ id: 'paladin', card: 'Paladin Class', controller: 'alice', ...(classLevel ? { classLevel } : {}) }, bears], [{ characteristics: 'bears' }]).answers[0];
    expect(at()).toMatchObject({ power: 2, toughness: 2 });
    expect(at(2)).toMatchObject({ power: 3, toughness: 3 });
    expect(at(3)).toMatchObject({ power: 3, toughness: 3 });
  });

  it('716.2a, 603.2: "When this Class becomes level 2, draw two cards." triggers as its level-up resolves, and resolves', () => {
    const result = run([{ id: 'class', card: scholar, controller: 'alice' }], [], [{ do: 'activate', permanent: 'class', ability: 0 }]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents[0]).toMatchObject({ classLevel: 2 });
    expect(result.board.players[0]).toMatchObject({ hand: 3, library: 18 });
    expect(result.events.filter((e: Json) => e.type === 'drew')).toHaveLength(2);
  });

  it("716.2a: the level-2 trigger doesn't trigger as the Class becomes level 3, and the level-3 ability applies from then on", () => {
    const result = run(
      [{ id: 'class', card: scholar, controller: 'alice', classLevel: 2 }, bears],
      [{ characteristics: 'bears' }],
      [{ do: 'activate', permanent: 'class', ability: 1 }],
    );
    expect(result.ok).toBe(true);
    expect(result.board.permanents[0]).toMatchObject({ classLevel: 3 });
    expect(result.board.players[0]).toMatchObject({ hand: 1, library: 20 });
    expect(result.answers[0]).toMatchObject({ power: 3, toughness: 3 });
  });

  it("716.2a: level 3 can't be gained at level 1 (only if this Class is level 2): canActivate and activate cite 716.2a", () => {
    const ranger = { id: 'ranger', card: 'Ranger Class', controller: 'alice' };
    const asked = run([ranger], [{ canActivate: { permanent: 'ranger', ability: 1 } }]);
    expect(asked.answers[0]).toMatchObject({ legal: false, rule: '716.2a' });
    const result = run([ranger], [], [{ do: 'activate', permanent: 'ranger', ability: 1 }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '716.2a', action: 0 } });
  });

  it('716.2a: a level-2 Class can gain level 3, and a level-3 Class no level it already has', () => {
    const result = run(
      [
        { id: 'two', card: 'Ranger Class', controller: 'alice', classLevel: 2 },
        { id: 'three', card: 'Ranger Class', controller: 'alice', classLevel: 3 },
      ],
      [
        { canActivate: { permanent: 'two', ability: 1 } },
        { canActivate: { permanent: 'two', ability: 0 } },
        { canActivate: { permanent: 'three', ability: 0 } },
        { canActivate: { permanent: 'three', ability: 1 } },
      ],
    );
    expect(result.answers.map((a: Json) => [a.legal, a.rule])).toEqual([
      [true, undefined],
      [false, '716.2a'],
      [false, '716.2a'],
      [false, '716.2a'],
    ]);
  });

  it("716.2a, 602.5d: a level is gained only as a sorcery: not in combat, not on an opponent's turn, not in the end step", () => {
    const ranger = { id: 'ranger', card: 'Ranger Class', controller: 'alice' };
    const combat = run([ranger], [{ canActivate: { permanent: 'ranger', ability: 0 } }], [], { ...main, step: 'beginCombat' });
    expect(combat.answers[0]).toMatchObject({ legal: false, rule: '602.5d' });
    const theirs = run([ranger], [{ canActivate: { permanent: 'ranger', ability: 0 } }], [], { ...main, activePlayer: 'bob' });
    expect(theirs.answers[0]).toMatchObject({ legal: false, rule: '602.5d' });
    const result = run([ranger], [], [{ do: 'activate', permanent: 'ranger', ability: 0 }], { ...main, step: 'end' });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '602.5d' } });
  });

  it('716.2a: an ability under a bar the Class hasn\'t reached does nothing, so an opaque one answers nothing UNSUPPORTED: Ninja Teen\'s level-3 "Creature cards in your graveyard have sneak {3}{B}." only at level 3', () => {
    const at = (classLevel: number) => run([{ id: 'teen', card: 'Ninja Teen', controller: 'alice', classLevel }, bears], [{ characteristics: 'bears' }]).answers[0];
    expect(at(1)).toMatchObject({ power: 2, toughness: 2, keywords: [] });
    // Level 2: "Creatures you control get +1/+0 and have menace."
    expect(at(2)).toMatchObject({ power: 3, toughness: 2, keywords: ['menace'] });
    expect(at(3)).toMatchObject({ unsupported: { permanent: 'teen', ability: 4 } });
  });

  it('716.3: an opaque ability printed above the bars is had at every level, so Wizard Class\'s "You have no maximum hand size." keeps its level-up UNSUPPORTED (the draw could meet it)', () => {
    const result = run([{ id: 'wizard', card: 'Wizard Class', controller: 'alice' }], [], [{ do: 'activate', permanent: 'wizard', ability: 0 }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED', ability: 0 } });
  });
});

describe('a level on the board (CR 716.2b, 716.2d)', () => {
  it('716.2b: a board with classLevel reads back with it; a permanent without one has none (716.2d: treated as level 1)', () => {
    const result = run(
      [
        { id: 'barbarian', card: 'Barbarian Class', controller: 'alice', classLevel: 3 },
        { id: 'wizard', card: 'Wizard Class', controller: 'alice' },
      ],
      [],
    );
    expect(result.board.permanents[0]).toMatchObject({ classLevel: 3 });
    expect(result.board.permanents[1]).not.toHaveProperty('classLevel');
  });

  it('716.2a: Barbarian Class at level 3 gives its controller’s creatures haste; at level 2 it doesn’t', () => {
    const three = run([{ id: 'barbarian', card: 'Barbarian Class', controller: 'alice', classLevel: 3 }, bears], [{ characteristics: 'bears' }]);
    expect(three.answers[0].keywords).toContain('haste');
    const two = run([{ id: 'barbarian', card: 'Barbarian Class', controller: 'alice', classLevel: 2 }, bears], [{ characteristics: 'bears' }]);
    expect(two.answers[0].keywords).not.toContain('haste');
  });

  it('716.2b: a level is a designation any permanent can have: a non-Class with one is accepted, and has nothing from it', () => {
    const result = run([{ ...bears, classLevel: 2 }], [{ characteristics: 'bears' }]);
    expect(result.ok).toBe(true);
    expect(result.answers[0]).toMatchObject({ power: 2, toughness: 2 });
  });

  it('716.2b: a level is 1 or more: classLevel 0 is INVALID_INPUT', () => {
    const result = run([{ id: 'wizard', card: 'Wizard Class', controller: 'alice', classLevel: 0 }], []);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});

describe('Class lines compile and render back (CR 716.2a)', () => {
  it('716.2a: Wizard Class’s "{2}{U}: Level 2", "When this Class becomes level 2, draw two cards." and "{4}{U}: Level 3" compile and render back', () => {
    const lines = [
      '(Gain the next level as a sorcery to add its ability.)',
      'You have no maximum hand size.',
      '{2}{U}: Level 2',
      'When this Class becomes level 2, draw two cards.',
      '{4}{U}: Level 3',
      'Whenever you draw a card, put a +1/+1 counter on target creature you control.',
    ];
    const { card, lines: compiled } = compileCard(lines, { name: 'Wizard Class', manaCost: '{U}', types: ['Enchantment'], subtypes: ['Class'], supertypes: [] });
    expect(compiled.slice(2, 5).map((line) => line.compiled)).toEqual([true, true, true]);
    expect(compiled[2]!.abilities).toEqual([{ kind: 'keyword', keyword: 'class level', level: 2, cost: '{2}{U}' }]);
    expect(compiled[3]!.abilities[0]).toMatchObject({ kind: 'triggered', trigger: { event: 'becomesLevel', object: 'self', level: 2 } });
    const text = rulesText({ ...card, abilities: compiled.slice(2, 5).flatMap((line) => line.abilities) } as never);
    // The three lines, then the card's line of reminder text.
    expect(text.slice(0, 3)).toEqual(['{2}{U}: Level 2', 'When this Class becomes level 2, draw two cards.', '{4}{U}: Level 3']);
  });
});
