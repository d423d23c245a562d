// Subtypes by the card type they belong to (CR 205.3g-k). Every other subtype is a creature
// type (205.3m): the list there is long and grows every set, so it is what is left over.

/** CR 205.3i. */
export const LAND_TYPES = new Set<string>([
  'Cave',
  'Desert',
  'Forest',
  'Gate',
  'Island',
  'Lair',
  'Locus',
  'Mine',
  'Mountain',
  'Plains',
  'Planet',
  'Power-Plant',
  'Sphere',
  'Swamp',
  'Tower',
  'Town',
  "Urza's",
]);

/** CR 205.3g. */
const ARTIFACT_TYPES = new Set<string>([
  'Attraction',
  'Blood',
  'Bobblehead',
  'Clue',
  'Contraption',
  'Equipment',
  'Food',
  'Fortification',
  'Gold',
  'Incubator',
  'Infinity',
  'Junk',
  'Lander',
  'Map',
  'Powerstone',
  'Spacecraft',
  'Stone',
  'Treasure',
  'Vehicle',
]);

/** CR 205.3h. */
const ENCHANTMENT_TYPES = new Set<string>(['Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine']);

/** CR 205.3j. */
const PLANESWALKER_TYPES = new Set<string>([
  'Ajani',
  'Aminatou',
  'Angrath',
  'Arlinn',
  'Ashiok',
  'Bahamut',
  'Basri',
  'Bolas',
  'Calix',
  'Chandra',
  'Comet',
  'Dack',
  'Dakkon',
  'Daretti',
  'Davriel',
  'Dihada',
  'Domri',
  'Dovin',
  'Ellywick',
  'Elminster',
  'Elspeth',
  'Estrid',
  'Freyalise',
  'Garruk',
  'Gideon',
  'Grist',
  'Guff',
  'Huatli',
  'Jace',
  'Jared',
  'Jaya',
  'Jeska',
  'Kaito',
  'Karn',
  'Kasmina',
  'Kaya',
  'Kiora',
  'Koth',
  'Liliana',
  'Lolth',
  'Lukka',
  'Minsc',
  'Mordenkainen',
  'Nahiri',
  'Narset',
  'Niko',
  'Nissa',
  'Nixilis',
  'Oko',
  'Quintorius',
  'Ral',
  'Rowan',
  'Saheeli',
  'Samut',
  'Sarkhan',
  'Serra',
  'Sivitri',
  'Sorin',
  'Szat',
  'Tamiyo',
  'Tasha',
  'Teferi',
  'Teyo',
  'Tezzeret',
  'Tibalt',
  'Tyvar',
  'Ugin',
  'Urza',
  'Venser',
  'Vivien',
  'Vraska',
  'Vronos',
  'Will',
  'Windgrace',
  'Wrenn',
  'Xenagos',
  'Yanggu',
  'Yanling',
  'Zariel',
]);

/** CR 205.3k. */
const SPELL_TYPES = new Set<string>(['Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap']);

export function isLandType(subtype: string): boolean {
  return LAND_TYPES.has(subtype);
}

/** A creature type (CR 205.3m): any subtype that is no other card type's. */
export function isCreatureType(subtype: string): boolean {
  return !LAND_TYPES.has(subtype) && !ARTIFACT_TYPES.has(subtype) && !ENCHANTMENT_TYPES.has(subtype) && !PLANESWALKER_TYPES.has(subtype) && !SPELL_TYPES.has(subtype);
}
