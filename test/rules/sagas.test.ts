// Sagas (CR 714): a chapter ability "{rN} — [Effect]" triggers when lore counters put on its Saga
// make their number go from less than N to at least N (714.2b); "I, II — " is two such abilities
// (714.2c). A Saga enters with a lore counter (714.3a), its controller puts one on it as their
// precombat main phase begins (714.3b, 505.4), and once its lore counters reach its final chapter
// number (714.2d) it is sacrificed, but not while a chapter ability of it has triggered and not
// yet left the stack (714.4, 704.5s). History of Benalia: "I, II — Create a 2/2 white Knight
// creature token with vigilance." "III — Knights you control get +2/+1 until end of turn."

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const upkeep = { ...main, step: 'upkeep' };
const players = [
  { id: 'alice', hand: 1, library: 20, manaPool: { W: 2, C: 1 } },
  { id: 'bob', hand: 0, library: 20 },
];

function run(board: Json, actions: Json[]): Json {
  const input = { board: { turn: main, players, permanents: [], ...board }, actions };
  ensureCards(input);
  const result = runScenario(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const benalia = (lore: number) => ({ id: 'benalia', card: 'History of Benalia', controller: 'alice', counters: { lore } });
const knights = (result: Json): Json[] => result.board.permanents.filter((p: Json) => p.id !== 'benalia' && JSON.stringify(p.card).includes('Knight'));
const saga = (result: Json): Json | undefined => result.board.permanents.find((p: Json) => p.id === 'benalia');
const types = (result: Json): string[] => result.events.map((e: Json) => e.type);

/** An artifact whose ability puts two lore counters on a Saga at once (CR 122.6). */
const loreKeeper = {
  id: 'keeper',
  controller: 'alice',
  card: {
    name: 'Test Lore Keeper',
    types: ['Artifact'],
    abilities: [
      {
        kind: 'activated',
        cost: [{ type: 'tap' }],
        targets: [{ kind: 'permanent', filter: { subtypes: ['Saga'] } }],
        effects: [{ type: 'putCounters', counter: 'lore', amount: 2, object: { target: 0 } }],
      },
    ],
  },
};

describe('a Saga enters with a lore counter, and its chapter I triggers (CR 714.3a, 714.2b)', () => {
  it('714.3a, 714.2b: History of Benalia cast and resolved enters with one lore counter; chapter I triggers, resolves and creates a Knight', () => {
    const result = run({ players: [{ ...players[0], hand: 1 }, players[1]] }, [{ do: 'cast', card: 'History of Benalia', controller: 'alice', id: 'benalia' }]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'enteredBattlefield', permanent: 'benalia', counters: { lore: 1 } }));
    expect(saga(result)?.counters).toEqual({ lore: 1 });
    expect(knights(result)).toHaveLength(1);
    expect(result.board.stack).toEqual([]);
  });
});

describe('a lore counter as the precombat main phase begins (CR 714.3b, 505.4)', () => {
  it('505.4, 714.3b: advancing to precombat main puts a lore counter on the Saga (turn-based, no stack); chapter II triggers and makes a Knight', () => {
    const result = run({ turn: upkeep, permanents: [benalia(1)] }, [{ do: 'advance', to: 'precombatMain' }]);
    expect(result.events).toContainEqual({ type: 'countersPut', permanent: 'benalia', counter: 'lore', amount: 1, total: 2, rules: ['714.3b', '505.4'] });
    expect(saga(result)?.counters).toEqual({ lore: 2 });
    expect(knights(result)).toHaveLength(1);
  });

  it("505.4: only the active player's Sagas get one; the postcombat main phase adds none", () => {
    const bobs = { ...benalia(1), controller: 'bob' };
    const result = run({ turn: upkeep, permanents: [bobs] }, [{ do: 'advance', to: 'postcombatMain' }]);
    expect(saga(result)?.counters).toEqual({ lore: 1 });
    expect(types(result)).not.toContain('countersPut');
  });
});

