// Static abilities that apply "as long as" a condition holds (CR 604.2, 611.3a: the effect
// applies at any moment the condition is true, and stops the moment it isn't; 613 layers): a
// life total (Bloodghast), the cards in a graveyard (threshold), the card types among them
// (delirium, 205.2a), the counters on the object (Baloth Pup), the permanents its controller
// controls (metalcraft). An ability word has no rules meaning (207.2c).

import { describe, expect, it } from 'vitest';
import { compileCard } from '../../pool/compile';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function run(permanents: Json[], ask: Json[], options: { players?: Json[]; actions?: Json[] } = {}): Json {
  const scenario = { board: { turn, players: options.players ?? [{ id: 'alice' }, { id: 'bob' }], permanents }, actions: options.actions ?? [], ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

const graveyard = (...cards: string[]) => cards.map((card, i) => ({ id: `g${i}`, card }));

describe('Bloodghast: haste as long as an opponent has 10 or less life (CR 611.3a, 702.10)', () => {
  const ghast = { id: 'ghast', card: 'Bloodghast', controller: 'alice', summoningSick: true };

  it("611.3a: with bob at 11 life it has no haste, and summoning sick it can't attack (302.6)", () => {
    const result = run([ghast], [{ characteristics: 'ghast' }, { canAttack: { permanent: 'ghast' } }], { players: [{ id: 'alice' }, { id: 'bob', life: 11 }] });
    expect(result.answers[0].keywords).not.toContain('haste');
    expect(result.answers[1]).toMatchObject({ legal: false, rule: '302.6' });
  });

  it("611.3a: with bob at 10 life it has haste and can attack the turn it came under alice's control (702.10b)", () => {
    const result = run([ghast], [{ characteristics: 'ghast' }, { canAttack: { permanent: 'ghast' } }], { players: [{ id: 'alice' }, { id: 'bob', life: 10 }] });
    expect(result.answers[0].keywords).toContain('haste');
    expect(result.answers[0].unsupported).toBeUndefined();
    expect(result.answers[1]).toEqual({ legal: true });
  });

  it('611.3a: the moment bob goes from 11 to 10 life, it has haste', () => {
    const result = run([ghast], [{ characteristics: 'ghast' }], {
      players: [{ id: 'alice' }, { id: 'bob', life: 11 }],
      actions: [{ do: 'setLife', player: 'bob', life: 10 }],
    });
    expect(result.answers[0].keywords).toContain('haste');
  });

  it('611.3a, 102.2: with three players, one opponent at 10 life is enough; alice herself at 10 is not an opponent', () => {
    const three = run([ghast], [{ characteristics: 'ghast' }], { players: [{ id: 'alice' }, { id: 'bob', life: 20 }, { id: 'carol', life: 10 }] });
    expect(three.answers[0].keywords).toContain('haste');
    const self = run([ghast], [{ characteristics: 'ghast' }], {
      players: [
        { id: 'alice', life: 10 },
        { id: 'bob', life: 20 },
        { id: 'carol', life: 20 },
      ],
    });
    expect(self.answers[0].keywords).not.toContain('haste');
  });

  it('the line compiles and renders back', () => {
    const line = 'This creature has haste as long as an opponent has 10 or less life.';
    const { lines } = compileCard([line], { name: 'Bloodghast', manaCost: '{B}{B}', types: ['Creature'], supertypes: [], subtypes: ['Vampire', 'Spirit'], power: 2, toughness: 1 });
    expect(lines[0]).toMatchObject({ compiled: true, abilities: [{ kind: 'static', condition: { type: 'life', player: 'anOpponent', atMost: 10 }, conditionLast: true }] });
  });
});

describe("Dragon's Rage Channeler: delirium, four or more card types among cards in your graveyard (CR 611.3a, 205.2a, 207.2c)", () => {
  const drc = { id: 'drc', card: "Dragon's Rage Channeler", controller: 'alice' };
  const ask = [{ characteristics: 'drc' }];
  const alice = (...cards: string[]) => [{ id: 'alice', graveyard: graveyard(...cards) }, { id: 'bob' }];

  it('611.3a: three card types (land, instant, creature) are not delirium: a 1/1 without flying', () => {
    const result = run([drc], ask, { players: alice('Forest', 'Lightning Bolt', 'Llanowar Elves', 'Grizzly Bears') });
    expect(result.answers[0]).toMatchObject({ power: 1, toughness: 1 });
    expect(result.answers[0].keywords).not.toContain('flying');
  });

  it('205.2a: an artifact creature card gives two types: land, instant and Ornithopter make four, a 3/3 with flying', () => {
    const result = run([drc], ask, { players: alice('Forest', 'Lightning Bolt', 'Ornithopter') });
    expect(result.answers[0]).toMatchObject({ power: 3, toughness: 3 });
    expect(result.answers[0].keywords).toContain('flying');
  });

  it('205.2a: kindred is a card type: Bitterblossom (kindred enchantment), a land and an instant make four', () => {
    const result = run([drc], ask, { players: alice('Bitterblossom', 'Forest', 'Lightning Bolt') });
    expect(result.answers[0]).toMatchObject({ power: 3, toughness: 3 });
  });

  it("611.3a: only its controller's graveyard counts, not bob's", () => {
    const result = run([drc], ask, {
      players: [
        { id: 'alice', graveyard: graveyard('Forest') },
        {
          id: 'bob',
          graveyard: [
            { id: 'b1', card: 'Lightning Bolt' },
            { id: 'b2', card: 'Ornithopter' },
            { id: 'b3', card: 'Divination' },
          ],
        },
      ],
    });
    expect(result.answers[0]).toMatchObject({ power: 1, toughness: 1 });
  });

  it('508.1d: with delirium it attacks each combat if able: declaring no attackers is refused', () => {
    const board = { id: 'drc', card: "Dragon's Rage Channeler", controller: 'alice' };
    const scenario = {
      board: { turn: { number: 5, activePlayer: 'alice', step: 'declareAttackers' }, players: alice('Forest', 'Lightning Bolt', 'Ornithopter'), permanents: [board] },
      actions: [{ do: 'declareAttackers', attackers: [] }],
      ask: [],
    };
    ensureCards(scenario);
    const result = runScenario(scenario);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '508.1d' } });
  });

  it('the line compiles and renders back, its ability word kept', () => {
    const line = 'Delirium — As long as there are four or more card types among cards in your graveyard, this creature gets +2/+2, has flying, and attacks each combat if able.';
    const { lines } = compileCard([line], {
      name: "Dragon's Rage Channeler",
      manaCost: '{R}',
      types: ['Creature'],
      supertypes: [],
      subtypes: ['Human', 'Shaman'],
      power: 1,
      toughness: 1,
    });
    expect(lines[0]).toMatchObject({
      compiled: true,
      abilities: [
        {
          kind: 'static',
          abilityWord: 'delirium',
          condition: { type: 'cardTypesInGraveyard', atLeast: 4 },
          effects: [{ type: 'continuous' }, { type: 'attacksEachCombat', affects: 'self' }],
        },
      ],
    });
  });
});

