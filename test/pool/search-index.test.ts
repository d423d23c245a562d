// Searching the card pool (pool/search): entries from the card data's lines, what each term
// matches, pages sorted by name, the index written and read back, and the inverted index's
// answers always those of a full scan (a property over random cards and random queries).
// Small fixture cards only: the tests never read the card data.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  entriesFromData,
  keywordsOfLine,
  matches,
  oracleManaCost,
  parseQuery,
  QuerySyntaxError,
  readSearchIndex,
  SearchIndex,
  searchCards,
  UnknownCard,
  writeSearchIndex,
  type Query,
  type SearchEntry,
} from '../../pool/search';
import { line } from '../helpers/search-pool';

const entry = (fields: Partial<SearchEntry> & { name: string }): SearchEntry => ({
  manaCost: null,
  typeLine: '',
  oracle: [],
  colors: '',
  manaValue: 0,
  power: [],
  toughness: [],
  loyalty: [],
  keywords: [],
  layout: 'normal',
  supported: false,
  ...fields,
});

describe('entries from the card data', () => {
  const fireIce = { faces: ['Fire (Fire/Ice)', 'Ice (Fire/Ice)'], card_name: 'Fire // Ice', layout: 'split' };
  const delver = { faces: ['Delver of Secrets', 'Insectile Aberration'], card_name: 'Delver of Secrets // Insectile Aberration', layout: 'transform' };
  const data = [
    line({ name: 'Ice (Fire/Ice)', mana_cost: '1U', converted_mana_cost: 2, types: ['Instant'], oracle_text: ['Tap target permanent.', 'Draw a card.'], ...fireIce }),
    line({
      name: 'Fire (Fire/Ice)',
      mana_cost: '1R',
      converted_mana_cost: 2,
      types: ['Instant'],
      oracle_text: ['Fire deals 2 damage divided as you choose among one or two targets.'],
      ...fireIce,
    }),
    line({ name: 'Delver of Secrets', mana_cost: 'U', converted_mana_cost: 1, types: ['Creature'], subtypes: ['Human', 'Wizard'], power: '1', toughness: '1', ...delver }),
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
    line({ name: 'Dryad Arbor', types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'], power: '1', toughness: '1', color_indicator: 'Green' }),
    line({ name: 'Tarmogoyf', mana_cost: '1G', converted_mana_cost: 2, types: ['Creature'], subtypes: ['Lhurgoyf'], power: '*', toughness: '1+*' }),
    line({ name: 'Nissa, Who Shakes the World', mana_cost: '3GG', converted_mana_cost: 5, supertypes: ['Legendary'], types: ['Planeswalker'], subtypes: ['Nissa'], loyalty: '5' }),
    line({
      name: 'Kitchen Finks',
      mana_cost: '1{G/W}{G/W}',
      converted_mana_cost: 3,
      types: ['Creature'],
      power: '3',
      toughness: '2',
      oracle_text: [
        'When this creature enters, you gain 2 life.',
        "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
      ],
    }),
  ];
  const entries = entriesFromData(data, (name) => name === 'Tarmogoyf');
  const byName = (name: string) => entries.find((e) => e.name === name)!;

  it('makes one entry per card as players name it, faces in order, text and types joined', () => {
    expect(entries.map((e) => e.name)).toEqual(['Fire // Ice', 'Delver of Secrets // Insectile Aberration', 'Dryad Arbor', 'Tarmogoyf', 'Nissa, Who Shakes the World', 'Kitchen Finks']);
    expect(byName('Fire // Ice')).toEqual({
      name: 'Fire // Ice',
      manaCost: '{1}{R} // {1}{U}',
      typeLine: 'Instant // Instant',
      oracle: ['Fire deals 2 damage divided as you choose among one or two targets.', 'Tap target permanent.', 'Draw a card.'],
      colors: 'UR',
      manaValue: 4,
      power: [],
      toughness: [],
      loyalty: [],
      keywords: [],
      layout: 'split',
      supported: false,
    });
  });

  it("takes a two-faced card's mana value from its front, colors from every face and color indicator, printed values of each face", () => {
    expect(byName('Delver of Secrets // Insectile Aberration')).toMatchObject({
      manaValue: 1,
      colors: 'U',
      typeLine: 'Creature — Human Wizard // Creature — Human Insect',
      power: ['1', '3'],
      toughness: ['1', '2'],
      keywords: ['flying'],
    });
    expect(byName('Dryad Arbor')).toMatchObject({ colors: 'G', manaCost: null, typeLine: 'Land Creature — Forest Dryad' });
    expect(byName('Tarmogoyf')).toMatchObject({ power: ['*'], toughness: ['1+*'], supported: true });
    expect(byName('Nissa, Who Shakes the World')).toMatchObject({ typeLine: 'Legendary Planeswalker — Nissa', loyalty: ['5'], colors: 'G' });
    expect(byName('Kitchen Finks')).toMatchObject({ colors: 'WG', manaCost: '{1}{G/W}{G/W}', keywords: ['persist'] });
  });

  it('writes mana costs in Oracle notation', () => {
    expect(oracleManaCost('2RRGG')).toBe('{2}{R}{R}{G}{G}');
    expect(oracleManaCost('X10B')).toBe('{X}{10}{B}');
    expect(oracleManaCost('1{W/B}{RP}{S}')).toBe('{1}{W/B}{R/P}{S}');
  });

  it('refuses a data line without the fields it needs, naming the line', () => {
    expect(() => entriesFromData([line({ name: 'A' }), { name: 'B' }], () => false)).toThrow(/card data line 2/);
  });
});

describe('keywords (CR 702) from keyword lines', () => {
  it.each([
    ['Flying', ['flying']],
    ['Flying, first strike, vigilance, lifelink', ['flying', 'first strike', 'vigilance', 'lifelink']],
    ['Ward {2}', ['ward']],
    ['Ward—Pay 3 life.', ['ward']],
    ['Cycling {2} ({2}, Discard this card: Draw a card.)', ['cycling']],
    ['Basic landcycling {1}{G}', ['basic landcycling']],
    ['Swampwalk', ['swampwalk']],
    ['Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)', ['bushido']],
    ['Suspend 4—{1}{R}', ['suspend']],
    ['Escape—{3}{B}{B}, Exile four other cards from your graveyard.', ['escape']],
    ['Enchant creature you control', ['enchant']],
    ['Protection from red and from white', ['protection']],
    ['Equip legendary creature {3}', ['equip']],
    ['Flashback {2}{R}', ['flashback']],
    ['Start your engines!', ['start your engines!']],
    ['Flying creatures you control get +1/+1.', []],
    ['Enchanted creature has flying.', []],
    ['Draw a card.', []],
    ['Flying, draw a card', []],
  ])('%s', (text, keywords) => {
    expect(keywordsOfLine(text)).toEqual(keywords);
  });
});

/** Fixture cards for what each term matches. */
const CARDS: SearchEntry[] = [
  entry({
    name: 'Llanowar Elves',
    manaCost: '{G}',
    typeLine: 'Creature — Elf Druid',
    oracle: ['{T}: Add {G}.'],
    colors: 'G',
    manaValue: 1,
    power: ['1'],
    toughness: ['1'],
    supported: true,
  }),
  entry({ name: 'Elvish Mystic', manaCost: '{G}', typeLine: 'Creature — Elf Druid', oracle: ['{T}: Add {G}.'], colors: 'G', manaValue: 1, power: ['1'], toughness: ['1'] }),
  entry({ name: 'Lightning Bolt', manaCost: '{R}', typeLine: 'Instant', oracle: ['Lightning Bolt deals 3 damage to any target.'], colors: 'R', manaValue: 1 }),
  entry({ name: 'Divination', manaCost: '{2}{U}', typeLine: 'Sorcery', oracle: ['Draw two cards.'], colors: 'U', manaValue: 3 }),
  entry({
    name: 'Elvish Visionary',
    manaCost: '{1}{G}',
    typeLine: 'Creature — Elf Shaman',
    oracle: ['When this creature enters, draw a card.'],
    colors: 'G',
    manaValue: 2,
    power: ['1'],
    toughness: ['1'],
    supported: true,
  }),
  entry({
    name: 'Mulldrifter',
    manaCost: '{4}{U}',
    typeLine: 'Creature — Elemental',
    oracle: ['Flying', 'When this creature enters, draw two cards.', 'Evoke {2}{U}'],
    colors: 'U',
    manaValue: 5,
    power: ['2'],
    toughness: ['2'],
    keywords: ['flying', 'evoke'],
  }),
  entry({
    name: 'Fire // Ice',
    manaCost: '{1}{R} // {1}{U}',
    typeLine: 'Instant // Instant',
    oracle: ['Fire deals 2 damage divided as you choose among one or two targets.', 'Tap target permanent.', 'Draw a card.'],
    colors: 'UR',
    manaValue: 4,
    layout: 'split',
  }),
  entry({
    name: 'Tarmogoyf',
    manaCost: '{1}{G}',
    typeLine: 'Creature — Lhurgoyf',
    oracle: ["Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1."],
    colors: 'G',
    manaValue: 2,
    power: ['*'],
    toughness: ['1+*'],
  }),
  entry({
    name: 'Kitchen Finks',
    manaCost: '{1}{G/W}{G/W}',
    typeLine: 'Creature — Ouphe',
    oracle: ['When this creature enters, you gain 2 life.', 'Persist'],
    colors: 'WG',
    manaValue: 3,
    power: ['3'],
    toughness: ['2'],
    keywords: ['persist'],
  }),
  entry({
    name: 'Ornithopter',
    manaCost: '{0}',
    typeLine: 'Artifact Creature — Thopter',
    oracle: ['Flying'],
    manaValue: 0,
    power: ['0'],
    toughness: ['2'],
    keywords: ['flying'],
    supported: true,
  }),
  entry({
    name: 'Nissa, Who Shakes the World',
    manaCost: '{3}{G}{G}',
    typeLine: 'Legendary Planeswalker — Nissa',
    oracle: ['Whenever you tap a Forest for mana, add an additional {G}.'],
    colors: 'G',
    manaValue: 5,
    loyalty: ['5'],
  }),
  entry({ name: 'Æther Vial', manaCost: '{1}', typeLine: 'Artifact', oracle: ['At the beginning of your upkeep, you may put a charge counter on Æther Vial.'], manaValue: 1 }),
  entry({
    name: 'Delver of Secrets // Insectile Aberration',
    manaCost: '{U} // ',
    typeLine: 'Creature — Human Wizard // Creature — Human Insect',
    oracle: ['At the beginning of your upkeep, look at the top card of your library.', 'Flying'],
    colors: 'U',
    manaValue: 1,
    power: ['1', '3'],
    toughness: ['1', '2'],
    keywords: ['flying'],
    layout: 'transform',
  }),
  entry({
    name: 'Stormfront Pegasus',
    manaCost: '{1}{W}',
    typeLine: 'Creature — Pegasus',
    oracle: ['Flying'],
    colors: 'W',
    manaValue: 2,
    power: ['2'],
    toughness: ['1'],
    keywords: ['flying'],
    supported: true,
  }),
  entry({
    name: 'Akroma, Angel of Wrath',
    manaCost: '{5}{W}{W}{W}',
    typeLine: 'Legendary Creature — Angel',
    oracle: ['Flying, first strike, vigilance, trample, haste, protection from black and from red'],
    colors: 'W',
    manaValue: 8,
    power: ['6'],
    toughness: ['6'],
    keywords: ['flying', 'first strike', 'vigilance', 'trample', 'haste', 'protection'],
  }),
];

const index = new SearchIndex(buildSearchIndex(CARDS));
/** The names a query finds, in the index's order (by name). */
const find = (query: string) => searchCards(index, query, { first: 100 }).entries.map((e) => e.name);
/** The same, found by checking every card. */
const scan = (query: string) => CARDS.filter((card) => matches(card, parseQuery(query))).map((card) => card.name);
const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));

