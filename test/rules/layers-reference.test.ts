// The layer system (CR 613) against a reference: on random boards of copy (layer 1), control (2),
// text (3), type (4), color (5), ability (6) and power/toughness (7a-7d) effects, the engine's
// `characteristics` answers equal those of a small, slow implementation of 613.1-613.8 and 707.2
// (test/helpers/layers-reference.ts) that shares nothing with the engine but the card definitions.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { engineAnswer, referenceAnswer, referenceCharacteristics } from '../helpers/layers-reference';
import { card } from '../helpers/cards';

type Json = Record<string, any>;
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const PLAYERS = ['alice', 'bob'];

// White Knight and Black Knight as the card pool compiles them: protection from a color, a color word for layer 3.
const whiteKnight = card('whiteKnight');
const blackKnight = { ...whiteKnight, name: 'Black Knight', manaCost: '{B}{B}', abilities: [whiteKnight.abilities[0], { kind: 'keyword', keyword: 'protection', from: 'W' }] };
const drake = { name: 'Test Drake', manaCost: '{2}{U}', types: ['Creature'], subtypes: ['Drake'], power: 2, toughness: 3, abilities: [{ kind: 'keyword', keyword: 'flying' }] };
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const anthem = {
  name: 'Test Anthem',
  manaCost: '{2}{W}',
  types: ['Enchantment'],
  abilities: [{ kind: 'static', effects: [{ type: 'continuous', affects: { all: { types: ['Creature'] } }, modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] }] }],
};

const nonbasicLand = { name: 'Test Nonbasic Land', types: ['Land'], abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { C: 1 } }] }] };
/** Lands: basic land types (305.6), Blood Moon's and Urborg's layer 4 effects (305.7), Nightmare's count of Swamps (7a). */
const LANDS: Record<string, unknown> = { forest: 'Forest', island: 'Island', nonbasic: nonbasicLand, urborg: 'Urborg, Tomb of Yawgmoth' };

/** Creatures on the board before copies: what copies copy and what spells target. */
const CREATURES: Record<string, unknown> = {
  whiteKnight,
  blackKnight,
  drake,
  bear,
  master: 'Master of Etherium',
  painter: "Painter's Servant",
  magus: 'Magus of the Moon',
  nightmare: 'Nightmare',
  goyf: 'Tarmogoyf',
  maro: 'Maro',
};
/** Cards in graveyards for Tarmogoyf to count: one to three card types each. */
const GRAVEYARD_CARDS = ['Forest', 'Clone', 'Master of Etherium', 'Humility', 'Act of Treason', 'Turn to Frog', 'Mycosynth Lattice'];
/** Noncreature permanents with static abilities (Control Magic enchants one of the creatures). */
const SOURCES: Record<string, unknown> = {
  humility: 'Humility',
  opalescence: 'Opalescence',
  conspiracy: 'Conspiracy',
  lattice: 'Mycosynth Lattice',
  bloodMoon: 'Blood Moon',
  anthem,
  controlMagic: 'Control Magic',
  mindControl: 'Mind Control',
};
/** Spells whose continuous effects are `effects` entries targeting one creature. */
const SPELLS = ['Act of Treason', 'Turn to Frog', 'Twisted Image', 'About Face', 'Sleight of Mind'];

const creatureSpec = fc.record({
  card: fc.constantFrom(...Object.keys(CREATURES)),
  controller: fc.constantFrom(...PLAYERS),
  plus: fc.nat(2),
  minus: fc.nat(2),
  color: fc.constantFrom('W', 'U', 'B', 'R', 'G'),
});
const copySpec = fc.record({ card: fc.constantFrom('Clone', 'Quicksilver Gargantuan'), controller: fc.constantFrom(...PLAYERS), pick: fc.nat() });
const sourceSpec = fc.record({
  card: fc.constantFrom(...Object.keys(SOURCES)),
  controller: fc.constantFrom(...PLAYERS),
  pick: fc.nat(),
  creatureType: fc.constantFrom('Elf', 'Knight'),
});
const spellSpec = fc.record({
  card: fc.constantFrom(...SPELLS),
  controller: fc.constantFrom(...PLAYERS),
  pick: fc.nat(),
  sleight: fc.constantFrom({ from: 'B', to: 'W' }, { from: 'W', to: 'B' }),
});