describe('threshold: seven or more cards in your graveyard (CR 611.3a, 207.2c)', () => {
  const barkripper = { id: 'frog', card: 'Anurid Barkripper', controller: 'alice' };
  const cards = (n: number) => Array.from({ length: n }, () => 'Forest');

  it('611.3a: six cards: Anurid Barkripper is a 2/2', () => {
    const result = run([barkripper], [{ characteristics: 'frog' }], { players: [{ id: 'alice', graveyard: graveyard(...cards(6)) }, { id: 'bob' }] });
    expect(result.answers[0]).toMatchObject({ power: 2, toughness: 2 });
  });

  it('611.3a: seven cards: a 4/4', () => {
    const result = run([barkripper], [{ characteristics: 'frog' }], { players: [{ id: 'alice', graveyard: graveyard(...cards(7)) }, { id: 'bob' }] });
    expect(result.answers[0]).toMatchObject({ power: 4, toughness: 4 });
  });
});

describe('counters on the object: "as long as it has a +1/+1 counter on it" (CR 611.3a, 122.1)', () => {
  it('611.3a: Baloth Pup has trample only while it has a +1/+1 counter; the counter also makes it a 4/2 (613.4c)', () => {
    const pup = { id: 'pup', card: 'Baloth Pup', controller: 'alice' };
    const without = run([pup], [{ characteristics: 'pup' }]);
    expect(without.answers[0].keywords).not.toContain('trample');
    const withCounter = run([pup], [{ characteristics: 'pup' }], { actions: [{ do: 'addCounters', permanent: 'pup', counter: '+1/+1', amount: 1 }] });
    expect(withCounter.answers[0].keywords).toContain('trample');
  });

  it('the counted form compiles: "as long as this creature has five or more counters on it, it has flying" counts counters of every kind', () => {
    const line = 'As long as this creature has five or more counters on it, it has flying.';
    const { lines } = compileCard([line], { name: 'Test Hero', manaCost: '{1}{W}', types: ['Creature'], supertypes: [], subtypes: [], power: 1, toughness: 1 });
    expect(lines[0]).toMatchObject({ compiled: true, abilities: [{ condition: { type: 'countersOnSelf', atLeast: 5 }, effects: [{ affects: 'self' }] }] });
  });
});

