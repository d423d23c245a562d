// The layer system (CR 613) through the `characteristics` question: rulings of the catalog's
// continuous-effect cards, both timestamp orders where the order matters.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, unknown>;
const nonbasicLand = { name: 'Test Nonbasic Land', types: ['Land'], abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { C: 1 } }] }] };
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };

/** Characteristics of `ids` on a board (alice's turn unless said), permanents in timestamp order as listed. */
function characteristics(permanents: Json[], ids: string[], extra: Json = {}) {
  const result = runScenario({
    board: { turn: { number: 4, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra },
    ask: ids.map((id) => ({ characteristics: id })),
  });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return Object.fromEntries(ids.map((id, i) => [id, result.answers[i] as Json & { explain: Json[] }]));
}

const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });

describe('Blood Moon and Urborg, Tomb of Yawgmoth (CR 305.7, 613.8a)', () => {
  for (const [order, permanents] of [
    ['Blood Moon first', [alice('moon', 'Blood Moon'), alice('urborg', 'Urborg, Tomb of Yawgmoth')]],
    ['Urborg first', [alice('urborg', 'Urborg, Tomb of Yawgmoth'), alice('moon', 'Blood Moon')]],
  ] as const) {
    it(`${order}: Urborg is a Mountain with only "{T}: Add {R}", and no land becomes a Swamp`, () => {
      const c = characteristics([...permanents, alice('forest', 'Forest'), alice('other', nonbasicLand)], ['urborg', 'forest', 'other']);
      expect(c.urborg).toMatchObject({ subtypes: ['Mountain'], supertypes: ['Legendary'], name: 'Urborg, Tomb of Yawgmoth', abilityCount: 1 });
      expect(c.forest).toMatchObject({ subtypes: ['Forest'], abilityCount: 1 });
      expect(c.other).toMatchObject({ subtypes: ['Mountain'], abilityCount: 1 });
    });
  }

  it("613.8b: Urborg's effect waits for Blood Moon's, which removes it; the explanation says so", () => {
    const c = characteristics([alice('urborg', 'Urborg, Tomb of Yawgmoth'), alice('moon', 'Blood Moon')], ['urborg']);
    expect(c.urborg!.explain).toEqual([expect.objectContaining({ source: 'moon (Blood Moon)', layer: '4', reason: 'dependency', rule: '613.8a' })]);
  });

  it('Urborg alone: each land is a Swamp in addition to its other types, with "{T}: Add {B}" (ruling 2018-12-07)', () => {
    const c = characteristics([alice('urborg', 'Urborg, Tomb of Yawgmoth'), alice('forest', 'Forest', { controller: 'bob' })], ['urborg', 'forest']);
    expect(c.urborg).toMatchObject({ subtypes: ['Swamp'], abilityCount: 2 });
    expect(c.forest).toMatchObject({ subtypes: ['Forest', 'Swamp'], supertypes: ['Basic'], abilityCount: 2 });
  });

  it('Blood Moon does not change names or supertypes, and basic lands are untouched (ruling 2018-03-16)', () => {
    const c = characteristics([alice('moon', 'Blood Moon'), alice('urborg', 'Urborg, Tomb of Yawgmoth'), alice('island', 'Island')], ['urborg', 'island']);
    expect(c.urborg).toMatchObject({ name: 'Urborg, Tomb of Yawgmoth', supertypes: ['Legendary'] });
    expect(c.island).toMatchObject({ subtypes: ['Island'] });
  });
});

describe('Blood Moon and Spreading Seas (CR 613.7: same layer, no dependency)', () => {
  it('Blood Moon first, Spreading Seas later: the land is an Island', () => {
    const c = characteristics([alice('moon', 'Blood Moon'), alice('land', nonbasicLand), alice('seas', 'Spreading Seas', { attachedTo: 'land' })], ['land']);
    expect(c.land).toMatchObject({ subtypes: ['Island'], abilityCount: 1 });
  });

  it('Spreading Seas first, Blood Moon later: the land is a Mountain', () => {
    const c = characteristics([alice('land', nonbasicLand), alice('seas', 'Spreading Seas', { attachedTo: 'land' }), alice('moon', 'Blood Moon')], ['land']);
    expect(c.land).toMatchObject({ subtypes: ['Mountain'], abilityCount: 1 });
  });

  it("613.7e: the Aura's timestamp is that of its attachment", () => {
    const c = characteristics([alice('seas', 'Spreading Seas', { attachedTo: 'land', attachedAt: 9 }), alice('land', nonbasicLand), alice('moon', 'Blood Moon')], ['land']);
    expect(c.land).toMatchObject({ subtypes: ['Island'] });
  });
});

