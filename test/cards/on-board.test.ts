// Every permanent card of the catalog can be put on a board and asked its characteristics
// (CR 109.3): printed values, its own counters, nothing else yet.

import { describe, expect, it } from 'vitest';
import { cardColors, cardManaValue, catalogCard, catalogNames, runScenario } from '../../rules';

const permanentCards = catalogNames()
  .map((name) => catalogCard(name)!)
  .filter((card) => !card.types.includes('Instant') && !card.types.includes('Sorcery'));

/** Its own continuous effect applies to itself (CR 613): Urborg is a Swamp, so it also has "{T}: Add {B}" (CR 305.6). */
const OWN_EFFECT: Record<string, { subtypes: string[]; abilityCount: number } | { power: number; toughness: number }> = {
  'Urborg, Tomb of Yawgmoth': { subtypes: ['Swamp'], abilityCount: 2 },
  // A characteristic-defining ability defines a printed * (CR 604.3, 613.4a): alone on a board with empty graveyards and hands.
  Tarmogoyf: { power: 0, toughness: 1 },
  Lhurgoyf: { power: 0, toughness: 1 },
  Nightmare: { power: 0, toughness: 0 },
  Maro: { power: 0, toughness: 0 },
  // It counts itself (ruling 2020-08-07).
  'Master of Etherium': { power: 1, toughness: 1 },
};

function ask(card: string) {
  return runScenario({
    // Bob's turn, so that "during your turn" abilities of alice's permanents don't apply.
    board: { turn: { number: 2, activePlayer: 'bob', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [{ id: 'it', card, controller: 'alice' }] },
    ask: [{ characteristics: 'it' }],
  });
}

describe('every permanent card of the catalog on a board', () => {
  it('holds every catalog card but its instants and sorceries', () => {
    expect(permanentCards).toHaveLength(catalogNames().filter((name) => !['Instant', 'Sorcery'].some((type) => catalogCard(name)!.types.includes(type as never))).length);
  });

  it.each(permanentCards.map((card) => [card.name, card] as const))('%s: its printed characteristics, with its own effects', (name, card) => {
    const result = ask(name);
    expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
    const answer = result.ok ? result.answers[0]! : {};
    expect(answer).toMatchObject({
      name,
      types: card.types,
      subtypes: card.subtypes,
      supertypes: card.supertypes,
      colors: cardColors(card),
      power: card.power ?? null,
      toughness: card.toughness ?? null,
      loyalty: card.loyalty ?? null,
      manaValue: cardManaValue(card),
      abilityCount: card.abilities.length + (card.types.includes('Land') ? card.subtypes.filter((s) => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(s)).length : 0),
      ...OWN_EFFECT[name],
    });
  });
});

describe('characteristics of catalog cards', () => {
  it('702: keywords are named with their quality, without costs', () => {
    const serpent = runScenario({
      board: { players: [{ id: 'a' }], permanents: [{ id: 's', card: 'Stonecoil Serpent', controller: 'a', counters: { '+1/+1': 3 } }] },
      ask: [{ characteristics: 's' }],
    });
    expect(serpent.ok && serpent.answers[0]).toMatchObject({
      keywords: ['reach', 'trample', 'protection from multicolored'],
      abilityCount: 4,
      power: 3,
      toughness: 3,
      manaValue: 0,
    });
  });

  it('306.5b: a planeswalker without a loyalty entry has its printed loyalty', () => {
    const result = runScenario({
      board: { players: [{ id: 'a' }, { id: 'b' }], permanents: [{ id: 'n', card: 'Nissa, Who Shakes the World', controller: 'a' }] },
      ask: [{ characteristics: 'n' }],
    });
    expect(result.ok && result.answers[0]).toMatchObject({ loyalty: 5, types: ['Planeswalker'] });
    expect(result.ok && result.board.permanents[0]!.counters).toEqual({ loyalty: 5 });
  });

  it('202.2e: Dryad Arbor is green from its color indicator and has the Forest mana ability (305.6)', () => {
    const result = runScenario({
      board: { players: [{ id: 'a' }], permanents: [{ id: 'd', card: 'Dryad Arbor', controller: 'a' }] },
      ask: [{ characteristics: 'd' }],
      actions: [{ do: 'activate', permanent: 'd' }],
    });
    expect(result.ok && result.answers[0]).toMatchObject({ colors: ['G'], types: ['Land', 'Creature'], abilityCount: 1 });
    expect(result.ok && result.board.players[0]!.manaPool.G).toBe(1);
  });

  it('an ability that needs a part of the game the engine lacks answers UNSUPPORTED and changes nothing', () => {
    const result = runScenario({
      board: { players: [{ id: 'a', manaPool: { G: 3, U: 4 } }], permanents: [{ id: 'k', card: 'Kinnan, Bonder Prodigy', controller: 'a' }] },
      actions: [{ do: 'activate', permanent: 'k', ability: 0 }],
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
    expect(!result.ok && result.error.message).toMatch(/library/);
    expect(result.board!.players[0]!.manaPool).toMatchObject({ G: 3, U: 4 });
  });

  it('702.6a: equip attaches the Equipment to target creature you control, at sorcery speed, with a new timestamp (613.7e)', () => {
    const result = runScenario({
      board: {
        players: [{ id: 'a', manaPool: { C: 1 } }],
        permanents: [
          { id: 'b', card: 'Bonesplitter', controller: 'a' },
          { id: 'e', card: 'Llanowar Elves', controller: 'a' },
        ],
      },
      actions: [{ do: 'activate', permanent: 'b', ability: 0, targets: ['e'], choices: {} }],
      ask: [{ characteristics: 'e' }],
    });
    expect(result.ok && result.board.permanents.find((p) => p.id === 'b')).toMatchObject({ attachedTo: 'e', attachedAt: 3 });
    expect(result.ok && result.answers[0]).toMatchObject({ power: 3, toughness: 1 });
    expect(result.ok && result.board.players[0]!.manaPool.C).toBe(0);
  });

  it('702.6a: equip only targets a creature you control, and only as a sorcery', () => {
    const board = {
      players: [{ id: 'a', manaPool: { C: 2 } }, { id: 'b' }],
      permanents: [
        { id: 'split', card: 'Bonesplitter', controller: 'a' },
        { id: 'theirs', card: 'Llanowar Elves', controller: 'b' },
      ],
    };
    expect(runScenario({ board, actions: [{ do: 'activate', permanent: 'split', targets: ['theirs'] }] })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '601.2c' },
    });
    const upkeep = { ...board, turn: { number: 2, activePlayer: 'a', step: 'upkeep' } };
    expect(runScenario({ board: upkeep, actions: [{ do: 'activate', permanent: 'split', targets: ['theirs'] }] })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '602.5d' },
    });
  });
});
