// The GraphQL function's cold start and warm memory, as a Lambda runs it (bench/README.md,
// "Cold start"). The handler is bundled with esbuild exactly as infra/ bundles it
// (infra/bundling.ts: ESM for Node 24, minified, source map, the require banner, the AWS SDK
// bundled in; the shipped pool through CARDS_DIR and the rules' text through RULES_TEXT_DIR),
// and so are two floors: bench/cold-start-floor.ts, the same libraries made the same way
// (yoga and its plugins, Pothos and the schema's plugins, Powertools, the AWS SDK clients, zod)
// answering one field, and bench/cold-start-bare.ts, yoga and Pothos alone. Each is timed in
// fresh Node processes, alternating, from the process's start to its first response (import and
// first request); the function's first request is a stateless `evaluate` of a board of 20
// different cards of the pool asking every permanent's characteristics (there is no DynamoDB
// here, and `evaluate` reads the same cards a stored board does). Memory: resident after
// evaluating a board of 200 different cards, against a fresh process's. Each child prints one
// JSON line; rows are ratios of medians, as the other benchmarks. The profiles (`--profile`:
// CPU profiles; `--modules`: the time each module's top level takes as the bundle is
// evaluated, and the garbage collector's pauses) say where the time goes.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { BUNDLE_TARGET, BUNDLING, ESBUILD_ARGS, esbuildArgs } from '../infra/bundling';
import { poolNames, poolRecord } from '../pool';

const ROOT = resolve(import.meta.dirname ?? '.', '..');
const OUT = join(ROOT, '.bench');
const CARDS_DIR = join(ROOT, 'pool', 'shipped');
const RULES_TEXT_DIR = join(ROOT, 'comprehensive-rules', 'shipped');

/** Bundles `entry` (relative to the repo root) as infra/ bundles a function, into .bench/<name>/index.mjs; its path and size in bytes. */
export function bundleAs(entry: string, name: string): { file: string; bytes: number } {
  const dir = join(OUT, name);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'index.mjs');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'esbuild'), [...esbuildArgs(join(ROOT, entry), file), '--log-level=error'], { stdio: 'inherit' });
  return { file, bytes: statSync(file).size };
}

/** The GraphQL function's bundle. */
export function bundle(): string {
  return bundleAs('functions/graphql.ts', 'graphql-function').file;
}

/** 200 different cards of the pool, by name (the pool's names index). */
export function twoHundredCards(): string[] {
  const names = poolNames();
  const picked: string[] = [];
  for (let i = 0; picked.length < 200 && i < names.length; i += 97) {
    const name = names[i]![0];
    // A battle needs its defense counters on a board when the data has no printed defense (CR 310.4b): left out here.
    if (!name.includes('(') && !name.includes('//') && !poolRecord(name)?.types.includes('Battle')) picked.push(name);
  }
  return picked;
}

/** A two-player board of these cards, permanents p0, p1, ... alternating controllers. */
const boardOf = (names: string[]) => ({
  turn: { number: 1, activePlayer: 'a', step: 'precombatMain' },
  players: [{ id: 'a' }, { id: 'b' }],
  permanents: names.map((card, i) => ({ id: `p${i}`, card, controller: i % 2 ? 'b' : 'a' })),
});

