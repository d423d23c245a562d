// Oracle entries for catalog cards beyond the 75 of shared/reference/oracle.md (oracle.json):
// one file per catalog group in more/, each written from shared/data/cards-2026.jsonl (its
// `oracle_text` lines) in the fixture's shape, so that the verify and compile tests check every
// catalog card against its Oracle text.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OracleEntry } from './build';

const folder = join(fileURLToPath(new URL('.', import.meta.url)), 'more');

/** Every entry of more/*.json, in file order. */
export const moreOracle: OracleEntry[] = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as OracleEntry[]);
