// Casting spells and activating abilities through the stack (CR 601, 602, 608), triggered
// abilities (603), loyalty abilities (606) and equip (702.6).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const aliceMain = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const bobMain = { number: 5, activePlayer: 'bob', step: 'precombatMain' };

function run(permanents: Json[], actions: Json[], extra: Json = {}, ask: Json[] = []) {
  return runScenario({ board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra }, actions, ask });
}
function ok(result: ReturnType<typeof runScenario>) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
const player = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id);

describe('instants (CR 601, 608.2)', () => {
  it('Lightning Bolt, paid from the pool, deals 3 damage to a creature and goes to the graveyard with its id (608.2n)', () => {
    const result = ok(
      run([bob('bear', bear)], [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', id: 'bolt', targets: ['bear'], pay: true }], {
        players: [{ id: 'alice', manaPool: { R: 1 } }, { id: 'bob' }],
      }),
    );
    expect(permanent(result, 'bear')).toBeUndefined();
    expect(player(result, 'alice')).toMatchObject({ manaPool: { R: 0 }, graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] });
    expect(result.board.stack).toEqual([]);
  });

  it("601.2h: a spell whose cost the pool can't pay can't be cast", () => {
    expect(run([], [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], pay: true }])).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '601.2h' },
    });
  });

  it('601.2c: a spell needs its targets, and legal ones', () => {
    expect(run([], [{ do: 'cast', card: 'Shock', controller: 'alice' }])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2c' } });
    expect(run([alice('forest', 'Forest')], [{ do: 'cast', card: 'Shock', controller: 'alice', targets: ['forest'] }])).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '601.2c' },
    });
  });

  it('hold leaves Shock on the stack; resolve resolves it', () => {
    const held = ok(run([], [{ do: 'cast', card: 'Shock', controller: 'alice', id: 'shock', targets: ['bob'], hold: true }]));
    expect(held.board.stack).toEqual([{ id: 'shock', kind: 'spell', card: 'Shock', controller: 'alice', targets: ['bob'], x: 0, choices: {} }]);
    const resolved = ok(runScenario({ board: held.board, actions: [{ do: 'resolve' }] }));
    expect(player(resolved, 'bob').life).toBe(18);
  });

  it("608.2b: a spell whose only target left doesn't resolve", () => {
    const result = ok(
      run(
        [bob('bear', bear)],
        [
          { do: 'cast', card: 'Lightning Bolt', controller: 'alice', id: 'bolt', targets: ['bear'], hold: true },
          { do: 'damage', source: { card: 'Shock', controller: 'alice' }, target: 'bear', amount: 2 },
          { do: 'resolve' },
        ],
      ),
    );
    expect(result.events.find((e) => e.type === 'countered')).toMatchObject({ object: 'bolt', rules: ['608.2b'] });
    expect(player(result, 'bob').life).toBe(20);
  });

  it("Skullcrack: damage can't be prevented this turn, so Gideon Blackblade on his turn loses 3 loyalty and is marked 3 damage", () => {
    const result = ok(run([bob('gideon', 'Gideon Blackblade')], [{ do: 'cast', card: 'Skullcrack', controller: 'alice', id: 'crack', targets: ['gideon'] }], { turn: bobMain }));
    expect(permanent(result, 'gideon')).toMatchObject({ damage: 3, counters: { loyalty: 1 } });
    expect(result.board.effects).toEqual([
      { id: 'crack/e', source: { card: 'Skullcrack' }, controller: 'alice', targets: ['gideon'], choices: {}, timestamp: 2, duration: 'endOfTurn' },
    ]);
  });

  it('Turn to Frog makes an effects entry: until end of turn the creature is a 1/1 blue Frog', () => {
    const result = ok(
      run([bob('elves', 'Llanowar Elves')], [{ do: 'cast', card: 'Turn to Frog', controller: 'alice', id: 'frog', targets: ['elves'] }], {}, [{ characteristics: 'elves' }]),
    );
    expect(result.answers[0]).toMatchObject({ subtypes: ['Frog'], colors: ['U'], power: 1, abilityCount: 0 });
    expect(result.board.effects[0]).toMatchObject({ id: 'frog/e', source: { card: 'Turn to Frog' }, targets: ['elves'], duration: 'endOfTurn' });
  });

  it('Holy Day prevents combat damage this turn', () => {
    const result = ok(
      run(
        [bob('hawk', 'Vampire Nighthawk')],
        [
          { do: 'cast', card: 'Holy Day', controller: 'alice' },
          { do: 'damage', source: 'hawk', target: 'alice', amount: 2, combat: true },
        ],
      ),
    );
    expect(player(result, 'alice').life).toBe(20);
  });
});

