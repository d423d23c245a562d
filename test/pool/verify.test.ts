// Every card of the shipped pool against its card data, in the spirit of XMage's Mage.Verify:
// each record keeps the data's line as given, and the definition the engine plays must print
// exactly that: name, mana cost (written back in the data's notation), mana value, color
// indicator, supertypes, types, subtypes, power, toughness and loyalty. Reads the shipped files
// only (pool/shipped/), never the data itself.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogCard, cardManaValue, rulesText, withoutReminderText, type CardDefinition } from '../../rules';
import { faceName, INDEX_FILE, isSupported, SHARDS, shardOf, type PoolCard, type PoolIndex } from '../../pool/record';
import { DataLine } from '../../pool/data';
import { cardsDir, poolRecord, shardRecords } from '../../pool/load';

const shards: PoolCard[][] = Array.from({ length: SHARDS }, (_, shard) => shardRecords(shard));
const records: PoolCard[] = shards.flat();

/** A mana cost in the data's notation: plain symbols without braces, Phyrexian ones as `{BP}`, the others braced. */
function dataManaCost(cost: string): string {
  return [...cost.matchAll(/\{([^{}]+)\}/g)]
    .map(([, symbol]) => (/^(\d+|[WUBRGCXYZ])$/.test(symbol!) ? symbol : /^[WUBRG]\/P$/.test(symbol!) ? `{${symbol![0]}P}` : `{${symbol}}`))
    .join('');
}

const COLOR_WORDS = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' } as const;
const printedValue = (value: number | string | undefined) => (value === undefined ? null : String(value));
/** Oracle renamed Tribal to Kindred (CR 308). */
const renamed = (type: string) => (type === 'Tribal' ? 'Kindred' : type);

/** What a definition prints, in the data's terms. */
function printedAsData(card: CardDefinition) {
  return {
    name: card.name,
    mana_cost: card.manaCost === undefined ? null : dataManaCost(card.manaCost),
    color_indicator: card.colorIndicator ? card.colorIndicator.map((color) => COLOR_WORDS[color]).join(' ') : null,
    supertypes: card.supertypes,
    types: card.types,
    subtypes: card.subtypes,
    power: printedValue(card.power),
    toughness: printedValue(card.toughness),
    loyalty: printedValue(card.loyalty),
  };
}

function expectedOf(record: PoolCard) {
  return {
    name: faceName(record.name),
    mana_cost: record.mana_cost,
    color_indicator: record.color_indicator,
    supertypes: record.supertypes,
    types: record.types.map(renamed),
    subtypes: record.subtypes,
    power: record.power,
    toughness: record.toughness,
    loyalty: record.loyalty,
  };
}

