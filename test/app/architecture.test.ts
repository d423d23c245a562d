// Which way the layers depend (DESIGN.md, "Growing the engine"; README, "Layout"): the
// application (app/) uses the engine through its front door and the store, and knows nothing
// of GraphQL, HTTP or Lambda; the schema (schema/) is adapters over the application and
// imports no entry point (functions/); the store imports neither.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every module a folder's TypeScript files import, with the file that imports it. */
function importsOf(folder: string): { file: string; from: string }[] {
  const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  return files.flatMap((file) => {
    const text = readFileSync(join(ROOT, folder, file), 'utf8');
    return [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((match) => ({ file: `${folder}/${file}`, from: match[1]! }));
  });
}

describe('the layers', () => {
  it('app/ imports the engine only from its front door, the store, zod and node: modules, and nothing of GraphQL, HTTP or Lambda', () => {
    const imports = importsOf('app');
    expect(imports.length).toBeGreaterThan(20);
    const allowed = (from: string) => from === '../rules' || from.startsWith('../store/') || from.startsWith('./') || from.startsWith('node:') || from === 'zod';
    expect(imports.filter(({ from }) => !allowed(from))).toEqual([]);
  });

  it('schema/ imports no entry point, and the engine only from its front door', () => {
    const imports = importsOf('schema');
    expect(imports.filter(({ from }) => from.startsWith('../functions'))).toEqual([]);
    expect(imports.filter(({ from }) => from.startsWith('../rules/'))).toEqual([]);
    expect(imports.filter(({ from }) => from.startsWith('../app/'))).toEqual([]);
  });

  it('schema/ reaches the store only for the types of what it stores', () => {
    const storeImports = importsOf('schema').filter(({ from }) => from.startsWith('../store/'));
    for (const { file, from } of storeImports) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      expect(text, `${file} imports values from ${from}`).toMatch(new RegExp(`import type \\{[^}]*\\} from '${from.replaceAll('.', '\\.')}'`));
    }
  });

  it('store/ imports neither the application, the schema nor the entry points', () => {
    const imports = importsOf('store');
    expect(imports.filter(({ from }) => /^\.\.\/(app|schema|functions)(\/|$)/.test(from))).toEqual([]);
  });
});
