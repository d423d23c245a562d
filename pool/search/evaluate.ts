// What a query means for one card (README, "Searching cards"): the whole definition, checked
// on an entry directly. The index (index.ts) only narrows which entries to check with it, so
// this is also the full scan its results are tested against.

import { keywordKey } from './keywords';
import { SELF, type Comparison, type NumberField, type Query, type TextField } from './query';
import { containsPhrase, wordsOf } from './words';
import type { SearchEntry } from './entry';

/** A field's words, line by line (one line for the name and the type line). */
export type FieldWords = (field: TextField) => readonly (readonly string[])[];

/** The words of an entry's fields, cut once each when first asked. */
export function wordsOfEntry(entry: SearchEntry): FieldWords {
  const cut: Partial<Record<TextField, string[][]>> = {};
  return (field) => (cut[field] ??= field === 'name' ? [wordsOf(entry.name)] : field === 'type' ? [wordsOf(entry.typeLine)] : entry.oracle.map(wordsOf));
}

/** The names a card goes by: the whole name and each face's ("Fire // Ice", "Fire", "Ice"). */
export function namesOf(entry: SearchEntry): string[] {
  const faces = entry.name.split(' // ');
  return faces.length > 1 ? [entry.name, ...faces] : faces;
}

function compare(a: number, op: Comparison, b: number): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

/** A printed value as a number, when it is one ("3", "-1", "+2", "½", "2½", "∞"); null for star forms, X and the like (CR 208.2a). */
export function printedNumber(value: string): number | null {
  if (/^[+-]?\d+$/.test(value)) return Number(value);
  const half = /^(\d*)½$/.exec(value);
  if (half) return Number(half[1] || 0) + 0.5;
  return value === '∞' ? Infinity : null;
}

const numbersOf = (entry: SearchEntry, field: NumberField): number[] => (field === 'manaValue' ? [entry.manaValue] : entry[field].flatMap((value) => printedNumber(value) ?? []));

/** Colors compared as sets (`c:rg` is read as `c>=rg` by the parser). */
function compareColors(card: string, op: Comparison, query: string): boolean {
  const within = (a: string, b: string) => [...a].every((color) => b.includes(color));
  switch (op) {
    case '=':
      return card === query;
    case '!=':
      return card !== query;
    case '>=':
      return within(query, card);
    case '>':
      return within(query, card) && card !== query;
    case '<=':
      return within(card, query);
    case '<':
      return within(card, query) && card !== query;
  }
}

/** The phrase with SELF replaced by each of the card's names in turn (just the phrase when it has no SELF). */
export function phrasesFor(entry: SearchEntry, words: readonly string[]): string[][] {
  if (!words.includes(SELF)) return [[...words]];
  return namesOf(entry).map((name) => {
    const own = wordsOf(name);
    return words.flatMap((word) => (word === SELF ? own : [word]));
  });
}

/** Whether the entry matches the query; `words` gives its fields' words (wordsOfEntry by default). */
export function matches(entry: SearchEntry, query: Query, words: FieldWords = wordsOfEntry(entry)): boolean {
  switch (query.kind) {
    case 'all':
      return true;
    case 'text': {
      const lines = words(query.field);
      return phrasesFor(entry, query.words).some((phrase) => lines.some((line) => containsPhrase(line, phrase)));
    }
    case 'exactName':
      return namesOf(entry).some((name) => {
        const own = wordsOf(name);
        return own.length === query.words.length && own.every((word, i) => word === query.words[i]);
      });
    case 'colors':
      return compareColors(entry.colors, query.op, query.colors);
    case 'number':
      return numbersOf(entry, query.field).some((value) => compare(value, query.op, query.value));
    case 'keyword':
      return entry.keywords.some((keyword) => keywordKey(keyword) === query.keyword);
    case 'layout':
      return entry.layout === query.layout;
    case 'supported':
      return entry.supported;
    case 'not':
      return !matches(entry, query.query, words);
    case 'and':
      return query.queries.every((part) => matches(entry, part, words));
    case 'or':
      return query.queries.some((part) => matches(entry, part, words));
  }
}