const boardSpec = fc
  .record({
    creatures: fc.array(creatureSpec, { minLength: 1, maxLength: 4 }),
    players: fc.tuple(...PLAYERS.map((id) => fc.record({ id: fc.constant(id), hand: fc.nat(3), graveyard: fc.subarray(GRAVEYARD_CARDS, { maxLength: 3 }) }))),
    lands: fc.array(fc.record({ card: fc.constantFrom(...Object.keys(LANDS)), controller: fc.constantFrom(...PLAYERS) }), { maxLength: 3 }),
    copies: fc.array(copySpec, { maxLength: 3 }),
    sources: fc.array(sourceSpec, { maxLength: 4 }),
    spells: fc.array(spellSpec, { maxLength: 4 }),
  })
  .chain((spec) => {
    const n = spec.creatures.length + spec.lands.length + spec.copies.length + spec.sources.length + spec.spells.length;
    return fc.tuple(fc.constant(spec), fc.shuffledSubarray([...Array(n).keys()], { minLength: n }));
  });

/** The board of a spec: distinct timestamps (a permutation); copies of creatures other than Painter's Servant (whose color is chosen as it enters) and of older copies; Auras on creatures. */
function boardOf([spec, order]: [Json, number[]]): { permanents: Json[]; effects: Json[]; players: Json[] } {
  const timestamp = (() => {
    let i = 0;
    return () => order[i++]! + 1;
  })();
  const permanents: Json[] = spec.creatures.map((c: Json, i: number) => ({
    id: `c${i}`,
    card: CREATURES[c.card],
    controller: c.controller,
    timestamp: timestamp(),
    counters: { ...(c.plus ? { '+1/+1': c.plus } : {}), ...(c.minus ? { '-1/-1': c.minus } : {}) },
    ...(c.card === 'painter' ? { chosen: { color: c.color } } : {}),
  }));
  spec.lands.forEach((l: Json, i: number) => permanents.push({ id: `l${i}`, card: LANDS[l.card], controller: l.controller, timestamp: timestamp() }));
  const creatures = permanents.filter((p) => p.id.startsWith('c'));
  const copiable = creatures.filter((p) => p.card !== "Painter's Servant");
  spec.copies.forEach((c: Json, i: number) => {
    // 707.3: a copy of a copy, if that copy entered earlier (an enters-as-copy original is always older).
    const t = timestamp();
    const originals = [...copiable, ...creatures.filter((k) => k.chosen?.copy && k.timestamp < t)];
    if (originals.length === 0) return;
    const copy = { id: `k${i}`, card: c.card, controller: c.controller, timestamp: t, chosen: { copy: originals[c.pick % originals.length]!.id } };
    permanents.push(copy);
    creatures.push(copy);
  });
  // At most one Humility: two Humilities made creatures by Opalescence remove each other's abilities
  // in a dependency loop (613.8b), which this reference doesn't decide.
  let humility = false;
  spec.sources.forEach((s: Json, i: number) => {
    const t = timestamp();
    if (s.card === 'humility' && humility) return;
    humility ||= s.card === 'humility';
    const extra =
      s.card === 'controlMagic' || s.card === 'mindControl'
        ? { attachedTo: creatures[s.pick % creatures.length]!.id, attachedAt: t }
        : s.card === 'conspiracy'
          ? { chosen: { creatureType: s.creatureType } }
          : {};
    permanents.push({ id: `s${i}`, card: SOURCES[s.card], controller: s.controller, timestamp: t, ...extra });
  });
  const effects = spec.spells.map((s: Json, i: number) => ({
    id: `e${i}`,
    source: { card: s.card },
    controller: s.controller,
    targets: [creatures[s.pick % creatures.length]!.id],
    timestamp: timestamp(),
    duration: s.card === 'Sleight of Mind' ? 'permanent' : 'endOfTurn',
    ...(s.card === 'Sleight of Mind' ? { choices: s.sleight } : {}),
  }));
  const players = spec.players.map((p: Json) => ({ id: p.id, hand: p.hand, graveyard: p.graveyard.map((card: string, i: number) => ({ id: `${p.id}g${i}`, card })) }));
  return { permanents, effects, players };
}

function engineCharacteristics(permanents: Json[], effects: Json[], players: Json[]): Json[] {
  const result = runScenario({
    board: { turn, players, permanents, effects },
    actions: [],
    ask: permanents.map((p) => ({ characteristics: p.id })),
  }) as Json;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.answers;
}