describe('the final chapter: the Saga is sacrificed once its chapter ability has left the stack (CR 714.4, 704.5s)', () => {
  it('704.5s: chapter III triggers; the Saga stays while it waits on the stack', () => {
    const result = run({ turn: upkeep, permanents: [benalia(2)] }, [{ do: 'advance', to: 'precombatMain', hold: true }]);
    expect(saga(result)?.counters).toEqual({ lore: 3 });
    expect(result.board.stack).toEqual([expect.objectContaining({ source: 'benalia', ability: 1 })]);
    expect(types(result)).not.toContain('sacrificed');
  });

  it('704.5s, 714.4: after chapter III resolved its controller sacrifices the Saga', () => {
    const result = run({ turn: upkeep, permanents: [benalia(2)] }, [{ do: 'advance', to: 'precombatMain' }]);
    expect(saga(result)).toBeUndefined();
    const order = types(result);
    expect(order.indexOf('sacrificed')).toBeGreaterThan(order.indexOf('resolved'));
    expect(result.events).toContainEqual({ type: 'sacrificed', permanent: 'benalia', rules: ['704.5s', '714.4'] });
    expect(result.board.players.find((p: Json) => p.id === 'alice').graveyard).toContainEqual(expect.objectContaining({ card: 'History of Benalia' }));
  });

  it('704.5s: a Saga on the board with lore counters at its final chapter number and nothing on the stack is sacrificed at once', () => {
    const result = run({ permanents: [benalia(3)] }, [{ do: 'advance', to: 'beginCombat' }]);
    expect(saga(result)).toBeUndefined();
  });
});

describe('several lore counters at once (CR 714.2b-c, 603.2c)', () => {
  it('714.2c: two lore counters on a Saga with none trigger "I, II —" twice: two Knights', () => {
    const result = run({ permanents: [benalia(0), loreKeeper] }, [{ do: 'activate', permanent: 'keeper', targets: ['benalia'] }]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'countersPut', permanent: 'benalia', counter: 'lore', amount: 2, total: 2 }));
    expect(knights(result)).toHaveLength(2);
    expect(saga(result)?.counters).toEqual({ lore: 2 });
  });

  it('714.2b: from one lore counter, two more trigger chapters II and III (not I again); then the Saga is sacrificed (704.5s)', () => {
    const result = run({ permanents: [benalia(1), loreKeeper] }, [{ do: 'activate', permanent: 'keeper', targets: ['benalia'] }]);
    const chapters = result.events.filter((e: Json) => e.type === 'putOnStack' && e.object.startsWith('benalia/'));
    expect(chapters).toHaveLength(2);
    // Chapter II made one Knight; chapter III gave it +2/+1 until end of turn.
    expect(knights(result)).toHaveLength(1);
    expect(saga(result)).toBeUndefined();
    const order = types(result);
    expect(order.indexOf('sacrificed')).toBeGreaterThan(order.lastIndexOf('resolved'));
  });

  it('SCENARIOS.md addCounters: a direct edit triggers no chapter, but the state-based action follows from it (704.5s)', () => {
    const edited = run({ permanents: [benalia(1)] }, [{ do: 'addCounters', permanent: 'benalia', counter: 'lore', amount: 1 }]);
    expect(knights(edited)).toHaveLength(0);
    expect(saga(edited)?.counters).toEqual({ lore: 2 });
    const finished = run({ permanents: [benalia(1)] }, [{ do: 'addCounters', permanent: 'benalia', counter: 'lore', amount: 2 }]);
    expect(saga(finished)).toBeUndefined();
    expect(knights(finished)).toHaveLength(0);
  });
});

describe('chapter lines compile and render back (CR 714.2)', () => {
  const printed: PrintedCard = { name: 'History of Benalia', manaCost: '{1}{W}{W}', types: ['Enchantment'], subtypes: ['Saga'] };
  const lines = [
    '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)',
    'I, II — Create a 2/2 white Knight creature token with vigilance.',
    'III — Knights you control get +2/+1 until end of turn.',
  ];

  it('714.2a, 714.2c: "I, II — " and "III — " are chapter abilities; the reminder line is the card’s reminder text', () => {
    const result = compileCard(lines, printed);
    expect(result.lines.every((line) => line.compiled)).toBe(true);
    expect(result.card.abilities!.map((a: Json) => a.trigger)).toEqual([
      { event: 'chapter', chapters: [1, 2] },
      { event: 'chapter', chapters: [3] },
    ]);
    expect(rulesText(CardDefinition.parse(result.card))).toEqual([...lines.slice(1), lines[0]]);
  });

  it('714.2a: numerals up to VI render back ("II, III, IV, V, VI — Draw a card.")', () => {
    const line = 'II, III, IV, V, VI — Draw a card.';
    const result = compileCard([line], { ...printed, name: 'Test Saga' });
    expect(result.lines[0]!.compiled).toBe(true);
    expect(result.card.abilities![0]).toMatchObject({ trigger: { event: 'chapter', chapters: [2, 3, 4, 5, 6] } });
    expect(rulesText(CardDefinition.parse(result.card))).toEqual([line]);
  });

  it('714.2d: a chapter line the engine does not carry out keeps its chapter numbers, so the final chapter number counts it', () => {
    const result = compileCard(['I — Hallucinate wildly.', 'II — Draw a card.'], { ...printed, name: 'Test Saga' });
    expect(result.card.abilities![0]).toMatchObject({ kind: 'opaque', chapters: [1] });
  });
});

