// Choices made as a permanent enters (CR 614.12, 614.12a) and the effects that read them
// ("the chosen type", "the chosen color"); the characteristics of objects that aren't on the
// battlefield (109.3, 604.3) and the effects that reach them; spending mana as though it were
// mana of any color (609.4b); Humility and Opalescence in both timestamp orders (613.6, 613.7).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const worship = { name: 'Test Worship', manaCost: '{3}{W}', types: ['Enchantment'], abilities: [{ kind: 'static', effects: [{ type: 'cantGainLife' }] }] };

function run(board: Json, actions: Json[] = [], ask: Json[] = []) {
  return runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [], ...board }, actions, ask });
}
function ok(result: ReturnType<typeof runScenario>): Json {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
/** The characteristics of `ids` on a board. */
function characteristics(board: Json, ids: string[]): Record<string, Json> {
  const result = ok(
    run(
      board,
      [],
      ids.map((id) => ({ characteristics: id })),
    ),
  );
  return Object.fromEntries(ids.map((id, i) => [id, result.answers[i]]));
}
const cast = (card: unknown, id: string, choices: Json = {}) => ({ do: 'cast', card, controller: 'alice', id, pay: true, choices });
const pool = (mana: Json) => ({ players: [{ id: 'alice', manaPool: mana }, { id: 'bob' }] });

describe('Humility and Opalescence (CR 613.6, 613.7; rulings 2006-02-01, 2009-10-01)', () => {
  it('Opalescence older: Humility is a 1/1 enchantment creature with no abilities, as is every other creature', () => {
    const c = characteristics({ permanents: [alice('opal', 'Opalescence'), alice('humility', 'Humility'), alice('worship', worship)] }, ['humility', 'worship', 'opal']);
    expect(c.humility).toMatchObject({ types: ['Enchantment', 'Creature'], power: 1, toughness: 1, abilityCount: 0 });
    expect(c.worship).toMatchObject({ types: ['Enchantment', 'Creature'], power: 1, toughness: 1, abilityCount: 0 });
    // Opalescence doesn't animate itself (ruling 2004-10-04).
    expect(c.opal).toMatchObject({ types: ['Enchantment'], power: null, abilityCount: 1 });
  });

  it('Humility older: 7b in timestamp order, 1/1 then mana value: Humility is a 4/4 creature with no abilities, Worship too', () => {
    const c = characteristics({ permanents: [alice('humility', 'Humility'), alice('opal', 'Opalescence'), alice('worship', worship)] }, ['humility', 'worship']);
    expect(c.humility).toMatchObject({ types: ['Enchantment', 'Creature'], power: 4, toughness: 4, abilityCount: 0 });
    expect(c.worship).toMatchObject({ power: 4, toughness: 4, abilityCount: 0 });
    expect(c.humility!.explain.map((e: Json) => [e.source, e.layer])).toEqual([
      ['opal (Opalescence)', '4'],
      ['humility (Humility)', '6'],
      ['humility (Humility)', '7b'],
      ['opal (Opalescence)', '7b'],
    ]);
  });
});

describe('Metallic Mimic: "As this creature enters, choose a creature type." (CR 614.12, 614.12a)', () => {
  it('614.12a: the creature type is given in the choices of the cast and recorded in its chosen; it is that type in addition (205.1b)', () => {
    const result = ok(run(pool({ C: 2 }), [cast('Metallic Mimic', 'mimic', { creatureType: 'Elf' })], [{ characteristics: 'mimic' }]));
    expect(permanent(result, 'mimic').chosen).toEqual({ creatureType: 'Elf' });
    expect(result.answers[0]).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Shapeshifter', 'Elf'] });
  });

  it('614.12a: without the choice, CHOICE_REQUIRED names creatureType', () => {
    expect(run(pool({ C: 2 }), [cast('Metallic Mimic', 'mimic')])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'creatureType' } });
  });

  it('205.3m: a word that is not a creature type ("Artifact and Vehicle aren\'t creature types", ruling 2017-02-09) is ILLEGAL_ACTION', () => {
    expect(run(pool({ C: 2 }), [cast('Metallic Mimic', 'mimic', { creatureType: 'Vehicle' })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '205.3m' } });
    expect(run(pool({ C: 2 }), [cast('Metallic Mimic', 'mimic', { creatureType: 'elf' })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  const mimic = alice('mimic', 'Metallic Mimic', { chosen: { creatureType: 'Elf' } });

  it('614.1c: an Elf entering under its controller gets an additional +1/+1 counter; a non-Elf does not', () => {
    const result = ok(run({ permanents: [mimic], ...pool({ G: 3 }) }, [cast('Llanowar Elves', 'elf'), cast(bear, 'bear')], [{ characteristics: 'elf' }]));
    expect(permanent(result, 'elf').counters).toEqual({ '+1/+1': 1 });
    expect(permanent(result, 'bear').counters).toEqual({});
    expect(result.answers[0]).toMatchObject({ power: 2, toughness: 2 });
  });

  it("614.1c: an Elf entering under an opponent's control gets none", () => {
    const result = ok(
      run({ permanents: [mimic], turn: { number: 5, activePlayer: 'bob', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob', manaPool: { G: 1 } }] }, [
        { do: 'cast', card: 'Llanowar Elves', controller: 'bob', id: 'elf', pay: true },
      ]),
    );
    expect(permanent(result, 'elf').counters).toEqual({});
  });

  it('614.1a, 616.1: with Hardened Scales the Elf enters with two counters (one event, one more)', () => {
    const result = ok(run({ permanents: [mimic, alice('scales', 'Hardened Scales')], ...pool({ G: 1 }) }, [cast('Llanowar Elves', 'elf')]));
    expect(permanent(result, 'elf').counters).toEqual({ '+1/+1': 2 });
  });

  it('614.12: a second Mimic choosing Elf is not affected by its own ability, but by the first one', () => {
    const result = ok(run({ permanents: [mimic], ...pool({ C: 2 }) }, [cast('Metallic Mimic', 'mimic2', { creatureType: 'Elf' })]));
    expect(permanent(result, 'mimic2').counters).toEqual({ '+1/+1': 1 });
  });
});

describe('Conspiracy: "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren\'t on the battlefield."', () => {
  const conspiracy = alice('conspiracy', 'Conspiracy', { chosen: { creatureType: 'Goblin' } });

  it("205.1b, ruling 2013-09-20: its controller's creatures are Goblins only, losing their other creature types; an opponent's keep theirs", () => {
    const mimic = alice('mimic', 'Metallic Mimic', { chosen: { creatureType: 'Elf' } });
    const c = characteristics({ permanents: [mimic, conspiracy, alice('elf', 'Llanowar Elves'), bob('bear', bear)] }, ['elf', 'bear', 'mimic']);
    expect(c.elf).toMatchObject({ subtypes: ['Goblin'] });
    expect(c.bear).toMatchObject({ subtypes: ['Bear'] });
    // Mimic older: it adds Elf, then Conspiracy makes it a Goblin only (613.7, no dependency).
    expect(c.mimic).toMatchObject({ subtypes: ['Goblin'] });
    // Mimic newer: a Goblin, then an Elf in addition.
    expect(characteristics({ permanents: [conspiracy, mimic] }, ['mimic']).mimic).toMatchObject({ subtypes: ['Goblin', 'Elf'] });
  });

  it('109.3, 604.1: a creature card its controller owns in a graveyard or exile is a Goblin; one an opponent owns is not; a noncreature card is untouched', () => {
    const c = characteristics(
      {
        permanents: [conspiracy],
        players: [
          { id: 'alice', graveyard: [{ id: 'dead-elf', card: 'Llanowar Elves' }], exile: [{ id: 'bolt', card: 'Lightning Bolt' }] },
          { id: 'bob', graveyard: [{ id: 'bobs-elf', card: 'Llanowar Elves' }] },
        ],
      },
      ['dead-elf', 'bobs-elf', 'bolt'],
    );
    expect(c['dead-elf']).toMatchObject({ name: 'Llanowar Elves', controller: 'alice', types: ['Creature'], subtypes: ['Goblin'], power: 1, toughness: 1 });
    expect(c['dead-elf']!.explain).toEqual([expect.objectContaining({ source: 'conspiracy (Conspiracy)', layer: '4' })]);
    expect(c['bobs-elf']).toMatchObject({ controller: 'bob', subtypes: ['Elf', 'Druid'], explain: [] });
    expect(c.bolt).toMatchObject({ types: ['Instant'], subtypes: [] });
  });

  it('109.3: a creature spell its controller controls on the stack is a Goblin', () => {
    const c = characteristics({ permanents: [conspiracy], stack: [{ id: 'spell', kind: 'spell', card: 'Llanowar Elves', controller: 'alice' }] }, ['spell']);
    expect(c.spell).toMatchObject({ controller: 'alice', subtypes: ['Goblin'] });
  });

  it("ruling 2017-09-29: replacement effects see the chosen type: with Conspiracy naming Elf, Metallic Mimic's Elf bonus applies to an entering bear", () => {
    const permanents = [alice('conspiracy', 'Conspiracy', { chosen: { creatureType: 'Elf' } }), alice('mimic', 'Metallic Mimic', { chosen: { creatureType: 'Elf' } })];
    const result = ok(run({ permanents, ...pool({ G: 2 }) }, [cast(bear, 'bear')]));
    expect(permanent(result, 'bear').counters).toEqual({ '+1/+1': 1 });
  });
});

describe('Painter\'s Servant: "All cards that aren\'t on the battlefield, spells, and permanents are the chosen color in addition to their other colors."', () => {
  const servant = alice('servant', "Painter's Servant", { chosen: { color: 'U' } });

  it('105.3, 604.1: a card in a graveyard, a spell, a permanent and a colorless land each are blue in addition (ruling 2008-05-01)', () => {
    const c = characteristics(
      {
        permanents: [servant, bob('forest', 'Forest'), bob('elf', 'Llanowar Elves')],
        players: [
          { id: 'alice', graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] },
          { id: 'bob', exile: [{ id: 'shock', card: 'Shock' }] },
        ],
        stack: [{ id: 'spell', kind: 'spell', card: 'Skullcrack', controller: 'bob', targets: ['alice'] }],
      },
      ['bolt', 'shock', 'spell', 'forest', 'elf', 'servant'],
    );
    expect(c.bolt).toMatchObject({ colors: ['R', 'U'], controller: 'alice' });
    expect(c.shock).toMatchObject({ colors: ['R', 'U'], controller: 'bob' });
    expect(c.spell).toMatchObject({ colors: ['R', 'U'], controller: 'bob' });
    expect(c.forest).toMatchObject({ colors: ['U'] });
    expect(c.elf).toMatchObject({ colors: ['G', 'U'] });
    expect(c.servant).toMatchObject({ colors: ['U'] });
  });

  it('614.12a: cast without a color, CHOICE_REQUIRED names color', () => {
    expect(run(pool({ C: 2 }), [cast("Painter's Servant", 'servant')])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'color' } });
  });

  it('613.1f: under Humility the Servant is a creature with no abilities: cards are their own colors again', () => {
    const c = characteristics({ permanents: [servant, alice('humility', 'Humility')], players: [{ id: 'alice', graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] }, { id: 'bob' }] }, [
      'bolt',
    ]);
    expect(c.bolt).toMatchObject({ colors: ['R'] });
  });
});

describe('Mycosynth Lattice', () => {
  it('205.1b: every permanent is an artifact in addition; cards off the battlefield are not (ruling 2004-12-01); everything is colorless', () => {
    const c = characteristics(
      {
        permanents: [alice('lattice', 'Mycosynth Lattice'), alice('forest', 'Forest'), bob('elf', 'Llanowar Elves')],
        players: [
          { id: 'alice', graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] },
          { id: 'bob', exile: [{ id: 'dead-elf', card: 'Llanowar Elves' }] },
        ],
        stack: [{ id: 'spell', kind: 'spell', card: 'Skullcrack', controller: 'bob', targets: ['alice'] }],
      },
      ['forest', 'elf', 'bolt', 'dead-elf', 'spell'],
    );
    expect(c.forest).toMatchObject({ types: ['Land', 'Artifact'], subtypes: ['Forest'], colors: [] });
    expect(c.elf).toMatchObject({ types: ['Creature', 'Artifact'], colors: [] });
    expect(c.bolt).toMatchObject({ types: ['Instant'], colors: [] });
    expect(c['dead-elf']).toMatchObject({ types: ['Creature'], colors: [] });
    expect(c.spell).toMatchObject({ types: ['Instant'], colors: [] });
  });

  it("613.7 off the battlefield: with Painter's Servant, the newer effect wins in layer 5", () => {
    const players = [{ id: 'alice', graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] }, { id: 'bob' }];
    const servant = alice('servant', "Painter's Servant", { chosen: { color: 'U' } });
    expect(characteristics({ permanents: [alice('lattice', 'Mycosynth Lattice'), servant], players }, ['bolt']).bolt).toMatchObject({ colors: ['U'] });
    expect(characteristics({ permanents: [servant, alice('lattice', 'Mycosynth Lattice')], players }, ['bolt']).bolt).toMatchObject({ colors: [] });
  });

  it('609.4b: {G} is paid with {R}: Llanowar Elves is cast from a pool of one red mana', () => {
    const result = ok(run({ permanents: [alice('lattice', 'Mycosynth Lattice')], ...pool({ R: 1 }) }, [cast('Llanowar Elves', 'elf')]));
    expect(permanent(result, 'elf')).toBeDefined();
    expect(result.board.players[0].manaPool.R).toBe(0);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'manaSpent', mana: { R: 1 }, cost: '{G}' }));
  });

  it('609.4b, ruling 2004-12-01: colorless mana too pays a colored cost; without the Lattice it does not (601.2h)', () => {
    expect(ok(run({ permanents: [alice('lattice', 'Mycosynth Lattice')], ...pool({ C: 1 }) }, [cast('Llanowar Elves', 'elf')])).ok).toBe(true);
    expect(run(pool({ R: 1 }), [cast('Llanowar Elves', 'elf')])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
  });

  it('609.4b, 107.4c: canPay: {G}{G} from {R} and {C} is payable; {C} from {R} is not (colorless is not a color)', () => {
    const result = ok(
      run(
        { permanents: [alice('lattice', 'Mycosynth Lattice')], ...pool({ R: 1, C: 1 }) },
        [],
        [{ canPay: { player: 'alice', cost: '{G}{G}' } }, { canPay: { player: 'alice', cost: '{C}{C}' } }, { canPay: { player: 'alice', cost: '{W}{U}{B}' } }],
      ),
    );
    expect(result.answers).toEqual([{ payable: true }, { payable: false }, { payable: false }]);
  });

  it('609.4b: a mana ability of a land pays a colored cost through canPay: a Mountain pays {G}', () => {
    const result = ok(run({ permanents: [alice('lattice', 'Mycosynth Lattice'), alice('mountain', 'Mountain')] }, [], [{ canPay: { player: 'alice', cost: '{G}' } }]));
    expect(result.answers).toEqual([{ payable: true }]);
  });
});

