// What the shipped card pool is made from, and the hash of what it is, so a test can tell,
// without the card data, that the shipped files are what `npm run cards:build` would write:
// the build records the data file's sha256 and the sha256 of every source file it depends on
// (SOURCES) in pool/shipped/index.json; the test (test/pool/shipped.test.ts) hashes the sources
// again, and hashes the shipped files against the index's content hash.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAMES_FILE, SHARDS, shardFile } from './record';

/** The repository's root (this file is pool/inputs.ts). */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The source the shipped pool depends on, from the repository root: the build, the data's
 * schema, the printed characteristics, the records, the Oracle compiler, and the card format
 * (its schema, defaults, renderer and the hand-written catalog) with the engine's core (mana
 * symbols). A folder stands for every .ts and .peggy file under it (the compiler's grammar is
 * read at run time).
 */
export const SOURCES = ['pool/build.ts', 'pool/data.ts', 'pool/inputs.ts', 'pool/printed.ts', 'pool/record.ts', 'pool/compile', 'pool/search', 'rules/cards', 'rules/core'];

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const inner = join(path, name);
      return statSync(inner).isDirectory() ? filesUnder(inner) : /\.(ts|peggy)$/.test(name) ? [inner] : [];
    });
}

/** sha256 of each source file, by its path from the repository root (line endings as \n, so a checkout's settings don't matter). */
export function sourceHashes(root: string = REPO_ROOT): Record<string, string> {
  const hashes: Record<string, string> = {};
  const files = SOURCES.flatMap((source) => filesUnder(join(root, source)))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
  for (const file of files) hashes[file] = sha256(readFileSync(join(root, file), 'utf8').replace(/\r\n/g, '\n'));
  return hashes;
}

/** sha256 of a file's bytes. */
export const fileHash = (path: string) => sha256(readFileSync(path));

/** The files of the shipped pool the content hash covers, in order: the shards, the names index, the search index. */
export const CONTENT_FILES: readonly string[] = [...Array.from({ length: SHARDS }, (_, shard) => shardFile(shard)), NAMES_FILE, 'search.json'];

/** The content hash of the shipped files: sha256 over each file's name and sha256, in CONTENT_FILES order. */
export function contentHash(fileSha256: (file: string) => string): string {
  const hash = createHash('sha256');
  for (const file of CONTENT_FILES) hash.update(`${file} ${fileSha256(file)}\n`);
  return hash.digest('hex');
}
