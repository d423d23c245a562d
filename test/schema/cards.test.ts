// The cards in the schema, executed directly (no HTTP): card(name), cards(search, first,
// after), the card pool's search as a Relay connection sorted by name (over a small pool's
// index, test/helpers/cards.ts), and cardFormat, the card format's JSON Schema, with its
// printed copy schema/card-format.schema.json.

import { readFileSync } from 'node:fs';
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { poolNames } from '../../pool';
import { buildSearchIndex, SearchIndex } from '../../pool/search';
import { cardColors, cardManaValue, catalogNames } from '../../rules';
import { schema } from '../../schema/index';
import { printedCardFormat } from '../../schema/print';
import type { Stores } from '../../store/stores';
import { poolEntries, poolSearchIndex } from '../helpers/search-pool';
import { testContext } from '../helpers/graphql';

async function run(query: string, variables: Record<string, unknown> = {}) {
  const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext('x', {}) });
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as Record<string, any>;
}

const CARDS = `query ($search: String, $first: Int, $after: String) {
  cards(search: $search, first: $first, after: $after) {
    totalCount
    edges { cursor node { name cardName manaCost manaValue colors typeLine power printedPower printedToughness rulesText } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;

describe('cards(search, first, after) over the card pool (README, "Searching cards")', () => {
  // The app over a small pool's search index (test/helpers/cards.ts), loaded at the first search.
  let loads = 0;
  const index = poolSearchIndex();
  const context = () => ({ ...testContext('x', {}), app: createApp({ stores: {} as Stores, queue: { send: async () => {} }, searchIndex: () => ((loads += 1), index) }) });
  const ctx = context();
  const search = async (variables: Record<string, unknown>) => {
    const result = await execute({ schema, document: parse(CARDS), variableValues: variables, contextValue: ctx });
    return result as { data?: Record<string, any> | null; errors?: readonly { message: string; extensions: Record<string, unknown> }[] };
  };
  const names = async (query: string) => ((await search({ search: query, first: 100 })).data!.cards.edges as any[]).map((edge) => edge.node.cardName);

  it('reads the index only when a search first needs it, and once', async () => {
    const own = context();
    const before = loads;
    await execute({ schema, document: parse('{ card(name: "Forest") { name } cardFormat }'), contextValue: own });
    expect(loads).toBe(before);
    await execute({ schema, document: parse(CARDS), variableValues: { search: 'elves' }, contextValue: own });
    await execute({ schema, document: parse(CARDS), variableValues: { search: 'forest' }, contextValue: own });
    expect(loads).toBe(before + 1);
  });

  it.each([
    ['elv', ['Elvish Visionary', 'Llanowar Elves']],
    ['t:land', ['Forest', 'Wastes']],
    ['o:"draw a card"', ['Elvish Visionary', 'Fire // Ice']],
    // Delver's back face flies: a card matches when any face does.
    ['t:creature mv<=1 -kw:flying', ['Llanowar Elves']],
    ['c:u', ['Delver of Secrets // Insectile Aberration', 'Fire // Ice']],
    ['is:supported t:creature', ['Birds of Paradise', 'Llanowar Elves']],
    ['o:"~ deals" or pow>=3', ['Delver of Secrets // Insectile Aberration', 'Fire // Ice', 'Lightning Bolt']],
    ['zzz', []],
  ])('finds %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('gives the catalog card for a catalog name, and the printed card for any other', async () => {
    const { data } = await search({ search: 'o:"{T}: add" or tarmogoyf or insectile', first: 100 });
    const byName = Object.fromEntries((data!.cards.edges as any[]).map((edge) => [edge.node.cardName, edge.node]));
    expect(byName['Llanowar Elves']).toMatchObject({ typeLine: 'Creature — Elf Druid', rulesText: ['{T}: Add {G}.'] });
    expect(byName.Tarmogoyf).toMatchObject({
      manaCost: '{1}{G}',
      manaValue: 2,
      colors: ['G'],
      typeLine: 'Creature — Lhurgoyf',
      power: null,
      printedPower: '*',
      printedToughness: '1+*',
      rulesText: [expect.stringContaining("Tarmogoyf's power is equal")],
    });
    expect(byName['Delver of Secrets // Insectile Aberration']).toMatchObject({ manaCost: '{U}', typeLine: 'Creature — Human Wizard', power: 1 });
  });

  it('lists the whole pool sorted by name without a search, with its count', async () => {
    const { cards } = (await search({ first: 100 })).data!;
    const all: string[] = cards.edges.map((edge: any) => edge.node.cardName);
    expect(all).toEqual(
      poolEntries()
        .map((entry) => entry.name)
        .sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(cards.totalCount).toBe(all.length);
    expect((await search({ search: 'zzz' })).data!.cards).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
  });

  it('pages with first and after, without overlap, keeping the count', async () => {
    const all = await names('t:creature or t:instant');
    expect(all.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; ; pages += 1) {
      const { cards } = (await search({ search: 't:creature or t:instant', first: 2, after })).data!;
      expect(cards.totalCount).toBe(all.length);
      expect(cards.pageInfo.hasPreviousPage).toBe(pages > 0);
      seen.push(...cards.edges.map((edge: any) => edge.node.cardName));
      if (!cards.pageInfo.hasNextPage) break;
      after = cards.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
  });

  it('gives 20 cards by default and at most 100', async () => {
    const big = { ...testContext('x', {}), app: createApp({ stores: {} as Stores, queue: { send: async () => {} }, searchIndex: manyCards }) };
    const run = async (variables: Record<string, unknown>) => (await execute({ schema, document: parse(CARDS), variableValues: variables, contextValue: big })).data!.cards as any;
    expect((await run({})).edges).toHaveLength(20);
    expect((await run({ first: 1000 })).edges).toHaveLength(100);
    expect((await run({ first: 1000 })).totalCount).toBe(150);
  });

  it('answers a query that does not parse with INVALID_INPUT naming the position, and a foreign cursor with BAD_USER_INPUT', async () => {
    const bad = await search({ search: 't:creature (mv>2' });
    expect(bad.data).toBeNull();
    expect(bad.errors).toHaveLength(1);
    expect(bad.errors![0]).toMatchObject({ message: 'search: this "(" is not closed at position 12', extensions: { code: 'INVALID_INPUT', path: ['search'] } });
    const unknownField = await search({ search: 'foo:bar' });
    expect(unknownField.errors![0]).toMatchObject({ message: expect.stringMatching(/^search: unknown field "foo" .* at position 1$/), extensions: { code: 'INVALID_INPUT' } });
    const tooLong = await search({ search: 'a'.repeat(1001) });
    expect(tooLong.errors![0]).toMatchObject({ extensions: { code: 'INVALID_INPUT', path: ['search'] } });
    for (const after of ['nonsense', Buffer.from('card:No Such Card').toString('base64url')]) {
      const foreign = await search({ after });
      expect(foreign.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

/** An index of 150 cards of the pool (their names; the rest made up), for the page sizes. */
function manyCards(): SearchIndex {
  const names = [...new Set(poolNames().map(([name]) => name))].filter((name) => !name.includes('(')).slice(0, 150);
  const entries = Array.from({ length: 150 }, (_, i) => ({
    name: names[i]!,
    manaCost: null,
    typeLine: 'Artifact',
    oracle: [],
    colors: '',
    manaValue: 0,
    power: [],
    toughness: [],
    loyalty: [],
    keywords: [],
    layout: 'normal',
    supported: false,
  }));
  return new SearchIndex(buildSearchIndex(entries));
}

describe('printed colors and mana value (rules/cards/printed.ts)', () => {
  it('takes colors from the mana cost and the color indicator in WUBRG order, X as 0 (CR 202.2, 202.3, 204)', () => {
    expect(cardColors({ manaCost: '{X}{R/G}{W}' })).toEqual(['W', 'R', 'G']);
    expect(cardColors({ colorIndicator: ['G'] })).toEqual(['G']);
    expect(cardColors({ manaCost: '{2/B}{U/P}', colorIndicator: ['U'] })).toEqual(['U', 'B']);
    expect(cardManaValue({ manaCost: '{X}{2/B}{G/P}{C}' })).toBe(4);
    expect(cardManaValue({})).toBe(0);
  });
});

describe('cardFormat', () => {
  it('is the JSON Schema of a card definition', async () => {
    const { cardFormat } = await run('{ cardFormat }');
    expect(cardFormat).toMatchObject({ type: 'object', required: expect.arrayContaining(['name', 'types']) });
    expect(Object.keys(cardFormat.properties)).toEqual(expect.arrayContaining(['name', 'types', 'abilities', 'manaCost']));
    expect(cardFormat.required).not.toContain('abilities');
  });

  it("names the format's parts in $defs, every $ref resolving, and every catalog card uses only its properties", async () => {
    const { cardFormat } = await run('{ cardFormat }');
    expect(Object.keys(cardFormat.$defs)).toEqual(expect.arrayContaining(['Ability', 'CostPart', 'ManaCost']));
    for (const [, name] of JSON.stringify(cardFormat).matchAll(/"#\/\$defs\/([^"]+)"/g)) expect(cardFormat.$defs).toHaveProperty([name!]);
    expect(catalogNames().length).toBeGreaterThan(50);
    for (const name of catalogNames()) {
      const { card } = await run('query ($name: String!) { card(name: $name) { definition } }', { name });
      for (const key of Object.keys(card.definition)) expect(cardFormat.properties).toHaveProperty([key]);
    }
  });

  it('is printed in schema/card-format.schema.json (run `npm run schema` when this fails)', () => {
    expect(readFileSync(new URL('../../schema/card-format.schema.json', import.meta.url), 'utf8')).toBe(printedCardFormat());
  });
});