describe('permanent spells (CR 608.3)', () => {
  it('a creature spell becomes a permanent that is summoning sick, with the next timestamp', () => {
    const result = ok(run([alice('forest', 'Forest')], [{ do: 'cast', card: 'Llanowar Elves', controller: 'alice', id: 'elves' }]));
    expect(permanent(result, 'elves')).toMatchObject({ controller: 'alice', owner: 'alice', summoningSick: true, timestamp: 2, x: 0 });
  });

  it("302.1: a creature can be cast only in its controller's main phase with an empty stack", () => {
    expect(run([], [{ do: 'cast', card: 'Llanowar Elves', controller: 'bob' }])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '302.1' } });
  });

  it('702.8a: Dress Down has flash; as it enters it triggers and its controller draws a card', () => {
    const result = ok(run([], [{ do: 'cast', card: 'Dress Down', controller: 'bob', id: 'dress' }]));
    expect(player(result, 'bob')).toMatchObject({ library: 39, hand: 1 });
    expect(result.events.map((e) => e.type)).toEqual(expect.arrayContaining(['putOnStack', 'drew']));
  });

  it('614.12: Caged Sun needs its color chosen as it enters', () => {
    expect(run([], [{ do: 'cast', card: 'Caged Sun', controller: 'alice' }])).toMatchObject({
      ok: false,
      error: { code: 'CHOICE_REQUIRED', choice: 'color', options: ['W', 'U', 'B', 'R', 'G'] },
    });
    const result = ok(run([], [{ do: 'cast', card: 'Caged Sun', controller: 'alice', id: 'sun', choices: { color: 'G' } }]));
    expect(permanent(result, 'sun').chosen).toEqual({ color: 'G' });
  });

  it('303.4a: an Aura spell targets what it enchants and enters attached to it', () => {
    const result = ok(run([bob('bear', bear)], [{ do: 'cast', card: 'Pacifism', controller: 'alice', id: 'pac', targets: ['bear'] }]));
    expect(permanent(result, 'pac')).toMatchObject({ attachedTo: 'bear' });
  });

  it('306.5b: a planeswalker enters with its printed loyalty', () => {
    const result = ok(run([], [{ do: 'cast', card: 'Gideon Blackblade', controller: 'alice', id: 'gideon' }]));
    expect(permanent(result, 'gideon').counters).toEqual({ loyalty: 4 });
  });

  it("Gideon Blackblade cast on his controller's turn under Humility loses the intrinsic loyalty ability: 0 loyalty, graveyard (306.5b, 614.12, 704.5i)", () => {
    const result = ok(run([bob('humility', 'Humility')], [{ do: 'cast', card: 'Gideon Blackblade', controller: 'alice', id: 'gideon' }]));
    expect(permanent(result, 'gideon')).toBeUndefined();
    expect(player(result, 'alice').graveyard.map((c: Json) => c.id)).toEqual(['gideon']);
  });

  it('so does Dress Down: its effect is older than Gideon, so he loses his loyalty ability even though his own indestructible comes back', () => {
    const result = ok(run([bob('dress', 'Dress Down')], [{ do: 'cast', card: 'Gideon Blackblade', controller: 'alice', id: 'gideon' }]));
    expect(player(result, 'alice').graveyard.map((c: Json) => c.id)).toEqual(['gideon']);
  });

  it('on his own turn without such an effect, Gideon enters with 4 loyalty even as a creature', () => {
    const result = ok(run([], [{ do: 'cast', card: 'Gideon Blackblade', controller: 'alice', id: 'gideon' }], {}, [{ characteristics: 'gideon' }]));
    expect(result.answers[0]).toMatchObject({ types: ['Planeswalker', 'Creature'], loyalty: 4 });
  });
});

describe('lands (CR 305)', () => {
  it('305.2: one land per turn', () => {
    const result = run(
      [],
      [
        { do: 'play', card: 'Forest', controller: 'alice', id: 'f1' },
        { do: 'play', card: 'Island', controller: 'alice', id: 'i1' },
      ],
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '305.2', action: 1 } });
    expect(result.board).toMatchObject({ turn: { landsPlayed: 1 } });
  });

  // Inline lands whose replacement effects apply as they enter, like any permanent's.
  const choosingLand = {
    name: 'Test Prism Land',
    types: ['Land'],
    abilities: [{ kind: 'replacement', effect: { type: 'asEntersChoose', choice: 'color' } }],
  };
  const chargedLand = {
    name: 'Test Charged Land',
    types: ['Land'],
    abilities: [{ kind: 'replacement', effect: { type: 'entersWithCounters', counter: 'charge', amount: 2 } }],
  };

  it('614.12: a land played with "as this enters, choose a color" needs the choice, and keeps it', () => {
    expect(run([], [{ do: 'play', card: choosingLand, controller: 'alice', id: 'prism' }])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'color', action: 0 } });
    const result = ok(run([], [{ do: 'play', card: choosingLand, controller: 'alice', id: 'prism', choices: { color: 'U' } }]));
    expect(permanent(result, 'prism').chosen).toEqual({ color: 'U' });
  });

  it('614.1c: a land played with "enters with two charge counters" has them', () => {
    const result = ok(run([], [{ do: 'play', card: chargedLand, controller: 'alice', id: 'charged' }]));
    expect(permanent(result, 'charged').counters).toEqual({ charge: 2 });
    expect(result.events.find((e: Json) => e.type === 'enteredBattlefield')).toMatchObject({ permanent: 'charged', counters: { charge: 2 } });
  });
});

