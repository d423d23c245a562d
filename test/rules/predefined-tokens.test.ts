// Predefined tokens (CR 111.10): an effect that creates a Treasure, Food or Clue token (or
// investigates, 701.16a) creates a token with the characteristics the rule defines, abilities
// included, so that on the battlefield it is an ordinary permanent: a Treasure's mana ability adds
// one mana of any color as it is sacrificed, a cost its ability pays (118.3); availableMana leaves
// it out, as SCENARIOS.md says of every ability with a sacrifice cost.

import { describe, expect, it } from 'vitest';
import { compileCard, type PrintedCard } from '../../pool/compile';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { alice, aliceMain, eventsOf, ok, permanent, player, run } from '../helpers/run';

type Json = Record<string, any>;

const enters = (effects: Json[]) => ({ kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects });
/** A land with "When this land enters, <effects>." */
const land = (name: string, effects: Json[]) => ({ name, types: ['Land'], abilities: [enters(effects)] });
const treasureLand = land('Test Hoard', [{ type: 'createPredefinedToken', token: 'Treasure' }]);

/** The board after alice plays the land and its enters trigger resolves (CR 603.3). */
function played(card: Json, permanents: Json[] = [], ask: Json[] = []) {
  return ok(run(permanents, [{ do: 'play', card, controller: 'alice', id: 'hoard' }], {}, ask));
}
const tokens = (result: Json) => result.board.permanents.filter((p: Json) => p.token);

describe('a predefined token has the characteristics CR 111.10 defines', () => {
  it('111.10a, 111.4: a Treasure created by a resolving trigger is a colorless Treasure artifact named "Treasure Token" with exactly its one ability', () => {
    const result = played(treasureLand, [], [{ characteristics: 'hoard/t1' }]);
    expect(tokens(result)).toHaveLength(1);
    expect(result.answers[0]).toMatchObject({ name: 'Treasure Token', types: ['Artifact'], subtypes: ['Treasure'], colors: [], manaValue: 0, abilityCount: 1 });
    expect(eventsOf(result, 'tokenCreated')).toEqual([expect.objectContaining({ permanent: 'hoard/t1', name: 'Treasure Token', rules: ['111.2', '111.10'] })]);
    expect(permanent(result, 'hoard/t1').card.abilities).toEqual([
      { kind: 'activated', cost: [{ type: 'tap' }, { type: 'sacrificeSelf' }], targets: [], effects: [{ type: 'addManaOfAnyColor', amount: 1 }], timing: 'instant' },
    ]);
  });

  it('111.10a: "create two Treasure tokens" creates two; "create a tapped Treasure token" creates it tapped (110.5b)', () => {
    const two = played(land('Test Hoard', [{ type: 'createPredefinedToken', token: 'Treasure', amount: 2 }]));
    expect(tokens(two).map((p: Json) => p.id)).toEqual(['hoard/t1', 'hoard/t2']);
    const tapped = played(land('Test Hoard', [{ type: 'createPredefinedToken', token: 'Treasure', tapped: true }]));
    expect(tokens(tapped)[0]).toMatchObject({ tapped: true, token: true });
  });

  it('111.10a, SCENARIOS.md: availableMana leaves a Treasure out, as every ability with a sacrifice cost; canActivate says it can be activated', () => {
    const result = played(treasureLand, [alice('f', 'Forest')], [{ availableMana: 'alice' }]);
    expect(result.answers[0]).toEqual({ options: [{ G: 1 }] });
  });

  it('111.10a, 118.3, 701.21a: activating a Treasure sacrifices it and adds one mana of the chosen color; the token ceases to exist (111.7)', () => {
    const result = ok(
      run(
        [],
        [
          { do: 'play', card: treasureLand, controller: 'alice', id: 'hoard' },
          { do: 'activate', permanent: 'hoard/t1', choices: { mana: 'R' } },
        ],
      ),
    );
    expect(player(result, 'alice').manaPool).toMatchObject({ R: 1 });
    expect(tokens(result)).toEqual([]);
    expect(player(result, 'alice').graveyard).toEqual([]);
    expect(eventsOf(result, 'sacrificed')).toEqual([expect.objectContaining({ permanent: 'hoard/t1' })]);
  });

  it('111.10b: a Food token: "{2}, {T}, Sacrifice this token: You gain 3 life."', () => {
    const result = ok(
      run(
        [],
        [
          { do: 'play', card: land('Test Pantry', [{ type: 'createPredefinedToken', token: 'Food' }]), controller: 'alice', id: 'pantry' },
          { do: 'activate', permanent: 'pantry/t1' },
        ],
        { players: [{ id: 'alice', manaPool: { C: 2 } }, { id: 'bob' }] },
      ),
    );
    expect(player(result, 'alice')).toMatchObject({ life: 23 });
    expect(tokens(result)).toEqual([]);
  });

  it('111.10f, 701.16a: investigating creates a Clue token; "{2}, Sacrifice this token: Draw a card." draws', () => {
    const result = ok(
      run(
        [],
        [
          { do: 'play', card: land('Test Study', [{ type: 'investigate' }]), controller: 'alice', id: 'study' },
          { do: 'activate', permanent: 'study/t1' },
        ],
        { players: [{ id: 'alice', manaPool: { C: 2 }, library: 5, hand: 0 }, { id: 'bob' }] },
      ),
    );
    expect(eventsOf(result, 'tokenCreated')).toEqual([expect.objectContaining({ name: 'Clue Token' })]);
    expect(player(result, 'alice')).toMatchObject({ hand: 1, library: 4 });
    expect(tokens(result)).toEqual([]);
  });
});