describe('Magus of the Moon and Chromatic Lantern (CR 305.7, 613.1f)', () => {
  for (const [order, permanents] of [
    ['Magus first', [alice('magus', 'Magus of the Moon'), alice('lantern', 'Chromatic Lantern')]],
    ['Lantern first', [alice('lantern', 'Chromatic Lantern'), alice('magus', 'Magus of the Moon')]],
  ] as const) {
    it(`${order}: nonbasic lands are Mountains and keep the granted "{T}: Add one mana of any color"`, () => {
      const c = characteristics([...permanents, alice('land', nonbasicLand), alice('theirs', nonbasicLand, { controller: 'bob' })], ['land', 'theirs', 'lantern']);
      expect(c.land).toMatchObject({ subtypes: ['Mountain'], abilityCount: 2 });
      expect(c.theirs).toMatchObject({ subtypes: ['Mountain'], abilityCount: 1 });
      expect(c.lantern).toMatchObject({ types: ['Artifact'], abilityCount: 2 });
    });
  }

  it("the granted ability can be activated: it is the land's second activated ability", () => {
    const result = runScenario({
      board: { players: [{ id: 'alice' }], permanents: [alice('magus', 'Magus of the Moon'), alice('lantern', 'Chromatic Lantern'), alice('land', nonbasicLand)] },
      ask: [{ canActivate: { permanent: 'land', ability: 1 } }, { canActivate: { permanent: 'land', ability: 2 } }],
    });
    expect(result.ok && result.answers).toEqual([{ legal: true }, { legal: false, reason: expect.any(String) }]);
  });
});