describe('a chapter that grants its Saga an ability (CR 714.2b, 611.2, 613.1f)', () => {
  const printed: PrintedCard = { name: "Urza's Saga", types: ['Enchantment', 'Land'], subtypes: ["Urza's", 'Saga'] };
  const line = 'I — This Saga gains "{T}: Add {C}."';
  const testSaga = {
    name: 'Test Saga',
    manaCost: '{1}',
    types: ['Enchantment'],
    subtypes: ['Saga'],
    abilities: compileCard([line, 'II — Draw a card.'], { ...printed, name: 'Test Saga', types: ['Enchantment'], subtypes: ['Saga'] }).card.abilities,
  };

  it('611.2: "I — This Saga gains "{T}: Add {C}."" compiles to an effect that lasts (no duration) and renders back', () => {
    const result = compileCard([line], printed);
    expect(result.lines[0]!.compiled).toBe(true);
    expect(result.card.abilities![0]).toMatchObject({
      effects: [{ type: 'createEffect', duration: 'permanent', effect: { affects: 'self', modifications: [{ type: 'addAbilities' }] } }],
    });
    expect(rulesText(CardDefinition.parse(result.card))).toEqual([line]);
  });

  it('613.1f: after chapter I resolved, the Saga has "{T}: Add {C}." and can be tapped for {C}', () => {
    const result = run({}, [
      { do: 'cast', card: testSaga, controller: 'alice', id: 'saga' },
      { do: 'activate', permanent: 'saga', ability: 0 },
    ]);
    expect(result.board.players.find((p: Json) => p.id === 'alice').manaPool).toMatchObject({ W: 2, C: 2 });
    expect(result.board.permanents.find((p: Json) => p.id === 'saga')).toMatchObject({ tapped: true, counters: { lore: 1 } });
  });
});

describe('a chapter the engine does not carry out matters only as its chapter is reached (CR 714.2b, 603.2)', () => {
  const printed: PrintedCard = { name: 'Test Saga', manaCost: '{1}', types: ['Enchantment'], subtypes: ['Saga'] };
  const card = compileCard(['I — Draw a card.', 'II — Draw a card.', 'III — Hallucinate wildly.'], printed).card;
  const sagaAt = (lore: number) => ({ id: 'saga', card, controller: 'alice', counters: { lore } });

  it('714.2b: casting it (chapter I reached) is carried out though chapter III is opaque', () => {
    const result = run({}, [{ do: 'cast', card, controller: 'alice', id: 'saga' }]);
    expect(result.board.players.find((p: Json) => p.id === 'alice').hand).toBe(2);
  });

  it('714.2d: the opaque chapter III counts: chapter II resolved, the Saga (final chapter number 3) stays', () => {
    const result = run({ turn: upkeep, permanents: [sagaAt(1)] }, [{ do: 'advance', to: 'precombatMain' }]);
    expect(result.board.permanents.find((p: Json) => p.id === 'saga')?.counters).toEqual({ lore: 2 });
  });

  it('603.2: reaching chapter III answers UNSUPPORTED naming it', () => {
    const input = { board: { turn: upkeep, players, permanents: [sagaAt(2)] }, actions: [{ do: 'advance', to: 'precombatMain' }] };
    ensureCards(input);
    const result: Json = runScenario(input);
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({ code: 'UNSUPPORTED', ability: 2, text: 'III — Hallucinate wildly.' });
  });
});

