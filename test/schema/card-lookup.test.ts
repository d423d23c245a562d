// card(name) in the schema, executed directly (no HTTP), over the whole shipped card pool:
// exact names, then ignoring case and accents, faces, cards the engine can't play, and what a
// card says of its Oracle text, rulings and support.

import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema/index';
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
    const { card } = await run(POOL_CARD, { name: 'Ancient Ooze' });
    expect(card).toMatchObject({
      name: 'Ancient Ooze',
      manaCost: '{5}{G}{G}',
      manaValue: 7,
      colors: ['G'],
      typeLine: 'Creature — Ooze',
      power: null,
      printedPower: '*',
      toughness: null,
      cardName: 'Ancient Ooze',
      layout: 'normal',
      faces: ['Ancient Ooze'],
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
    expect(card.definition).toMatchObject({ name: 'Ancient Ooze', power: '*', toughness: '*', abilities: [{ kind: 'opaque' }] });
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
