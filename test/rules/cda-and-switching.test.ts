// Characteristic-defining abilities that define power and toughness (CR 604.3, 208.2a, layer
// 7a, 613.4a), switching power and toughness (layer 7d, 613.4d), devoid (702.114a) and the names
// of tokens (111.4), through the public contract: a board, actions, the characteristics answer.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { alice, aliceMain, bear, bob, eventsOf, ok, permanent, player } from '../helpers/run';

type Json = Record<string, any>;

/** The answers of `ask` after `actions`, on a two-player board in alice's main phase. */
function answers(permanents: Json[], ask: Json[], extra: Json = {}, actions: Json[] = []): Json[] {
  const { players, ...rest } = extra;
  const result = ok(runScenario({ board: { turn: aliceMain, players: players ?? [{ id: 'alice' }, { id: 'bob' }], permanents, ...rest }, actions, ask }));
  return result.answers;
}

const pt = (permanents: Json[], id: string, extra: Json = {}, actions: Json[] = []) => {
  const [c] = answers(permanents, [{ characteristics: id }], extra, actions);
  return [c!.power, c!.toughness];
};

const graveyards = (aliceCards: unknown[], bobCards: unknown[] = []) => ({
  players: [
    { id: 'alice', graveyard: aliceCards.map((card, i) => ({ id: `ag${i}`, card })) },
    { id: 'bob', graveyard: bobCards.map((card, i) => ({ id: `bg${i}`, card })) },
  ],
});

const goyf = alice('goyf', 'Tarmogoyf');
const wall = { name: 'Test Wall', manaCost: '{1}{U}', types: ['Creature'], subtypes: ['Wall'], power: 0, toughness: 3 };
const tall = { name: 'Test Tower', manaCost: '{2}{G}', types: ['Creature'], subtypes: ['Treefolk'], power: 1, toughness: 4 };
/** "Creatures you control get +1/+0." */
const anthem = {
  name: 'Test Anthem',
  manaCost: '{2}{R}',
  types: ['Enchantment'],
  abilities: [
    { kind: 'static', effects: [{ type: 'continuous', affects: { all: { types: ['Creature'], controller: 'you' } }, modifications: [{ type: 'modifyPT', power: 1, toughness: 0 }] }] },
  ],
};
/** An effect entry of a resolved switching spell (CR 611.2). */
const switched = (id: string, target: string, timestamp: number, card = 'Twisted Image') => ({
  id,
  source: { card },
  controller: 'alice',
  targets: [target],
  timestamp,
  duration: 'endOfTurn',
});