describe('the reference itself follows the rulings', () => {
  const at = (id: string, card: unknown, timestamp: number, extra: Json = {}) => ({ id, card, controller: 'alice', timestamp, ...extra });
  const ref = (permanents: Json[], id: string) =>
    referenceAnswer(
      referenceCharacteristics(
        permanents,
        [],
        PLAYERS.map((p) => ({ id: p })),
      ).get(id)!,
    );

  it('613.7, 613.6: Humility older than Opalescence: the enchantments are creatures with P/T equal to their mana value, no abilities', () => {
    const board = [at('h', 'Humility', 1), at('o', 'Opalescence', 2), at('b', bear, 3)];
    expect(ref(board, 'h')).toMatchObject({ types: ['Creature', 'Enchantment'], power: 4, toughness: 4, abilityCount: 0 });
    expect(ref(board, 'b')).toMatchObject({ power: 1, toughness: 1 });
  });

  it('613.7, 613.6: Opalescence older than Humility: every creature is 1/1 with no abilities; Opalescence ("each other") is none', () => {
    const board = [at('o', 'Opalescence', 1), at('h', 'Humility', 2)];
    expect(ref(board, 'h')).toMatchObject({ power: 1, toughness: 1, abilityCount: 0 });
    expect(ref(board, 'o')).toMatchObject({ types: ['Enchantment'], power: null, abilityCount: 1 });
  });

  it("613.8a: Blood Moon removes Urborg's ability whatever the timestamps, so no land is a Swamp", () => {
    for (const board of [
      [at('m', 'Blood Moon', 1), at('u', 'Urborg, Tomb of Yawgmoth', 2), at('f', 'Forest', 3)],
      [at('u', 'Urborg, Tomb of Yawgmoth', 1), at('m', 'Blood Moon', 2), at('f', 'Forest', 3)],
    ]) {
      expect(ref(board, 'u')).toMatchObject({ subtypes: ['Mountain'], abilityCount: 1 });
      expect(ref(board, 'f')).toMatchObject({ subtypes: ['Forest'], abilityCount: 1 });
    }
  });

  it("613.7: Painter's Servant and Mycosynth Lattice in layer 5: the later one wins", () => {
    const painter = (t: number) => at('p', "Painter's Servant", t, { chosen: { color: 'W' } });
    expect(ref([painter(1), at('l', 'Mycosynth Lattice', 2)], 'p')).toMatchObject({ colors: [] });
    expect(ref([at('l', 'Mycosynth Lattice', 1), painter(2)], 'p')).toMatchObject({ colors: ['W'] });
  });

  it('613.8a: Conspiracy waits for Opalescence, which makes it a creature of the chosen type', () => {
    const board = [at('c', 'Conspiracy', 1, { chosen: { creatureType: 'Elf' } }), at('o', 'Opalescence', 2)];
    expect(ref(board, 'c')).toMatchObject({ types: ['Creature', 'Enchantment'], subtypes: ['Elf'], power: 5, toughness: 5 });
  });

  it('707.9b, 613.4a: Quicksilver Gargantuan copying Tarmogoyf has its characteristic-defining ability, which overrides 7/7', () => {
    const board = [at('g', 'Tarmogoyf', 1), at('q', 'Quicksilver Gargantuan', 2, { chosen: { copy: 'g' } })];
    expect(ref(board, 'q')).toMatchObject({ name: 'Tarmogoyf', power: 0, toughness: 1 });
  });

  it('707.3, 707.9b: a Clone copying Quicksilver Gargantuan that copies a 2/2 is a 7/7: the exception is part of the copiable values', () => {
    const board = [at('b', bear, 1), at('q', 'Quicksilver Gargantuan', 2, { chosen: { copy: 'b' } }), at('k', 'Clone', 3, { chosen: { copy: 'q' } })];
    expect(ref(board, 'k')).toMatchObject({ name: 'Test Bear', subtypes: ['Bear'], power: 7, toughness: 7 });
  });
});

describe('the layer system against a reference implementation of CR 613 (random boards)', () => {
  it('613.1-613.8, 707.2, 707.3: each permanent has the characteristics the reference computes layer by layer', () => {
    fc.assert(
      fc.property(boardSpec, (spec) => {
        const { permanents, effects, players } = boardOf(spec);
        const reference = referenceCharacteristics(permanents, effects, players);
        const engine = engineCharacteristics(permanents, effects, players);
        const byId = (answers: (id: string) => Json) => Object.fromEntries(permanents.map((p) => [p.id, answers(p.id)]));
        expect(byId((id) => engineAnswer(engine[permanents.findIndex((p) => p.id === id)]!))).toEqual(byId((id) => referenceAnswer(reference.get(id)!)));
      }),
      { seed: 613, numRuns: 2000 },
    );
  });
});
