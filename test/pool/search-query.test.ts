// The card search query language (pool/search/query.ts; README, "Searching cards"): what each
// term parses to, how `or`, implicit `and`, `-` and parentheses group, and errors that say
// where they are instead of throwing anything else.

import { describe, expect, it } from 'vitest';
import { parseQuery, QUERY_LIMITS, QuerySyntaxError, type Query } from '../../pool/search';

const name = (...words: string[]): Query => ({ kind: 'text', field: 'name', words });

describe('terms', () => {
  it('reads bare words and quoted phrases as the name, folding case and accents', () => {
    expect(parseQuery('Elves')).toEqual(name('elves'));
    expect(parseQuery('"Lim-Dûl the Necromancer"')).toEqual(name('lim', 'dul', 'the', 'necromancer'));
    expect(parseQuery('name:"Fire // Ice"')).toEqual(name('fire', 'ice'));
    expect(parseQuery('!"Fire // Ice"')).toEqual({ kind: 'exactName', words: ['fire', 'ice'] });
  });

  it('reads the type line and the Oracle text, with ~ and CARDNAME standing for the name', () => {
    expect(parseQuery('t:creature')).toEqual({ kind: 'text', field: 'type', words: ['creature'] });
    expect(parseQuery('type:"legendary creature"')).toEqual({ kind: 'text', field: 'type', words: ['legendary', 'creature'] });
    expect(parseQuery('o:"draw a card"')).toEqual({ kind: 'text', field: 'oracle', words: ['draw', 'a', 'card'] });
    expect(parseQuery('oracle:"~ deals 3 damage"')).toEqual({ kind: 'text', field: 'oracle', words: ['~', 'deals', '3', 'damage'] });
    expect(parseQuery('o:"When CARDNAME dies"')).toEqual({ kind: 'text', field: 'oracle', words: ['when', '~', 'dies'] });
    // In the name, ~ is no word at all.
    expect(parseQuery('name:~')).toEqual({ kind: 'all' });
  });

  it('reads colors: `:` as "at least", the others as set comparisons, C for colorless', () => {
    expect(parseQuery('c:rg')).toEqual({ kind: 'colors', op: '>=', colors: 'RG' });
    expect(parseQuery('color=GR')).toEqual({ kind: 'colors', op: '=', colors: 'RG' });
    expect(parseQuery('c<=wub')).toEqual({ kind: 'colors', op: '<=', colors: 'WUB' });
    expect(parseQuery('c!=blue')).toEqual({ kind: 'colors', op: '!=', colors: 'U' });
    expect(parseQuery('c=c')).toEqual({ kind: 'colors', op: '=', colors: '' });
    expect(parseQuery('c:colorless')).toEqual({ kind: 'colors', op: '=', colors: '' });
    expect(parseQuery('c>colorless')).toEqual({ kind: 'colors', op: '>', colors: '' });
  });

  it('reads every comparison of the numbers, `:` as `=`', () => {
    for (const [key, field] of [
      ['mv', 'manaValue'],
      ['cmc', 'manaValue'],
      ['pow', 'power'],
      ['power', 'power'],
      ['tou', 'toughness'],
      ['toughness', 'toughness'],
      ['loy', 'loyalty'],
      ['loyalty', 'loyalty'],
    ] as const) {
      expect(parseQuery(`${key}:3`)).toEqual({ kind: 'number', field, op: '=', value: 3 });
      for (const op of ['=', '!=', '<', '<=', '>', '>='] as const) expect(parseQuery(`${key}${op}2`)).toEqual({ kind: 'number', field, op, value: 2 });
    }
    expect(parseQuery('pow>=-1')).toEqual({ kind: 'number', field: 'power', op: '>=', value: -1 });
  });

  it('reads keywords, layouts and is:supported', () => {
    expect(parseQuery('kw:flying')).toEqual({ kind: 'keyword', keyword: 'flying' });
    expect(parseQuery('keyword:"First Strike"')).toEqual({ kind: 'keyword', keyword: 'first strike' });
    expect(parseQuery('kw:first-strike')).toEqual({ kind: 'keyword', keyword: 'first strike' });
    expect(parseQuery('layout:Split')).toEqual({ kind: 'layout', layout: 'split' });
    expect(parseQuery('is:supported')).toEqual({ kind: 'supported' });
    expect(parseQuery('IS:Supported')).toEqual({ kind: 'supported' });
  });

  it('is every card for an empty query and for a word without letters or digits', () => {
    expect(parseQuery('')).toEqual({ kind: 'all' });
    expect(parseQuery('   ')).toEqual({ kind: 'all' });
    expect(parseQuery('//')).toEqual({ kind: 'all' });
  });
});

