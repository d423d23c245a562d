// "If Blightsteel Colossus would be put into a graveyard from anywhere, reveal Blightsteel
// Colossus and shuffle it into its owner's library instead." (CR 614.1a, 701.24a): a library is
// a count of unnamed cards (SCENARIOS.md), so the card becomes one more card there and is in no
// named zone. Indestructible keeps it from being destroyed (702.12b), not from being sacrificed
// or put into a graveyard for 0 toughness (704.5f).

import { describe, expect, it } from 'vitest';
import { compileCard } from '../../pool/compile';
import { card } from '../helpers/cards';
import { alice, eventsOf, ok, permanent, player, run } from '../helpers/run';

const altar = {
  name: 'Test Altar',
  manaCost: '{1}',
  types: ['Artifact'],
  abilities: [{ kind: 'activated', cost: [{ type: 'sacrifice', filter: { types: ['Creature'] } }], effects: [{ type: 'gainLife', amount: 1 }] }],
};

describe("shuffled into its owner's library instead of a graveyard (CR 614.1a, 701.24a)", () => {
  it('704.5f, 614.1a: Blightsteel Colossus with eleven -1/-1 counters is shuffled into its library: one more card there, none in the graveyard', () => {
    const result = ok(run([alice('colossus', 'Blightsteel Colossus')], [{ do: 'addCounters', permanent: 'colossus', counter: '-1/-1', amount: 11 }]));
    expect(permanent(result, 'colossus')).toBeUndefined();
    expect(player(result, 'alice')).toMatchObject({ library: 41, graveyard: [], exile: [] });
    expect(eventsOf(result, 'leftBattlefield')).toEqual([expect.objectContaining({ permanent: 'colossus', to: 'library' })]);
    expect(eventsOf(result, 'shuffledIntoLibrary')).toEqual([
      { type: 'shuffledIntoLibrary', object: 'colossus', card: 'Blightsteel Colossus', player: 'alice', rules: ['614.1a', '614.6', '701.24a'] },
    ]);
  });

  it("701.21a, 614.1a: sacrificed, it goes to its owner's library (bob owns the one alice controls)", () => {
    const result = ok(
      run([alice('altar', altar), alice('colossus', 'Blightsteel Colossus', { owner: 'bob' })], [{ do: 'activate', permanent: 'altar', costs: { sacrifice: ['colossus'] } }]),
    );
    expect(permanent(result, 'colossus')).toBeUndefined();
    expect(player(result, 'bob')).toMatchObject({ library: 41, graveyard: [] });
    expect(player(result, 'alice')).toMatchObject({ library: 40, graveyard: [], life: 21 });
  });

  it('701.6a, 614.1a: countered as a spell, it goes to the library instead of the graveyard (from anywhere)', () => {
    const result = ok(
      run(
        [],
        [
          { do: 'cast', card: 'Blightsteel Colossus', controller: 'alice', id: 'colossus', hold: true },
          { do: 'cast', card: card('essenceScatter'), controller: 'bob', targets: ['colossus'] },
        ],
      ),
    );
    expect(result.board.stack).toEqual([]);
    expect(player(result, 'alice')).toMatchObject({ library: 41, graveyard: [] });
  });

  it('613.1f, 614.1a: having lost all its abilities (Turn to Frog), it goes to the graveyard: it has no replacement effect then', () => {
    const frog = { id: 'frog', source: { card: 'Turn to Frog' }, controller: 'bob', targets: ['colossus'], timestamp: 5, duration: 'endOfTurn' };
    const result = ok(run([alice('colossus', 'Blightsteel Colossus')], [{ do: 'addCounters', permanent: 'colossus', counter: '-1/-1', amount: 1 }], { effects: [frog] }));
    expect(player(result, 'alice')).toMatchObject({ library: 40, graveyard: [{ id: 'colossus', card: 'Blightsteel Colossus' }] });
    expect(eventsOf(result, 'shuffledIntoLibrary')).toEqual([]);
  });

  it('702.12b: destroying it does nothing (indestructible), so nothing is shuffled', () => {
    const result = ok(run([alice('colossus', 'Blightsteel Colossus')], [{ do: 'cast', card: card('murder'), controller: 'alice', targets: ['colossus'] }]));
    expect(permanent(result, 'colossus')).toBeDefined();
    expect(player(result, 'alice')).toMatchObject({ library: 40 });
  });
});

describe('"If this creature would be put into a graveyard from anywhere, exile it instead." (CR 614.1a)', () => {
  const exiled = {
    name: 'Test Exiled Spirit',
    manaCost: '{1}{W}',
    types: ['Creature'],
    subtypes: ['Spirit'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'replacement', effect: { type: 'exileInsteadOfGraveyard' } }],
  };

  it('704.5f, 614.1a: with toughness 0 it goes to exile with its id, not the graveyard, and it does not die (700.4)', () => {
    const result = ok(run([alice('spirit', exiled)], [{ do: 'addCounters', permanent: 'spirit', counter: '-1/-1', amount: 1 }]));
    expect(permanent(result, 'spirit')).toBeUndefined();
    expect(player(result, 'alice')).toMatchObject({ graveyard: [], exile: [{ id: 'spirit' }] });
    expect(eventsOf(result, 'leftBattlefield')).toEqual([expect.objectContaining({ permanent: 'spirit', to: 'exile' })]);
    expect(eventsOf(result, 'exiledInstead')).toMatchObject([{ type: 'exiledInstead', object: 'spirit', player: 'alice', rules: ['614.1a'] }]);
  });

  it('the line compiles and renders back', () => {
    const compiled = compileCard(['If this creature would be put into a graveyard from anywhere, exile it instead.'], {
      name: 'Test Creature',
      manaCost: '{W}',
      supertypes: [],
      types: ['Creature'],
      subtypes: ['Spirit'],
      power: 1,
      toughness: 1,
    });
    expect(compiled.lines[0]!.compiled).toBe(true);
    expect(compiled.card.abilities).toEqual([{ kind: 'replacement', effect: { type: 'exileInsteadOfGraveyard' } }]);
  });
});
