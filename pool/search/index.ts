// Searching the whole card pool (README, "Searching cards"): the front door. The build makes
// the entries (entry.ts) and writes the index (files.ts); the application reads it and asks
// `searchCards` for a page of the cards a query matches, sorted by name.

import { SearchIndex } from './inverted';
import { parseQuery } from './query';
import type { SearchEntry } from './entry';

export { entriesFromData, entryFromFaces, type SearchEntry } from './entry';
export { oracleManaCost } from '../printed';
export { KEYWORDS, keywordsOfLine } from './keywords';
export { parseQuery, QUERY_LIMITS, QuerySyntaxError, type Query } from './query';
export { matches } from './evaluate';
export { buildSearchIndex, SearchIndex, type SearchIndexData } from './inverted';
export { readSearchIndex, SEARCH_FILE, writeSearchIndex } from './files';

/** A page of the cards a query matches. */
export interface SearchPage {
  entries: SearchEntry[];
  /** How many cards match in all. */
  totalCount: number;
  hasNextPage: boolean;
}

/** A page's `after` that names no card of the index. */
export class UnknownCard extends Error {
  constructor(readonly card: string) {
    super(`no card named ${JSON.stringify(card)} to continue after`);
    this.name = 'UnknownCard';
  }
}

/**
 * The cards matching the query, sorted by name: at most `first` of them, after the card named
 * `after` (the last of the previous page; it need not match the query). Throws
 * QuerySyntaxError for a query that does not parse, UnknownCard for an `after` not in the index.
 */
export function searchCards(index: SearchIndex, query: string, page: { first: number; after?: string | null }): SearchPage {
  const ids = index.search(parseQuery(query));
  let start = 0;
  if (page.after !== undefined && page.after !== null) {
    const after = index.idOf(page.after);
    if (after === undefined) throw new UnknownCard(page.after);
    let high = ids.length;
    while (start < high) {
      const mid = (start + high) >>> 1;
      if (ids[mid]! <= after) start = mid + 1;
      else high = mid;
    }
  }
  const slice = ids.slice(start, start + Math.max(0, page.first));
  return { entries: slice.map((id) => index.entry(id)), totalCount: ids.length, hasNextPage: start + slice.length < ids.length };
}
