// Verifies every catalog definition against the Oracle fixture, in the spirit of XMage's
// Mage.Verify VerifyCardDataTest: name, mana cost, mana value, colors, color indicator,
// supertypes, types, subtypes, type line, power, toughness, loyalty, and the rules text
// rendered back from the definition, with reminder text stripped on both sides.
//
// The fixture (oracle/oracle.json) is built from shared/reference/oracle.md by
// oracle/build.ts and committed, so this test needs nothing outside the repository.
// Deliberate differences are listed, with their reasons, in accepted-differences.ts.

import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COLORS, catalogCard, catalogNames, colorsOfManaCost, manaValueOf, parseManaCost, rulesText, typeLine, withoutReminderText } from '../../rules';
import type { CardDefinition, Color } from '../../rules';
import { ACCEPTED_DIFFERENCES, type AcceptedDifference, VERIFIED_FIELDS, type VerifiedField } from './accepted-differences';
import type { OracleEntry } from './oracle/build';
import oracleJson from './oracle/oracle.json';

const ORACLE_CARDS = 78;

const OracleEntrySchema: z.ZodType<OracleEntry> = z.strictObject({
  name: z.string().min(1),
  manaCost: z.string().nullable(),
  manaValue: z.int().min(0),
  typeLine: z.string().min(1),
  supertypes: z.array(z.string()),
  types: z.array(z.string()).min(1),
  subtypes: z.array(z.string()),
  power: z.int().nullable(),
  toughness: z.int().nullable(),
  loyalty: z.int().nullable(),
  colors: z.array(z.enum(COLORS)),
  colorIndicator: z.boolean(),
  text: z.array(z.string()).min(1),
});

const oracle: OracleEntry[] = z.array(OracleEntrySchema).parse(oracleJson);

/** Rules text as compared: reminder text stripped (CR 207.2a), lines left empty dropped. */
function comparableText(lines: readonly string[]): string[] {
  return lines.map(withoutReminderText).filter((line) => line !== '');
}

function inColorOrder(colors: readonly Color[]): Color[] {
  return COLORS.filter((color) => colors.includes(color));
}

/** Colors of a definition (CR 202.2): its mana cost's colors and its color indicator's. */
function colorsOf(card: CardDefinition): Color[] {
  const fromCost = card.manaCost ? colorsOfManaCost(parseManaCost(card.manaCost) ?? []) : [];
  return inColorOrder([...fromCost, ...(card.colorIndicator ?? [])]);
}