describe('characteristics of objects off the battlefield (CR 109.3, 604.3)', () => {
  it('a spell on the stack: its printed characteristics, its controller, and the X chosen in its mana value (202.3e)', () => {
    const c = characteristics(
      {
        stack: [
          { id: 'bolt', kind: 'spell', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] },
          { id: 'walker', kind: 'spell', card: 'Hangarback Walker', controller: 'alice', x: 2 },
        ],
      },
      ['bolt', 'walker'],
    );
    expect(c.bolt).toEqual({
      name: 'Lightning Bolt',
      controller: 'bob',
      types: ['Instant'],
      subtypes: [],
      supertypes: [],
      colors: ['R'],
      power: null,
      toughness: null,
      loyalty: null,
      defense: null,
      manaValue: 1,
      keywords: [],
      abilityCount: 1,
      explain: [],
    });
    expect(c.walker).toMatchObject({ manaValue: 4, power: 0, toughness: 0 });
  });

  it('a card in exile: printed, owned by the player whose exile it is in; a planeswalker card has its printed loyalty', () => {
    const c = characteristics(
      {
        players: [
          { id: 'alice' },
          {
            id: 'bob',
            exile: [
              { id: 'gid', card: 'Gideon Blackblade' },
              { id: 'elf', card: 'Llanowar Elves' },
            ],
          },
        ],
      },
      ['gid', 'elf'],
    );
    // "During your turn" applies on the battlefield only (113.6).
    expect(c.gid).toMatchObject({ controller: 'bob', types: ['Planeswalker'], supertypes: ['Legendary'], loyalty: 4, power: null });
    expect(c.elf).toMatchObject({ controller: 'bob', types: ['Creature'], subtypes: ['Elf', 'Druid'], colors: ['G'], power: 1, toughness: 1, abilityCount: 1 });
  });

  it('604.3: changeling functions in every zone: a changeling card in a graveyard is every creature type', () => {
    const changeling = {
      name: 'Test Changeling',
      manaCost: '{1}',
      types: ['Creature'],
      subtypes: ['Shapeshifter'],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'keyword', keyword: 'changeling' }],
    };
    const c = characteristics({ players: [{ id: 'alice', graveyard: [{ id: 'shifter', card: changeling }] }, { id: 'bob' }] }, ['shifter']);
    expect(c.shifter!.subtypes).toEqual(expect.arrayContaining(['Shapeshifter', 'Elf', 'Goblin', 'Time Lord']));
  });

  it('an id that names no permanent, spell or card is INVALID_INPUT', () => {
    expect(run({}, [], [{ characteristics: 'nothing' }])).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});

