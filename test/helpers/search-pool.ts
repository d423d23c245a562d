// A small card pool for the tests of the card search through the API: a few lines in the
// card data's shape (shared/data/README.md), written here so the tests never read the data,
// catalog cards among them (their Card is the catalog's) and cards of several faces.

import { buildSearchIndex, entriesFromData, SearchIndex, writeSearchIndex } from '../../pool/search';

/** A card data line (shared/data/README.md) with the fields a test does not care about filled in. */
export const line = (fields: Record<string, unknown>) => ({
  mana_cost: null,
  converted_mana_cost: 0,
  supertypes: [],
  types: [],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  color_indicator: null,
  oracle_text: [],
  rulings: [],
  layout: 'normal',
  faces: [fields.name],
  card_name: fields.name,
  funny: false,
  ...fields,
});

const fireIce = { faces: ['Fire (Fire/Ice)', 'Ice (Fire/Ice)'], card_name: 'Fire // Ice', layout: 'split' };
const delver = { faces: ['Delver of Secrets', 'Insectile Aberration'], card_name: 'Delver of Secrets // Insectile Aberration', layout: 'transform' };

export const POOL_LINES = [
  line({ name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'], oracle_text: ['({T}: Add {G}.)'] }),
  line({ name: 'Wastes', supertypes: ['Basic'], types: ['Land'], oracle_text: ['{T}: Add {C}.'] }),
  line({ name: 'Llanowar Elves', mana_cost: 'G', converted_mana_cost: 1, types: ['Creature'], subtypes: ['Elf', 'Druid'], power: '1', toughness: '1', oracle_text: ['{T}: Add {G}.'] }),
  line({
    name: 'Birds of Paradise',
    mana_cost: 'G',
    converted_mana_cost: 1,
    types: ['Creature'],
    subtypes: ['Bird'],
    power: '0',
    toughness: '1',
    oracle_text: ['Flying', '{T}: Add one mana of any color.'],
  }),
  line({
    name: 'Elvish Visionary',
    mana_cost: '1G',
    converted_mana_cost: 2,
    types: ['Creature'],
    subtypes: ['Elf', 'Shaman'],
    power: '1',
    toughness: '1',
    oracle_text: ['When this creature enters, draw a card.'],
  }),
  line({
    name: 'Tarmogoyf',
    mana_cost: '1G',
    converted_mana_cost: 2,
    types: ['Creature'],
    subtypes: ['Lhurgoyf'],
    power: '*',
    toughness: '1+*',
    oracle_text: ["Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1."],
  }),
  line({ name: 'Lightning Bolt', mana_cost: 'R', converted_mana_cost: 1, types: ['Instant'], oracle_text: ['Lightning Bolt deals 3 damage to any target.'] }),
  line({
    name: 'Fire (Fire/Ice)',
    mana_cost: '1R',
    converted_mana_cost: 2,
    types: ['Instant'],
    oracle_text: ['Fire deals 2 damage divided as you choose among one or two targets.'],
    ...fireIce,
  }),
  line({ name: 'Ice (Fire/Ice)', mana_cost: '1U', converted_mana_cost: 2, types: ['Instant'], oracle_text: ['Tap target permanent.', 'Draw a card.'], ...fireIce }),
  line({
    name: 'Delver of Secrets',
    mana_cost: 'U',
    converted_mana_cost: 1,
    types: ['Creature'],
    subtypes: ['Human', 'Wizard'],
    power: '1',
    toughness: '1',
    oracle_text: ['At the beginning of your upkeep, look at the top card of your library.'],
    ...delver,
  }),
  line({
    name: 'Insectile Aberration',
    converted_mana_cost: 1,
    types: ['Creature'],
    subtypes: ['Human', 'Insect'],
    power: '3',
    toughness: '2',
    color_indicator: 'Blue',
    oracle_text: ['Flying'],
    ...delver,
  }),
];

/** Cards the engine carries out, for `is:supported`. */
export const SUPPORTED = new Set(['Forest', 'Wastes', 'Llanowar Elves', 'Birds of Paradise', 'Lightning Bolt']);

export const poolEntries = () => entriesFromData(POOL_LINES, (name) => SUPPORTED.has(name));

/** The pool's search index, as the app loads it. */
export const poolSearchIndex = () => new SearchIndex(buildSearchIndex(poolEntries()));

/** Writes the pool's search index to `dir` (as the build writes pool/shipped/search.json). */
export const writePoolSearchIndex = (dir: string) => writeSearchIndex(poolEntries(), dir);
