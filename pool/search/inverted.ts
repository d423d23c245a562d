// The search index (README, "Searching cards"): the entries sorted by name, and for the name,
// the type line and the Oracle text an inverted index from each word (words.ts) to the
// entries that have it. A query is decided over sets of entries (bitsets): a word or phrase
// takes its candidates from the index (each word but the last exactly, the last as a prefix
// of words), and only those candidates are checked with the query's full meaning
// (evaluate.ts); terms the index does not hold (colors, numbers) are checked on the entries
// still in play. The result is exactly the full scan's, sorted by name.

import { matches, wordsOfEntry, type FieldWords } from './evaluate';
import { keywordKey } from './keywords';
import { containsPhrase } from './words';
import { SELF, type Query, type TextField } from './query';
import type { SearchEntry } from './entry';

/** The entries as columns (one array per field, index = entry id): the JSON file repeats no key per card. */
type Columns = { [K in keyof SearchEntry]: SearchEntry[K][] };
const COLUMNS = [
  'name',
  'manaCost',
  'typeLine',
  'oracle',
  'colors',
  'manaValue',
  'power',
  'toughness',
  'loyalty',
  'keywords',
  'layout',
  'supported',
] as const satisfies readonly (keyof SearchEntry)[];

/** One field's inverted index: its words sorted, each with the ids of the entries having it, delta-encoded (first id, then gaps). */
export interface Postings {
  words: string[];
  ids: number[][];
}

/** The index as the build writes it (pool/shipped/search.json) and the app reads it. */
export interface SearchIndexData {
  format: 1;
  count: number;
  entries: Columns;
  words: Record<TextField, Postings>;
}

/**
 * Names in a fixed order: English collation, then code points to break ties. The collator is
 * made when first used: making one loads ICU's collation data (about 10 ms), which a Lambda
 * function that never builds an index should not pay at its cold start (bench/README.md, "Cold start").
 */
let collator: Intl.Collator | undefined;
const byName = (a: SearchEntry, b: SearchEntry) => (collator ??= new Intl.Collator('en')).compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function postingsOf(entries: readonly SearchEntry[], field: TextField): Postings {
  const byWord = new Map<string, number[]>();
  entries.forEach((entry, id) => {
    for (const word of new Set(wordsOfEntry(entry)(field).flat())) {
      const ids = byWord.get(word);
      if (ids) ids.push(id);
      else byWord.set(word, [id]);
    }
  });
  const words = [...byWord.keys()].sort();
  return { words, ids: words.map((word) => byWord.get(word)!.map((id, i, all) => (i === 0 ? id : id - all[i - 1]!))) };
}

/** The index of these entries (one per card name; the build makes them with entriesFromData). */
export function buildSearchIndex(entries: readonly SearchEntry[]): SearchIndexData {
  const names = new Set<string>();
  for (const entry of entries) {
    if (names.has(entry.name)) throw new Error(`two search entries named ${entry.name}`);
    names.add(entry.name);
  }
  const sorted = [...entries].sort(byName);
  const columns = Object.fromEntries(COLUMNS.map((key) => [key, sorted.map((entry) => entry[key])])) as Columns;
  return {
    format: 1,
    count: sorted.length,
    entries: columns,
    words: { name: postingsOf(sorted, 'name'), type: postingsOf(sorted, 'type'), oracle: postingsOf(sorted, 'oracle') },
  };
}