describe('the lines compile and render back', () => {
  const creature: PrintedCard = { name: 'Test Creature', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Elf'], power: 2, toughness: 2 };
  const instant: PrintedCard = { name: 'Test Bolt', manaCost: '{R}', types: ['Instant'] };
  const cases: [PrintedCard, string][] = [
    [creature, 'When this creature enters, create a Treasure token.'],
    [creature, 'When this creature enters, create two Treasure tokens.'],
    [creature, 'When this creature enters, create a tapped Treasure token.'],
    [creature, 'When this creature enters, investigate.'],
    [creature, '{2}, {T}: Investigate.'],
    [creature, 'Whenever you cast a noncreature spell, create a Treasure token.'],
    [instant, 'Create a Food token.'],
    [instant, 'Investigate twice.'],
  ];
  for (const [card, line] of cases)
    it(`111.10, 701.16a: "${line}"`, () => {
      const result = compileCard([line], card);
      expect(result.lines[0]?.compiled).toBe(true);
      expect(rulesText(CardDefinition.parse({ ...card, abilities: result.lines.flatMap((l) => l.abilities) }))).toEqual([line]);
    });

  it('"create a Treasure tokens" and "create two Treasure token" stay opaque', () => {
    expect(compileCard(['Create two Treasure token.'], instant).lines[0]?.compiled).toBe(false);
  });
});

describe('a board names a predefined token by its kind (CR 111.10)', () => {
  it('111.10a: a permanent { card: "Treasure", token: true } is a Treasure token: it can be activated, and activating it sacrifices it', () => {
    const scenario = {
      board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [alice('t', 'Treasure', { token: true })] },
      actions: [],
      ask: [{ canActivate: { permanent: 't', ability: 0 } }, { characteristics: 't' }],
    };
    ensureCards(scenario);
    const result = ok(runScenario(scenario));
    expect(result.answers).toEqual([{ legal: true }, expect.objectContaining({ name: 'Treasure Token', types: ['Artifact'], subtypes: ['Treasure'] })]);
    const spent = ok(run([alice('t', 'Treasure Token', { token: true })], [{ do: 'activate', permanent: 't', choices: { mana: 'G' } }]));
    expect(player(spent, 'alice').manaPool).toMatchObject({ G: 1 });
    expect(spent.board.permanents).toEqual([]);
  });

  it('111.10f: a Clue named "clue" on a board draws a card when sacrificed', () => {
    const result = ok(
      run([alice('c', 'clue', { token: true })], [{ do: 'activate', permanent: 'c' }], { players: [{ id: 'alice', manaPool: { C: 2 }, library: 3, hand: 0 }, { id: 'bob' }] }),
    );
    expect(player(result, 'alice')).toMatchObject({ hand: 1, library: 2 });
  });
});
