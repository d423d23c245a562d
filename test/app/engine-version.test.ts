// The engine version evaluations name (shared/spec/API.md: the package version with a hash of
// the card catalog's contents): the hand-written catalog and the shipped card pool both count,
// so a rebuilt pool is a new version.

import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };

const shipped = new URL('../../pool/shipped/', import.meta.url).pathname;

async function versionWith(cardsDir: string | undefined): Promise<string> {
  vi.resetModules();
  vi.stubEnv('CARDS_DIR', cardsDir);
  return (await import('../../app/engine-version')).engineVersion();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the engine version', () => {
  it('is the package version with 12 hex digits, and is not the rules version alone: the shipped pool counts', async () => {
    const version = await versionWith(undefined);
    expect(version).toMatch(new RegExp(`^${pkg.version.replaceAll('.', '\\.')}\\+[0-9a-f]{12}$`));
    const rulesVersion = (await import('../../rules')).engineVersion();
    expect(version).not.toBe(rulesVersion);
  });

  it('changes when the shipped pool is rebuilt with other contents, and not otherwise', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'pool-'));
    cpSync(join(shipped, 'index.json'), join(copy, 'index.json'));
    expect(await versionWith(copy)).toBe(await versionWith(undefined));
    const index = JSON.parse(readFileSync(join(copy, 'index.json'), 'utf8')) as { contentHash: string };
    writeFileSync(join(copy, 'index.json'), JSON.stringify({ ...index, contentHash: '0'.repeat(64) }));
    expect(await versionWith(copy)).not.toBe(await versionWith(undefined));
  });
});