describe('activated abilities on the stack (CR 602)', () => {
  it('Prodigal Sorcerer deals 1 damage to any target', () => {
    const result = ok(run([alice('sorc', 'Prodigal Sorcerer')], [{ do: 'activate', permanent: 'sorc', targets: ['bob'] }]));
    expect(player(result, 'bob').life).toBe(19);
    expect(permanent(result, 'sorc').tapped).toBe(true);
  });

  it('held, the ability waits on the stack with the id <source>/s1', () => {
    const result = ok(run([alice('sorc', 'Prodigal Sorcerer')], [{ do: 'activate', permanent: 'sorc', targets: ['bob'], hold: true }]));
    expect(result.board.stack).toEqual([{ id: 'sorc/s1', kind: 'ability', source: 'sorc', ability: 0, controller: 'alice', targets: ['bob'], x: 0, choices: {} }]);
  });

  it('Fatestitcher: tapping or untapping is chosen on resolution (608.2d)', () => {
    const missing = run([alice('fate', 'Fatestitcher'), bob('land', 'Forest')], [{ do: 'activate', permanent: 'fate', targets: ['land'] }]);
    expect(missing).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'mode' } });
    const result = ok(run([alice('fate', 'Fatestitcher'), bob('land', 'Forest')], [{ do: 'activate', permanent: 'fate', targets: ['land'], choices: { mode: 'tap' } }]));
    expect(permanent(result, 'land').tapped).toBe(true);
  });

  it('City of Brass becoming tapped triggers: it deals 1 damage to its controller', () => {
    const result = ok(run([alice('fate', 'Fatestitcher'), bob('city', 'City of Brass')], [{ do: 'activate', permanent: 'fate', targets: ['city'], choices: { mode: 'tap' } }]));
    expect(player(result, 'bob').life).toBe(19);
  });

  it('Thousand-Year Elixir untaps target creature; Soulmender gains 1 life, but not under Leyline of Punishment (119.7)', () => {
    const untapped = ok(
      run([alice('elixir', 'Thousand-Year Elixir'), alice('elves', 'Llanowar Elves', { tapped: true })], [{ do: 'activate', permanent: 'elixir', targets: ['elves'] }], {
        players: [{ id: 'alice', manaPool: { G: 1 } }, { id: 'bob' }],
      }),
    );
    expect(permanent(untapped, 'elves').tapped).toBe(false);
    expect(player(ok(run([alice('mender', 'Soulmender')], [{ do: 'activate', permanent: 'mender' }])), 'alice').life).toBe(21);
    expect(player(ok(run([alice('mender', 'Soulmender'), bob('leyline', 'Leyline of Punishment')], [{ do: 'activate', permanent: 'mender' }])), 'alice').life).toBe(20);
  });

  it('Devoted Druid: a -1/-1 counter as a cost untaps it; the second one kills it (704.5f)', () => {
    const result = ok(run([alice('druid', 'Devoted Druid', { tapped: true })], [{ do: 'activate', permanent: 'druid', ability: 1 }]));
    expect(permanent(result, 'druid')).toMatchObject({ tapped: false, counters: { '-1/-1': 1 } });
    const dead = ok(run([alice('druid', 'Devoted Druid', { tapped: true, counters: { '-1/-1': 1 } })], [{ do: 'activate', permanent: 'druid', ability: 1 }]));
    expect(permanent(dead, 'druid')).toBeUndefined();
  });
});

