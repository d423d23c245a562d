// The card search query language (README, "Searching cards"), in the spirit of Scryfall's:
// terms joined by implicit `and`, `or` between them (binding looser than `and`), `-` negating
// a term or a group, parentheses grouping. A small recursive-descent parser over the string
// (one function per rule of the grammar below): it is a dozen rules, and hand-written it
// points at the exact character of an error without a generated file to keep in step.
//
//   query  := or?
//   or     := and ("or" and)*
//   and    := unary+
//   unary  := "-" unary | "(" or ")" | term
//   term   := "!" value | key op value | value
//   key    := name | t | type | o | oracle | c | color | mv | cmc | pow | power | tou | toughness | loy | loyalty | kw | keyword | is | layout
//   op     := ":" | "=" | "!=" | "<" | "<=" | ">" | ">="
//   value  := '"' anything but a quote '"' | a run of characters other than space, parentheses and quotes

import { keywordKey } from './keywords';
import { wordsOf } from './words';

/** A word of an Oracle phrase standing for the card's own name (`~`, `CARDNAME`). */
export const SELF = '~';

export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type TextField = 'name' | 'type' | 'oracle';
export type NumberField = 'manaValue' | 'power' | 'toughness' | 'loyalty';

/** A parsed query: what evaluate.ts and index.ts decide. */
export type Query =
  /** Every card: the empty query, or a term without letters or digits. */
  | { kind: 'all' }
  /** The phrase's words occur in the field (words.ts, containsPhrase); in `oracle`, SELF stands for the card's name. */
  | { kind: 'text'; field: TextField; words: string[] }
  /** The card's name is exactly this, ignoring case and accents (`!"Fire // Ice"`). */
  | { kind: 'exactName'; words: string[] }
  /** The card's colors compared with these as sets (W U B R G letters; '' for colorless). */
  | { kind: 'colors'; op: Comparison; colors: string }
  /** A number compared: the mana value, or a face's printed power, toughness or loyalty when that is a number. */
  | { kind: 'number'; field: NumberField; op: Comparison; value: number }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'layout'; layout: string }
  | { kind: 'supported' }
  | { kind: 'not'; query: Query }
  | { kind: 'and'; queries: Query[] }
  | { kind: 'or'; queries: Query[] };

/** A query that does not parse: what is wrong and where (0-based character offset). */
export class QuerySyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(`${reason} at position ${position + 1}`);
    this.name = 'QuerySyntaxError';
  }
}

/** Limits that keep a query's evaluation small: nesting depth (parentheses and negations) and terms. */
export const QUERY_LIMITS = { depth: 20, terms: 50 } as const;

const KEYS: Record<string, 'name' | 'type' | 'oracle' | 'color' | 'keyword' | 'is' | 'layout' | NumberField> = {
  name: 'name',
  t: 'type',
  type: 'type',
  o: 'oracle',
  oracle: 'oracle',
  c: 'color',
  color: 'color',
  mv: 'manaValue',
  cmc: 'manaValue',
  pow: 'power',
  power: 'power',
  tou: 'toughness',
  toughness: 'toughness',
  loy: 'loyalty',
  loyalty: 'loyalty',
  kw: 'keyword',
  keyword: 'keyword',
  is: 'is',
  layout: 'layout',
};

const COLOR_NAMES: Record<string, string> = { white: 'w', blue: 'u', black: 'b', red: 'r', green: 'g', colorless: 'c' };

/** The query's words, SELF marking where `~` or `CARDNAME` stands for the card's name (Oracle text only). */
function phraseWords(value: string, field: TextField): string[] {
  if (field !== 'oracle') return wordsOf(value);
  return value.split(/(~|\bcardname\b)/i).flatMap((part, index) => (index % 2 === 1 ? [SELF] : wordsOf(part)));
}

/** `value` read as colors: W U B R G letters, or a color's name; C or "colorless" for none. */
function colorsOf(value: string, at: number): string {
  const lower = value.toLowerCase();
  const letters = COLOR_NAMES[lower] ?? lower;
  if (letters === 'c') return '';
  if (!/^[wubrg]+$/.test(letters)) throw new QuerySyntaxError(`colors are W U B R G letters, a color's name or C for colorless, not "${value}"`, at);
  return [...'WUBRG'].filter((color) => letters.includes(color.toLowerCase())).join('');
}

class Parser {
  private at = 0;
  private depth = 0;
  private terms = 0;

  constructor(private readonly text: string) {}

  parse(): Query {
    this.space();
    if (this.at === this.text.length) return { kind: 'all' };
    const query = this.or();
    this.space();
    if (this.at < this.text.length) throw new QuerySyntaxError(`unexpected "${this.text[this.at]}"`, this.at);
    return query;
  }

  private space(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at += 1;
  }