describe('Tarmogoyf: card types among cards in all graveyards (CR 604.3, 613.4a, 205.2a)', () => {
  it('604.3: with every graveyard empty it is 0/1', () => {
    expect(pt([goyf], 'goyf')).toEqual([0, 1]);
  });

  it('it counts card types, not cards, in every graveyard: two instants and a land are 2/3', () => {
    expect(pt([goyf], 'goyf', graveyards(['Lightning Bolt', 'Forest'], ['Shock']))).toEqual([2, 3]);
  });

  it('205.2a: Dryad Arbor counts once as a land and once as a creature: 2/3 (ruling 2018-12-07)', () => {
    expect(pt([goyf], 'goyf', graveyards([], ['Dryad Arbor']))).toEqual([2, 3]);
  });

  it('608.2n, 704.3: Lightning Bolt on a 2/3 Tarmogoyf is in the graveyard before state-based actions: a 3/4 with 3 damage survives (ruling 2018-12-07)', () => {
    const result = ok(
      runScenario({
        board: { turn: aliceMain, players: graveyards(['Llanowar Elves', 'Forest']).players, permanents: [goyf] },
        actions: [{ do: 'cast', card: 'Lightning Bolt', controller: 'bob', targets: ['goyf'] }],
        ask: [{ characteristics: 'goyf' }],
      }),
    );
    expect(permanent(result, 'goyf')).toMatchObject({ damage: 3 });
    expect(result.answers[0]).toMatchObject({ power: 3, toughness: 4 });
    expect(eventsOf(result, 'destroyed')).toEqual([]);
  });

  it('the graveyard changes mid-scenario: a creature killed by Lightning Bolt adds creature and instant: 0/1 becomes 2/3', () => {
    const before = answers([goyf, bob('bear', bear)], [{ characteristics: 'goyf' }]);
    expect(before[0]).toMatchObject({ power: 0, toughness: 1 });
    const after = answers([goyf, bob('bear', bear)], [{ characteristics: 'goyf' }], {}, [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', targets: ['bear'] }]);
    expect(after[0]).toMatchObject({ power: 2, toughness: 3 });
  });

  it('613.4a, 613.4b: an effect that sets power and toughness applies after the CDA: Turn to Frog makes it 1/1', () => {
    const effects = [{ id: 'frog', source: { card: 'Turn to Frog' }, controller: 'bob', targets: ['goyf'], timestamp: 9, duration: 'endOfTurn' }];
    expect(pt([goyf], 'goyf', { ...graveyards(['Lightning Bolt', 'Forest']), effects })).toEqual([1, 1]);
  });

  it('613.1f, 208.2a: a Tarmogoyf that lost all its abilities has no CDA: its printed */1+* is 0/1 (Dress Down)', () => {
    expect(pt([alice('dress', 'Dress Down'), goyf], 'goyf', graveyards(['Lightning Bolt', 'Forest']))).toEqual([0, 1]);
  });
});

describe('Lhurgoyf, Maro, Nightmare, Master of Etherium (CR 604.3, 613.4a)', () => {
  it('Lhurgoyf counts creature cards in all graveyards: Dryad Arbor and Llanowar Elves make it 2/3', () => {
    expect(pt([alice('goyf', 'Lhurgoyf')], 'goyf', graveyards(['Dryad Arbor', 'Lightning Bolt'], ['Llanowar Elves']))).toEqual([2, 3]);
  });

  it("Maro is as big as its controller's hand, not an opponent's", () => {
    expect(
      pt([alice('maro', 'Maro')], 'maro', {
        players: [
          { id: 'alice', hand: 3 },
          { id: 'bob', hand: 6 },
        ],
      }),
    ).toEqual([3, 3]);
    expect(
      pt([bob('maro', 'Maro')], 'maro', {
        players: [
          { id: 'alice', hand: 3 },
          { id: 'bob', hand: 6 },
        ],
      }),
    ).toEqual([6, 6]);
  });

  it("Nightmare counts the Swamps its controller controls, not an opponent's", () => {
    expect(pt([alice('n', 'Nightmare'), alice('s1', 'Swamp'), alice('s2', 'Swamp'), bob('s3', 'Swamp'), alice('f', 'Forest')], 'n')).toEqual([2, 2]);
  });

  it('613.1d: with Urborg, Tomb of Yawgmoth every land is a Swamp, so Nightmare counts Urborg and the Forest too (ruling 2013-07-01)', () => {
    expect(pt([alice('n', 'Nightmare'), alice('s1', 'Swamp'), alice('urborg', 'Urborg, Tomb of Yawgmoth'), alice('f', 'Forest'), bob('f2', 'Forest')], 'n')).toEqual([3, 3]);
  });

  it('Master of Etherium counts itself (ruling 2020-08-07): alone it is 1/1', () => {
    expect(pt([alice('master', 'Master of Etherium')], 'master')).toEqual([1, 1]);
  });

  it('Master of Etherium counts every artifact its controller controls, and other artifact creatures get +1/+1', () => {
    const c = answers(
      [alice('master', 'Master of Etherium'), alice('ring', 'Sol Ring'), alice('walker', 'Hangarback Walker', { counters: { '+1/+1': 1 } }), bob('theirs', 'Sol Ring')],
      [{ characteristics: 'master' }, { characteristics: 'walker' }],
    );
    expect(c[0]).toMatchObject({ power: 3, toughness: 3 });
    expect(c[1]).toMatchObject({ power: 2, toughness: 2 });
  });

  it('613.1d, 613.4a: a permanent made an artifact in layer 4 counts for Master of Etherium', () => {
    const artifice = {
      name: 'Test Artifice',
      manaCost: '{2}{U}',
      types: ['Enchantment'],
      abilities: [
        {
          kind: 'static',
          effects: [{ type: 'continuous', affects: { all: { types: ['Enchantment'], controller: 'you' } }, modifications: [{ type: 'addTypes', types: ['Artifact'] }] }],
        },
      ],
    };
    expect(pt([alice('master', 'Master of Etherium'), alice('artifice', artifice)], 'master')).toEqual([2, 2]);
  });
});

describe('switching power and toughness, layer 7d (CR 613.4d)', () => {
  it('613.4: Twisted Image on a 1/4 with a +1/+1 counter and an anthem: the switch comes after both, 5/3', () => {
    const c = answers([alice('tower', tall, { counters: { '+1/+1': 1 } }), alice('anthem', anthem, { timestamp: 20 })], [{ characteristics: 'tower' }], {
      effects: [switched('twist', 'tower', 10)],
    });
    expect(c[0]).toMatchObject({ power: 5, toughness: 3 });
    expect(c[0]!.explain.map((e: Json) => e.layer)).toEqual(['7c', '7c', '7d']);
  });

  it("casting Twisted Image switches until end of turn and draws a card; the effect lands in the board's effects", () => {
    const result = ok(
      runScenario({
        board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [alice('tower', tall)] },
        actions: [{ do: 'cast', card: 'Twisted Image', controller: 'alice', id: 'twist', targets: ['tower'] }],
        ask: [{ characteristics: 'tower' }],
      }),
    );
    expect(result.answers[0]).toMatchObject({ power: 4, toughness: 1 });
    expect(result.board.effects).toMatchObject([{ targets: ['tower'], duration: 'endOfTurn' }]);
    expect(player(result, 'alice').hand).toBe(1);
  });

  it('two switches cancel each other (ruling 2013-04-15)', () => {
    const c = answers([alice('tower', tall)], [{ characteristics: 'tower' }], { effects: [switched('a', 'tower', 10), switched('b', 'tower', 11, 'About Face')] });
    expect(c[0]).toMatchObject({ power: 1, toughness: 4 });
  });

  it('704.5f: About Face on a 0/3 makes it 3/0 and it dies as a state-based action', () => {
    const result = ok(
      runScenario({
        board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [bob('wall', wall)] },
        actions: [{ do: 'cast', card: 'About Face', controller: 'alice', targets: ['wall'] }],
      }),
    );
    expect(permanent(result, 'wall')).toBeUndefined();
    expect(player(result, 'bob').graveyard).toMatchObject([{ id: 'wall' }]);
  });

  it('613.4a, 613.4d: the explanation of a switched Tarmogoyf lists its CDA in 7a and the switch in 7d', () => {
    const c = answers([goyf], [{ characteristics: 'goyf' }], { ...graveyards(['Lightning Bolt', 'Forest']), effects: [switched('twist', 'goyf', 10)] });
    expect(c[0]).toMatchObject({ power: 3, toughness: 2 });
    expect(c[0]!.explain).toEqual([
      expect.objectContaining({ source: 'goyf (Tarmogoyf)', layer: '7a', rule: '613.4a' }),
      expect.objectContaining({ source: 'twist (Twisted Image)', layer: '7d', rule: '613.7' }),
    ]);
  });
});