describe('loyalty abilities (CR 606)', () => {
  const gideon = alice('gideon', 'Gideon Blackblade');

  it("Gideon Blackblade's +1: the target gains the keyword chosen as the ability resolves (ruling 2019-05-03)", () => {
    const held = ok(run([gideon, alice('bear', bear)], [{ do: 'activate', permanent: 'gideon', ability: 0, targets: ['bear'], hold: true }]));
    expect(permanent(held, 'gideon')).toMatchObject({ counters: { loyalty: 5 }, loyaltyActivated: true });
    expect(runScenario({ board: held.board, actions: [{ do: 'resolve' }] })).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'mode' } });
    const resolved = ok(runScenario({ board: held.board, actions: [{ do: 'resolve', choices: { mode: 'vigilance' } }], ask: [{ characteristics: 'bear' }] }));
    expect(resolved.answers[0]).toMatchObject({ keywords: ['vigilance'] });
  });

  it('606.3: once each turn per planeswalker, and only at sorcery speed', () => {
    expect(
      run(
        [gideon],
        [
          { do: 'activate', permanent: 'gideon', ability: 0 },
          { do: 'activate', permanent: 'gideon', ability: 0 },
        ],
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '606.3', action: 1 },
    });
    expect(run([gideon], [{ do: 'activate', permanent: 'gideon', ability: 0 }], { turn: bobMain })).toMatchObject({ ok: false, error: { rule: '606.3' } });
  });

  it('606.6: −6 needs six loyalty counters', () => {
    expect(run([gideon, bob('bear', bear)], [{ do: 'activate', permanent: 'gideon', ability: 1, targets: ['bear'] }])).toMatchObject({ ok: false, error: { rule: '606.6' } });
    const result = ok(
      run([alice('gideon', 'Gideon Blackblade', { counters: { loyalty: 6 } }), bob('bear', bear)], [{ do: 'activate', permanent: 'gideon', ability: 1, targets: ['bear'] }]),
    );
    expect(player(result, 'bob').exile.map((c: Json) => c.id)).toEqual(['bear']);
    // At 0 loyalty he goes to the graveyard (704.5i).
    expect(permanent(result, 'gideon')).toBeUndefined();
  });

  it("Gideon, Ally of Zendikar's 0: a 2/2 white Knight Ally token (named Knight Ally Token, CR 111.4) with the id <gideon>/t1", () => {
    const result = ok(run([alice('gideon', 'Gideon, Ally of Zendikar')], [{ do: 'activate', permanent: 'gideon', ability: 1 }], {}, [{ characteristics: 'gideon/t1' }]));
    expect(permanent(result, 'gideon/t1')).toMatchObject({ token: true, controller: 'alice', summoningSick: true });
    expect(result.answers[0]).toMatchObject({ name: 'Knight Ally Token', colors: ['W'], types: ['Creature'], subtypes: ['Knight', 'Ally'], power: 2, toughness: 2 });
  });

  it("Nissa's +1: three +1/+1 counters on the land, untapped, a 0/0 Elemental creature with vigilance and haste for good", () => {
    const result = ok(
      run([alice('nissa', 'Nissa, Who Shakes the World'), alice('forest', 'Forest', { tapped: true })], [{ do: 'activate', permanent: 'nissa', ability: 0, targets: ['forest'] }], {}, [
        { characteristics: 'forest' },
      ]),
    );
    expect(permanent(result, 'forest')).toMatchObject({ tapped: false, counters: { '+1/+1': 3 } });
    expect(result.answers[0]).toMatchObject({ types: ['Land', 'Creature'], power: 3, toughness: 3, keywords: ['vigilance', 'haste'] });
    expect(result.board.effects[0]).toMatchObject({ duration: 'permanent', targets: ['forest'] });
  });

  it('an emblem answers UNSUPPORTED and changes nothing', () => {
    const result = run([alice('gideon', 'Gideon, Ally of Zendikar')], [{ do: 'activate', permanent: 'gideon', ability: 2 }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
    expect(permanent(result, 'gideon').counters).toEqual({ loyalty: 4 });
  });
});

describe('counters (CR 122.6, 614)', () => {
  it("Hangarback Walker's {1},{T} puts a +1/+1 counter; Hardened Scales makes it two", () => {
    const pool = { players: [{ id: 'alice', manaPool: { C: 1 } }, { id: 'bob' }] };
    expect(permanent(ok(run([alice('walker', 'Hangarback Walker', { counters: { '+1/+1': 1 } })], [{ do: 'activate', permanent: 'walker' }], pool)), 'walker').counters).toEqual({
      '+1/+1': 2,
    });
    const scaled = ok(run([alice('scales', 'Hardened Scales'), alice('walker', 'Hangarback Walker', { counters: { '+1/+1': 1 } })], [{ do: 'activate', permanent: 'walker' }], pool));
    expect(permanent(scaled, 'walker').counters).toEqual({ '+1/+1': 3 });
  });

  it('Walking Ballista removes a counter to deal 1 damage', () => {
    const result = ok(run([alice('ballista', 'Walking Ballista', { counters: { '+1/+1': 2 } })], [{ do: 'activate', permanent: 'ballista', ability: 1, targets: ['bob'] }]));
    expect(player(result, 'bob').life).toBe(19);
    expect(permanent(result, 'ballista').counters).toEqual({ '+1/+1': 1 });
  });
});