describe('Humility and Opalescence (rulings 2006-02-01, 2009-10-01)', () => {
  const worship = { name: 'Test Worship', manaCost: '{3}{W}', types: ['Enchantment'] };

  it('Opalescence first, Humility later: every creature is 1/1 with no abilities', () => {
    const c = characteristics([alice('opal', 'Opalescence'), alice('humility', 'Humility'), alice('worship', worship), alice('bear', bear)], ['humility', 'worship', 'bear', 'opal']);
    expect(c.humility).toMatchObject({ types: ['Enchantment', 'Creature'], power: 1, toughness: 1, abilityCount: 0 });
    expect(c.worship).toMatchObject({ power: 1, toughness: 1 });
    expect(c.bear).toMatchObject({ power: 1, toughness: 1 });
    expect(c.opal).toMatchObject({ types: ['Enchantment'], power: null, abilityCount: 1 });
  });

  it('Humility first, Opalescence later: animated enchantments have P/T equal to their mana value; other creatures are 1/1', () => {
    const c = characteristics([alice('humility', 'Humility'), alice('opal', 'Opalescence'), alice('worship', worship), alice('bear', bear)], ['humility', 'worship', 'bear']);
    expect(c.humility).toMatchObject({ power: 4, toughness: 4, abilityCount: 0 });
    expect(c.worship).toMatchObject({ power: 4, toughness: 4 });
    expect(c.bear).toMatchObject({ power: 1, toughness: 1, abilityCount: 0 });
  });

  it('Opalescence, Humility, Opalescence: the second Opalescence is 1/1, Humility and the first are 4/4', () => {
    const c = characteristics([alice('o1', 'Opalescence'), alice('humility', 'Humility'), alice('o2', 'Opalescence')], ['o1', 'humility', 'o2']);
    expect(c.o1).toMatchObject({ power: 4, toughness: 4 });
    expect(c.humility).toMatchObject({ power: 4, toughness: 4 });
    expect(c.o2).toMatchObject({ power: 1, toughness: 1 });
  });

  it('Humility, Opalescence, Opalescence: everything is 4/4', () => {
    const c = characteristics([alice('humility', 'Humility'), alice('o1', 'Opalescence'), alice('o2', 'Opalescence')], ['o1', 'humility', 'o2']);
    expect([c.o1!.power, c.humility!.power, c.o2!.power]).toEqual([4, 4, 4]);
  });

  it('Humility removes mana abilities of creatures (ruling 2007-02-01), and +1/+1 counters still apply on top of 1/1 (613.4c)', () => {
    const c = characteristics([alice('humility', 'Humility'), alice('elves', 'Llanowar Elves', { counters: { '+1/+1': 2 } })], ['elves']);
    expect(c.elves).toMatchObject({ power: 3, toughness: 3, abilityCount: 0, keywords: [] });
    const result = runScenario({
      board: { players: [{ id: 'alice' }], permanents: [alice('humility', 'Humility'), alice('elves', 'Llanowar Elves')] },
      actions: [{ do: 'activate', permanent: 'elves' }],
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });
});

describe('Turn to Frog (CR 613.1f, 613.4b, 205.1b)', () => {
  const frogged = (target: string, timestamp: number): Json => ({
    effects: [{ id: 'frog', source: { card: 'Turn to Frog' }, controller: 'bob', targets: [target], timestamp, duration: 'endOfTurn' }],
  });

  it('a creature with counters becomes a blue Frog 1/1 with no abilities, and its counters still apply', () => {
    const c = characteristics([alice('elves', 'Llanowar Elves', { counters: { '+1/+1': 1 } })], ['elves'], frogged('elves', 5));
    expect(c.elves).toMatchObject({ colors: ['U'], subtypes: ['Frog'], types: ['Creature'], power: 2, toughness: 2, abilityCount: 0 });
  });

  it('it keeps card types other than creature, and non-creature subtypes (ruling 2014-07-18)', () => {
    const c = characteristics([alice('arbor', 'Dryad Arbor')], ['arbor'], frogged('arbor', 5));
    expect(c.arbor).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Forest', 'Frog'], colors: ['U'], abilityCount: 0 });
  });

  it('an ability gained after Turn to Frog resolved is kept (ruling 2014-07-18)', () => {
    const c = characteristics([alice('elves', 'Llanowar Elves'), alice('crossroads', 'Concordant Crossroads', { timestamp: 9 })], ['elves'], frogged('elves', 5));
    expect(c.elves).toMatchObject({ keywords: ['haste'], abilityCount: 1 });
  });

  it('an effect entry for a card whose ability creates no continuous effect is INVALID_INPUT', () => {
    const result = runScenario({
      board: {
        players: [{ id: 'alice' }],
        permanents: [alice('elves', 'Llanowar Elves')],
        effects: [{ id: 'e', source: { card: 'Lightning Bolt' }, controller: 'alice', timestamp: 3, duration: 'endOfTurn' }],
      },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['board', 'effects', 0, 'source'] } });
  });
});

describe('Dress Down', () => {
  it('creatures lose all abilities; noncreature permanents keep theirs', () => {
    const c = characteristics([alice('dress', 'Dress Down'), alice('birds', 'Birds of Paradise'), alice('forest', 'Forest')], ['birds', 'forest', 'dress']);
    expect(c.birds).toMatchObject({ keywords: [], abilityCount: 0, power: 0, toughness: 1 });
    expect(c.forest).toMatchObject({ abilityCount: 1 });
    expect(c.dress).toMatchObject({ abilityCount: 4 });
  });

  it("Magus of the Moon's type change still applies in layer 4 though Magus loses its ability in layer 6 (613.6)", () => {
    const c = characteristics([alice('dress', 'Dress Down'), alice('magus', 'Magus of the Moon'), alice('land', nonbasicLand)], ['magus', 'land']);
    expect(c.magus).toMatchObject({ abilityCount: 0 });
    expect(c.land).toMatchObject({ subtypes: ['Mountain'] });
  });
});

describe('Gideon Blackblade (rulings 2019-05-03; CR 613.6)', () => {
  it('during your turn he is a 4/4 Human Soldier creature with indestructible that is still a planeswalker', () => {
    const c = characteristics([alice('gideon', 'Gideon Blackblade')], ['gideon']);
    expect(c.gideon).toMatchObject({ types: ['Planeswalker', 'Creature'], subtypes: ['Gideon', 'Human', 'Soldier'], power: 4, toughness: 4, keywords: ['indestructible'], loyalty: 4 });
  });

  it("on another player's turn he is not a creature", () => {
    const c = characteristics([alice('gideon', 'Gideon Blackblade')], ['gideon'], { turn: { number: 5, activePlayer: 'bob', step: 'upkeep' } });
    expect(c.gideon).toMatchObject({ types: ['Planeswalker'], subtypes: ['Gideon'], power: null, toughness: null, keywords: [], abilityCount: 4 });
  });

  it('counters on him remain while he is not a creature, and count again when he is (ruling 2019-05-03)', () => {
    const permanents = [alice('gideon', 'Gideon Blackblade', { counters: { loyalty: 5, '-1/-1': 1 } })];
    expect(characteristics(permanents, ['gideon']).gideon).toMatchObject({ power: 3, toughness: 3, loyalty: 5 });
    expect(characteristics(permanents, ['gideon'], { turn: { number: 5, activePlayer: 'bob', step: 'upkeep' } }).gideon).toMatchObject({ power: null });
  });

  it('Humility entered before him: on his turn he keeps indestructible and is 4/4, still a creature, with no other ability', () => {
    const c = characteristics([alice('humility', 'Humility'), alice('gideon', 'Gideon Blackblade')], ['gideon']);
    expect(c.gideon).toMatchObject({
      types: ['Planeswalker', 'Creature'],
      subtypes: ['Gideon', 'Human', 'Soldier'],
      power: 4,
      toughness: 4,
      keywords: ['indestructible'],
      abilityCount: 1,
    });
  });

  it('Humility entered after him: on his turn he is a 1/1 Human Soldier creature planeswalker with no abilities', () => {
    const c = characteristics([alice('gideon', 'Gideon Blackblade'), alice('humility', 'Humility')], ['gideon']);
    expect(c.gideon).toMatchObject({ types: ['Planeswalker', 'Creature'], subtypes: ['Gideon', 'Human', 'Soldier'], power: 1, toughness: 1, keywords: [], abilityCount: 0 });
  });

  it('Dress Down after him: still a 4/4 creature, no abilities at all', () => {
    const c = characteristics([alice('gideon', 'Gideon Blackblade'), alice('dress', 'Dress Down')], ['gideon']);
    expect(c.gideon).toMatchObject({ types: ['Planeswalker', 'Creature'], power: 4, toughness: 4, abilityCount: 0 });
  });

  it('his +1: the target gains the chosen keyword until end of turn (the choice is made on resolution)', () => {
    const c = characteristics([alice('gideon', 'Gideon Blackblade'), alice('bear', bear)], ['bear'], {
      effects: [{ id: 'plus', source: 'gideon', ability: 2, controller: 'alice', targets: ['bear'], choices: { mode: 'lifelink' }, timestamp: 7, duration: 'endOfTurn' }],
    });
    expect(c.bear).toMatchObject({ keywords: ['lifelink'] });
  });

  it('his +1 written without the choice is INVALID_INPUT naming the choice', () => {
    const result = runScenario({
      board: {
        players: [{ id: 'alice' }],
        permanents: [alice('gideon', 'Gideon Blackblade'), alice('bear', bear)],
        effects: [{ id: 'plus', source: 'gideon', ability: 2, controller: 'alice', targets: ['bear'], timestamp: 7, duration: 'endOfTurn' }],
      },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['board', 'effects', 0, 'choices', 'mode'] } });
  });
});