function renderedText(card: CardDefinition): string[] | string {
  try {
    return comparableText(rulesText(card));
  } catch (error) {
    return `rulesText throws: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Each verified field: the fixture's value and the definition's, in the same form. */
function fieldValues(card: CardDefinition, entry: OracleEntry): Record<VerifiedField, { expected: unknown; actual: unknown }> {
  const symbols = card.manaCost !== undefined ? parseManaCost(card.manaCost) : [];
  return {
    name: { expected: entry.name, actual: card.name },
    manaCost: { expected: entry.manaCost, actual: card.manaCost ?? null },
    manaValue: { expected: entry.manaValue, actual: symbols ? manaValueOf(symbols) : `unparsable ${card.manaCost}` },
    colors: { expected: inColorOrder(entry.colors), actual: colorsOf(card) },
    colorIndicator: { expected: entry.colorIndicator, actual: (card.colorIndicator?.length ?? 0) > 0 },
    supertypes: { expected: entry.supertypes, actual: card.supertypes },
    types: { expected: entry.types, actual: card.types },
    subtypes: { expected: entry.subtypes, actual: card.subtypes },
    typeLine: { expected: entry.typeLine, actual: typeLine(card) },
    power: { expected: entry.power, actual: card.power ?? null },
    toughness: { expected: entry.toughness, actual: card.toughness ?? null },
    loyalty: { expected: entry.loyalty, actual: card.loyalty ?? null },
    text: { expected: comparableText(entry.text), actual: renderedText(card) },
  };
}

const show = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Compares a definition with its Oracle entry field by field and returns one message per
 * mismatch, naming the card and the field: `Llanowar Elves: subtypes: expected ["Elf","Druid"],
 * got ["Elf"]`. A field with an accepted difference is not compared; the recorded values are
 * checked instead.
 */
function verifyCard(card: CardDefinition, entry: OracleEntry, accepted: readonly AcceptedDifference[] = ACCEPTED_DIFFERENCES): string[] {
  const messages: string[] = [];
  const values = fieldValues(card, entry);
  for (const field of VERIFIED_FIELDS) {
    const { expected, actual } = values[field];
    const difference = accepted.find((item) => item.card === entry.name && item.field === field);
    if (difference) {
      if ('actual' in difference && !isDeepStrictEqual(actual, difference.actual))
        messages.push(`${entry.name}: ${field}: accepted difference no longer holds: the definition gives ${show(actual)}, recorded ${show(difference.actual)}`);
      if ('expected' in difference && !isDeepStrictEqual(expected, difference.expected))
        messages.push(`${entry.name}: ${field}: accepted difference no longer holds: Oracle gives ${show(expected)}, recorded ${show(difference.expected)}`);
      continue;
    }
    if (!isDeepStrictEqual(expected, actual)) messages.push(`${entry.name}: ${field}: expected ${show(expected)}, got ${show(actual)}`);
  }
  return messages;
}

function definitionOf(name: string): CardDefinition {
  const card = catalogCard(name);
  if (!card) expect.fail(`${name}: not in the catalog`);
  return card;
}

describe('the Oracle fixture', () => {
  it(`holds ${ORACLE_CARDS} distinct cards`, () => {
    expect(oracle.length, 'number of cards').toBe(ORACLE_CARDS);
    expect(new Set(oracle.map((entry) => entry.name)).size, 'distinct names').toBe(oracle.length);
  });
});

describe('catalog definitions match their Oracle data', () => {
  for (const entry of oracle) {
    it(entry.name, () => {
      const messages = verifyCard(definitionOf(entry.name), entry);
      if (messages.length > 0) expect.fail(messages.join('\n'));
    });
  }

  it(`the catalog holds exactly the ${ORACLE_CARDS} Oracle cards`, () => {
    const names = new Set(catalogNames());
    const oracleNames = new Set(oracle.map((entry) => entry.name));
    expect(
      [...oracleNames].filter((name) => !names.has(name)),
      'cards missing from the catalog',
    ).toEqual([]);
    expect(
      [...names].filter((name) => !oracleNames.has(name)),
      'catalog cards not in the Oracle fixture',
    ).toEqual([]);
  });
});

describe('accepted differences', () => {
  it('each names a card of the fixture and a verified field, at most once', () => {
    const seen = new Set<string>();
    for (const { card, field, reason } of ACCEPTED_DIFFERENCES) {
      expect(
        oracle.some((entry) => entry.name === card),
        `${card}: not in the Oracle fixture`,
      ).toBe(true);
      expect(VERIFIED_FIELDS, `${card}: unknown field`).toContain(field);
      expect(reason.length, `${card}: ${field}: no reason given`).toBeGreaterThan(0);
      expect(seen.has(`${card}\n${field}`), `${card}: ${field}: listed twice`).toBe(false);
      seen.add(`${card}\n${field}`);
    }
  });

  it.each(ACCEPTED_DIFFERENCES.map((difference) => [`${difference.card}: ${difference.field}`, difference] as const))('%s is still needed', (_label, { card, field }) => {
    const entry = oracle.find((item) => item.name === card)!;
    const plain = verifyCard(definitionOf(card), entry, []);
    expect(
      plain.some((message) => message.startsWith(`${card}: ${field}: `)),
      `${card}: ${field}: the plain comparison passes, so the accepted difference is stale`,
    ).toBe(true);
  });
});

it('a deliberately wrong definition fails with a message naming the card and the field', () => {
  const name = 'Llanowar Elves';
  const entry = oracle.find((item) => item.name === name)!;
  const card = definitionOf(name);
  // Only the messages the mistake adds count, so the test stands while other fields differ.
  const baseline = verifyCard(card, entry);
  const added = (wrong: CardDefinition) => verifyCard(wrong, entry).filter((message) => !baseline.includes(message));

  const wrongType = added({ ...card, types: ['Artifact', 'Creature'] });
  expect(wrongType).toEqual([
    `${name}: types: expected ["Creature"], got ["Artifact","Creature"]`,
    `${name}: typeLine: expected "Creature — Elf Druid", got "Artifact Creature — Elf Druid"`,
  ]);

  const wrongSubtypes = added({ ...card, subtypes: ['Elf'] });
  expect(wrongSubtypes).toEqual([`${name}: subtypes: expected ["Elf","Druid"], got ["Elf"]`, `${name}: typeLine: expected "Creature — Elf Druid", got "Creature — Elf"`]);

  // Needs rulesText: a removed ability shows only in the rendered text.
  const missingAbility = added({ ...card, abilities: [] });
  expect(missingAbility).toEqual([`${name}: text: expected ["{T}: Add {G}."], got []`]);
});
