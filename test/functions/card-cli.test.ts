// The `card` command: a catalog card's definition as JSON (exit 0), close names for an
// unknown one (exit 1), the usage without a name (exit 2).

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

function card(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'functions/card.ts'), ...args], { cwd: root, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run card', () => {
  it('prints the definition of Forest and exits 0', () => {
    const { code, stdout } = card('Forest');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'] });
  });

  it('exits 1 for an unknown name, listing the names that contain it', () => {
    const { code, stdout, stderr } = card('llanowar');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/Llanowar Elves/);
    expect(card('No Such Card Anywhere').code).toBe(1);
  });

  it('exits 2 with the usage when no name is given', () => {
    const { code, stderr } = card();
    expect(code).toBe(2);
    expect(stderr).toMatch(/usage/);
  });
});