describe('Gideon, Ally of Zendikar and Nissa, Who Shakes the World: effects of resolved loyalty abilities', () => {
  it("Gideon's +1: until end of turn a 5/5 Human Soldier Ally creature with indestructible, still a planeswalker", () => {
    const c = characteristics([alice('gideon', 'Gideon, Ally of Zendikar')], ['gideon'], {
      effects: [{ id: 'plus', source: 'gideon', ability: 0, controller: 'alice', timestamp: 5, duration: 'endOfTurn' }],
    });
    expect(c.gideon).toMatchObject({ types: ['Planeswalker', 'Creature'], subtypes: ['Gideon', 'Human', 'Soldier', 'Ally'], power: 5, toughness: 5, keywords: ['indestructible'] });
  });

  it("Nissa's +1: the land becomes a 0/0 Elemental creature with vigilance and haste that is still a land; with its counters 3/3", () => {
    const c = characteristics([alice('nissa', 'Nissa, Who Shakes the World'), alice('forest', 'Forest', { counters: { '+1/+1': 3 } })], ['forest'], {
      effects: [{ id: 'plus', source: 'nissa', ability: 1, controller: 'alice', targets: ['forest'], timestamp: 5, duration: 'permanent' }],
    });
    expect(c.forest).toMatchObject({
      types: ['Land', 'Creature'],
      subtypes: ['Forest', 'Elemental'],
      supertypes: ['Basic'],
      power: 3,
      toughness: 3,
      keywords: ['vigilance', 'haste'],
      abilityCount: 3,
    });
  });
});