describe('what the terms match', () => {
  it.each([
    ['elv', ['Elvish Mystic', 'Elvish Visionary', 'Llanowar Elves']],
    ['elf', []],
    ['"elvish v"', ['Elvish Visionary']],
    ['aether', ['Æther Vial']],
    ['ÆTHER', ['Æther Vial']],
    ['"aether v"', ['Æther Vial']],
    ['ice', ['Fire // Ice']],
    ['insectile', ['Delver of Secrets // Insectile Aberration']],
    ['!"fire // ice"', ['Fire // Ice']],
    ['!ice', ['Fire // Ice']],
    ['!fire', ['Fire // Ice']],
    ['!"insectile aberration"', ['Delver of Secrets // Insectile Aberration']],
    ['!elvish', []],
    ['t:elf', ['Elvish Mystic', 'Elvish Visionary', 'Llanowar Elves']],
    ['t:"legendary creature"', ['Akroma, Angel of Wrath']],
    ['t:legendary -t:creature', ['Nissa, Who Shakes the World']],
    ['t:insect', ['Delver of Secrets // Insectile Aberration']],
    ['o:"draw a card"', ['Elvish Visionary', 'Fire // Ice']],
    ['o:"draw two"', ['Divination', 'Mulldrifter']],
    ['o:"draws a card"', []],
    ['o:"deals 3 damage"', ['Lightning Bolt']],
    ['o:"~ deals"', ['Fire // Ice', 'Lightning Bolt']],
    ['o:"counter on ~"', ['Æther Vial']],
    ['o:"{T}: add {G}"', ['Elvish Mystic', 'Llanowar Elves']],
    ['o:"enters, draw"', ['Elvish Visionary', 'Mulldrifter']],
    ['c:g', ['Elvish Mystic', 'Elvish Visionary', 'Kitchen Finks', 'Llanowar Elves', 'Nissa, Who Shakes the World', 'Tarmogoyf']],
    ['c:gw', ['Kitchen Finks']],
    ['c=g', ['Elvish Mystic', 'Elvish Visionary', 'Llanowar Elves', 'Nissa, Who Shakes the World', 'Tarmogoyf']],
    ['c<=ur', ['Æther Vial', 'Delver of Secrets // Insectile Aberration', 'Divination', 'Fire // Ice', 'Lightning Bolt', 'Mulldrifter', 'Ornithopter']],
    ['c<ur', ['Æther Vial', 'Delver of Secrets // Insectile Aberration', 'Divination', 'Lightning Bolt', 'Mulldrifter', 'Ornithopter']],
    ['c>u', ['Fire // Ice']],
    ['c:c', ['Æther Vial', 'Ornithopter']],
    ['c=c', ['Æther Vial', 'Ornithopter']],
    ['c>=c -c>c', ['Æther Vial', 'Ornithopter']],
    ['c!=g t:creature', ['Akroma, Angel of Wrath', 'Delver of Secrets // Insectile Aberration', 'Kitchen Finks', 'Mulldrifter', 'Ornithopter', 'Stormfront Pegasus']],
    ['mv=0', ['Ornithopter']],
    ['mv:4', ['Fire // Ice']],
    ['cmc>=5', ['Akroma, Angel of Wrath', 'Mulldrifter', 'Nissa, Who Shakes the World']],
    ['mv<1', ['Ornithopter']],
    ['mv>5', ['Akroma, Angel of Wrath']],
    ['mv<=1 t:creature', ['Delver of Secrets // Insectile Aberration', 'Elvish Mystic', 'Llanowar Elves', 'Ornithopter']],
    ['mv!=1 t:instant', ['Fire // Ice']],
    ['pow>=3', ['Akroma, Angel of Wrath', 'Delver of Secrets // Insectile Aberration', 'Kitchen Finks']],
    ['pow=0', ['Ornithopter']],
    ['tou=2', ['Delver of Secrets // Insectile Aberration', 'Kitchen Finks', 'Mulldrifter', 'Ornithopter']],
    ['power<1', ['Ornithopter']],
    ['loy:5', ['Nissa, Who Shakes the World']],
    ['kw:flying', ['Akroma, Angel of Wrath', 'Delver of Secrets // Insectile Aberration', 'Mulldrifter', 'Ornithopter', 'Stormfront Pegasus']],
    ['kw:"first strike"', ['Akroma, Angel of Wrath']],
    ['kw:first', []],
    ['keyword:persist', ['Kitchen Finks']],
    ['is:supported', ['Llanowar Elves', 'Elvish Visionary', 'Ornithopter', 'Stormfront Pegasus']],
    ['-is:supported t:elf', ['Elvish Mystic']],
    ['layout:split', ['Fire // Ice']],
    ['layout:transform or layout:split', ['Delver of Secrets // Insectile Aberration', 'Fire // Ice']],
    ['kw:flying c:w or mv=0', ['Akroma, Angel of Wrath', 'Ornithopter', 'Stormfront Pegasus']],
    ['kw:flying (c:w or mv=0)', ['Akroma, Angel of Wrath', 'Ornithopter', 'Stormfront Pegasus']],
    ['kw:flying -(c:w or mv=0)', ['Delver of Secrets // Insectile Aberration', 'Mulldrifter']],
    ['-kw:flying -t:creature -t:planeswalker', ['Æther Vial', 'Divination', 'Fire // Ice', 'Lightning Bolt']],
  ])('%s', (query, names) => {
    expect(find(query)).toEqual(sorted(names));
    expect(sorted(scan(query))).toEqual(sorted(names));
  });

  it("compares no star form as a number: Tarmogoyf's * is neither 0 nor anything else", () => {
    for (const op of ['=', '!=', '<', '<=', '>', '>=']) for (const n of [-1, 0, 1, 2]) expect(find(`pow${op}${n}`)).not.toContain('Tarmogoyf');
  });

  it('finds every card for an empty query, sorted by name', () => {
    expect(find('')).toEqual(sorted(CARDS.map((card) => card.name)));
  });
});