/** A set of entry ids, one bit each. */
class Bits {
  readonly words: Uint32Array;
  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }
  static all(size: number): Bits {
    const bits = new Bits(size);
    bits.words.fill(0xffffffff);
    if (size % 32 !== 0) bits.words[bits.words.length - 1] = (1 << (size % 32)) - 1;
    return bits;
  }
  add(id: number): void {
    this.words[id >>> 5]! |= 1 << (id & 31);
  }
  and(other: Bits): Bits {
    for (let i = 0; i < this.words.length; i += 1) this.words[i]! &= other.words[i]!;
    return this;
  }
  or(other: Bits): Bits {
    for (let i = 0; i < this.words.length; i += 1) this.words[i]! |= other.words[i]!;
    return this;
  }
  andNot(other: Bits): Bits {
    for (let i = 0; i < this.words.length; i += 1) this.words[i]! &= ~other.words[i]!;
    return this;
  }
  copy(): Bits {
    const bits = new Bits(this.size);
    bits.words.set(this.words);
    return bits;
  }
  /** The ids in the set, ascending. */
  ids(): number[] {
    const ids: number[] = [];
    for (let i = 0; i < this.words.length; i += 1) {
      let word = this.words[i]!;
      while (word !== 0) {
        const low = word & -word;
        ids.push((i << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
    return ids;
  }
  /** The ids in the set for which `keep` holds, as a new set. */
  filter(keep: (id: number) => boolean): Bits {
    const kept = new Bits(this.size);
    for (const id of this.ids()) if (keep(id)) kept.add(id);
    return kept;
  }
}

/** The first position in sorted `words` whose word is not before `word`. */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (words[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How much deciding a term costs once the index has narrowed: answered by the index, checked on an entry's fields, checked word by word, made of other terms. */
function costOf(query: Query): number {
  switch (query.kind) {
    case 'all':
    case 'keyword':
      return 0;
    case 'text':
      return query.words.length === 1 && query.words[0] !== SELF ? 0 : 2;
    case 'colors':
    case 'number':
    case 'layout':
    case 'supported':
      return 1;
    case 'exactName':
      return 2;
    case 'not':
    case 'and':
    case 'or':
      return 3;
  }
}

/** A loaded index: the entries, and their word sets decoded as queries first need them. */
export class SearchIndex {
  readonly size: number;
  private readonly rows: SearchEntry[];
  private readonly words: Record<TextField, Postings>;
  private readonly decoded: Record<TextField, Map<number, Bits>> = { name: new Map(), type: new Map(), oracle: new Map() };
  private readonly fieldWords: (FieldWords | undefined)[];
  private keywordSets: Map<string, Bits> | undefined;
  private ids: Map<string, number> | undefined;

  constructor(data: SearchIndexData) {
    this.size = data.count;
    const { entries } = data;
    this.rows = Array.from({ length: data.count }, (_, id) => Object.fromEntries(COLUMNS.map((key) => [key, entries[key][id]])) as unknown as SearchEntry);
    this.words = data.words;
    this.fieldWords = new Array<FieldWords | undefined>(data.count);
  }

  entry(id: number): SearchEntry {
    return this.rows[id]!;
  }

  /** The id of the entry with this name, if any. */
  idOf(name: string): number | undefined {
    this.ids ??= new Map(this.rows.map((entry, id) => [entry.name, id]));
    return this.ids.get(name);
  }

  private wordsOf(id: number): FieldWords {
    return (this.fieldWords[id] ??= wordsOfEntry(this.rows[id]!));
  }

  /** The entries whose field has the word at this position of the field's sorted words. */
  private setAt(field: TextField, position: number): Bits {
    let bits = this.decoded[field].get(position);
    if (!bits) {
      bits = new Bits(this.size);
      let id = 0;
      for (const gap of this.words[field].ids[position]!) bits.add((id += gap));
      this.decoded[field].set(position, bits);
    }
    return bits;
  }

  /** Keeps in `bits` the entries whose field has this word; with `prefix`, a word beginning with it. */
  private keepHaving(bits: Bits, field: TextField, word: string, prefix: boolean): void {
    const { words } = this.words[field];
    const start = lowerBound(words, word);
    if (!prefix || !(words[start + 1]?.startsWith(word) ?? false)) {
      // One word of the field at most: its set, without a union.
      if (words[start]?.startsWith(word) && (prefix || words[start] === word)) bits.and(this.setAt(field, start));
      else bits.and(new Bits(this.size));
      return;
    }
    const union = new Bits(this.size);
    for (let i = start; i < words.length && words[i]!.startsWith(word); i += 1) union.or(this.setAt(field, i));
    bits.and(union);
  }

  /** Candidates for a phrase: the entries having each of its words (the last as a prefix when `lastPrefix`), SELF aside. */
  private candidates(field: TextField, words: readonly string[], within: Bits, lastPrefix: boolean): Bits {
    const found = within.copy();
    words.forEach((word, i) => {
      if (word !== SELF) this.keepHaving(found, field, word, lastPrefix && i === words.length - 1);
    });
    return found;
  }

  private keyword(keyword: string): Bits {
    if (!this.keywordSets) {
      this.keywordSets = new Map();
      this.rows.forEach((entry, id) => {
        for (const key of new Set(entry.keywords.map(keywordKey))) {
          let bits = this.keywordSets!.get(key);
          if (!bits) this.keywordSets!.set(key, (bits = new Bits(this.size)));
          bits.add(id);
        }
      });
    }
    return this.keywordSets.get(keyword)?.copy() ?? new Bits(this.size);
  }

  /** The entries of `within` matching the query. */
  private run(query: Query, within: Bits): Bits {
    const check = (bits: Bits) => bits.filter((id) => matches(this.rows[id]!, query, this.wordsOf(id)));
    switch (query.kind) {
      case 'all':
        return within.copy();
      case 'text': {
        const found = this.candidates(query.field, query.words, within, true);
        // One word (no SELF) is answered by the index itself: a word of the field begins with it.
        if (query.words.length === 1 && query.words[0] !== SELF) return found;
        if (query.words.includes(SELF)) return check(found);
        // A phrase: its words in a row on a line of the field (what `matches` checks, without its SELF case).
        return found.filter((id) => this.wordsOf(id)(query.field).some((line) => containsPhrase(line, query.words)));
      }
      case 'exactName':
        return check(this.candidates('name', query.words, within, false));
      case 'keyword':
        return this.keyword(query.keyword).and(within);
      case 'colors':
      case 'number':
      case 'layout':
      case 'supported':
        return check(within);
      case 'not':
        return within.copy().andNot(this.run(query.query, within));
      case 'and': {
        // Every phrase's candidates first (bit operations only), then the terms by cost: those
        // the index answers, those checked on an entry's fields, phrases checked word by word.
        let left = within.copy();
        for (const part of query.queries) {
          if (part.kind === 'text') left = this.candidates(part.field, part.words, left, true);
          if (part.kind === 'exactName') left = this.candidates('name', part.words, left, false);
        }
        const ordered = [...query.queries].sort((a, b) => costOf(a) - costOf(b));
        return ordered.reduce((current, part) => this.run(part, current), left);
      }
      case 'or':
        return query.queries.reduce((union, part) => union.or(this.run(part, within)), new Bits(this.size));
    }
  }

  /** The ids of the entries matching the query, ascending (so sorted by name). */
  search(query: Query): number[] {
    return this.run(query, Bits.all(this.size)).ids();
  }

  /** The same by checking every entry, without the index: what the index must agree with. */
  scan(query: Query): number[] {
    return this.rows.flatMap((entry, id) => (matches(entry, query, this.wordsOf(id)) ? [id] : []));
  }
}
