// The search of the whole card pool (shared/spec/API.md `cards`; README, "Searching cards")
// through the search index the build ships (pool/shipped/search.json, pool/search/). The index
// is read when a search first needs it, never at start-up: a cold start that answers no search
// does not pay for 33,000 cards. A result's card is the pool's (app/cards.ts findCard).

import * as z from 'zod';
import { cardsDir } from '../pool';
import { readSearchIndex, searchCards, QuerySyntaxError, UnknownCard, type SearchIndex } from '../pool/search';
import { findCard, type CardView } from './cards';
import { InvalidCursor, InvalidInput } from './errors';
import { pageOf, pageSize, type Page } from './pages';

const loaded = new Map<string, SearchIndex>();
/** The shipped search index, read once per process (per folder) when first asked. */
export function shippedSearchIndex(): SearchIndex {
  const dir = cardsDir();
  let index = loaded.get(dir);
  if (!index) loaded.set(dir, (index = readSearchIndex(dir)));
  return index;
}

/** A query is short: the parser's limits (QUERY_LIMITS) bound its terms, this its text. */
const SearchInput = z.object({
  search: z.string().max(1000, 'a search is at most 1000 characters').nullish(),
  first: z.int().nullish(),
  after: z.string().max(300).nullish(),
});

/** A page of cards and how many match in all. */
export type CardPage = Page<CardView> & { totalCount: number };

export interface CardSearch {
  /** The cards matching `search` (all without one), sorted by name. Throws InvalidInput for a query that does not parse, InvalidCursor. */
  search(input: { search?: string | null; first?: number | null; after?: string | null }): CardPage;
}

const cursorOf = (name: string) => Buffer.from(`card:${name}`).toString('base64url');
function nameOfCursor(cursor: string): string {
  const match = /^card:(.+)$/s.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new InvalidCursor();
  return match[1]!;
}

/** The search over the index `load` gives (the shipped one unless a test gives another), loaded at the first search. */
export function createCardSearch(load: () => SearchIndex = shippedSearchIndex): CardSearch {
  let index: SearchIndex | undefined;
  return {
    search(input) {
      const parsed = SearchInput.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new InvalidInput(
          issue.message,
          issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
        );
      }
      const { search, first, after } = parsed.data;
      index ??= load();
      try {
        const page = searchCards(index, search ?? '', { first: pageSize(first), after: after ? nameOfCursor(after) : null });
        const { edges, ...more } = pageOf(page.entries, (entry) => cursorOf(entry.name), { hasNextPage: page.hasNextPage, hasPreviousPage: Boolean(after) });
        return { edges: edges.map(({ cursor, node }) => ({ cursor, node: cardOf(node.name) })), ...more, totalCount: page.totalCount };
      } catch (error) {
        if (error instanceof QuerySyntaxError) throw new InvalidInput(`search: ${error.message}`, ['search']);
        if (error instanceof UnknownCard) throw new InvalidCursor();
        throw error;
      }
    },
  };
}

/** The pool's card of a search result; the index and the shipped records come from the same build. */
function cardOf(name: string): CardView {
  const card = findCard(name);
  if (!card) throw new Error(`the search index names "${name}", which the shipped pool does not hold: rebuild with npm run cards:build`);
  return card;
}