describe('pages', () => {
  it('gives `first` cards sorted by name and the whole count, then continues after the last', () => {
    const all = find('t:creature');
    expect(all.length).toBeGreaterThan(5);
    const page1 = searchCards(index, 't:creature', { first: 3 });
    expect(page1).toMatchObject({ totalCount: all.length, hasNextPage: true });
    expect(page1.entries.map((e) => e.name)).toEqual(all.slice(0, 3));
    const seen = page1.entries.map((e) => e.name);
    for (let after = seen.at(-1); ;) {
      const page = searchCards(index, 't:creature', { first: 3, after });
      expect(page.totalCount).toBe(all.length);
      seen.push(...page.entries.map((e) => e.name));
      after = seen.at(-1);
      if (!page.hasNextPage) break;
    }
    expect(seen).toEqual(all);
  });

  it('continues after a card the query does not match, and says when nothing follows', () => {
    const creatures = find('t:creature');
    const page = searchCards(index, 't:creature', { first: 100, after: 'Divination' });
    expect(page.entries.map((e) => e.name)).toEqual(creatures.filter((name) => name.localeCompare('Divination', 'en') > 0));
    const last = find('').at(-1)!;
    expect(searchCards(index, '', { first: 5, after: last })).toMatchObject({ entries: [], hasNextPage: false, totalCount: CARDS.length });
  });

  it('refuses to continue after a card the index does not have, and a query that does not parse', () => {
    expect(() => searchCards(index, '', { first: 5, after: 'No Such Card' })).toThrow(UnknownCard);
    expect(() => searchCards(index, 'mv>', { first: 5 })).toThrow(QuerySyntaxError);
  });
});

