// The cards in the schema, executed directly (no HTTP): card(name) over the whole card pool,
// cards(search, first, after) over the hand-written catalog as a Relay connection sorted by name, and cardFormat, the card format's
// JSON Schema, with its printed copy schema/card-format.schema.json.

import { readFileSync } from 'node:fs';
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { cardColors, cardManaValue } from '../../rules';
import { schema } from '../../schema/index';
import { printedCardFormat } from '../../schema/print';
import { testContext } from '../helpers/graphql';

async function run(query: string, variables: Record<string, unknown> = {}) {
  const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext('x', {}) });
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as Record<string, any>;
}

const CARD = `query ($name: String!) {
  card(name: $name) {
    name manaCost manaValue colors colorIndicator supertypes types subtypes typeLine
    power toughness loyalty keywords rulesText definition
  }
}`;

const CARDS = `query ($search: String, $first: Int, $after: String) {
  cards(search: $search, first: $first, after: $after) {
    totalCount
    edges { cursor node { name typeLine rulesText } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;

describe('card(name)', () => {
  it('gives Llanowar Elves with its printed characteristics and its definition', async () => {
    const { card } = await run(CARD, { name: 'Llanowar Elves' });
    expect(card).toMatchObject({
      name: 'Llanowar Elves',
      manaCost: '{G}',
      manaValue: 1,
      colors: ['G'],
      colorIndicator: null,
      supertypes: [],
      types: ['Creature'],
      subtypes: ['Elf', 'Druid'],
      typeLine: 'Creature — Elf Druid',
      power: 1,
      toughness: 1,
      loyalty: null,
      keywords: [],
    });
    expect(card.rulesText).toEqual(expect.any(Array));
    expect(card.definition).toMatchObject({ name: 'Llanowar Elves', manaCost: '{G}', types: ['Creature'] });
  });

  it('gives a basic land with no mana cost, no colors and mana value 0 (CR 202.1, 202.3a)', async () => {
    const { card } = await run(CARD, { name: 'Forest' });
    expect(card).toMatchObject({ name: 'Forest', manaCost: null, manaValue: 0, colors: [], typeLine: 'Basic Land — Forest', power: null });
  });

  it('is null for a name not in the card pool, and matches a name exactly, then ignoring case and accents', async () => {
    expect((await run(CARD, { name: 'Nope' })).card).toBeNull();
    expect((await run(CARD, { name: 'llanowar elves' })).card).toMatchObject({ name: 'Llanowar Elves' });
    expect((await run(CARD, { name: "Lim-Dul's Vault" })).card).toMatchObject({ name: "Lim-Dûl's Vault" });
  });

  const POOL_CARD = `query ($name: String!) {
    card(name: $name) {
      name manaCost manaValue colors types subtypes typeLine power toughness printedPower rulesText definition
      cardName layout faces oracleText rulings { date text } lines { text compiled shape } opaqueLines
      playable unplayableReason supported handWritten funny
    }
  }`;

  it('gives any card of the pool: its printed card, Oracle text, rulings, layout, faces, opaque lines, playable and supported', async () => {
    const { card } = await run(POOL_CARD, { name: 'Tarmogoyf' });
    expect(card).toMatchObject({
      name: 'Tarmogoyf',
      manaCost: '{1}{G}',
      manaValue: 2,
      colors: ['G'],
      typeLine: 'Creature — Lhurgoyf',
      power: null,
      printedPower: '*',
      toughness: null,
      cardName: 'Tarmogoyf',
      layout: 'normal',
      faces: ['Tarmogoyf'],
      playable: true,
      unplayableReason: null,
      handWritten: false,
      funny: false,
    });
    expect(card.oracleText).toHaveLength(1);
    expect(card.rulesText).toEqual(card.oracleText.map((line: string) => line.replace(/\s*\([^()]*\)/g, '')));
    expect(card.rulings.length).toBeGreaterThan(0);
    expect(card.lines).toEqual([{ text: card.oracleText[0], compiled: false, shape: expect.stringContaining("CARDNAME's power") }]);
    expect(card.opaqueLines).toEqual(card.oracleText);
    expect(card.supported).toBe(false);
    expect(card.definition).toMatchObject({ name: 'Tarmogoyf', power: '*', toughness: '1+*', abilities: [{ kind: 'opaque' }] });
  });

  it('gives a face of a multi-part card with its whole card, and the whole card by its name as its first face', async () => {
    const back = (await run(POOL_CARD, { name: 'Insectile Aberration' })).card;
    expect(back).toMatchObject({ name: 'Insectile Aberration', manaCost: null, colors: ['U'], layout: 'transform', cardName: 'Delver of Secrets // Insectile Aberration' });
    expect(back.faces).toEqual(['Delver of Secrets', 'Insectile Aberration']);
    const split = (await run(POOL_CARD, { name: 'Fire // Ice' })).card;
    expect(split).toMatchObject({ name: 'Fire', layout: 'split', cardName: 'Fire // Ice', faces: ['Fire', 'Ice'], playable: true });
  });

  it('gives a card that is not playable with the reason, its printed values as the data gives them', async () => {
    const { card } = await run(POOL_CARD, { name: 'Academy at Tolaria West' });
    expect(card).toMatchObject({ name: 'Academy at Tolaria West', types: ['Plane'], typeLine: 'Plane — Dominaria', layout: 'planar', playable: false, supported: false });
    expect(card.unplayableReason).toMatch(/Planechase/);
    expect(card.rulesText).toEqual(card.oracleText);
    expect(card.definition).toEqual({ name: 'Academy at Tolaria West', supertypes: [], types: ['Plane'], subtypes: ['Dominaria'], abilities: [] });
    const half = (await run(POOL_CARD, { name: 'Assquatch' })).card;
    expect(half).toMatchObject({ power: null, printedPower: '3½', playable: false, funny: true });
  });

  it('says a hand-written card is supported', async () => {
    const { card } = await run(POOL_CARD, { name: 'Llanowar Elves' });
    expect(card).toMatchObject({ handWritten: true, supported: true, playable: true, opaqueLines: [] });
  });
});

describe('cards(search, first, after)', () => {
  it('finds a card by its name, ignoring case', async () => {
    const { cards } = await run(CARDS, { search: 'forest', first: 100 });
    expect(cards.edges.map((edge: any) => edge.node.name)).toContain('Forest');
  });

  it('finds lands by their type line', async () => {
    const { cards } = await run(CARDS, { search: 'land', first: 100 });
    const names = cards.edges.map((edge: any) => edge.node.name);
    expect(names).toEqual(expect.arrayContaining(['Forest', 'Wastes']));
    expect(names).not.toContain('Llanowar Elves');
    for (const { node } of cards.edges) {
      const texts = [node.name, node.typeLine, ...node.rulesText].map((text: string) => text.toLowerCase());
      expect(texts.some((text) => text.includes('land'))).toBe(true);
    }
  });

  it('lists the whole catalog sorted by name without a search, and nothing for a search that matches nothing', async () => {
    const { cards } = await run(CARDS, { first: 100 });
    const names: string[] = cards.edges.map((edge: any) => edge.node.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['Forest', 'Llanowar Elves', 'Wastes']));
    expect(cards.totalCount).toBe(names.length);
    const none = await run(CARDS, { search: 'zzz no card has this zzz' });
    expect(none.cards).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
  });

  it('pages with first and after, without overlap, hasNextPage telling whether more follow', async () => {
    const all: string[] = (await run(CARDS, { first: 100 })).cards.edges.map((edge: any) => edge.node.name);
    expect(all.length).toBeGreaterThan(4);
    const page1 = (await run(CARDS, { first: 2 })).cards;
    expect(page1.edges.map((edge: any) => edge.node.name)).toEqual(all.slice(0, 2));
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const page2 = (await run(CARDS, { first: 2, after: page1.pageInfo.endCursor })).cards;
    expect(page2.edges.map((edge: any) => edge.node.name)).toEqual(all.slice(2, 4));
    expect(page2.pageInfo.hasPreviousPage).toBe(true);
    let after = page2.pageInfo.endCursor;
    const seen = [...all.slice(0, 4)];
    for (;;) {
      const page = (await run(CARDS, { first: 2, after })).cards;
      seen.push(...page.edges.map((edge: any) => edge.node.name));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
  });

  it('gives 20 cards by default and at most 100', async () => {
    const all = (await run(CARDS, { first: 100 })).cards;
    expect((await run(CARDS)).cards.edges).toHaveLength(Math.min(20, all.totalCount));
    expect((await run(CARDS, { first: 1000 })).cards.edges).toHaveLength(Math.min(100, all.totalCount));
  });
});

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
    const { cardFormat, cards } = await run('{ cardFormat cards(first: 100) { edges { node { definition } } } }');
    expect(Object.keys(cardFormat.$defs)).toEqual(expect.arrayContaining(['Ability', 'CostPart', 'ManaCost']));
    for (const [, name] of JSON.stringify(cardFormat).matchAll(/"#\/\$defs\/([^"]+)"/g)) expect(cardFormat.$defs).toHaveProperty([name!]);
    for (const { node } of cards.edges) for (const key of Object.keys(node.definition)) expect(cardFormat.properties).toHaveProperty([key]);
  });

  it('is printed in schema/card-format.schema.json (run `npm run schema` when this fails)', () => {
    expect(readFileSync(new URL('../../schema/card-format.schema.json', import.meta.url), 'utf8')).toBe(printedCardFormat());
  });
});
