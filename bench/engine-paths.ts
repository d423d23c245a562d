// The engine's paths users wait on (bench/README.md, "The scenario runner and the step loop"):
// the scenario runner as the command line and `evaluate` run it (JSON in, result JSON out), and
// one step of a scenario that runs to the engine's step limit (a loop of triggered abilities,
// CR 104.4b, stopped with LIMIT_EXCEEDED), each against its JSON floor.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runScenario } from '../rules';
import { bigBoard } from './boards';
import type { Benchmark } from './harness';

const ROOT = resolve(import.meta.dirname ?? '.', '..');

/**
 * The runner on a board of `permanents` permanents, with 2 actions and 2 questions: parse,
 * validate, act, answer, serialise. Its floor is the JSON work no implementation can skip: parse
 * the scenario it is given and serialise the result it must give. The result's board is canonical
 * (SCENARIOS.md: every field written out, defaults included), about five times the size of this
 * input, so serialising it alone costs more than the input's own parse and serialise; that floor
 * (`inputFloor`) is printed too.
 */
export function runnerBenchmark(permanents: number): Benchmark & { inputFloor: () => unknown } {
  const scenario = JSON.stringify({
    board: bigBoard(permanents),
    actions: [
      { do: 'activate', permanent: 'p2' },
      { do: 'activate', permanent: 'p4' },
    ],
    ask: [{ characteristics: 'p6' }, { canActivate: { permanent: 'p8' } }],
  });
  const result = runScenario(JSON.parse(scenario));
  if (!result.ok) throw new Error(`the runner's scenario fails: ${result.error.message}`);
  return {
    name: `scenario runner, ${permanents} permanents, 2 actions, 2 questions`,
    run: () => JSON.stringify(runScenario(JSON.parse(scenario))),
    floorName: 'JSON parse of the scenario + serialise of its result',
    floor: () => [JSON.parse(scenario) as unknown, JSON.stringify(result)],
    inputFloor: () => JSON.stringify(JSON.parse(scenario)),
  };
}

/** The settle loop's limit (rules/stack/priority.ts): a scenario that reaches it takes this many steps. */
export const STEP_LIMIT = 10_000;

/** examples/loop-rock-step-limit.json: a permanent whose tapping triggers its own untapping, to the step limit. */
export function stepBenchmark(): Benchmark {
  const scenario = JSON.parse(readFileSync(join(ROOT, 'examples', 'loop-rock-step-limit.json'), 'utf8')) as { board: unknown; expected?: unknown };
  const { expected: _expected, ...input } = scenario;
  const text = JSON.stringify(input);
  const board = JSON.stringify(scenario.board);
  return {
    name: `a scenario to the step limit (${STEP_LIMIT.toLocaleString('en')} steps)`,
    run: () => {
      const result = runScenario(JSON.parse(text));
      if (result.ok || result.error.code !== 'LIMIT_EXCEEDED') throw new Error('the loop example no longer runs to the step limit');
    },
    floorName: `JSON parse + serialise of its board, once a step`,
    floor: () => {
      for (let step = 0; step < STEP_LIMIT; step += 1) JSON.stringify(JSON.parse(board));
    },
  };
}