describe('the index on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is written as JSON and read back to the same answers', () => {
    writeSearchIndex(CARDS, dir);
    const read = readSearchIndex(dir);
    for (const query of ['elv', 'o:"draw a card"', 'c:g mv<=2', 'kw:flying or is:supported'])
      expect(searchCards(read, query, { first: 100 }).entries.map((e) => e.name)).toEqual(find(query));
    expect(read.entry(read.idOf('Fire // Ice')!)).toEqual(CARDS.find((card) => card.name === 'Fire // Ice'));
  });

  it('refuses two entries with one name', () => {
    expect(() => buildSearchIndex([CARDS[0]!, CARDS[0]!])).toThrow(/two search entries named Llanowar Elves/);
  });
});

// The property: on random cards, every query finds through the inverted index exactly what
// checking every card finds. Few words, so that phrases and prefixes often hit.
const WORDS = ['elf', 'elves', 'elvish', 'draw', 'a', 'card', 'cards', 'fire', 'ice', 'target', 'creature', 'goblin', 'gob', 'deals', 'damage', 'æther'];
const word = fc.constantFrom(...WORDS);
/** A word as queries hold it: folded, as the parser leaves it (words.ts). */
const queryWord = fc.constantFrom(...WORDS.map((w) => w.replace('æ', 'ae')));
const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const printed = fc.constantFrom('0', '1', '2', '3', '*', '1+*', 'X', '½');
const colorSet = fc.subarray([...'WUBRG']).map((colors) => colors.join(''));
const KEYWORD_NAMES = ['flying', 'first strike', 'ward', 'persist'];
const LAYOUTS = ['normal', 'split', 'transform'];

