// Where an Adventure or an Omen spell goes as it resolves (issue "The cards people play", item 3).
// An adventurer card cast as its Adventure is exiled by its controller instead of being put into
// its owner's graveyard (CR 715.3d, not 608.2n); an omen card cast as its Omen is shuffled into its
// owner's library (720.3d), the library being a count (SCENARIOS.md): one more card there. Off the
// stack the card has only its normal characteristics (715.4, 720.4). A spell that doesn't resolve
// (its targets all illegal, 608.2b) goes to the graveyard as any spell does: the card, not the
// Adventure or Omen.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

/** Runs a scenario on pool cards, named on the board and in the actions. */
function run(permanents: Json[], actions: Json[], ask: Json[] = [], extra: Json = {}): Json {
  const scenario = { board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra }, actions, ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

function ok(result: Json): Json {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const player = (result: Json, id: string): Json => result.board.players.find((p: Json) => p.id === id);
const eventsOf = (result: Json, type: string): Json[] => result.events.filter((e: Json) => e.type === type);

describe('an Adventure spell is exiled as it resolves (CR 715.3d)', () => {
  it("715.3d: Stomp deals 2 damage to bob, then Bonecrusher Giant is in alice's exile, not her graveyard", () => {
    const result = ok(run([], [{ do: 'cast', card: 'Stomp', controller: 'alice', id: 'stomp', targets: ['bob'] }]));
    expect(player(result, 'bob').life).toBe(18);
    expect(player(result, 'alice')).toMatchObject({ graveyard: [], exile: [{ id: 'stomp', card: 'Bonecrusher Giant' }], library: 40 });
    expect(eventsOf(result, 'putIntoGraveyard')).toEqual([]);
    expect(eventsOf(result, 'exiledAsItResolved')).toEqual([{ type: 'exiledAsItResolved', object: 'stomp', card: 'Bonecrusher Giant', player: 'alice', rules: ['715.3d', '608.2n'] }]);
  });

  it("715.3d: Petty Theft returns bob's creature to his hand, then Brazen Borrower is exiled", () => {
    const result = ok(run([{ id: 'bears', card: 'Grizzly Bears', controller: 'bob' }], [{ do: 'cast', card: 'Petty Theft', controller: 'alice', id: 'theft', targets: ['bears'] }]));
    expect(result.board.permanents).toEqual([]);
    expect(player(result, 'bob')).toMatchObject({ hand: 1, graveyard: [] });
    expect(player(result, 'alice')).toMatchObject({ graveyard: [], exile: [{ id: 'theft', card: 'Brazen Borrower' }] });
  });

  it('715.4: in exile the card has only its normal characteristics: a 4/3 Giant creature, mana value 3', () => {
    const result = ok(run([], [{ do: 'cast', card: 'Stomp', controller: 'alice', id: 'stomp', targets: ['bob'] }], [{ characteristics: 'stomp' }]));
    expect(result.answers[0]).toMatchObject({ name: 'Bonecrusher Giant', types: ['Creature'], subtypes: ['Giant'], power: 4, toughness: 3, manaValue: 3 });
  });

  it('715.3d, 608.2b: a Stomp whose only target is gone does not resolve: the card goes to the graveyard, not exile', () => {
    const result = ok(
      run(
        [{ id: 'bears', card: 'Grizzly Bears', controller: 'bob' }],
        [
          { do: 'cast', card: 'Stomp', controller: 'alice', id: 'stomp', targets: ['bears'], hold: true },
          { do: 'damage', source: { card: 'Lightning Bolt', controller: 'bob' }, target: 'bears', amount: 3 },
          { do: 'resolve' },
        ],
      ),
    );
    expect(player(result, 'alice')).toMatchObject({ graveyard: [{ id: 'stomp', card: 'Bonecrusher Giant' }], exile: [] });
    expect(eventsOf(result, 'exiledAsItResolved')).toEqual([]);
  });

  it("715.3d: an Adventure on the board's stack, resolved by a later action, is exiled too", () => {
    const stack = [{ id: 'stomp', kind: 'spell', card: 'Stomp', controller: 'alice', targets: ['bob'] }];
    const result = ok(run([], [{ do: 'resolve' }], [], { stack }));
    expect(player(result, 'bob').life).toBe(18);
    expect(player(result, 'alice')).toMatchObject({ graveyard: [], exile: [{ id: 'stomp', card: 'Bonecrusher Giant' }] });
  });

  it('715.2, 715.3d: an inline Adventure names its card in `alternativeOf`; its card exiled is that one', () => {
    const chop = {
      name: 'Test Chop',
      manaCost: '{R}',
      types: ['Sorcery'],
      subtypes: ['Adventure'],
      alternativeOf: { kind: 'adventure', card: 'Grizzly Bears' },
      abilities: [{ kind: 'spell', effects: [{ type: 'gainLife', amount: 1 }] }],
    };
    const result = ok(run([], [{ do: 'cast', card: chop, controller: 'alice', id: 'chop' }]));
    expect(player(result, 'alice')).toMatchObject({ life: 21, graveyard: [], exile: [{ id: 'chop', card: 'Grizzly Bears' }] });
  });

  it('715.3d: an inline Adventure naming a card the pool does not hold is INVALID_INPUT, the board unchanged', () => {
    const chop = {
      name: 'Test Chop',
      manaCost: '{R}',
      types: ['Sorcery'],
      subtypes: ['Adventure'],
      alternativeOf: { kind: 'adventure', card: 'No Such Card Anywhere' },
      abilities: [{ kind: 'spell', effects: [{ type: 'gainLife', amount: 1 }] }],
    };
    const scenario = { board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [] }, actions: [{ do: 'cast', card: chop, controller: 'alice' }] };
    const result = runScenario(scenario) as Json;
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', path: ['actions', 0, 'card', 'alternativeOf', 'card'] });
  });
});

describe("an Omen spell is shuffled into its owner's library as it resolves (CR 720.3d)", () => {
  it("720.3d: Petty Revenge destroys bob's Grizzly Bears, then is one more card in alice's library, in no graveyard", () => {
    const result = ok(run([{ id: 'bears', card: 'Grizzly Bears', controller: 'bob' }], [{ do: 'cast', card: 'Petty Revenge', controller: 'alice', id: 'revenge', targets: ['bears'] }]));
    expect(result.board.permanents).toEqual([]);
    expect(player(result, 'bob')).toMatchObject({ graveyard: [{ id: 'bears', card: 'Grizzly Bears' }], library: 40 });
    expect(player(result, 'alice')).toMatchObject({ graveyard: [], exile: [], library: 41 });
    expect(eventsOf(result, 'shuffledIntoLibrary')).toEqual([
      { type: 'shuffledIntoLibrary', object: 'revenge', card: 'Disruptive Stormbrood', player: 'alice', rules: ['720.3d', '701.24a'] },
    ]);
  });

  it("720.3d: Dynamic Soar puts three +1/+1 counters on alice's creature and goes to her library", () => {
    const result = ok(run([{ id: 'bears', card: 'Grizzly Bears', controller: 'alice' }], [{ do: 'cast', card: 'Dynamic Soar', controller: 'alice', id: 'soar', targets: ['bears'] }]));
    expect(result.board.permanents[0].counters).toEqual({ '+1/+1': 3 });
    expect(player(result, 'alice')).toMatchObject({ graveyard: [], library: 41 });
  });

  it('720.3d, 608.2b: an Omen whose only target is gone does not resolve: the card goes to the graveyard', () => {
    const result = ok(
      run(
        [{ id: 'bears', card: 'Grizzly Bears', controller: 'bob' }],
        [
          { do: 'cast', card: 'Petty Revenge', controller: 'alice', id: 'revenge', targets: ['bears'], hold: true },
          { do: 'damage', source: { card: 'Lightning Bolt', controller: 'bob' }, target: 'bears', amount: 3 },
          { do: 'resolve' },
        ],
      ),
    );
    expect(player(result, 'alice')).toMatchObject({ graveyard: [{ id: 'revenge', card: 'Disruptive Stormbrood' }], library: 40 });
    expect(eventsOf(result, 'shuffledIntoLibrary')).toEqual([]);
  });
});
