// The `card` command: a card's record from the card pool with its definition as JSON (exit 0),
// the closest names for an unknown one (exit 1), the usage without a name (exit 2).

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

function card(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'functions/card.ts'), ...args], { cwd: root, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run card', () => {
  it("prints Forest's pool record with the hand-written definition and exits 0", () => {
    const { code, stdout } = card('Forest');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      name: 'Forest',
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: ['Forest'],
      playable: true,
      hand_written: true,
      supported: true,
      definition: { name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'] },
    });
  });

  it('prints any card of the pool, its definition compiled from its Oracle text, by a name ignoring case and accents', () => {
    const { code, stdout } = card("lim-dul's", 'vault');
    expect(code).toBe(0);
    const record = JSON.parse(stdout);
    expect(record).toMatchObject({ name: "Lim-Dûl's Vault", mana_cost: 'UB', playable: true, definition: { name: "Lim-Dûl's Vault", manaCost: '{U}{B}', types: ['Instant'] } });
    expect(record.lines).toHaveLength(record.oracle_text.length);
    expect(record.hand_written).toBeUndefined();
  });

  it('prints a card that is not playable, with the reason', () => {
    const { code, stdout } = card('Academy at Tolaria West');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ name: 'Academy at Tolaria West', layout: 'planar', playable: false, reason: expect.stringContaining('Planechase') });
  });

  it('exits 1 for an unknown name, listing the closest names', () => {
    const { code, stdout, stderr } = card('Llanowar Elfs');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/did you mean:\n {2}Llanowar Elves\n/);
    expect(card('No Such Card Anywhere').code).toBe(1);
  });

  it('exits 2 with the usage when no name is given', () => {
    const { code, stderr } = card();
    expect(code).toBe(2);
    expect(stderr).toMatch(/usage/);
  });
});
