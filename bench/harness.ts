// A small benchmark harness: each operation is timed against its floor (the least work any
// implementation must do for the same input) in the same run, after a warm-up, over several
// rounds, and reported as a ratio of medians, so a noisy shared machine moves both alike.

import { performance } from 'node:perf_hooks';

export interface Benchmark {
  name: string;
  /** The operation measured. */
  run: () => unknown;
  /** The floor it is compared with. */
  floor: () => unknown;
  /** What the floor is, for the table. */
  floorName: string;
}

export interface Row {
  name: string;
  floorName: string;
  operationMs: number;
  floorMs: number;
  ratio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Milliseconds per call of `fn`: `iterations` calls per round, the median of `rounds`. */
function time(fn: () => unknown, iterations: number, rounds: number): number {
  const perCall: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    for (let i = 0; i < iterations; i += 1) fn();
    perCall.push((performance.now() - start) / iterations);
  }
  return median(perCall);
}

/** Enough iterations for a round to take about `targetMs`. */
function calibrate(fn: () => unknown, targetMs: number): number {
  let iterations = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < iterations; i += 1) fn();
    const elapsed = performance.now() - start;
    if (elapsed >= targetMs / 4 || iterations >= 1 << 20) return Math.max(1, Math.round((iterations * targetMs) / Math.max(elapsed, 0.001)));
    iterations *= 2;
  }
}

/** How long each operation and floor runs before it is timed. */
const WARM_UP_MS = 500;

/** Runs `fn` in rounds of `iterations` calls: at least two rounds, and at least WARM_UP_MS. */
function warmUp(fn: () => unknown, iterations: number): void {
  const start = performance.now();
  for (let round = 0; round < 2 || performance.now() - start < WARM_UP_MS; round += 1) time(fn, iterations, 1);
}

export function measure(benchmark: Benchmark, options: { rounds?: number; roundMs?: number } = {}): Row {
  const rounds = options.rounds ?? 11;
  const roundMs = options.roundMs ?? 60;
  // Warm-up: let the JIT settle on both before anything is timed. A large operation (the
  // scenario runner) runs several times slower than it settles at for its first 300-400 ms in a
  // process, so each is warmed for at least WARM_UP_MS, not a fixed number of rounds.
  const runIterations = calibrate(benchmark.run, roundMs);
  const floorIterations = calibrate(benchmark.floor, roundMs);
  warmUp(benchmark.run, runIterations);
  warmUp(benchmark.floor, floorIterations);
  // Rounds alternate between the operation and its floor, so a busy moment of a shared
  // machine slows both instead of one.
  const operation: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    operation.push(time(benchmark.run, runIterations, 1));
    floor.push(time(benchmark.floor, floorIterations, 1));
  }
  const operationMs = median(operation);
  const floorMs = median(floor);
  return { name: benchmark.name, floorName: benchmark.floorName, operationMs, floorMs, ratio: operationMs / floorMs };
}

/**
 * How much longer `larger` takes than `smaller` (the same operation on a larger input): both
 * timed in alternating rounds, like an operation and its floor, so noise moves both alike.
 */
export function growth(smaller: () => unknown, larger: () => unknown, options: { rounds?: number; roundMs?: number } = {}): number {
  return measure({ name: 'growth', run: larger, floor: smaller, floorName: 'smaller input' }, { rounds: 21, ...options }).ratio;
}

export function table(rows: Row[]): string {
  const header = ['benchmark', 'ms/op', 'floor', 'floor ms/op', 'ratio'];
  const lines = rows.map((row) => [row.name, row.operationMs.toFixed(3), row.floorName, row.floorMs.toFixed(3), `${row.ratio.toFixed(2)}x`]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
}

export interface AsyncBenchmark {
  name: string;
  /** The operation measured: one awaited call. */
  run: () => Promise<unknown>;
  /** The floor it is compared with. */
  floor: () => Promise<unknown>;
  floorName: string;
}

/** What a round of awaited calls is timed by: the wall clock, or this process's CPU time (user and system). */
export type Clock = 'wall' | 'cpu';

const now = (clock: Clock): number => {
  if (clock === 'wall') return performance.now();
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Milliseconds per awaited call of `fn` by `clock`: `iterations` calls in sequence, the median of `rounds`. */
async function timeAsync(fn: () => Promise<unknown>, iterations: number, rounds: number, clock: Clock = 'wall'): Promise<number> {
  const perCall: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = now(clock);
    for (let i = 0; i < iterations; i += 1) await fn();
    perCall.push((now(clock) - start) / iterations);
  }
  return median(perCall);
}

async function calibrateAsync(fn: () => Promise<unknown>, targetMs: number): Promise<number> {
  let iterations = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < iterations; i += 1) await fn();
    const elapsed = performance.now() - start;
    if (elapsed >= targetMs / 4 || iterations >= 1 << 16) return Math.max(1, Math.round((iterations * targetMs) / Math.max(elapsed, 0.001)));
    iterations *= 2;
  }
}

/**
 * `measure` for operations that are awaited (a request through a server): the same warm-up,
 * alternating rounds and medians. With `clock: 'cpu'` a round is timed by this process's CPU
 * time, which other processes of a shared machine move far less than the wall clock (for work
 * that runs wholly in this process: a local DynamoDB in it counts, waiting for it doesn't).
 */
export async function measureAsync(benchmark: AsyncBenchmark, options: { rounds?: number; roundMs?: number; clock?: Clock } = {}): Promise<Row> {
  const rounds = options.rounds ?? 11;
  const roundMs = options.roundMs ?? 150;
  const clock = options.clock ?? 'wall';
  const runIterations = await calibrateAsync(benchmark.run, roundMs);
  const floorIterations = await calibrateAsync(benchmark.floor, roundMs);
  await timeAsync(benchmark.run, runIterations, 2);
  await timeAsync(benchmark.floor, floorIterations, 2);
  const operation: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    operation.push(await timeAsync(benchmark.run, runIterations, 1, clock));
    floor.push(await timeAsync(benchmark.floor, floorIterations, 1, clock));
  }
  const operationMs = median(operation);
  const floorMs = median(floor);
  return { name: benchmark.name, floorName: benchmark.floorName, operationMs, floorMs, ratio: operationMs / floorMs };
}