describe("Urza's Saga: chapter I carried out, chapters II and III not (CR 714.2b, 714.3a)", () => {
  it('714.3a, 714.2b: played, it enters with a lore counter, gains "{T}: Add {C}." and taps for {C}; questions are answered, its opaque chapters not reached', () => {
    const input = {
      board: { turn: main, players, permanents: [] },
      actions: [
        { do: 'play', card: "Urza's Saga", controller: 'alice', id: 'urza' },
        { do: 'activate', permanent: 'urza', ability: 0 },
      ],
      ask: [{ characteristics: 'urza' }, { availableMana: 'bob' }],
    };
    ensureCards(input);
    const result: Json = runScenario(input);
    expect(result.ok).toBe(true);
    expect(result.board.players.find((p: Json) => p.id === 'alice').manaPool).toMatchObject({ W: 2, C: 2 });
    expect(result.answers[0]).toMatchObject({ name: "Urza's Saga", abilityCount: 4 });
    expect(result.answers[0].unsupported).toBeUndefined();
    expect(result.answers[1].unsupported).toBeUndefined();
  });

  it('714.2b: its next lore counter reaches chapter II, which the engine does not carry out: UNSUPPORTED naming it', () => {
    const input = {
      board: { turn: upkeep, players, permanents: [{ id: 'urza', card: "Urza's Saga", controller: 'alice', counters: { lore: 1 } }] },
      actions: [{ do: 'advance', to: 'precombatMain' }],
    };
    ensureCards(input);
    const result: Json = runScenario(input);
    expect(result.error).toMatchObject({ code: 'UNSUPPORTED', card: "Urza's Saga", ability: 1 });
  });
});

describe('a Saga that returns transformed (CR 712.14a, 400.7): The Modern Age // Vector Glider', () => {
  const modernAge = (lore: number) => ({ id: 'age', card: 'The Modern Age', controller: 'alice', counters: { lore } });

  it('712.14a: chapter III exiles the Saga and returns it with its back face up, a new object under its controller, no lore counters', () => {
    const result = run({ turn: upkeep, permanents: [modernAge(2)] }, [{ do: 'advance', to: 'precombatMain' }]);
    const glider = result.board.permanents.find((p: Json) => p.id === 'age');
    expect(glider).toMatchObject({ card: 'Vector Glider', controller: 'alice', counters: {} });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'cardMoved', object: 'age', card: 'Vector Glider', from: 'exile', to: 'battlefield' }));
    expect(result.board.players.find((p: Json) => p.id === 'alice').exile).toEqual([]);
    // The back face up, its mana value is the front face's (CR 712.8e); no Saga, so no state-based action sacrifices it.
    expect(types(result)).not.toContain('sacrificed');
  });

  it('712.14a: the back face is a creature card: its characteristics are the back face’s', () => {
    const input = { board: { turn: upkeep, players, permanents: [modernAge(2)] }, actions: [{ do: 'advance', to: 'precombatMain' }], ask: [{ characteristics: 'age' }] };
    ensureCards(input);
    const result: Json = runScenario(input);
    expect(result.answers[0]).toMatchObject({ name: 'Vector Glider', types: ['Enchantment', 'Creature'], power: 2, toughness: 3, keywords: ['flying'], manaValue: 2 });
  });
});

describe('off the battlefield a double-faced card has its front face (CR 712.8a)', () => {
  it('712.8a: Vector Glider (The Modern Age transformed) dies: its owner’s graveyard holds The Modern Age', () => {
    const result = run({ permanents: [{ id: 'glider', card: 'Vector Glider', controller: 'alice', damage: 3 }] }, [{ do: 'advance', to: 'beginCombat' }]);
    expect(result.board.players.find((p: Json) => p.id === 'alice').graveyard).toEqual([{ id: 'glider', card: 'The Modern Age' }]);
  });
});

describe('read ahead is not carried out (CR 702.155, 714.3a)', () => {
  it('714.3a, 702.155b: a Saga with read ahead entering answers UNSUPPORTED (its controller would choose how many lore counters it enters with)', () => {
    const input = { board: { turn: main, players, permanents: [] }, actions: [{ do: 'cast', card: 'Love Song of Night and Day', controller: 'alice', id: 'song' }] };
    ensureCards(input);
    const result: Json = runScenario(input);
    expect(result.error).toMatchObject({ code: 'UNSUPPORTED', ability: 0 });
    expect(result.error.text).toMatch(/^Read ahead/);
  });
});
