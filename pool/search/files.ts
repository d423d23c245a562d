// The search index on disk: `search.json` in the shipped catalog's folder (pool/shipped/),
// written by the build and read by the application when a search first needs it.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchIndex, SearchIndex, type SearchIndexData } from './inverted';
import type { SearchEntry } from './entry';

export const SEARCH_FILE = 'search.json';

/** Builds the index of these entries and writes it to `dir`/search.json; returns the file's path. */
export function writeSearchIndex(entries: readonly SearchEntry[], dir: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, SEARCH_FILE);
  writeFileSync(path, `${JSON.stringify(buildSearchIndex(entries))}\n`);
  return path;
}

/** The index written in `dir`. */
export function readSearchIndex(dir: string): SearchIndex {
  const data = JSON.parse(readFileSync(join(dir, SEARCH_FILE), 'utf8')) as SearchIndexData;
  if (data.format !== 1) throw new Error(`${join(dir, SEARCH_FILE)}: search index format ${String(data.format)}, this code reads format 1`);
  return new SearchIndex(data);
}
