// The shipped card pool (pool/shipped/) is what `npm run cards:build` would write, checked
// without the card data (CI checks out only the project): the build records the hashes of its
// inputs in index.json, and this test hashes the build's source files again (pool/inputs.ts
// SOURCES: the build, the compiler, the card format and the hand-written catalog) and the
// shipped files against the index's content hash. When it fails, run `npm run cards:build`
// (it needs ../shared/data/cards-2026.jsonl) and commit pool/shipped/.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_VERSION } from '../../pool/build';
import { CONTENT_FILES, contentHash, sourceHashes } from '../../pool/inputs';
import { cardsDir } from '../../pool/load';
import { INDEX_FILE, SHARDS, type PoolIndex } from '../../pool/record';

const dir = cardsDir();
const index = JSON.parse(readFileSync(join(dir, INDEX_FILE), 'utf8')) as PoolIndex;
const REBUILD = 'the shipped card pool is stale: run `npm run cards:build` and commit pool/shipped/';

describe('the shipped card pool', () => {
  it("was built by this build's version with this shard count", () => {
    expect(index.build, REBUILD).toBe(BUILD_VERSION);
    expect(index.shards, REBUILD).toBe(SHARDS);
  });

  it("was built from these sources: the build, the compiler, the card format and the hand-written catalog (each file's sha256)", () => {
    expect(sourceHashes(), REBUILD).toEqual(index.inputs.sources);
    expect(index.inputs.data).toMatch(/^[0-9a-f]{64}$/);
  });

  it("holds exactly the files the build writes, and their bytes are the index's content hash", () => {
    expect(readdirSync(dir).sort()).toEqual([...CONTENT_FILES, INDEX_FILE].sort());
    const actual = contentHash((file) =>
      createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest('hex'),
    );
    expect(actual, 'a shipped file was changed by hand: rebuild it with `npm run cards:build`').toBe(index.contentHash);
  });
});
