// Builds test/cards/oracle/oracle.json, the Oracle fixture of the verify test
// (test/cards/verify.test.ts), from the Oracle reference oracle.md. The fixture is committed:
// CI runs on a clean clone without the reference, so the test reads only the JSON.
//
//   npx tsx test/cards/oracle/build.ts [path/to/oracle.md]
//
// The path defaults to ../shared/reference/oracle.md relative to the repository root. Each
// card is a `## <Card Name>` section with bullet fields ("Mana cost", "Type line",
// "Power/toughness", "Loyalty", "Color", ...) and its Oracle text as a blockquote, one
// paragraph per Oracle line. The script checks what it can (75 cards, mana value against the
// mana cost, colors against the mana cost, types against the card format) and refuses to
// write the fixture when something is wrong.

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLORS, CardType, Subtype, Supertype, colorsOfManaCost, manaValueOf, parseManaCost } from '../../../rules';
import type { Color } from '../../../rules';

/** One card of the fixture; the verify test reads the same shape. */
export interface OracleEntry {
  name: string;
  /** Oracle notation such as `{1}{G}`; null for no mana cost (CR 202.1). */
  manaCost: string | null;
  manaValue: number;
  /** The type line as printed, with the em dash. */
  typeLine: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  /** Colors as W U B R G letters in that order, from the reference's "Color" field. */
  colors: Color[];
  /** The card's colors come (also) from a color indicator (CR 204). */
  colorIndicator: boolean;
  /** The Oracle text, one paragraph per line, exactly as written (reminder text included). */
  text: string[];
}

const EXPECTED_CARDS = 75;
const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const CARD_FIELDS = ['Mana cost', 'Type line', 'Power/toughness', 'Loyalty', 'Color'] as const;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const sourcePath = process.argv[2] ? resolve(process.argv[2]) : resolve(repoRoot, '../shared/reference/oracle.md');
const outputPath = fileURLToPath(new URL('./oracle.json', import.meta.url));

const errors: string[] = [];
const notes: string[] = [];

interface Section {
  name: string;
  line: number;
  fields: Map<string, string>;
  /** Lines of the blockquote, without the leading `>`; null for a blank `>` line. */
  quote: { line: number; text: string | null }[];
  quoteRuns: number;
}

function splitSections(source: string): Section[] {
  const sections: Section[] = [];
  let current: Section | undefined;
  let inQuote = false;
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const heading = /^## (.+)$/.exec(raw);
    if (heading) {
      current = { name: heading[1]!.trim(), line, fields: new Map(), quote: [], quoteRuns: 0 };
      sections.push(current);
      inQuote = false;
      return;
    }
    if (!current) return;
    const quote = /^>(?: ?(.*))?$/.exec(raw);
    if (quote) {
      if (!inQuote) current.quoteRuns += 1;
      inQuote = true;
      const text = quote[1] ?? '';
      current.quote.push({ line, text: text.trim() === '' ? null : text });
      return;
    }
    inQuote = false;
    const field = /^- \*\*([^*]+):\*\*\s*(.*)$/.exec(raw);
    if (field) {
      const name = field[1]!.trim();
      if (current.fields.has(name)) errors.push(`${current.name}: field "${name}" given twice (line ${line})`);
      current.fields.set(name, field[2]!.trim());
    }
  });
  return sections;
}

function parseManaCostField(card: string, value: string): { manaCost: string | null; manaValue: number } | null {
  const none = /^none \(mana value (\d+)\)$/.exec(value);
  if (none) {
    if (none[1] !== '0') errors.push(`${card}: no mana cost but a stated mana value of ${none[1]}`);
    notes.push(`${card}: no mana cost ("${value}")`);
    return { manaCost: null, manaValue: Number(none[1]) };
  }
  const cost = /^((?:\{[^{}\s]+\})+) \(mana value (\d+)\)$/.exec(value);
  if (!cost) {
    errors.push(`${card}: unreadable Mana cost "${value}"`);
    return null;
  }
  const manaCost = cost[1]!;
  const manaValue = Number(cost[2]);
  const symbols = parseManaCost(manaCost);
  if (!symbols) errors.push(`${card}: parseManaCost rejects ${manaCost}`);
  else {
    const computed = manaValueOf(symbols);
    if (computed !== manaValue) errors.push(`${card}: mana value of ${manaCost} is ${computed} by manaValueOf(parseManaCost(...)), the reference says ${manaValue}`);
  }
  return { manaCost, manaValue };
}