describe('every card of the shipped pool', () => {
  it('is one line of the card data, as given, each in the shard of its face name', () => {
    expect(records).toHaveLength(33_382);
    const problems: string[] = [];
    shards.forEach((shard, index) => {
      for (const record of shard) {
        const { name } = record;
        if (shardOf(faceName(name)) !== index) problems.push(`${name}: in shard ${index}`);
        if (JSON.stringify(poolRecord(name)) !== JSON.stringify(record)) problems.push(`${name}: not where its shard's header says`);
        const { playable: _p, reason: _r, definition: _d, hand_written: _h, lines: _l, supported: _s, ...line } = record;
        const parsed = DataLine.safeParse(line);
        if (!parsed.success) problems.push(`${name}: ${parsed.error.issues[0]?.message}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it("prints, when playable, exactly the data's printed characteristics, and has the data's mana value", () => {
    const problems: string[] = [];
    for (const record of records) {
      // The build validated each definition against the format (CardDefinition); shipped.test.ts checks it is that build's.
      const definition = record.definition;
      if (!record.playable || !definition) continue;
      const actual = printedAsData(definition);
      const expected = expectedOf(record);
      for (const field of Object.keys(expected) as (keyof typeof expected)[])
        if (JSON.stringify(actual[field]) !== JSON.stringify(expected[field]))
          problems.push(`${record.name}: ${field} ${JSON.stringify(actual[field])}, the data ${JSON.stringify(expected[field])}`);
      // A back face has no mana cost and its front's mana value; a `prepare` card's data gives both halves' costs as one.
      if (record.mana_cost !== null && record.layout !== 'prepare' && cardManaValue(definition) !== record.converted_mana_cost)
        problems.push(`${record.name}: mana value ${cardManaValue(definition)}, the data ${record.converted_mana_cost}`);
    }
    expect(problems).toEqual([]);
  });

  it('is playable or says why not, its lines are its Oracle lines, and supported is isSupported', () => {
    const problems: string[] = [];
    for (const record of records) {
      if (record.playable === (record.reason !== undefined)) problems.push(`${record.name}: playable ${record.playable} with reason ${record.reason}`);
      if (record.playable !== (record.definition !== undefined)) problems.push(`${record.name}: playable ${record.playable}, definition ${record.definition !== undefined}`);
      if (record.lines.length !== record.oracle_text.length) problems.push(`${record.name}: ${record.lines.length} lines for ${record.oracle_text.length} Oracle lines`);
      if (record.supported !== isSupported(record)) problems.push(`${record.name}: supported ${record.supported}`);
    }
    expect(problems).toEqual([]);
    const index = JSON.parse(readFileSync(join(cardsDir(), INDEX_FILE), 'utf8')) as PoolIndex;
    const count = (keep: (record: PoolCard) => boolean) => records.filter(keep).length;
    expect({ cards: records.length, playable: count((r) => r.playable), supported: count((r) => r.supported) }).toEqual({
      cards: index.cards,
      playable: index.playable,
      supported: index.supported,
    });
    expect(index.playable).toBeGreaterThan(32_900);
  });

  it("keeps the hand-written catalog's definitions for its 78 cards, exactly", () => {
    const written = records.filter((record) => record.hand_written);
    expect(written).toHaveLength(78);
    for (const record of written) expect(record.definition).toEqual(JSON.parse(JSON.stringify(catalogCard(record.name))));
  });

  it('does not play planes, schemes, vanguards, the Un-cards with half or no numbers, or the cards the data gives whole', () => {
    const reasonOf = (name: string) => records.find((record) => record.name === name)?.reason;
    expect(reasonOf('Academy at Tolaria West')).toMatch(/Planechase/);
    expect(reasonOf('A Display of My Dark Power')).toMatch(/Archenemy/);
    expect(reasonOf('Little Girl')).toMatch(/mana cost \{HW\}/);
    expect(reasonOf('Assquatch')).toMatch(/power "3½"/);
    expect(reasonOf('Adorable Kitten')).toMatch(/"Host" is not one of the card types/);
    expect(reasonOf('Abigale, Poet Laureate // Heroic Stanza')).toMatch(/one whole entry/);
    // Oracle's Tribal is Kindred.
    expect(records.find((record) => record.name === "Sarah's Wings")?.definition?.types).toEqual(['Kindred', 'Instant']);
  });
});

describe('the rendered text of every compiled card (the round trip, at scale)', () => {
  it('renders, for every card whose lines all compiled, exactly its Oracle text, reminder text aside', () => {
    const bare = (lines: readonly string[]) => lines.map(withoutReminderText).filter((line) => line !== '');
    const wrong: string[] = [];
    let checked = 0;
    for (const record of records) {
      if (!record.definition || record.hand_written || !record.lines.every((line) => line.compiled)) continue;
      checked += 1;
      const rendered = bare(rulesText(record.definition));
      const oracle = bare(record.oracle_text);
      if (JSON.stringify(rendered) !== JSON.stringify(oracle)) wrong.push(`${record.name}: ${JSON.stringify(rendered)} vs ${JSON.stringify(oracle)}`);
    }
    expect(checked).toBeGreaterThan(4000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
