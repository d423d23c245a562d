// Searching a library for a card and putting it onto the battlefield (CR 701.23, 701.24): the
// fetch lands ("{T}, Pay 1 life, Sacrifice this land: Search your library for a Plains or Island
// card, put it onto the battlefield, then shuffle."), Evolving Wilds and Fabled Passage. The
// library is a count of unnamed cards (SCENARIOS.md), so the player names the card found in the
// `search` choice (`{ "card": NAME }`), or null to find none (701.23b); the card must have the
// stated quality, leaves the library (one card fewer) and enters the battlefield as any
// permanent does (its own "enters tapped" applies, 614.1c); then the library is shuffled (701.24a).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards, poolRecord } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' };

function run(permanents: Json[], actions: Json[], ask: Json[] = [], players: Json[] = [{ id: 'alice' }, { id: 'bob' }]): Json {
  const scenario = { board: { turn, players, permanents }, actions, ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

const strand = { id: 'strand', card: 'Flooded Strand', controller: 'alice' };
const alice = (result: Json) => result.board.players.find((p: Json) => p.id === 'alice');
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
const eventsOf = (result: Json, type: string) => result.events.filter((e: Json) => e.type === type);

describe('the line compiles and renders back (CR 701.23a, 701.24a)', () => {
  const land = { name: 'Test Land', supertypes: [], types: ['Land'] as const, subtypes: [] };
  const lines = [
    '{T}, Pay 1 life, Sacrifice this land: Search your library for a Plains or Island card, put it onto the battlefield, then shuffle.',
    '{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.',
    '{T}, Pay 1 life, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield, then shuffle.',
    '{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle. Then if you control four or more lands, untap that land.',
    '{T}, Sacrifice this land: Search your library for a basic Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle.',
  ];
  for (const line of lines)
    it(`compiles: "${line}"`, () => {
      const compiled = compileCard([line], { ...land, types: ['Land'], supertypes: [] });
      expect(compiled.lines[0]!.compiled).toBe(true);
      expect(JSON.stringify(compiled.lines[0]!.abilities)).toContain('"searchLibrary"');
    });

  it('the pool compiles Flooded Strand into the effect, with its costs: {T}, 1 life, sacrifice', () => {
    const record = poolRecord('Flooded Strand');
    expect(record?.definition?.abilities[0]).toMatchObject({
      kind: 'activated',
      cost: [{ type: 'tap' }, { type: 'payLife', amount: 1 }, { type: 'sacrificeSelf' }],
      effects: [{ type: 'searchLibrary', card: { subtypes: ['Plains', 'Island'] }, tapped: false }],
    });
    expect(record?.definition?.abilities[0]).not.toHaveProperty('unsupported');
  });

  it('"search your library for up to two basic land cards" is another effect: it stays opaque', () => {
    const compiled = compileCard(['{T}, Sacrifice this land: Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.'], {
      ...land,
      types: ['Land'],
      supertypes: [],
    });
    expect(compiled.lines[0]!.compiled).toBe(false);
  });
});

describe('Flooded Strand (CR 602.2, 701.23a, 701.24a)', () => {
  it('602.2, 701.23a: its costs are paid ({T}, 1 life, sacrificed), it uses the stack (not a mana ability, 605.1a) and fetches a basic Island, untapped; the library has one card fewer', () => {
    const result = run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Island', id: 'island' } } }]);
    expect(result.ok).toBe(true);
    expect(alice(result)).toMatchObject({ life: 19, library: 39, graveyard: [{ id: 'strand', card: 'Flooded Strand' }] });
    expect(eventsOf(result, 'putOnStack')).toHaveLength(1);
    expect(permanent(result, 'island')).toMatchObject({ card: 'Island', controller: 'alice', owner: 'alice', tapped: false });
    expect(eventsOf(result, 'librarySearched')).toEqual([{ type: 'librarySearched', player: 'alice', card: 'Island', permanent: 'island', rules: ['701.23a'] }]);
    expect(eventsOf(result, 'libraryShuffled')).toEqual([{ type: 'libraryShuffled', player: 'alice', rules: ['701.24a'] }]);
    // Put onto the battlefield, not played (CR 305.4): the land drop is still there.
    expect(result.board.turn.landsPlayed).toBe(0);
  });

  it('701.23a: it finds Tundra, a Plains Island with no rules text; without an id the permanent is alice/f1', () => {
    const result = run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Tundra' } } }]);
    expect(permanent(result, 'alice/f1')).toMatchObject({ card: 'Tundra', tapped: false });
    expect(alice(result).library).toBe(39);
  });

  it("614.1c: Raffine's Tower (a Plains Island Swamp) enters tapped by its own ability; the search held, then resolved with the choice", () => {
    const result = run(
      [strand],
      [
        { do: 'activate', permanent: 'strand', hold: true },
        { do: 'resolve', choices: { search: { card: "Raffine's Tower", id: 'tower' } } },
      ],
    );
    expect(permanent(result, 'tower')).toMatchObject({ tapped: true });
    expect(eventsOf(result, 'enteredBattlefield')).toEqual([{ type: 'enteredBattlefield', permanent: 'tower', tapped: true, rules: ['701.23a', '305.4', '614.1c'] }]);
  });

  it('614.12a, 119.4: Hallowed Fountain found and put onto the battlefield: its controller chooses as it enters whether to pay 2 life (`mode`); paid, it enters untapped', () => {
    const paid = run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Hallowed Fountain', id: 'fountain' }, mode: 'pay' } }]);
    expect(paid.ok).toBe(true);
    expect(alice(paid)).toMatchObject({ life: 17, library: 39 });
    expect(permanent(paid, 'fountain')).toMatchObject({ tapped: false });
    const declined = run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Hallowed Fountain', id: 'fountain' }, mode: 'decline' } }]);
    expect(alice(declined)).toMatchObject({ life: 19, library: 39 });
    expect(permanent(declined, 'fountain')).toMatchObject({ tapped: true });
    const unasked = run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Hallowed Fountain', id: 'fountain' } } }]);
    expect(unasked.error).toMatchObject({ code: 'CHOICE_REQUIRED', choice: 'mode', options: ['pay', 'decline'] });
  });

  it('701.23a: a Forest is not a Plains or Island card: ILLEGAL_ACTION, the board unchanged', () => {
    const result = run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Forest' } } }]);
    expect(result.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '701.23a' });
    expect(alice(result)).toMatchObject({ life: 20, library: 40 });
    expect(permanent(result, 'strand')).toBeDefined();
  });

  it('701.23b: a search for a card with a stated quality may find nothing (search: null): the costs are paid, the library stays 40 and is shuffled', () => {
    const result = run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: null } }]);
    expect(result.ok).toBe(true);
    expect(alice(result)).toMatchObject({ life: 19, library: 40 });
    expect(result.board.permanents).toEqual([]);
    expect(eventsOf(result, 'librarySearched')).toEqual([{ type: 'librarySearched', player: 'alice', rules: ['701.23a', '701.23b'] }]);
    expect(eventsOf(result, 'libraryShuffled')).toHaveLength(1);
  });

  it('701.23a: an empty library has no card to find: it resolves finding nothing without a choice; naming a card is ILLEGAL_ACTION', () => {
    const players = [{ id: 'alice', library: 0 }, { id: 'bob' }];
    const none = run([strand], [{ do: 'activate', permanent: 'strand' }], [], players);
    expect(none.ok).toBe(true);
    expect(alice(none)).toMatchObject({ life: 19, library: 0 });
    expect(eventsOf(none, 'libraryShuffled')).toHaveLength(1);
    const named = run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Island' } } }], [], players);
    expect(named.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '701.23a' });
  });

  it('608.2d: without the choice, CHOICE_REQUIRED at "search" with no options (the library is a count of unnamed cards)', () => {
    const result = run([strand], [{ do: 'activate', permanent: 'strand' }]);
    expect(result.error).toMatchObject({ code: 'CHOICE_REQUIRED', choice: 'search' });
    expect(result.error.options).toBeUndefined();
    expect(result.error.message).toContain('count of unnamed cards');
    expect(alice(result)).toMatchObject({ life: 20, library: 40 });
  });

  it('a card the pool does not hold is INVALID_INPUT with suggestions; an id already on the board is INVALID_INPUT', () => {
    expect(() => run([strand], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Islandd' } } }])).toThrow(/no card named "Islandd"/);
    const taken = run([strand, { id: 'plains', card: 'Plains', controller: 'alice' }], [{ do: 'activate', permanent: 'strand', choices: { search: { card: 'Island', id: 'plains' } } }]);
    expect(taken.error).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('a search choice where no search resolves would be ignored: INVALID_INPUT', () => {
    const result = run([strand], [{ do: 'activate', permanent: 'strand', hold: true, choices: { search: { card: 'Island' } } }, { do: 'resolve' }]);
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', action: 0 });
  });

  it('602.2: canActivate and legalActions answer for a fetch land (not UNSUPPORTED); tapped, 107.5', () => {
    const result = run(
      [strand, { id: 'tapped', card: 'Flooded Strand', controller: 'alice', tapped: true }],
      [],
      [{ canActivate: { permanent: 'strand' } }, { canActivate: { permanent: 'tapped' } }, { legalActions: 'alice' }],
    );
    expect(result.answers[0]).toEqual({ legal: true });
    expect(result.answers[1]).toMatchObject({ legal: false, rule: '107.5' });
    expect(result.answers[2].actions).toContainEqual({ do: 'activate', permanent: 'strand', ability: 0 });
  });
});

describe('Evolving Wilds, Prismatic Vista and Fabled Passage (CR 701.23a, 110.5b)', () => {
  it('110.5b: Evolving Wilds puts the basic land onto the battlefield tapped', () => {
    const result = run([{ id: 'wilds', card: 'Evolving Wilds', controller: 'alice' }], [{ do: 'activate', permanent: 'wilds', choices: { search: { card: 'Forest', id: 'forest' } } }]);
    expect(permanent(result, 'forest')).toMatchObject({ card: 'Forest', tapped: true });
    expect(alice(result)).toMatchObject({ life: 20, library: 39 });
  });

  it('701.23a: "a basic land card": Tundra is not basic (205.4a): ILLEGAL_ACTION', () => {
    const result = run([{ id: 'vista', card: 'Prismatic Vista', controller: 'alice' }], [{ do: 'activate', permanent: 'vista', choices: { search: { card: 'Tundra' } } }]);
    expect(result.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '701.23a' });
  });

  it('701.23a: Prismatic Vista finds a Snow-Covered Island (basic), untapped', () => {
    const result = run(
      [{ id: 'vista', card: 'Prismatic Vista', controller: 'alice' }],
      [{ do: 'activate', permanent: 'vista', choices: { search: { card: 'Snow-Covered Island', id: 'island' } } }],
    );
    expect(permanent(result, 'island')).toMatchObject({ tapped: false });
    expect(alice(result)).toMatchObject({ life: 19, library: 39 });
  });

  const plains = (id: string) => ({ id, card: 'Plains', controller: 'alice' });
  it('Fabled Passage: with four lands after the basic land entered, it enters tapped and then untaps (its rulings 2020-06-23)', () => {
    const result = run(
      [{ id: 'passage', card: 'Fabled Passage', controller: 'alice' }, plains('p1'), plains('p2'), plains('p3')],
      [{ do: 'activate', permanent: 'passage', choices: { search: { card: 'Island', id: 'island' } } }],
    );
    expect(permanent(result, 'island')).toMatchObject({ tapped: false });
    expect(result.events.map((e: Json) => e.type).slice(-3)).toEqual(['enteredBattlefield', 'libraryShuffled', 'untapped']);
    expect(eventsOf(result, 'enteredBattlefield')[0]).toMatchObject({ tapped: true });
  });

  it('Fabled Passage: with three lands (Fabled Passage itself not counted) the land stays tapped', () => {
    const result = run(
      [{ id: 'passage', card: 'Fabled Passage', controller: 'alice' }, plains('p1'), plains('p2')],
      [{ do: 'activate', permanent: 'passage', choices: { search: { card: 'Island', id: 'island' } } }],
    );
    expect(permanent(result, 'island')).toMatchObject({ tapped: true });
  });
});

describe('a triggered search (CR 603.3, 701.23a)', () => {
  const scout = {
    name: 'Test Scout',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Elf'],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: 'triggered',
        trigger: { event: 'enters', object: 'self' },
        effects: [{ type: 'searchLibrary', card: { subtypes: ['Forest'] }, thatCard: true }],
      },
    ],
  };

  it('renders back: "When this creature enters, search your library for a Forest card, put that card onto the battlefield, then shuffle."', () => {
    const compiled = compileCard(['When this creature enters, search your library for a Forest card, put that card onto the battlefield, then shuffle.'], {
      name: 'Test Scout',
      supertypes: [],
      types: ['Creature'],
      subtypes: ['Elf'],
      power: 1,
      toughness: 1,
    });
    expect(compiled.lines[0]).toMatchObject({ compiled: true, abilities: [{ effects: [{ type: 'searchLibrary', card: { subtypes: ['Forest'] }, thatCard: true }] }] });
  });

  it('its controller names the card in choices.triggered.<source>.search; missing, CHOICE_REQUIRED names that path', () => {
    const missing = run([], [{ do: 'cast', card: scout, controller: 'alice', id: 'scout' }]);
    expect(missing.error).toMatchObject({ code: 'CHOICE_REQUIRED', choice: 'triggered.scout.search' });
    const found = run([], [{ do: 'cast', card: scout, controller: 'alice', id: 'scout', choices: { triggered: { scout: { search: { card: 'Dryad Arbor', id: 'arbor' } } } } }]);
    expect(found.ok).toBe(true);
    // Dryad Arbor is a Forest (a land creature): a creature put onto the battlefield is summoning sick (CR 302.6).
    expect(permanent(found, 'arbor')).toMatchObject({ card: 'Dryad Arbor', tapped: false, summoningSick: true });
    expect(alice(found).library).toBe(39);
  });
});