describe('devoid (CR 702.114a)', () => {
  it('a devoid creature with a red mana cost is colorless', () => {
    const scion = { name: 'Test Devoid', manaCost: '{1}{R}', types: ['Creature'], subtypes: ['Eldrazi'], power: 2, toughness: 1, abilities: [{ kind: 'keyword', keyword: 'devoid' }] };
    const [c] = answers([alice('d', scion)], [{ characteristics: 'd' }]);
    expect(c).toMatchObject({ colors: [], keywords: ['devoid'] });
  });
});

describe('token names (CR 111.4)', () => {
  it('Gideon, Ally of Zendikar\'s 0: a token the effect doesn\'t name is named after its subtypes plus "Token": Knight Ally Token', () => {
    const result = ok(
      runScenario({
        board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [alice('gideon', 'Gideon, Ally of Zendikar', { counters: { loyalty: 4 } })] },
        actions: [{ do: 'activate', permanent: 'gideon', ability: 1 }],
        ask: [{ characteristics: 'gideon/t1' }],
      }),
    );
    expect(result.answers[0]).toMatchObject({ name: 'Knight Ally Token', subtypes: ['Knight', 'Ally'] });
    expect(eventsOf(result, 'tokenCreated')).toMatchObject([{ name: 'Knight Ally Token', rules: ['111.2', '111.4'] }]);
  });

  it('a token its maker names keeps that name', () => {
    const maker = {
      name: 'Test Maker',
      manaCost: '{1}',
      types: ['Artifact'],
      abilities: [
        {
          kind: 'activated',
          cost: [{ type: 'tap' }],
          effects: [{ type: 'createToken', token: { name: 'Kaldra', colors: [], types: ['Creature'], subtypes: ['Avatar'], power: 4, toughness: 4 } }],
        },
      ],
    };
    const result = ok(
      runScenario({
        board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [alice('maker', maker)] },
        actions: [{ do: 'activate', permanent: 'maker' }],
        ask: [{ characteristics: 'maker/t1' }],
      }),
    );
    expect(result.answers[0]).toMatchObject({ name: 'Kaldra', subtypes: ['Avatar'] });
  });
});

describe('a * power or toughness whose ability the engine does not read (CR 208.2a)', () => {
  it('answers unsupported, naming the ability, never 0', () => {
    const odd = {
      name: 'Test Odd Goyf',
      manaCost: '{1}{G}',
      types: ['Creature'],
      power: '*',
      toughness: '*',
      abilities: [
        {
          kind: 'opaque',
          text: "This creature's power and toughness are each equal to the number of turns you've taken this game.",
          as: 'static',
          reach: ['powerToughness'],
          self: true,
        },
      ],
    };
    const [c] = answers([alice('odd', odd)], [{ characteristics: 'odd' }]);
    expect(c).toMatchObject({ unsupported: { permanent: 'odd', card: 'Test Odd Goyf', ability: 0 } });
  });
});