describe('permanents you control: metalcraft and "as long as you control ..." (CR 611.3a, 613.1)', () => {
  const forger = { id: 'forger', card: 'Carapace Forger', controller: 'alice' };
  const thopter = (id: string, controller = 'alice') => ({ id, card: 'Ornithopter', controller });

  it("611.3a: two artifacts of alice's and one of bob's: Carapace Forger is a 2/2; a third of alice's makes it 4/4", () => {
    const two = run([forger, thopter('t1'), thopter('t2'), thopter('t3', 'bob')], [{ characteristics: 'forger' }]);
    expect(two.answers[0]).toMatchObject({ power: 2, toughness: 2 });
    const three = run([forger, thopter('t1'), thopter('t2'), thopter('t3')], [{ characteristics: 'forger' }]);
    expect(three.answers[0]).toMatchObject({ power: 4, toughness: 4 });
  });

  it('611.3a, 613.1d: the condition counts permanents with their characteristics then: Mycosynth Lattice makes every permanent an artifact, so alice controls three (the Lattice, the Forger itself and a Forest)', () => {
    const result = run(
      [forger, { id: 'lattice', card: 'Mycosynth Lattice', controller: 'alice' }, { id: 'forest', card: 'Forest', controller: 'alice' }],
      [{ characteristics: 'forger' }],
    );
    expect(result.answers[0]).toMatchObject({ power: 4, toughness: 4 });
  });

  it('the line compiles and renders back, its ability word kept', () => {
    const line = 'Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.';
    const { lines } = compileCard([line], { name: 'Test Metalcraft', manaCost: '{1}{W}', types: ['Creature'], supertypes: [], subtypes: [], power: 1, toughness: 1 });
    expect(lines[0]).toMatchObject({ compiled: true, abilities: [{ abilityWord: 'metalcraft', condition: { type: 'youControl', filter: { types: ['Artifact'] }, atLeast: 3 } }] });
  });
});

describe('a condition that reads permanents depends on the effects that change them (CR 613.8a)', () => {
  // Both effects act in layer 4 (613.1d): the conditional one is earlier, but whether it exists
  // depends on the other making the Forest an artifact, so it applies after it (613.8a-b).
  const conditional = {
    name: 'Test Conditional',
    manaCost: '{1}',
    types: ['Creature'],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: 'static',
        condition: { type: 'youControl', filter: { types: ['Artifact'] } },
        effects: [{ type: 'continuous', affects: 'self', modifications: [{ type: 'addTypes', types: ['Enchantment'] }] }],
      },
    ],
  };
  const adder = {
    name: 'Test Land Artificer',
    manaCost: '{2}',
    types: ['Enchantment'],
    abilities: [
      { kind: 'static', effects: [{ type: 'continuous', affects: { all: { types: ['Land'] }, phrase: 'plural' }, modifications: [{ type: 'addTypes', types: ['Artifact'] }] }] },
    ],
  };

  it('613.8a: "as long as you control an artifact" holds once the later effect makes the Forest an artifact', () => {
    const result = run(
      [
        { id: 'x', card: conditional, controller: 'alice', timestamp: 1 },
        { id: 'y', card: adder, controller: 'alice', timestamp: 2 },
        { id: 'forest', card: 'Forest', controller: 'alice', timestamp: 3 },
      ],
      [{ characteristics: 'x' }, { characteristics: 'forest' }],
    );
    expect(result.answers[1].types).toEqual(['Land', 'Artifact']);
    expect(result.answers[0].types).toEqual(['Creature', 'Enchantment']);
  });

  it('611.3a: without the Forest there is no artifact, and the condition does not hold', () => {
    const result = run(
      [
        { id: 'x', card: conditional, controller: 'alice', timestamp: 1 },
        { id: 'y', card: adder, controller: 'alice', timestamp: 2 },
      ],
      [{ characteristics: 'x' }],
    );
    expect(result.answers[0].types).toEqual(['Creature']);
  });
});