function parseTypeLine(card: string, typeLine: string): Pick<OracleEntry, 'supertypes' | 'types' | 'subtypes'> {
  const parts = typeLine.split(' — ');
  if (parts.length > 2 || /—/.test(typeLine.replace(' — ', '')) || /\s-\s/.test(typeLine)) errors.push(`${card}: unexpected dash in type line "${typeLine}"`);
  const left = parts[0]!.split(/\s+/).filter(Boolean);
  const subtypes = parts[1] ? parts[1].split(/\s+/).filter(Boolean) : [];
  const supertypes: string[] = [];
  const types: string[] = [];
  for (const word of left) {
    if (Supertype.safeParse(word).success) {
      if (types.length > 0) errors.push(`${card}: supertype ${word} after a card type in "${typeLine}"`);
      supertypes.push(word);
    } else if (CardType.safeParse(word).success) types.push(word);
    else errors.push(`${card}: "${word}" in "${typeLine}" is neither a supertype nor a card type of the card format`);
  }
  if (types.length === 0) errors.push(`${card}: no card type in "${typeLine}"`);
  for (const subtype of subtypes) if (!Subtype.safeParse(subtype).success) errors.push(`${card}: subtype "${subtype}" does not fit the card format`);
  return { supertypes, types, subtypes };
}

