// The card search over the whole pool (README, "Searching cards") against a plain scan of
// every card's text in the same run. The index is the shipped one (pool/shipped/search.json)
// when the build has made it; otherwise it is built here from the card data
// (../shared/data/cards-2026.jsonl, or CARDS_DATA). A dev tool: CI never runs it.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSearchIndex, entriesFromData, readSearchIndex, SEARCH_FILE, SearchIndex, searchCards, type SearchEntry } from '../pool/search';
import type { Benchmark } from './harness';

const SHIPPED = resolve('pool/shipped');
const DATA = process.env.CARDS_DATA ?? resolve('../shared/data/cards-2026.jsonl');

/** The pool's search index and where it came from; null when neither the shipped index nor the data is here. */
export function poolSearchIndex(): { index: SearchIndex; source: string } | null {
  const start = performance.now();
  const took = () => `${(performance.now() - start).toFixed(0)} ms`;
  if (existsSync(resolve(SHIPPED, SEARCH_FILE))) {
    const index = readSearchIndex(SHIPPED);
    return { index, source: `pool/shipped/${SEARCH_FILE}, read in ${took()}` };
  }
  if (!existsSync(DATA)) return null;
  const lines = readFileSync(DATA, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
  const index = new SearchIndex(buildSearchIndex(entriesFromData(lines, () => false)));
  return { index, source: `built from ${DATA} in ${took()}` };
}

/**
 * `o:"draw a card" t:creature mv<=3`, first page of 20, against the plain scan: every card's
 * Oracle text and type line (lowercased once, beforehand) tested with String.includes, the
 * mana value compared, the first 20 kept.
 */
export function searchBenchmark(index: SearchIndex): Benchmark & { counts: () => { search: number; scan: number } } {
  const cards: SearchEntry[] = Array.from({ length: index.size }, (_, id) => index.entry(id));
  const oracle = cards.map((card) => card.oracle.join('\n').toLowerCase());
  const types = cards.map((card) => card.typeLine.toLowerCase());
  const scan = () => {
    const found: SearchEntry[] = [];
    for (let id = 0; id < cards.length; id += 1) if (cards[id]!.manaValue <= 3 && types[id]!.includes('creature') && oracle[id]!.includes('draw a card')) found.push(cards[id]!);
    return { page: found.slice(0, 20), totalCount: found.length };
  };
  const query = 'o:"draw a card" t:creature mv<=3';
  return {
    name: `card search over the whole pool (${index.size} cards): ${query}`,
    run: () => searchCards(index, query, { first: 20 }),
    floorName: "plain scan of every card's text",
    floor: scan,
    counts: () => ({ search: searchCards(index, query, { first: 20 }).totalCount, scan: scan().totalCount }),
  };
}
