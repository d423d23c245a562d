// The `ruling` command (SCENARIOS.md): `npm run --silent ruling -- <file.json | folder>`.
// On a file it prints the result JSON and exits 0 (2 when the file can't be read or isn't
// JSON). On a folder it runs every .json file in it, prints a line per file and a summary,
// and exits 0 when every file passes, 1 otherwise.

import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkScenario, evaluate } from '../app';
import { progressBar } from './progress';

async function readJson(path: string): Promise<{ value: unknown } | { problem: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return { problem: `cannot read ${path}: ${(error as Error).message}` };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: `${path} is not JSON: ${(error as Error).message}` };
  }
}

async function jsonFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One file of a folder run: pass when its result matches its `expected`, or, without one, when it gives a result. */
async function check(path: string): Promise<{ pass: boolean; why: string }> {
  const read = await readJson(path);
  if ('problem' in read) return { pass: false, why: read.problem };
  return checkScenario(read.value);
}

export async function main(args: string[]): Promise<number> {
  const target = args[0];
  if (!target || args.length > 1) {
    process.stderr.write('usage: npm run --silent ruling -- <scenario.json | folder>\n');
    return 2;
  }
  let isFolder: boolean;
  try {
    isFolder = (await stat(target)).isDirectory();
  } catch (error) {
    process.stderr.write(`cannot read ${target}: ${(error as Error).message}\n`);
    return 2;
  }
  if (!isFolder) {
    const read = await readJson(target);
    if ('problem' in read) {
      process.stderr.write(`${read.problem}\n`);
      return 2;
    }
    process.stdout.write(`${JSON.stringify(evaluate(read.value).result, null, 2)}\n`);
    return 0;
  }
  let passed = 0;
  let failed = 0;
  const files = await jsonFiles(target);
  // A bar on a terminal only; piped or in CI, just the lines.
  const progress = progressBar('scenarios', files.length);
  for (const file of files) {
    const { pass, why } = await check(file);
    if (pass) passed += 1;
    else failed += 1;
    progress.line(`${relative(target, file)}: ${pass ? 'pass' : 'fail'} (${why})`);
    progress.update(passed + failed);
  }
  progress.stop();
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
