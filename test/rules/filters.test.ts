// Filters that compare (CR 109.4, 208, 202.3), name a card (201.2), and effects that last until
// their controller's next turn (611.2): through the public contract, with inline cards.

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';

type Json = Record<string, any>;
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const creature = (name: string, power: number, toughness: number, manaCost = '{1}{G}') => ({ name, manaCost, types: ['Creature'], subtypes: ['Bear'], power, toughness });
const anthem = (name: string, filter: Json, power: number, toughness: number) => ({
  name,
  manaCost: '{2}',
  types: ['Enchantment'],
  abilities: [{ kind: 'static', effects: [{ type: 'continuous', affects: { all: filter }, modifications: [{ type: 'modifyPT', power, toughness }] }] }],
});
const small = anthem('Small Anthem', { types: ['Creature'], power: { atMost: 2 } }, 1, 1);
const everyone = anthem('Power Anthem', { types: ['Creature'] }, 1, 0);

function characteristics(permanents: Json[], id: string, effects: Json[] = []) {
  const result = runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents, effects }, ask: [{ characteristics: id }] });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.answers[0] as Json;
}

describe('filters that compare power, toughness and mana value (CR 109.4)', () => {
  it('613.8a: "creatures with power 2 or less get +1/+1" depends on an earlier-applied "+1/+0" in the same sublayer, whatever the timestamps', () => {
    const bear = { id: 'bear', card: creature('Test Bear', 2, 2), controller: 'alice', timestamp: 1 };
    // The power filter's effect is older, but the +1/+0 changes what it applies to: it goes first (613.8a), so the bear is 3/2.
    const older = characteristics([bear, { id: 'small', card: small, controller: 'alice', timestamp: 2 }, { id: 'all', card: everyone, controller: 'alice', timestamp: 3 }], 'bear');
    expect(older).toMatchObject({ power: 3, toughness: 2 });
    expect(older.explain).toMatchObject([{ source: 'all (Power Anthem)', layer: '7c', reason: 'dependency' }]);
    const newer = characteristics([bear, { id: 'all', card: everyone, controller: 'alice', timestamp: 2 }, { id: 'small', card: small, controller: 'alice', timestamp: 3 }], 'bear');
    expect(newer).toMatchObject({ power: 3, toughness: 2 });
  });

  it('an object without power (a noncreature, CR 208.3) matches no power comparison', () => {
    const artifact = { id: 'rock', card: { name: 'Test Rock', manaCost: '{2}', types: ['Artifact'] }, controller: 'alice' };
    const filter = { power: { atMost: 5 } };
    const grant = {
      name: 'Grant',
      manaCost: '{1}',
      types: ['Enchantment'],
      abilities: [{ kind: 'static', effects: [{ type: 'continuous', affects: { all: filter }, modifications: [{ type: 'addKeywords', keywords: ['hexproof'] }] }] }],
    };
    expect(characteristics([artifact, { id: 'grant', card: grant, controller: 'alice' }], 'rock').keywords).toEqual([]);
  });

  it('mana value and name (CR 202.3, 201.2)', () => {
    const cheap = { id: 'cheap', card: creature('Cheap Bear', 2, 2, '{G}'), controller: 'alice' };
    const dear = { id: 'dear', card: creature('Dear Bear', 2, 2, '{3}{G}'), controller: 'alice' };
    const byManaValue = anthem('Cheap Anthem', { types: ['Creature'], manaValue: { atMost: 3 } }, 1, 1);
    const byName = anthem('Name Anthem', { name: 'Dear Bear' }, 0, 2);
    const board = [cheap, dear, { id: 'mv', card: byManaValue, controller: 'alice' }, { id: 'named', card: byName, controller: 'alice' }];
    expect(characteristics(board, 'cheap')).toMatchObject({ power: 3, toughness: 3 });
    expect(characteristics(board, 'dear')).toMatchObject({ power: 2, toughness: 4 });
  });

  it('renders as Oracle text words it', () => {
    const card = (filter: Json) => CardDefinition.parse(anthem('Anthem', filter, 1, 1));
    expect(rulesText(card({ types: ['Creature'], controller: 'you', power: { atMost: 2 } }))).toEqual(['Creatures you control with power 2 or less get +1/+1.']);
    expect(rulesText(card({ types: ['Creature'], manaValue: { atLeast: 4 }, toughness: { equal: 1 } }))).toEqual(['Creatures with toughness 1 and mana value 4 or greater get +1/+1.']);
  });

  it('a comparison names exactly one bound (INVALID_INPUT otherwise)', () => {
    const result = runScenario({
      board: { turn, players: [{ id: 'alice' }], permanents: [{ id: 'a', card: anthem('Bad', { power: { atMost: 1, atLeast: 0 } }, 1, 1), controller: 'alice' }] },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});

describe('"until your next turn" (CR 611.2)', () => {
  const spell = {
    name: 'Test Ward',
    manaCost: '{W}',
    types: ['Instant'],
    abilities: [
      {
        kind: 'spell',
        targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
        effects: [
          { type: 'createEffect', duration: 'untilYourNextTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'modifyPT', power: 0, toughness: 2 }] } },
        ],
      },
    ],
  };

  it("lasts through the opponent's turn and ends as its controller's next turn begins", () => {
    const board = { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [{ id: 'bear', card: creature('Test Bear', 2, 2), controller: 'alice' }] };
    const cast = { do: 'cast', card: spell, controller: 'alice', targets: ['bear'] };
    const onBobsTurn = runScenario({ board, actions: [cast, { do: 'advance', to: 'precombatMain', player: 'bob' }], ask: [{ characteristics: 'bear' }] });
    expect(onBobsTurn).toMatchObject({ ok: true, answers: [{ toughness: 4 }] });
    const backToAlice = runScenario({ board, actions: [cast, { do: 'advance', to: 'precombatMain', player: 'alice' }], ask: [{ characteristics: 'bear' }] });
    expect(backToAlice).toMatchObject({ ok: true, answers: [{ toughness: 2 }] });
    expect(rulesText(CardDefinition.parse(spell))).toEqual(['Until your next turn, target creature gets +0/+2.']);
  });
});

describe('amounts (CR 107.1, 107.3)', () => {
  const board = (permanents: Json[]) => ({ turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents });
  const spell = (effects: Json[], targets: Json[] = []) => ({ name: 'Test Spell', manaCost: '{X}{R}', types: ['Sorcery'], abilities: [{ kind: 'spell', targets, effects }] });

  it('X is the value chosen as the spell was cast (CR 107.3a)', () => {
    const card = spell([{ type: 'dealDamage', amount: { x: true }, to: { target: 0 } }], [{ kind: 'any' }]);
    const result = runScenario({ board: board([]), actions: [{ do: 'cast', card, controller: 'alice', targets: ['bob'], x: 4 }] });
    expect(result).toMatchObject({
      ok: true,
      board: {
        players: [
          { id: 'alice', life: 20 },
          { id: 'bob', life: 16 },
        ],
      },
    });
    expect(rulesText(CardDefinition.parse(card))).toEqual(['Test Spell deals X damage to any target.']);
  });

  it('a count: "you gain life equal to the number of creatures you control", "draw a card for each ..."', () => {
    const bears = [1, 2, 3].map((n) => ({ id: `bear${n}`, card: creature('Test Bear', 2, 2), controller: n < 3 ? 'alice' : 'bob' }));
    const card = spell([
      { type: 'gainLife', amount: { count: { permanents: { types: ['Creature'], controller: 'you' } } } },
      { type: 'draw', amount: { count: { permanents: { types: ['Creature'] } } } },
    ]);
    const result = runScenario({ board: board(bears), actions: [{ do: 'cast', card, controller: 'alice' }] });
    expect(result).toMatchObject({ ok: true, board: { players: [{ id: 'alice', life: 22, hand: 3, library: 37 }, { id: 'bob' }] } });
    expect(rulesText(CardDefinition.parse(card))).toEqual(['You gain life equal to the number of creatures you control. Draw a card for each creature.']);
  });

  it('the older "amount": "X" of "enters with X counters" still loads, as { "x": true } (the format is public)', () => {
    const walker = {
      name: 'Test Walker',
      manaCost: '{X}{X}',
      types: ['Artifact', 'Creature'],
      subtypes: ['Construct'],
      power: 0,
      toughness: 0,
      abilities: [{ kind: 'replacement', effect: { type: 'entersWithCounters', counter: '+1/+1', amount: 'X' } }],
    };
    const result = runScenario({ board: board([]), actions: [{ do: 'cast', card: walker, controller: 'alice', id: 'walker', x: 2 }], ask: [{ characteristics: 'walker' }] });
    expect(result).toMatchObject({ ok: true, answers: [{ power: 2, toughness: 2 }] });
    const parsed = CardDefinition.parse(walker);
    expect(parsed.abilities[0]).toEqual({ kind: 'replacement', effect: { type: 'entersWithCounters', counter: '+1/+1', amount: { x: true } } });
    expect(rulesText(parsed)).toEqual(['This creature enters with X +1/+1 counters on it.']);
  });
});

describe('protection from a quality (CR 702.16a)', () => {
  it('renders each kind of quality, and the characteristics answer names it', () => {
    const card = (from: string) =>
      CardDefinition.parse({
        name: 'Test Knight',
        manaCost: '{W}',
        types: ['Creature'],
        subtypes: ['Knight'],
        power: 2,
        toughness: 2,
        abilities: [{ kind: 'keyword', keyword: 'protection', from }],
      });
    expect(['R', 'multicolored', 'everything', 'Creature'].map((from) => rulesText(card(from))[0])).toEqual([
      'Protection from red',
      'Protection from multicolored',
      'Protection from everything',
      'Protection from creatures',
    ]);
    expect(characteristics([{ id: 'knight', card: card('B'), controller: 'alice' }], 'knight').keywords).toEqual(['protection from black']);
  });
});

describe('"attacking", "blocking", "attacking or blocking" (CR 506.4, 508.1, 509.1)', () => {
  const pinger = {
    name: 'Test Pinger',
    manaCost: '{W}',
    types: ['Creature'],
    subtypes: ['Soldier'],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: 'activated',
        cost: [{ type: 'tap' }],
        targets: [{ kind: 'permanent', filter: { combat: 'attackingOrBlocking', types: ['Creature'] } }],
        effects: [{ type: 'dealDamage', amount: 1, to: { target: 0 } }],
      },
    ],
  };
  const board = (attacking: boolean) => ({
    turn: { number: 4, activePlayer: 'bob', step: 'declareBlockers' },
    players: [{ id: 'alice' }, { id: 'bob' }],
    permanents: [
      { id: 'pinger', card: pinger, controller: 'alice' },
      { id: 'bear', card: creature('Test Bear', 2, 2), controller: 'bob', ...(attacking ? { attacking: 'alice' } : {}) },
    ],
  });

  it('the line renders as Oracle words it', () => {
    expect(rulesText(CardDefinition.parse(pinger))).toEqual(['{T}: This creature deals 1 damage to target attacking or blocking creature.']);
  });

  it('115.1, 508.1: an attacking creature is a legal target; one that is not attacking or blocking is not', () => {
    const hit = runScenario({ board: board(true), actions: [{ do: 'activate', permanent: 'pinger', targets: ['bear'] }] });
    expect(hit.ok).toBe(true);
    const missed = runScenario({ board: board(false), actions: [{ do: 'activate', permanent: 'pinger', targets: ['bear'] }] });
    expect(missed).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  it('611.3a: "Attacking creatures you control get +1/+0." applies while the creature attacks, not before', () => {
    const charge = anthem('Test Charge', { combat: 'attacking', types: ['Creature'], controller: 'you' }, 1, 0);
    const permanents = (attacking: boolean) => [
      { id: 'charge', card: charge, controller: 'alice' },
      { id: 'bear', card: creature('Test Bear', 2, 2), controller: 'alice', ...(attacking ? { attacking: 'bob' } : {}) },
    ];
    expect(characteristics(permanents(true), 'bear')).toMatchObject({ power: 3 });
    expect(characteristics(permanents(false), 'bear')).toMatchObject({ power: 2 });
  });
});