describe('other "as enters" choices (CR 614.12a)', () => {
  const chooser = (choice: string) => ({
    name: `Test ${choice} Chooser`,
    manaCost: '{1}',
    types: ['Artifact'],
    abilities: [{ kind: 'replacement', effect: { type: 'asEntersChoose', choice } }],
  });

  it('a basic land type and a player are recorded in chosen; an opponent must be an opponent', () => {
    const result = ok(
      run(pool({ C: 3 }), [
        cast(chooser('basicLandType'), 'land', { basicLandType: 'Island' }),
        cast(chooser('player'), 'player', { player: 'alice' }),
        cast(chooser('opponent'), 'opp', { player: 'bob' }),
      ]),
    );
    expect(permanent(result, 'land').chosen).toEqual({ basicLandType: 'Island' });
    expect(permanent(result, 'player').chosen).toEqual({ player: 'alice' });
    expect(permanent(result, 'opp').chosen).toEqual({ player: 'bob' });
    expect(run(pool({ C: 1 }), [cast(chooser('opponent'), 'opp', { player: 'alice' })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
    expect(run(pool({ C: 1 }), [cast(chooser('player'), 'p', { player: 'carol' })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
    expect(run(pool({ C: 1 }), [cast(chooser('player'), 'p')])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'player' } });
  });
});
