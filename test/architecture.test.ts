// Which way the project's parts depend (DESIGN.md, "The shape" and "Growing the engine").
//
// The engine's house: rules/ is a few folders named after the
// parts of the rules, each with one front door (its index.ts), and rules/index.ts is the one
// front door for everything outside the engine. Runtime imports between folders run one way,
// down the order below, and the files form no cycle of runtime imports. A type-only import
// (`import type`, erased when compiled) may name a type of a later folder, still through its
// front door: the data is recursive (a board holds cards, whose abilities act on boards), so a
// kind of the card format (cards/) states what it does against the types of the board it acts
// on, and the later folders that carry it out hand it those. The engine imports no library
// but zod.
//
// Around it: the application (app/) uses the engine through its front door and the store, and
// knows nothing of GraphQL, HTTP or Lambda; the card pool (pool/) uses only the engine, and
// the others use it through its front door (pool/index.ts); the schema (schema/) is adapters
// over the application and imports no entry point (functions/); the store imports none of them.
// The text of the Comprehensive Rules (comprehensive-rules/) imports nothing of the project; the
// application uses it through its front door (comprehensive-rules/index.ts), and the engine, the
// card pool and the store never do.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const RULES = join(ROOT, 'rules');

/** The folders of rules/, each allowed to import (at run time) only from those before it. */
export const LAYERS = ['core', 'cards', 'board', 'state', 'game', 'combat', 'mana', 'stack', 'play', 'turn', 'scenario'] as const;

/** Packages the engine may import: pure code only (no I/O, no clock, no AWS, no GraphQL). */
const ENGINE_PACKAGES = new Set(['zod', 'node:crypto']);

interface Import {
  from: string;
  /** The resolved file, or the bare package name. */
  to: string;
  typeOnly: boolean;
  line: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveModule(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return base;
}

/** Every import and re-export of a file; an import is type-only when nothing of it survives compilation. */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: Import[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly || (clause.name === undefined && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      specifier = statement.moduleSpecifier;
      const clause = statement.exportClause;
      typeOnly = statement.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
    }
    if (specifier && ts.isStringLiteral(specifier)) {
      const { line } = source.getLineAndCharacterOfPosition(statement.getStart());
      found.push({ from: file, to: resolveModule(file, specifier.text), typeOnly, line: line + 1 });
    }
  }
  return found;
}

const insideRules = (path: string) => path.startsWith(`${RULES}/`);
/** The folder of rules/ a file is in (`core`, `cards`...), or null for rules/index.ts. */
const folderOf = (path: string): string | null => {
  const parts = relative(RULES, path).split('/');
  return parts.length > 1 ? parts[0]! : null;
};
const show = (i: Import) => `${relative(ROOT, i.from)}:${i.line} -> ${insideRules(i.to) || i.to.startsWith('/') ? relative(ROOT, i.to) : i.to}`;

const engineFiles = filesUnder(RULES);
const engineImports = engineFiles.flatMap(importsOf);