const randomEntry = (name: string) =>
  fc
    .record({
      typeLine: fc.constantFrom('Creature — Elf Druid', 'Instant', 'Legendary Creature — Goblin', 'Artifact', 'Sorcery // Instant'),
      oracle: fc.array(
        fc.oneof(
          phrase,
          phrase.map((text) => `${text} ${name} ${text}`),
        ),
        { maxLength: 3 },
      ),
      colors: colorSet,
      manaValue: fc.integer({ min: 0, max: 6 }),
      power: fc.array(printed, { maxLength: 2 }),
      toughness: fc.array(printed, { maxLength: 2 }),
      loyalty: fc.array(printed, { maxLength: 1 }),
      keywords: fc.subarray(KEYWORD_NAMES),
      layout: fc.constantFrom(...LAYOUTS),
      supported: fc.boolean(),
    })
    .map((fields): SearchEntry => ({ name, manaCost: null, ...fields }));

const randomEntries = fc
  .uniqueArray(
    fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
    { minLength: 1, maxLength: 30 },
  )
  .chain((names) => fc.tuple(...names.map((name, i) => randomEntry(i % 5 === 0 ? `${name} // ${WORDS[i % WORDS.length]!}` : name))));

const comparison = fc.constantFrom('=', '!=', '<', '<=', '>', '>=' as const);
const leaf: fc.Arbitrary<Query> = fc.oneof(
  fc.record({
    kind: fc.constant('text' as const),
    field: fc.constantFrom('name' as const, 'type' as const, 'oracle' as const),
    words: fc.array(fc.oneof(queryWord, fc.constantFrom('e', 'dr', 'elv', 'ae')), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('text' as const), field: fc.constant('oracle' as const), words: fc.array(fc.oneof(queryWord, fc.constant('~')), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('exactName' as const), words: fc.array(queryWord, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('colors' as const), op: comparison, colors: colorSet }),
  fc.record({
    kind: fc.constant('number' as const),
    field: fc.constantFrom('manaValue' as const, 'power' as const, 'toughness' as const, 'loyalty' as const),
    op: comparison,
    value: fc.integer({ min: -1, max: 6 }),
  }),
  fc.record({ kind: fc.constant('keyword' as const), keyword: fc.constantFrom(...KEYWORD_NAMES) }),
  fc.record({ kind: fc.constant('layout' as const), layout: fc.constantFrom(...LAYOUTS) }),
  fc.constant<Query>({ kind: 'supported' }),
  fc.constant<Query>({ kind: 'all' }),
);
const randomQuery: fc.Arbitrary<Query> = fc.letrec<{ query: Query }>((tie) => ({
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('query').map((query): Query => ({ kind: 'not', query })),
    fc.array(tie('query'), { minLength: 2, maxLength: 3 }).map((queries): Query => ({ kind: 'and', queries })),
    fc.array(tie('query'), { minLength: 2, maxLength: 3 }).map((queries): Query => ({ kind: 'or', queries })),
  ),
})).query;

/** A query written back in the query language, for the parser's side of the property. */
function print(query: Query): string {
  const quote = (words: string[]) => `"${words.join(' ')}"`;
  switch (query.kind) {
    case 'all':
      return '""';
    case 'text':
      return `${{ name: 'name', type: 't', oracle: 'o' }[query.field]}:${quote(query.words)}`;
    case 'exactName':
      return `!${quote(query.words)}`;
    case 'colors':
      return `c${query.op}${query.colors || 'c'}`;
    case 'number':
      return `${{ manaValue: 'mv', power: 'pow', toughness: 'tou', loyalty: 'loy' }[query.field]}${query.op}${query.value}`;
    case 'keyword':
      return `kw:${quote([query.keyword])}`;
    case 'layout':
      return `layout:${query.layout}`;
    case 'supported':
      return 'is:supported';
    case 'not':
      return `-(${print(query.query)})`;
    case 'and':
      return query.queries.map((part) => `(${print(part)})`).join(' ');
    case 'or':
      return query.queries.map((part) => `(${print(part)})`).join(' or ');
  }
}

describe('the inverted index answers what a full scan answers', () => {
  it('for random queries over random cards', () => {
    fc.assert(
      fc.property(randomEntries, randomQuery, (entries, query) => {
        const built = new SearchIndex(buildSearchIndex(entries));
        const viaIndex = built.search(query).map((id) => built.entry(id).name);
        const viaScan = entries.filter((entry) => matches(entry, query)).map((entry) => entry.name);
        expect(viaIndex).toEqual(built.scan(query).map((id) => built.entry(id).name));
        expect(new Set(viaIndex)).toEqual(new Set(viaScan));
        expect(viaIndex).toHaveLength(viaScan.length);
      }),
      { numRuns: 300 },
    );
  });

  it('and the query written out parses to a query with the same answers', () => {
    fc.assert(
      fc.property(randomEntries, randomQuery, (entries, query) => {
        const built = new SearchIndex(buildSearchIndex(entries));
        expect(built.search(parseQuery(print(query)))).toEqual(built.search(query));
      }),
      { numRuns: 200 },
    );
  });
});