const lambdaEvent = (request: unknown) => ({
  version: '2.0',
  routeKey: 'POST /graphql',
  rawPath: '/graphql',
  rawQueryString: '',
  headers: { 'content-type': 'application/json', accept: 'application/json', host: 'bench.local' },
  requestContext: {
    http: { method: 'POST', path: '/graphql', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
    requestId: 'bench',
    routeKey: 'POST /graphql',
    stage: '$default',
    authorizer: { jwt: { claims: { sub: 'bench', scope: 'rules/read rules/write rules/trusted' }, scopes: null } },
  },
  isBase64Encoded: false,
  body: JSON.stringify(request),
});

/** A child that imports the bundle, answers one request and prints the time since its process started, and its resident memory. */
export const CHILD = (fn: string, request: unknown) => `
const { handler } = await import(${JSON.stringify(fn)});
const response = await handler(${JSON.stringify(lambdaEvent(request))}, { awsRequestId: 'bench', getRemainingTimeInMillis: () => 30000 });
const ms = performance.now();
const { user, system } = process.cpuUsage();
if (!/"ok": ?true/.test(String(response.body))) { console.error(String(response.body).slice(0, 500)); process.exit(3); }
globalThis.gc?.();
console.log(JSON.stringify({ ms, cpu: (user + system) / 1000, rss: process.memoryUsage().rss }));
`;

export const FLOOR = `const ms = performance.now(); const { user, system } = process.cpuUsage(); globalThis.gc?.(); console.log(JSON.stringify({ ms, cpu: (user + system) / 1000, rss: process.memoryUsage().rss }));`;

/** Runs a child script in a fresh Node process (with the Lambda's environment); `nodeArgs` e.g. --cpu-prof. */
export function child(script: string, nodeArgs: string[] = []): { ms: number; cpu: number; rss: number; wall: number } {
  const file = join(OUT, `child-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, script);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--expose-gc', '--enable-source-maps', ...nodeArgs, file], {
    env: { ...process.env, CARDS_DIR, RULES_TEXT_DIR, TABLE_NAME: 'bench', AWS_REGION: 'eu-west-1', POWERTOOLS_LOG_LEVEL: 'ERROR' },
    encoding: 'utf8',
  });
  const wall = performance.now() - started;
  rmSync(file, { force: true });
  if (run.status !== 0) throw new Error(`bench child failed: ${run.stderr}`);
  return { ...(JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { ms: number; cpu: number; rss: number }), wall };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const evaluate = (scenario: unknown) => ({
  query: 'query ($scenario: JSON!) { evaluate(scenario: $scenario) { ok result } }',
  variables: { scenario },
});

/** The first request of the cold-start row: a board of 20 different cards, every permanent's characteristics asked. */
export function twentyCardsRequest() {
  const names = twoHundredCards().slice(0, 20);
  return evaluate({ board: boardOf(names), ask: names.map((_, i) => ({ characteristics: `p${i}` })) });
}

const ONE_FIELD = { query: '{ evaluate { ok } }' };

/** The rows: cold start against the two floors, the bundles' sizes, warm memory after 200 different cards. */
export function coldStartRows(rounds = 11): string {
  const fn = bundleAs('functions/graphql.ts', 'graphql-function');
  const floor = bundleAs('bench/cold-start-floor.ts', 'cold-start-floor');
  const bare = bundleAs('bench/cold-start-bare.ts', 'cold-start-bare');
  const first = twentyCardsRequest();
  const names = twoHundredCards();
  const big = evaluate({ board: boardOf(names) });
  const times = { fn: [] as number[], floor: [] as number[], bare: [] as number[] };
  const cpu = { fn: [] as number[], floor: [] as number[], bare: [] as number[] };
  const memory: number[] = [];
  const idleMemory: number[] = [];
  // One warm-up of each (the file system's cache), then rounds alternating the three.
  child(CHILD(fn.file, first));
  child(CHILD(floor.file, ONE_FIELD));
  child(CHILD(bare.file, ONE_FIELD));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, script] of [
      ['fn', CHILD(fn.file, first)],
      ['floor', CHILD(floor.file, ONE_FIELD)],
      ['bare', CHILD(bare.file, ONE_FIELD)],
    ] as const) {
      const run = child(script);
      times[name].push(run.ms);
      cpu[name].push(run.cpu);
    }
    if (round % 2 === 0) {
      memory.push(child(CHILD(fn.file, big)).rss);
      idleMemory.push(child(FLOOR).rss);
    }
  }
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  const ratio = (a: number[], b: number[]) => `${(median(a) / median(b)).toFixed(2)}x`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  return [
    `the GraphQL function as a Lambda runs it (bundled as infra/ bundles it; fresh processes, medians of ${rounds}; process start to first response,`,
    `by the process's CPU time, which other processes of a shared machine move least, and by the clock)`,
    `  cold start, first request an evaluate of 20 different cards with their characteristics: ${ms(cpu.fn)} of CPU, ${ms(times.fn)} by the clock`,
    `    against the floor (the same libraries, one field): ${ms(cpu.floor)} of CPU, ratio ${ratio(cpu.fn, cpu.floor)} (target: at most 1.2x); by the clock ${ms(times.floor)}, ratio ${ratio(times.fn, times.floor)}`,
    `    against bare yoga + Pothos (one field): ${ms(cpu.bare)} of CPU, ratio ${ratio(cpu.fn, cpu.bare)}; by the clock ${ms(times.bare)}, ratio ${ratio(times.fn, times.bare)}`,
    `  bundle sizes: function ${kb(fn.bytes)}, floor ${kb(floor.bytes)}, bare ${kb(bare.bytes)} (esbuild flags a bundle of 1 MB or more)`,
    `  warm memory after a board of ${names.length} different cards: ${mb(median(memory))} resident; a fresh Node process: ${mb(median(idleMemory))}; ratio ${(median(memory) / median(idleMemory)).toFixed(2)}x`,
  ].join('\n');
}

/**
 * `npm run bench -- cold-start --profile`: one fresh process of each bundle under `node
 * --cpu-prof` (profiles in .bench/profiles/), and the functions and source modules with the most
 * self time in the function's, mapped through its source map.
 */
export function coldStartProfile(top = 25): string {
  const dir = join(OUT, 'profiles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const fn = bundleAs('functions/graphql.ts', 'graphql-function');
  const floor = bundleAs('bench/cold-start-floor.ts', 'cold-start-floor');
  const lines: string[] = [];
  for (const [name, bundled, request] of [
    ['function', fn, twentyCardsRequest()],
    ['floor', floor, ONE_FIELD],
  ] as const) {
    const at = join(dir, name);
    const { ms } = child(CHILD(bundled.file, request), ['--cpu-prof', `--cpu-prof-dir=${at}`, '--cpu-prof-interval=100']);
    const file = join(at, readdirSync(at)[0]!);
    lines.push(`${name}: ${ms.toFixed(0)} ms to the first response; profile ${file}`, ...summarise(file, bundled.file, top).map((line) => `  ${line}`));
  }
  return lines.join('\n');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** Self time per package or project folder and per function of a .cpuprofile, the bundle's positions mapped to their sources; and the project's functions with the most total time. */
function summarise(profileFile: string, bundleFile: string, top: number): string[] {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const map = new SourceMap(JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const located = new Map<number, { module: string; name: string; project: boolean }>();
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let module = url ? url.replace(/^(file|node):\/*/, '').replace(/^internal\/.*$/, 'node:internal') : `(${functionName || 'native'})`;
    let name = functionName || '(anonymous)';
    let project = false;
    if (url.endsWith(bundleFile)) {
      const entry = map.findEntry(lineNumber, columnNumber) as { originalSource?: string; originalLine?: number; name?: string };
      const source = (entry.originalSource ?? '').replace(/^file:\/\//, '');
      const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
      const file = inPackage ? `${inPackage[1]}/${inPackage[3]}` : source.replace(/^.*?\/(?=(app|rules|schema|pool|store|functions|comprehensive-rules|bench)\/)/, '');
      module = inPackage ? inPackage[1]! : file.replace(/\/[^/]+$/, '');
      project = !inPackage && source !== '';
      name = `${entry.name ?? name} (${file}:${(entry.originalLine ?? 0) + 1})`;
    }
    located.set(node.id, { module, name, project });
  }
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const walk = (id: number, onStack: Set<string>): number => {
    const node = nodes.get(id)!;
    const where = located.get(id)!;
    const ms = self.get(id) ?? 0;
    total += ms;
    byModule.set(where.module, (byModule.get(where.module) ?? 0) + ms);
    byFunction.set(where.name, (byFunction.get(where.name) ?? 0) + ms);
    const fresh = where.project && !onStack.has(where.name);
    if (fresh) onStack.add(where.name);
    let sum = ms;
    for (const childId of node.children ?? []) sum += walk(childId, onStack);
    if (fresh) {
      onStack.delete(where.name);
      inclusive.set(where.name, (inclusive.get(where.name) ?? 0) + sum);
    }
    return sum;
  };
  walk(profile.nodes[0]!.id, new Set());
  const rank = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${key}`);
  return [
    `total ${total.toFixed(0)} ms sampled; self time by package or project folder:`,
    ...rank(byModule),
    'self time by function:',
    ...rank(byFunction),
    "total time (self and callees) of the project's own functions:",
    ...rank(inclusive),
  ];
}

/** The marks a bundle built by `bundleWithMarks` leaves: each module's path and when its top level began. */
const MARKS = '__coldStartMarks';

/** An esbuild plugin putting a mark at the top of every module: `[path, performance.now()]`, pushed as the module's top level begins. */
const marksPlugin: Plugin = {
  name: 'cold-start-marks',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|mjs|cjs|js)$/ }, (args) => {
      const path = args.path.replace(/^.*node_modules\//, '').replace(`${ROOT}/`, '');
      const mark = `(globalThis.${MARKS} ??= []).push([${JSON.stringify(path)}, performance.now()]);\n`;
      return { contents: mark + readFileSync(args.path, 'utf8'), loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

/** `entry` bundled with infra/'s options (infra/bundling.ts, through esbuild's API) and a mark at the top of every module, into .bench/<name>-marks/index.mjs. */
async function bundleWithMarks(entry: string, name: string): Promise<string> {
  const file = join(OUT, `${name}-marks`, 'index.mjs');
  const alias = Object.fromEntries(ESBUILD_ARGS['--alias'].map((pair) => pair.split('=') as [string, string]));
  await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_TARGET,
    outfile: file,
    minify: BUNDLING.minify,
    sourcemap: BUNDLING.sourceMap,
    sourcesContent: BUNDLING.sourcesContent,
    mainFields: [...BUNDLING.mainFields],
    banner: { js: BUNDLING.banner },
    alias,
    logLevel: 'error',
    plugins: [marksPlugin],
  });
  return file;
}

/** A child like CHILD that prints the marks, when the import and the first request ended, and the garbage collector's pauses. */
const MARKS_CHILD = (fn: string, request: unknown) => `
import { PerformanceObserver } from 'node:perf_hooks';
const gc = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) gc.push(entry.duration); }).observe({ entryTypes: ['gc'] });
const { handler } = await import(${JSON.stringify(fn)});
const imported = performance.now();
const response = await handler(${JSON.stringify(lambdaEvent(request))}, { awsRequestId: 'bench', getRemainingTimeInMillis: () => 30000 });
const answered = performance.now();
if (!/"ok": ?true/.test(String(response.body))) { console.error(String(response.body).slice(0, 500)); process.exit(3); }
await new Promise((resolve) => setTimeout(resolve, 0));
console.log(JSON.stringify({ marks: globalThis.${MARKS}, imported, answered, gc }));
`;

interface MarkedRun {
  marks: [string, number][];
  imported: number;
  answered: number;
  gc: number[];
}

/**
 * `npm run bench -- cold-start --modules`: where the import goes, module by module. The function
 * and the floor are bundled as infra/ bundles them with a mark at the top of each module, and
 * each runs in `runs` fresh processes: a module's time is from its mark to the next (its top
 * level: the schemas, objects and classes it makes as it loads, and whatever it calls; a
 * garbage collection falls in the module it interrupts), medians across the processes, summed
 * by project folder or package; with when the first module began (Node's start, reading and
 * compiling the bundle and its source map), the first request's time and the garbage
 * collector's pauses (all of the process, to the first response).
 */
export async function coldStartModules(runs = 5, top = 25): Promise<string> {
  const lines: string[] = [];
  for (const [name, entry, firstRequest] of [
    ['function', 'functions/graphql.ts', twentyCardsRequest()],
    ['floor', 'bench/cold-start-floor.ts', ONE_FIELD],
  ] as const) {
    const file = await bundleWithMarks(entry, name === 'function' ? 'graphql-function' : 'cold-start-floor');
    const script = join(OUT, `child-marks-${name}.mjs`);
    writeFileSync(script, MARKS_CHILD(file, firstRequest));
    const results: MarkedRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = spawnSync(process.execPath, ['--enable-source-maps', script], {
        env: { ...process.env, CARDS_DIR, RULES_TEXT_DIR, TABLE_NAME: 'bench', AWS_REGION: 'eu-west-1', POWERTOOLS_LOG_LEVEL: 'ERROR' },
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`bench child failed: ${run.stderr}`);
      results.push(JSON.parse(run.stdout.trim().split('\n').at(-1)!) as MarkedRun);
    }
    rmSync(script, { force: true });
    const perModule = new Map<string, number[]>();
    for (const { marks, imported } of results) {
      marks.forEach(([module, at], i) => {
        const next = marks[i + 1]?.[1] ?? imported;
        perModule.set(module, [...(perModule.get(module) ?? []), next - at]);
      });
    }
    const modules = [...perModule].map(([module, times]) => [module, median(times)] as const);
    const byGroup = new Map<string, number>();
    for (const [module, ms] of modules) {
      const inPackage = /^((@[^/]+\/)?[^/]+)\//.exec(module);
      const project = /^(app|rules|schema|pool|store|functions|comprehensive-rules|bench)\//.test(module);
      const group = project ? module.replace(/\/[^/]+$/, '') : (inPackage?.[1] ?? module);
      byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    }
    const rank = (entries: Iterable<readonly [string, number]>) =>
      [...entries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([key, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
    const first = median(results.map((result) => result.marks[0]![1]));
    const imported = median(results.map((result) => result.imported));
    const request = median(results.map((result) => result.answered - result.imported));
    const pauses = median(results.map((result) => result.gc.length));
    const gcMs = median(results.map((result) => result.gc.reduce((sum, ms) => sum + ms, 0)));
    lines.push(
      `${name}: import ended at ${imported.toFixed(0)} ms, the first module began at ${first.toFixed(0)} ms (medians of ${runs} processes); first request ${request.toFixed(0)} ms; garbage collector ${pauses} pauses, ${gcMs.toFixed(0)} ms`,
      '  evaluating the modules, by project folder or package:',
      ...rank(byGroup),
      '  by module:',
      ...rank(modules),
    );
  }
  return lines.join('\n');
}
