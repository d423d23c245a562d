// The shipped text of the Comprehensive Rules (comprehensive-rules/shipped/rules.json) is what
// `npm run rules:build` writes from the two reference files: rebuilt here from them, byte for
// byte. CI checks out only the project: without ../shared/reference the rebuild is skipped, and
// the header's record of the sources is checked alone. When it fails, run `npm run rules:build`
// and commit comprehensive-rules/shipped/.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFromFiles, JANUARY_FILE, referenceDir, RULES_FILE, SEPTEMBER_FILE, SHIPPED_DIR, type ShippedRules } from '../../comprehensive-rules/build';

const shipped = readFileSync(join(SHIPPED_DIR, RULES_FILE), 'utf8');
const file = JSON.parse(shipped) as ShippedRules;
const references = [JANUARY_FILE, SEPTEMBER_FILE].map((name) => join(referenceDir(), name));
const REBUILD = 'the shipped rules text is stale: run `npm run rules:build` and commit comprehensive-rules/shipped/';

describe('the shipped Comprehensive Rules text', () => {
  it('is one file, rules.json, whose header names the two sources and the effective date 2026-09-25', () => {
    expect(readdirSync(SHIPPED_DIR)).toEqual([RULES_FILE]);
    expect(file.header.effective).toBe('2026-09-25');
    expect(file.header.sources.map(({ file: name, effective }) => [name, effective])).toEqual([
      [JANUARY_FILE, '2026-01-16'],
      [SEPTEMBER_FILE, '2026-09-25'],
    ]);
    for (const source of file.header.sources) expect(source.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file.header.rules).toBe(file.rules.length);
    expect(file.header.glossary).toBe(file.glossary.length);
  });

  it.skipIf(!references.every((path) => existsSync(path)))('is what the build writes from the reference files (../shared/reference)', () => {
    const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
    expect(
      file.header.sources.map((source) => source.sha256),
      REBUILD,
    ).toEqual(references.map(sha));
    expect(buildFromFiles(...(references as [string, string])) === shipped, REBUILD).toBe(true);
  });
});