describe('Equipment and anthems (CR 613.4c, 613.7e)', () => {
  it('Loxodon Warhammer: equipped creature gets +3/+0 and has trample and lifelink', () => {
    const c = characteristics([alice('bear', bear), alice('hammer', 'Loxodon Warhammer', { attachedTo: 'bear' })], ['bear', 'hammer']);
    expect(c.bear).toMatchObject({ power: 5, toughness: 2, keywords: ['trample', 'lifelink'] });
    expect(c.hammer).toMatchObject({ power: null, abilityCount: 2 });
  });

  it('Bonesplitter and Darksteel Plate on the same creature', () => {
    const c = characteristics(
      [alice('bear', bear), alice('split', 'Bonesplitter', { attachedTo: 'bear' }), alice('plate', 'Darksteel Plate', { attachedTo: 'bear' })],
      ['bear', 'plate'],
    );
    expect(c.bear).toMatchObject({ power: 4, toughness: 2, keywords: ['indestructible'] });
    expect(c.plate).toMatchObject({ keywords: ['indestructible', 'equip'] });
  });

  it('Caged Sun: creatures you control of the chosen color get +1/+1', () => {
    const c = characteristics(
      [alice('sun', 'Caged Sun', { chosen: { color: 'G' } }), alice('elves', 'Llanowar Elves'), alice('theirs', 'Llanowar Elves', { controller: 'bob' }), alice('rats', 'Typhoid Rats')],
      ['elves', 'theirs', 'rats'],
    );
    expect([c.elves!.power, c.theirs!.power, c.rats!.power]).toEqual([2, 1, 1]);
  });

  it("613: each object's explanation lists the effects that applied to it, in order, and no other (two creatures alike until Caged Sun picks one)", () => {
    const c = characteristics(
      [
        alice('cross', 'Concordant Crossroads'),
        alice('elves', 'Llanowar Elves'),
        alice('other', 'Llanowar Elves'),
        alice('rats', 'Typhoid Rats'),
        alice('sun', 'Caged Sun', { chosen: { color: 'B' } }),
      ],
      ['elves', 'other', 'rats'],
    );
    const sources = (id: string) => c[id]!.explain.map((entry) => entry.source);
    expect(sources('elves')).toEqual(['cross (Concordant Crossroads)']);
    expect(sources('other')).toEqual(['cross (Concordant Crossroads)']);
    expect(sources('rats')).toEqual(['cross (Concordant Crossroads)', 'sun (Caged Sun)']);
    expect([c.elves!.power, c.rats!.power]).toEqual([1, 2]);
  });

  it('Gauntlet of Power: creatures of the chosen color get +1/+1, whoever controls them', () => {
    const c = characteristics([alice('gauntlet', 'Gauntlet of Power', { chosen: { color: 'G' } }), alice('theirs', 'Llanowar Elves', { controller: 'bob' })], ['theirs']);
    expect(c.theirs).toMatchObject({ power: 2, toughness: 2 });
  });

  it('613.5: an effect that turns a creature another color changes which anthems apply to it', () => {
    const c = characteristics([alice('sun', 'Caged Sun', { chosen: { color: 'U' } }), alice('elves', 'Llanowar Elves')], ['elves'], {
      effects: [{ id: 'frog', source: { card: 'Turn to Frog' }, controller: 'bob', targets: ['elves'], timestamp: 9, duration: 'endOfTurn' }],
    });
    expect(c.elves).toMatchObject({ colors: ['U'], power: 2, toughness: 2 });
  });
});

describe('Concordant Crossroads and Thousand-Year Elixir (CR 302.6)', () => {
  it('all creatures have haste, so a summoning-sick Llanowar Elves can tap for mana', () => {
    const result = runScenario({
      board: {
        players: [{ id: 'alice' }, { id: 'bob' }],
        permanents: [alice('cross', 'Concordant Crossroads', { controller: 'bob' }), alice('elves', 'Llanowar Elves', { summoningSick: true })],
      },
      actions: [{ do: 'activate', permanent: 'elves' }],
    });
    expect(result.ok && result.board.players[0]!.manaPool.G).toBe(1);
  });

  it('Thousand-Year Elixir: its controller activates abilities of their creatures as though they had haste', () => {
    const board = {
      players: [{ id: 'alice' }, { id: 'bob' }],
      permanents: [
        alice('elixir', 'Thousand-Year Elixir'),
        alice('elves', 'Llanowar Elves', { summoningSick: true }),
        alice('theirs', 'Llanowar Elves', { controller: 'bob', summoningSick: true }),
      ],
    };
    const result = runScenario({ board, ask: [{ canActivate: { permanent: 'elves' } }, { canActivate: { permanent: 'theirs' } }, { characteristics: 'elves' }] });
    expect(result.ok && result.answers.slice(0, 2)).toEqual([{ legal: true }, { legal: false, reason: expect.any(String), rule: '302.6' }]);
    expect(result.ok && (result.answers[2] as Json).keywords).toEqual([]);
  });
});