describe('and, or, negation and groups', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((word) => name(word)) as [Query, Query, Query, Query];

  it('joins terms with an implicit and, and `or` binds looser than it', () => {
    expect(parseQuery('a b')).toEqual({ kind: 'and', queries: [a, b] });
    expect(parseQuery('a or b')).toEqual({ kind: 'or', queries: [a, b] });
    expect(parseQuery('a b or c d')).toEqual({
      kind: 'or',
      queries: [
        { kind: 'and', queries: [a, b] },
        { kind: 'and', queries: [c, d] },
      ],
    });
    expect(parseQuery('a OR b or c')).toEqual({ kind: 'or', queries: [a, b, c] });
  });

  it('groups with parentheses', () => {
    expect(parseQuery('a (b or c)')).toEqual({ kind: 'and', queries: [a, { kind: 'or', queries: [b, c] }] });
    expect(parseQuery('(a)')).toEqual(a);
    expect(parseQuery('((a or b))c')).toEqual({ kind: 'and', queries: [{ kind: 'or', queries: [a, b] }, c] });
  });

  it('negates a term or a group with -', () => {
    expect(parseQuery('-a')).toEqual({ kind: 'not', query: a });
    expect(parseQuery('-is:supported')).toEqual({ kind: 'not', query: { kind: 'supported' } });
    expect(parseQuery('-(a or b) c')).toEqual({ kind: 'and', queries: [{ kind: 'not', query: { kind: 'or', queries: [a, b] } }, c] });
    expect(parseQuery('--a')).toEqual({ kind: 'not', query: { kind: 'not', query: a } });
  });

  it('reads `or` inside a word or quoted as a name', () => {
    expect(parseQuery('ore')).toEqual(name('ore'));
    expect(parseQuery('"or"')).toEqual(name('or'));
    expect(parseQuery('a orc')).toEqual({ kind: 'and', queries: [a, name('orc')] });
  });
});

describe('errors say what and where', () => {
  const errorOf = (query: string): QuerySyntaxError => {
    try {
      parseQuery(query);
    } catch (error) {
      if (error instanceof QuerySyntaxError) return error;
      throw error;
    }
    throw new Error(`"${query}" parsed`);
  };

  it.each([
    ['t:', 2, 'a value is expected'],
    ['(elf', 0, 'not closed'],
    ['elf (t:goblin or o:"draw"', 4, 'not closed'],
    ['elf)', 3, 'unexpected ")"'],
    ['foo:bar', 0, 'unknown field "foo"'],
    ['mv>x', 3, 'compares with a number'],
    ['pow:*', 4, 'compares with a number'],
    ['o:"draw a', 2, 'quote is not closed'],
    ['a or', 4, 'a term is expected after "or"'],
    ['or a', 0, 'a term is expected before "or"'],
    ['a or or b', 5, 'a term is expected'],
    ['a - b', 3, 'a term is expected after "-"'],
    ['c:xyz', 2, 'colors are'],
    ['is:reserved', 3, '"is:" knows only "supported"'],
    ['t>creature', 1, '"t" takes ":" or "="'],
    ['kw<=flying', 2, '"kw" takes ":" or "="'],
    ['a ()', 2, 'an empty group'],
  ])('%s: at %i, %s', (query, position, reason) => {
    const error = errorOf(query);
    expect(error.position).toBe(position);
    expect(error.reason).toContain(reason);
    expect(error.message).toBe(`${error.reason} at position ${position + 1}`);
  });

  it('refuses nesting and terms beyond the limits, at the first one too many', () => {
    const deep = '('.repeat(QUERY_LIMITS.depth + 1) + 'a' + ')'.repeat(QUERY_LIMITS.depth + 1);
    expect(errorOf(deep).position).toBe(QUERY_LIMITS.depth);
    expect(() => parseQuery('('.repeat(QUERY_LIMITS.depth) + 'a' + ')'.repeat(QUERY_LIMITS.depth))).not.toThrow();
    const many = Array.from({ length: QUERY_LIMITS.terms + 1 }, () => 'a').join(' ');
    expect(errorOf(many).position).toBe(QUERY_LIMITS.terms * 2);
    expect(errorOf('-'.repeat(1000) + 'a').reason).toContain('nested');
  });
});