describe('the engine has one front door and its dependencies run one way', () => {
  it('every file of rules/ is in one of its folders, each with an index.ts', () => {
    const loose = engineFiles.filter((file) => folderOf(file) === null && file !== join(RULES, 'index.ts'));
    expect(loose.map((file) => relative(ROOT, file))).toEqual([]);
    const folders = new Set(engineFiles.map(folderOf).filter((folder): folder is string => folder !== null));
    expect([...folders].filter((folder) => !(LAYERS as readonly string[]).includes(folder))).toEqual([]);
    for (const folder of LAYERS) expect(engineFiles).toContain(join(RULES, folder, 'index.ts'));
  });

  it('code outside rules/ imports the engine only through rules/index.ts', () => {
    const outside = ['app', 'pool', 'schema', 'functions', 'store', 'infra', 'bench', 'test', 'explorer']
      .flatMap((dir) => {
        try {
          return filesUnder(join(ROOT, dir));
        } catch {
          return [];
        }
      })
      .flatMap(importsOf);
    const bad = outside.filter((i) => insideRules(i.to) && i.to !== join(RULES, 'index.ts'));
    expect(bad.map(show)).toEqual([]);
  });

  it('a folder of rules/ is entered only through its index.ts, and at run time only from a later folder (LAYERS)', () => {
    const bad: string[] = [];
    for (const i of engineImports) {
      if (!insideRules(i.to)) continue;
      const from = folderOf(i.from);
      const to = folderOf(i.to);
      if (from === to) continue;
      if (to === null) {
        bad.push(`${show(i)}: rules/index.ts is the front door for code outside the engine`);
        continue;
      }
      if (i.to !== join(RULES, to, 'index.ts')) bad.push(`${show(i)}: enter ${to}/ through ${to}/index.ts`);
      if (!i.typeOnly && from !== null && LAYERS.indexOf(to as never) >= LAYERS.indexOf(from as never))
        bad.push(`${show(i)}: ${from}/ comes before ${to}/, so it may import only its types`);
    }
    expect(bad).toEqual([]);
  });

  it('no runtime import cycle among the files of rules/', () => {
    const edges = new Map<string, string[]>();
    for (const i of engineImports) if (!i.typeOnly && insideRules(i.to)) edges.set(i.from, [...(edges.get(i.from) ?? []), i.to]);
    // Tarjan's strongly connected components: any component of more than one file is a cycle.
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (file: string) => {
      index.set(file, counter);
      low.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      for (const next of edges.get(file) ?? []) {
        if (!index.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file)!, low.get(next)!));
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        for (let member = stack.pop()!; ; member = stack.pop()!) {
          onStack.delete(member);
          component.push(relative(ROOT, member));
          if (member === file) break;
        }
        if (component.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(component.sort());
      }
    };
    for (const file of engineFiles) if (!index.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('the engine imports no library but zod (no I/O, clock, AWS or GraphQL)', () => {
    const packages = engineImports.filter((i) => !i.to.startsWith('/') && !i.to.endsWith('.json'));
    expect(packages.filter((i) => !ENGINE_PACKAGES.has(i.to)).map(show)).toEqual([]);
  });
});

const importsUnder = (folder: string) => filesUnder(join(ROOT, folder)).flatMap(importsOf);
const under = (path: string, folder: string) => path.startsWith(`${join(ROOT, folder)}/`);
const isPackage = (i: Import) => !i.to.startsWith('/');

describe('the application, the schema and the store depend one way', () => {
  it("app/ uses the engine through its front door, the store, the card pool's and the rules' text's front doors, and nothing of GraphQL, HTTP or Lambda", () => {
    const imports = importsUnder('app');
    expect(imports.length).toBeGreaterThan(20);
    // The card pool's parts (pool/) are entered through their front doors (pool/index.ts, pool/search/index.ts).
    const poolFrontDoor = (path: string) => under(path, 'pool') && relative(join(ROOT, 'pool'), path).split('/').length <= 2 && path.endsWith('/index.ts');
    const allowed = (i: Import) =>
      i.to === join(RULES, 'index.ts') ||
      under(i.to, 'store') ||
      under(i.to, 'app') ||
      poolFrontDoor(i.to) ||
      i.to === join(ROOT, 'comprehensive-rules', 'index.ts') ||
      (isPackage(i) && (i.to.startsWith('node:') || i.to === 'zod'));
    expect(imports.filter((i) => !allowed(i)).map(show)).toEqual([]);
  });

  it("comprehensive-rules/ imports nothing of the project (node: only); the application enters it through its index.ts, and the engine, the card pool, the store and the schema don't", () => {
    const imports = importsUnder('comprehensive-rules');
    expect(imports.length).toBeGreaterThan(2);
    expect(imports.filter((i) => !(isPackage(i) ? i.to.startsWith('node:') : under(i.to, 'comprehensive-rules'))).map(show)).toEqual([]);
    const entering = (folder: string) => importsUnder(folder).filter((i) => under(i.to, 'comprehensive-rules'));
    expect(['rules', 'pool', 'store', 'schema'].flatMap(entering).map(show)).toEqual([]);
    expect(
      ['app', 'functions', 'infra', 'bench']
        .flatMap(entering)
        .filter((i) => i.to !== join(ROOT, 'comprehensive-rules', 'index.ts'))
        .map(show),
    ).toEqual([]);
  });

  it('schema/ imports no entry point, and the application and the engine only through their front doors', () => {
    const imports = importsUnder('schema');
    expect(imports.filter((i) => under(i.to, 'functions')).map(show)).toEqual([]);
    expect(imports.filter((i) => under(i.to, 'app') && i.to !== join(ROOT, 'app', 'index.ts')).map(show)).toEqual([]);
  });

  it('schema/ reaches the store only for the types of what it stores', () => {
    expect(
      importsUnder('schema')
        .filter((i) => under(i.to, 'store') && !i.typeOnly)
        .map(show),
    ).toEqual([]);
  });

  it('pool/ uses only the engine (through its front door), its own files, node:, zod and (the compiler, at build time) peggy; the others enter it through pool/index.ts and pool/search/index.ts', () => {
    const imports = importsUnder('pool');
    expect(imports.length).toBeGreaterThan(5);
    const compiler = (i: Import) => i.to === 'peggy' && under(i.from, join('pool', 'compile'));
    const allowed = (i: Import) => i.to === join(RULES, 'index.ts') || under(i.to, 'pool') || compiler(i) || (isPackage(i) && (i.to.startsWith('node:') || i.to === 'zod'));
    expect(imports.filter((i) => !allowed(i)).map(show)).toEqual([]);
    const doors = [join(ROOT, 'pool', 'index.ts'), join(ROOT, 'pool', 'search', 'index.ts')];
    const entering = ['app', 'schema', 'functions', 'store', 'infra', 'bench'].flatMap(importsUnder).filter((i) => under(i.to, 'pool') && !doors.includes(i.to));
    expect(entering.map(show)).toEqual([]);
  });

  it('store/ imports neither the application, the schema nor the entry points', () => {
    expect(
      importsUnder('store')
        .filter((i) => ['app', 'schema', 'functions'].some((folder) => under(i.to, folder)))
        .map(show),
    ).toEqual([]);
  });
});

describe('the ruling explorer is a client of the API', () => {
  const page = join(ROOT, 'explorer', 'page');
  it('explorer/page/ (the code that runs in the browser) calls the API only through the typed client, reads the engine only for its types, and imports nothing of Node, the server or the store', () => {
    const imports = importsUnder(join('explorer', 'page'));
    expect(imports.length).toBeGreaterThan(10);
    const allowed = (i: Import) =>
      under(i.to, join('explorer', 'page')) ||
      i.to === join(ROOT, 'client', 'index.ts') ||
      (i.to === join(RULES, 'index.ts') && i.typeOnly) ||
      ['preact', 'preact/hooks', 'explorer:examples'].includes(i.to);
    expect(imports.filter((i) => !allowed(i)).map(show)).toEqual([]);
    expect(filesUnder(page).length).toBeGreaterThan(5);
  });

  it('its build (explorer/*.ts) is used by the local server alone: no Lambda function, schema or application code imports it', () => {
    const entering = ['app', 'schema', 'functions', 'store', 'infra', 'pool', 'rules']
      .flatMap(importsUnder)
      .filter((i) => under(i.to, 'explorer'))
      .map((i) => relative(ROOT, i.from));
    expect([...new Set(entering)]).toEqual(['functions/local.ts']);
  });
});
