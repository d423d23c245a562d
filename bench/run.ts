// `npm run bench`: every benchmark against its floor, printed as a table of ratios.
// Benchmarks are not tests: they never fail, and nothing in CI depends on them.

import { runScenario } from '../rules/run';
import { bigBoard } from './boards';
import { measure, table, type Benchmark } from './harness';

const scenario300 = JSON.stringify({
  board: bigBoard(300),
  actions: [{ do: 'activate', permanent: 'p2' }, { do: 'activate', permanent: 'p4' }],
  ask: [{ characteristics: 'p6' }, { canActivate: { permanent: 'p8' } }],
});

const benchmarks: Benchmark[] = [
  {
    name: 'scenario runner, 300 permanents, 2 actions, 2 questions',
    run: () => JSON.stringify(runScenario(JSON.parse(scenario300))),
    floorName: 'JSON parse + serialise of the scenario',
    floor: () => JSON.stringify(JSON.parse(scenario300)),
  },
];

const rows = benchmarks.map((benchmark) => measure(benchmark));
process.stdout.write(`${table(rows)}\n`);
