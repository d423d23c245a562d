// The mana value of a transforming double-faced card's back face (CR 712.8e, 202.3b): while its
// back face is up, a permanent has only the back face's characteristics, but its mana value is
// calculated from its front face's mana cost; a permanent copying a back face has mana value 0.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [{ id: 'alice', manaPool: { U: 4 } }, { id: 'bob' }];

function run(permanents: Json[], ask: Json[], actions: Json[] = []): Json {
  const scenario = { board: { turn, players, permanents }, actions, ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

describe('a back face up has its front face’s mana value (CR 712.8e)', () => {
  it("712.8e: Catapult Captain (Catapult Fodder's back face, {2}{B}) has mana value 3, though its back face prints no mana cost", () => {
    const result = run([{ id: 'captain', card: 'Catapult Captain', controller: 'alice' }], [{ characteristics: 'captain' }]);
    expect(result.answers[0]).toMatchObject({ name: 'Catapult Captain', manaValue: 3, colors: ['B'] });
  });

  it("712.8e: Insectile Aberration (Delver of Secrets' back face, {U}) has mana value 1; Delver of Secrets itself 1", () => {
    const result = run(
      [
        { id: 'aberration', card: 'Insectile Aberration', controller: 'alice' },
        { id: 'delver', card: 'Delver of Secrets', controller: 'alice' },
      ],
      [{ characteristics: 'aberration' }, { characteristics: 'delver' }],
    );
    expect(result.answers.map((a: Json) => a.manaValue)).toEqual([1, 1]);
  });

  it('712.8e, 707.2: a Clone copying Insectile Aberration copies its characteristics but not its front face: mana value 0', () => {
    const result = run(
      [{ id: 'aberration', card: 'Insectile Aberration', controller: 'bob' }],
      [{ characteristics: 'clone' }],
      [{ do: 'cast', card: 'Clone', controller: 'alice', id: 'clone', choices: { copy: 'aberration' } }],
    );
    expect(result.answers[0]).toMatchObject({ name: 'Insectile Aberration', manaValue: 0, power: 3, toughness: 2 });
  });
});

describe('a melded permanent has its front faces’ mana values together (CR 712.8g, 202.3c)', () => {
  it('712.8g: Brisela, Voice of Nightmares (Bruna {5}{W}{W} and Gisela {2}{W}{W}) has mana value 11; Hanweir, the Writhing Township 3 (Hanweir Garrison 3, Hanweir Battlements 0)', () => {
    const result = run(
      [
        { id: 'brisela', card: 'Brisela, Voice of Nightmares', controller: 'alice' },
        { id: 'township', card: 'Hanweir, the Writhing Township', controller: 'alice' },
      ],
      [{ characteristics: 'brisela' }, { characteristics: 'township' }],
    );
    expect(result.answers.map((a: Json) => [a.name, a.manaValue])).toEqual([
      ['Brisela, Voice of Nightmares', 11],
      ['Hanweir, the Writhing Township', 3],
    ]);
  });

  it('712.8g, 707.2: a Clone copying Brisela has mana value 0', () => {
    // A Clone on the battlefield that entered as a copy of Brisela (`chosen.copy`, CR 707.2).
    const result = run(
      [
        { id: 'brisela', card: 'Brisela, Voice of Nightmares', controller: 'bob' },
        { id: 'clone', card: 'Clone', controller: 'alice', chosen: { copy: 'brisela' } },
      ],
      [{ characteristics: 'clone' }],
    );
    expect(result.answers[0]).toMatchObject({ name: 'Brisela, Voice of Nightmares', manaValue: 0, power: 9, toughness: 10 });
  });
});