  /** Whether the next word is `or` (a word of its own: followed by a space, a parenthesis, a quote, a dash or the end). */
  private atOr(): boolean {
    return /^or(?=[\s()"-]|$)/i.test(this.text.slice(this.at, this.at + 3));
  }

  private nest<T>(at: number, inner: () => T): T {
    this.depth += 1;
    if (this.depth > QUERY_LIMITS.depth) throw new QuerySyntaxError(`more than ${QUERY_LIMITS.depth} nested groups or negations`, at);
    try {
      return inner();
    } finally {
      this.depth -= 1;
    }
  }

  private or(): Query {
    const queries = [this.and()];
    for (;;) {
      this.space();
      if (!this.atOr()) break;
      this.at += 2;
      this.space();
      if (this.at === this.text.length || this.text[this.at] === ')') throw new QuerySyntaxError('a term is expected after "or"', this.at);
      queries.push(this.and());
    }
    return queries.length === 1 ? queries[0]! : { kind: 'or', queries };
  }

  private and(): Query {
    const queries: Query[] = [];
    for (;;) {
      this.space();
      if (this.at === this.text.length || this.text[this.at] === ')' || (queries.length > 0 && this.atOr())) break;
      if (this.atOr()) throw new QuerySyntaxError('a term is expected before "or"', this.at);
      queries.push(this.unary());
    }
    if (queries.length === 0) throw new QuerySyntaxError(this.at === this.text.length ? 'a term is expected' : `unexpected "${this.text[this.at]}"`, this.at);
    return queries.length === 1 ? queries[0]! : { kind: 'and', queries };
  }

  private unary(): Query {
    const start = this.at;
    const char = this.text[this.at];
    if (char === '-') {
      this.at += 1;
      if (this.at === this.text.length || /[\s)]/.test(this.text[this.at]!)) throw new QuerySyntaxError('a term is expected after "-"', this.at);
      return this.nest(start, () => ({ kind: 'not', query: this.unary() }));
    }
    if (char === '(') {
      this.at += 1;
      return this.nest(start, () => {
        this.space();
        if (this.text[this.at] === ')') throw new QuerySyntaxError('an empty group', start);
        const query = this.or();
        this.space();
        if (this.text[this.at] !== ')') throw new QuerySyntaxError('this "(" is not closed', start);
        this.at += 1;
        return query;
      });
    }
    this.terms += 1;
    if (this.terms > QUERY_LIMITS.terms) throw new QuerySyntaxError(`more than ${QUERY_LIMITS.terms} terms`, start);
    return this.term();
  }

  /** A quoted or bare value at the current position. */
  private value(): { value: string; at: number } {
    const at = this.at;
    if (this.text[this.at] === '"') {
      const end = this.text.indexOf('"', this.at + 1);
      if (end < 0) throw new QuerySyntaxError('this quote is not closed', at);
      this.at = end + 1;
      return { value: this.text.slice(at + 1, end), at };
    }
    const match = /^[^\s()"]+/.exec(this.text.slice(this.at));
    if (!match) throw new QuerySyntaxError('a value is expected', at);
    this.at += match[0].length;
    return { value: match[0], at };
  }

  private term(): Query {
    const start = this.at;
    if (this.text[this.at] === '!') {
      this.at += 1;
      const { value } = this.value();
      return { kind: 'exactName', words: wordsOf(value) };
    }
    const keyed = /^([a-z]+)(!=|<=|>=|[:=<>])/i.exec(this.text.slice(this.at));
    if (!keyed) {
      const { value } = this.value();
      const words = wordsOf(value);
      return words.length === 0 ? { kind: 'all' } : { kind: 'text', field: 'name', words };
    }
    const [whole, rawKey, rawOp] = keyed as unknown as [string, string, string];
    const key = KEYS[rawKey.toLowerCase()];
    if (!key) throw new QuerySyntaxError(`unknown field "${rawKey}" (fields: ${Object.keys(KEYS).join(' ')})`, start);
    this.at += whole.length;
    const opAt = start + rawKey.length;
    if (this.at === this.text.length || /[\s)]/.test(this.text[this.at]!)) throw new QuerySyntaxError(`a value is expected after "${rawKey}${rawOp}"`, this.at);
    const { value, at } = this.value();
    const op: Comparison = rawOp === ':' ? '=' : (rawOp as Comparison);
    const onlyEquals = () => {
      if (rawOp !== ':' && rawOp !== '=') throw new QuerySyntaxError(`"${rawKey}" takes ":" or "=", not "${rawOp}"`, opAt);
    };
    switch (key) {
      case 'name':
      case 'type':
      case 'oracle': {
        onlyEquals();
        const words = phraseWords(value, key);
        return words.length === 0 ? { kind: 'all' } : { kind: 'text', field: key, words };
      }
      case 'color': {
        // `c:rg` is "at least red and green" and `c:c` "colorless" (Scryfall's readings); the comparisons compare sets.
        const colors = colorsOf(value, at);
        return { kind: 'colors', op: rawOp === ':' && colors !== '' ? '>=' : op, colors };
      }
      case 'keyword': {
        onlyEquals();
        return { kind: 'keyword', keyword: keywordKey(value) };
      }
      case 'layout':
        onlyEquals();
        return { kind: 'layout', layout: value.toLowerCase() };
      case 'is':
        onlyEquals();
        if (value.toLowerCase() !== 'supported') throw new QuerySyntaxError(`"is:" knows only "supported", not "${value}"`, at);
        return { kind: 'supported' };
      case 'manaValue':
      case 'power':
      case 'toughness':
      case 'loyalty': {
        if (!/^-?\d+(\.\d+)?$/.test(value)) throw new QuerySyntaxError(`"${rawKey}" compares with a number, not "${value}"`, at);
        return { kind: 'number', field: key, op, value: Number(value) };
      }
    }
  }
}

/** Parses a search query; throws QuerySyntaxError saying what and where. */
export function parseQuery(text: string): Query {
  return new Parser(text).parse();
}
