// Boards for benchmarks, built deterministically.

const CARDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes', 'Llanowar Elves'];

/** A two-player board with `count` permanents, mostly lands, alternating controllers. */
export function bigBoard(count: number) {
  return {
    turn: { number: 7, activePlayer: 'alice', step: 'precombatMain' },
    players: [
      { id: 'alice', manaPool: { G: 1 } },
      { id: 'bob', life: 13 },
    ],
    permanents: Array.from({ length: count }, (_, i) => ({
      id: `p${i}`,
      card: CARDS[i % CARDS.length]!,
      controller: i % 2 === 0 ? 'alice' : 'bob',
      tapped: i % 5 === 0,
      ...(i % 11 === 0 ? { counters: { '+1/+1': 1 } } : {}),
    })),
  };
}

/**
 * Sources of continuous effects, in a mix of layers (CR 613): most boards' effects are anthems,
 * Equipment and granted abilities; a few change types, with a dependency between them
 * (Urborg's effect waits for the Magus's, 613.8a); copies (layer 1, `copies`: of the i-th
 * creature), control-changing Auras (layer 2) and characteristic-defining abilities (7a).
 */
const EFFECT_SOURCES: Record<string, unknown>[] = [
  { card: 'Caged Sun', chosen: { color: 'G' } },
  { card: 'Bonesplitter', equips: true },
  { card: 'Gauntlet of Power', chosen: { color: 'R' } },
  { card: 'Loxodon Warhammer', equips: true },
  { card: 'Concordant Crossroads' },
  { card: 'Darksteel Plate', equips: true },
  { card: 'Chromatic Lantern' },
  { card: 'Bonesplitter', equips: true },
  { card: 'Caged Sun', chosen: { color: 'B' } },
  { card: 'Loxodon Warhammer', equips: true },
  { card: 'Gauntlet of Power', chosen: { color: 'G' } },
  { card: 'Bonesplitter', equips: true },
  { card: 'Spreading Seas', enchants: true },
  { card: 'Darksteel Plate', equips: true },
  { card: 'Caged Sun', chosen: { color: 'R' } },
  { card: 'Bonesplitter', equips: true },
  { card: 'Urborg, Tomb of Yawgmoth' },
  { card: 'Loxodon Warhammer', equips: true },
  { card: 'Gauntlet of Power', chosen: { color: 'B' } },
  { card: 'Bonesplitter', equips: true },
  { card: 'Magus of the Moon' },
  { card: 'Darksteel Plate', equips: true },
  { card: 'Opalescence' },
  { card: 'Bonesplitter', equips: true },
  { card: 'Concordant Crossroads' },
  { card: 'Clone', copies: true },
  { card: 'Control Magic', equips: true },
  { card: 'Master of Etherium' },
  { card: 'Quicksilver Gargantuan', copies: true },
  { card: 'Mind Control', equips: true },
];
const CREATURES = ['Llanowar Elves', 'Typhoid Rats', 'Boggart Ram-Gang', 'Vampire Nighthawk', 'Goblin Guide', 'Glistener Elf'];
const LANDS = ['Forest', 'Island', 'Mountain', 'Reflecting Pool', 'City of Brass', 'Ancient Tomb'];

/**
 * A board of `count` permanents of which `effects` generate continuous effects (Equipment
 * and Auras attached to creatures and lands); the rest creatures and lands.
 */
export function layeredBoard(count: number, effects: number) {
  const others = Array.from({ length: count - effects }, (_, i) => ({
    id: `p${i}`,
    card: i % 2 === 0 ? CREATURES[i % CREATURES.length]! : LANDS[i % LANDS.length]!,
    controller: i % 4 < 2 ? 'alice' : 'bob',
    ...(i % 7 === 0 ? { counters: { '+1/+1': 2 } } : {}),
  }));
  const sources = Array.from({ length: effects }, (_, i) => {
    const { equips, enchants, copies, ...source } = EFFECT_SOURCES[i % EFFECT_SOURCES.length]!;
    // Equipment and creature Auras on the i-th creature, land Auras on the i-th land, copies of the i-th creature.
    const attachedTo = equips ? others[(2 * i) % others.length]!.id : enchants ? others[(2 * i + 1) % others.length]!.id : undefined;
    const copy = copies ? { chosen: { copy: others[(2 * i) % others.length]!.id } } : {};
    return { id: `e${i}`, controller: i % 3 === 0 ? 'bob' : 'alice', ...source, ...copy, ...(attachedTo ? { attachedTo } : {}) };
  });
  return { turn: { number: 9, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [...others, ...sources] };
}

const REFLECTORS = ['Reflecting Pool', 'Exotic Orchard', 'Fellwar Stone', 'Naga Vitalist', 'Harvester Druid', 'Sylvok Explorer'];
const PLAIN = ['Forest', 'Island', 'Swamp', 'Mountain', 'Plains', 'Wastes', 'Llanowar Elves', 'Birds of Paradise', 'Sol Ring', 'City of Brass'];

/** A board of `count` permanents of which `reflecting` produce what others could produce (CR 106.7), split between two players. */
export function reflectingBoard(count: number, reflecting: number) {
  const permanents = Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    card: i < reflecting ? REFLECTORS[i % REFLECTORS.length]! : PLAIN[i % PLAIN.length]!,
    controller: i % 2 === 0 ? 'alice' : 'bob',
  }));
  return { turn: { number: 3, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents };
}

/** A player with `sources` mana sources of mixed kinds (basics, duals, mana creatures, any-color), and an opponent. */
export function manaSourcesBoard(sources: number) {
  const dual = { name: 'Bench Dual', types: ['Land'], subtypes: ['Forest', 'Island'] };
  const kinds: unknown[] = ['Forest', 'Island', 'Mountain', dual, 'Llanowar Elves', 'Birds of Paradise', 'Sol Ring', 'Swamp', 'Plains', 'Wastes'];
  const permanents = Array.from({ length: sources }, (_, i) => ({ id: `m${i}`, card: kinds[i % kinds.length], controller: 'alice' }));
  return { turn: { number: 3, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents };
}