function parseColorField(card: string, value: string): { colors: Color[]; colorIndicator: boolean } {
  const lower = value.toLowerCase();
  // The words before any parenthesized note carry the colors; the note only explains them.
  const head = lower.replace(/\s*\(.*$/, '');
  const colorIndicator = /\bfrom a color indicator\b/.test(lower);
  if (/^colorless\b/.test(head)) {
    if (head !== 'colorless') errors.push(`${card}: unreadable Color "${value}"`);
    return { colors: [], colorIndicator };
  }
  const found = new Set<Color>();
  const rest = head
    .replace(/\b(white|blue|black|red|green)\b/g, (word) => {
      found.add(COLOR_WORDS[word]!);
      return '';
    })
    .replace(/\bfrom a color indicator\b/g, '')
    .replace(/\band\b|,/g, '')
    .trim();
  if (rest !== '' || found.size === 0) errors.push(`${card}: unreadable Color "${value}"`);
  if (head !== lower) notes.push(`${card}: Color field with a note: "${value}"`);
  return { colors: COLORS.filter((color) => found.has(color)), colorIndicator };
}

function parseInteger(card: string, field: string, value: string): number | null {
  if (!/^-?\d+$/.test(value)) {
    errors.push(`${card}: ${field} "${value}" is not an integer`);
    return null;
  }
  return Number(value);
}

function parseText(section: Section): string[] {
  const card = section.name;
  if (section.quoteRuns !== 1) errors.push(`${card}: expected one blockquote of Oracle text, found ${section.quoteRuns}`);
  const paragraphs: string[] = [];
  let open = false;
  for (const { line, text } of section.quote) {
    if (text === null) {
      open = false;
      continue;
    }
    if (text !== text.trim()) notes.push(`${card}: leading or trailing spaces on line ${line}, trimmed`);
    if (open) {
      // A paragraph continued on the next `>` line (Markdown joins them with a space).
      notes.push(`${card}: paragraph continued on line ${line}, joined with a space`);
      paragraphs[paragraphs.length - 1] += ` ${text.trim()}`;
    } else paragraphs.push(text.trim());
    open = true;
  }
  if (paragraphs.length === 0) errors.push(`${card}: no Oracle text`);
  for (const paragraph of paragraphs) {
    const odd = [...new Set(paragraph.match(/[^\x20-\x7e]/gu) ?? [])].filter((char) => char !== '\u2212');
    if (odd.length > 0) notes.push(`${card}: non-ASCII characters in Oracle text: ${odd.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')}`);
    if (/[‘’“”]/u.test(paragraph)) errors.push(`${card}: typographic quotes in Oracle text (the reference promises ASCII)`);
  }
  return paragraphs;
}

function parseCard(section: Section): OracleEntry | null {
  const card = section.name;
  const get = (field: string) => section.fields.get(field);
  for (const field of ['Mana cost', 'Type line', 'Color']) if (get(field) === undefined) errors.push(`${card}: no "${field}" field (section at line ${section.line})`);
  const mana = get('Mana cost') !== undefined ? parseManaCostField(card, get('Mana cost')!) : null;
  const typeLine = get('Type line') ?? '';
  const types = parseTypeLine(card, typeLine);
  const color = parseColorField(card, get('Color') ?? '');

  let power: number | null = null;
  let toughness: number | null = null;
  const pt = get('Power/toughness');
  if (pt !== undefined) {
    const match = /^(\S+)\/(\S+)$/.exec(pt);
    if (!match) errors.push(`${card}: unreadable Power/toughness "${pt}"`);
    else {
      power = parseInteger(card, 'power', match[1]!);
      toughness = parseInteger(card, 'toughness', match[2]!);
    }
  }
  const loyaltyText = get('Loyalty');
  const loyalty = loyaltyText !== undefined ? parseInteger(card, 'loyalty', loyaltyText) : null;

  const isCreature = types.types.includes('Creature');
  if (isCreature !== (pt !== undefined)) errors.push(`${card}: ${isCreature ? 'a creature without' : 'a noncreature with'} a Power/toughness field`);
  const isPlaneswalker = types.types.includes('Planeswalker');
  if (isPlaneswalker !== (loyaltyText !== undefined)) errors.push(`${card}: ${isPlaneswalker ? 'a planeswalker without' : 'a nonplaneswalker with'} a Loyalty field`);

  // Colors are derived (CR 202.2): the mana cost's colors, plus the color indicator's.
  const fromCost = mana?.manaCost ? colorsOfManaCost(parseManaCost(mana.manaCost) ?? []) : [];
  if (!color.colorIndicator && fromCost.join('') !== color.colors.join(''))
    errors.push(`${card}: Color says [${color.colors.join(', ')}] but the mana cost ${mana?.manaCost ?? '(none)'} gives [${fromCost.join(', ')}]`);
  if (color.colorIndicator && !fromCost.every((c) => color.colors.includes(c)))
    errors.push(`${card}: Color [${color.colors.join(', ')}] misses colors of the mana cost [${fromCost.join(', ')}]`);

  const text = parseText(section);
  if (!mana) return null;
  return {
    name: card,
    manaCost: mana.manaCost,
    manaValue: mana.manaValue,
    typeLine,
    ...types,
    power,
    toughness,
    loyalty,
    colors: color.colors,
    colorIndicator: color.colorIndicator,
    text,
  };
}

/** The "Summary of confirmation" in the introduction against the cards' own "Check" fields. */
function checkConfirmationSummary(source: string, sections: Section[]) {
  for (const match of source.matchAll(/^- (current|two sources|disputed) \((\d+)\): (.*)$/gm)) {
    const [, check, stated, list] = match as unknown as [string, string, string, string];
    const cards = sections.filter((section) => section.fields.get('Check') === check).map((section) => section.name);
    if (cards.length !== Number(stated)) notes.push(`summary of confirmation: "${check} (${stated})", but ${cards.length} cards have Check: ${check}`);
    const missing = cards.filter((name) => !new RegExp(`(^|, )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, |\\.$)`).test(list));
    if (missing.length > 0) notes.push(`summary of confirmation: "${check}" list misses ${missing.join('; ')}`);
  }
}

function serialize(entries: OracleEntry[]): string {
  const entry = (card: OracleEntry) => {
    const lines = Object.entries(card).map(([key, value]) =>
      key === 'text'
        ? `    "text": [\n${(value as string[]).map((line) => `      ${JSON.stringify(line)}`).join(',\n')}\n    ]`
        : `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    );
    return `  {\n${lines.join(',\n')}\n  }`;
  };
  return `[\n${entries.map(entry).join(',\n')}\n]\n`;
}

function main() {
  const source = readFileSync(sourcePath, 'utf8');
  const sections = splitSections(source);
  const cardSections = sections.filter((section) => CARD_FIELDS.some((field) => section.fields.has(field)));
  const skipped = sections.filter((section) => !cardSections.includes(section)).map((section) => section.name);

  const entries: OracleEntry[] = [];
  for (const section of cardSections) {
    const entry = parseCard(section);
    if (entry) entries.push(entry);
  }
  const seen = new Set<string>();
  for (const { name } of entries) {
    if (seen.has(name)) errors.push(`${name}: given twice`);
    seen.add(name);
  }
  if (entries.length !== EXPECTED_CARDS) errors.push(`expected ${EXPECTED_CARDS} cards, found ${entries.length}`);
  checkConfirmationSummary(source, cardSections);

  const count = (predicate: (entry: OracleEntry) => boolean) => entries.filter(predicate).length;
  const byType = new Map<string, number>();
  for (const entry of entries) for (const type of entry.types) byType.set(type, (byType.get(type) ?? 0) + 1);
  console.log(`${sourcePath}: ${entries.length} cards (skipped sections: ${skipped.map((name) => `"${name}"`).join(', ') || 'none'})`);
  console.log(`  card types: ${[...byType].map(([type, n]) => `${type} ${n}`).join(', ')}`);
  console.log(
    `  no mana cost ${count((e) => e.manaCost === null)}, X in cost ${count((e) => /\{X\}/.test(e.manaCost ?? ''))}, ` +
      `hybrid ${count((e) => /\{[^}]*\/[^}]*\}/.test(e.manaCost ?? ''))}, colorless ${count((e) => e.colors.length === 0)}, ` +
      `multicolored ${count((e) => e.colors.length > 1)}, color indicator ${count((e) => e.colorIndicator)}`,
  );
  console.log(
    `  with supertypes ${count((e) => e.supertypes.length > 0)}, with P/T ${count((e) => e.power !== null)}, ` +
      `with loyalty ${count((e) => e.loyalty !== null)}, Oracle lines ${entries.reduce((n, e) => n + e.text.length, 0)} ` +
      `(with reminder text ${entries.reduce((n, e) => n + e.text.filter((line) => /\(/.test(line)).length, 0)})`,
  );
  console.log(`  mana value cross-check: ${entries.filter((e) => e.manaCost !== null).length} mana costs, ${errors.filter((e) => /mana value of/.test(e)).length} mismatches`);
  if (notes.length > 0) console.log(`notes:\n${notes.map((note) => `  - ${note}`).join('\n')}`);
  if (errors.length > 0) {
    console.error(`errors (oracle.json not written):\n${errors.map((error) => `  - ${error}`).join('\n')}`);
    process.exit(1);
  }
  writeFileSync(outputPath, serialize(entries));
  console.log(`wrote ${outputPath}`);
}

main();
