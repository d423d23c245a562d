// The GraphQL function's cold start and warm memory, as a Lambda runs it: the handler bundled
// with esbuild (as infra/ bundles it, the shipped pool beside it through CARDS_DIR), then, in a
// fresh Node process each time, its import and first request (an `evaluate` of a small board),
// against the floor of a fresh Node process that imports nothing; and the resident memory after
// evaluating a board of 200 different cards of the pool, against a fresh process's. Each child
// process prints one JSON line; rows are ratios of medians, as the other benchmarks.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { poolNames, poolRecord } from '../pool';

const ROOT = resolve(import.meta.dirname ?? '.', '..');
const OUT = join(ROOT, '.bench');
const CARDS_DIR = join(ROOT, 'pool', 'shipped');

/** Bundles the GraphQL function as the Lambda does (one ESM file, node20). */
export function bundle(): string {
  mkdirSync(OUT, { recursive: true });
  const outfile = join(OUT, 'graphql-function.mjs');
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'esbuild'),
    [
      join(ROOT, 'functions', 'graphql.ts'),
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outfile=${outfile}`,
      '--log-level=error',
      "--banner:js=import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
    ],
    { stdio: 'inherit' },
  );
  return outfile;
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

export const CHILD = (fn: string, request: unknown) => `
const started = performance.now();
const { handler } = await import(${JSON.stringify(fn)});
const event = ${JSON.stringify({
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
})};
const response = await handler(event, { awsRequestId: 'bench', getRemainingTimeInMillis: () => 30000 });
const ms = performance.now() - started;
if (!String(response.body).includes('"ok":true') && !String(response.body).includes('"ok": true')) { console.error(String(response.body).slice(0, 500)); process.exit(3); }
globalThis.gc?.();
console.log(JSON.stringify({ ms, rss: process.memoryUsage().rss }));
`;

export const FLOOR = `const started = performance.now(); globalThis.gc?.(); console.log(JSON.stringify({ ms: performance.now() - started, rss: process.memoryUsage().rss }));`;

export function child(script: string): { ms: number; rss: number; wall: number } {
  const file = join(OUT, `child-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, script);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--expose-gc', file], {
    env: { ...process.env, CARDS_DIR, TABLE_NAME: 'bench', AWS_REGION: 'eu-west-1', POWERTOOLS_LOG_LEVEL: 'ERROR' },
    encoding: 'utf8',
  });
  const wall = performance.now() - started;
  rmSync(file, { force: true });
  if (run.status !== 0) throw new Error(`bench child failed: ${run.stderr}`);
  return { ...(JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { ms: number; rss: number }), wall };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const evaluate = (board: unknown) => ({
  query: 'query ($scenario: JSON!) { evaluate(scenario: $scenario) { ok result } }',
  variables: { scenario: board },
});

/** The two rows: cold start (wall time of a fresh process: import and first request) and warm memory after 200 different cards. */
export function coldStartRows(rounds = 5): string {
  const fn = bundle();
  const small = evaluate({
    board: { turn: { number: 1, activePlayer: 'a', step: 'precombatMain' }, players: [{ id: 'a' }], permanents: [{ id: 'f', card: 'Forest', controller: 'a' }] },
    ask: [{ couldProduce: 'f' }],
  });
  const names = twoHundredCards();
  const big = evaluate({
    board: {
      turn: { number: 1, activePlayer: 'a', step: 'precombatMain' },
      players: [{ id: 'a' }, { id: 'b' }],
      permanents: names.map((card, i) => ({ id: `p${i}`, card, controller: i % 2 ? 'b' : 'a' })),
    },
  });
  const cold: number[] = [];
  const floor: number[] = [];
  const memory: number[] = [];
  const floorMemory: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    cold.push(child(CHILD(fn, small)).wall);
    const idle = child(FLOOR);
    floor.push(idle.wall);
    floorMemory.push(idle.rss);
    memory.push(child(CHILD(fn, big)).rss);
  }
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  return [
    'the GraphQL function as a Lambda runs it (bundled, a fresh process each time)',
    `  cold start, import and first request: ${median(cold).toFixed(0)} ms; a fresh Node process: ${median(floor).toFixed(0)} ms; ratio ${(median(cold) / median(floor)).toFixed(2)}x`,
    `  warm memory after a board of ${names.length} different cards: ${mb(median(memory))} resident; a fresh Node process: ${mb(median(floorMemory))}; ratio ${(median(memory) / median(floorMemory)).toFixed(2)}x`,
  ].join('\n');
}
