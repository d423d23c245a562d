// The `ruling` command (SCENARIOS.md): a file prints its result, a folder prints a line per
// file and a summary; exit codes 0, 1 and 2.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

function ruling(target: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'functions/ruling.ts'), target], { cwd: root, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function tempFile(name: string, content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ruling-'));
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('npm run ruling', () => {
  it('prints ok: true with the mana for the Forest example', () => {
    const { code, stdout } = ruling(join(root, 'examples/forest-adds-green.json'));
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.ok).toBe(true);
    expect(result.board.players[0].manaPool.G).toBe(1);
  });

  it('prints ok: false with INVALID_INPUT and its path for JSON that is not a scenario, and exits 0', () => {
    const file = tempFile('bad.json', JSON.stringify({ board: { players: [{ id: 'a', life: 'lots' }] } }));
    const { code, stdout } = ruling(file);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['board', 'players', 0, 'life'] } });
  });

  it('runs a scenario naming any card of the card pool, and answers INVALID_INPUT with the closest names for an unknown one', () => {
    const scenario = (card: string) => ({
      board: { players: [{ id: 'a' }, { id: 'b' }], permanents: [{ id: 'p', card, controller: 'a' }] },
      ask: [{ characteristics: 'p' }],
    });
    const known = ruling(tempFile('courser.json', JSON.stringify(scenario('Centaur Courser'))));
    expect(known.code).toBe(0);
    expect(JSON.parse(known.stdout)).toMatchObject({ ok: true, answers: [{ name: 'Centaur Courser', power: 3, toughness: 3 }] });
    const unknown = ruling(tempFile('typo.json', JSON.stringify(scenario('Centaur Courserr'))));
    expect(JSON.parse(unknown.stdout)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'card'], suggestions: expect.arrayContaining(['Centaur Courser']) },
    });
  });

  it('exits 2 with a message when the file is not JSON or cannot be read', () => {
    const notJson = ruling(tempFile('broken.json', '{ "board": '));
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/not JSON/);
    expect(ruling(join(tmpdir(), 'no-such-file.json')).code).toBe(2);
  });

  it('runs every example in a folder against its expected result', () => {
    const { code, stdout } = ruling(join(root, 'examples'));
    expect(stdout).toMatch(/forest-adds-green\.json: pass/);
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(code).toBe(0);
  });

  it('every example carries a title and a source for the people who keep it, and an expected result', () => {
    for (const name of readdirSync(join(root, 'examples')).filter((file) => file.endsWith('.json'))) {
      const example = JSON.parse(readFileSync(join(root, 'examples', name), 'utf8')) as Record<string, unknown>;
      expect(typeof example.title, name).toBe('string');
      expect(typeof example.source, name).toBe('string');
      expect(example.expected, name).toBeDefined();
    }
  });

  it('piped (not a terminal), a folder run shows no progress bar: plain lines only, nothing on stderr', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'functions/ruling.ts'), join(root, 'examples')], { cwd: root, encoding: 'utf8' });
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).not.toContain('\r');
    expect(run.stderr.replace(/\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*$/, '')).toBe('');
  });

  it('reports a file whose result differs from its expected one, and exits 1', () => {
    const file = tempFile(
      'wrong.json',
      JSON.stringify({
        board: { players: [{ id: 'a' }], permanents: [{ id: 'f', card: 'Forest', controller: 'a' }] },
        actions: [{ do: 'activate', permanent: 'f' }],
        expected: { ok: false, error: { code: 'ILLEGAL_ACTION' } },
      }),
    );
    const { code, stdout } = ruling(join(file, '..'));
    expect(stdout).toMatch(/wrong\.json: fail/);
    expect(stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
    expect(code).toBe(1);
  });
});
