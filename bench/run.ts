// `npm run bench`: every benchmark against its floor, printed as a table of ratios, then the
// growth of the layer system and of the mana questions when their input doubles. The script
// bundles this file with esbuild first and runs the bundle, so what is timed is the code as
// the Lambda functions ship it (tsx, for development, wraps every function to keep its name).
// Benchmarks are not tests: they never fail, and nothing in CI depends on them.

import { availableMana, couldProduce, loadBoard, viewOf } from '../rules';
import { layeredBoard, manaSourcesBoard, reflectingBoard } from './boards';
import { growth, measure, table, type Benchmark } from './harness';
import { batchThroughput } from './batch';
import { poolSearchIndex, searchBenchmark } from './search';
import { coldStartModules, coldStartProfile, coldStartRows } from './cold-start';
import { workerRows } from './worker';
import { runnerBenchmark, STEP_LIMIT, stepBenchmark } from './engine-paths';
import { requestPathRows } from './request-path';

// `npm run bench -- worker`: the worker's time per scenario kind alone (README, "Cost and scale").
if (process.argv.includes('worker')) {
  process.stdout.write(`${await workerRows()}\n`);
  process.exit(0);
}
// `npm run bench -- cold-start`: the cold-start rows alone; with `--profile`, the CPU profiles behind them, with `--modules`, the
// time of each module's top level and the garbage collector's pauses (bench/README.md, "Cold start").
if (process.argv.includes('cold-start')) {
  const output = process.argv.includes('--profile') ? coldStartProfile() : process.argv.includes('--modules') ? await coldStartModules() : coldStartRows();
  process.stdout.write(`${output}\n`);
  process.exit(0);
}

// `npm run bench -- request-path`: the request path's rows alone (bench/README.md, "The request path").
if (process.argv.includes('request-path')) {
  process.stdout.write(`${await requestPathRows()}\n`);
  process.exit(0);
}

/** The characteristics of every permanent of a loaded board, through the layer system (CR 613). */
function layersBenchmark(permanents: number, effects: number): Benchmark {
  const json = JSON.stringify(layeredBoard(permanents, effects));
  const board = loadBoard(JSON.parse(json));
  return {
    name: `characteristics, ${permanents} permanents, ${effects} continuous effects`,
    run: () => {
      // A new board object: views are kept per board, and this measures deriving one.
      const view = viewOf({ ...board });
      for (const permanent of board.permanents) view.characteristics(permanent);
    },
    floorName: 'JSON parse + serialise of that board',
    floor: () => JSON.stringify(JSON.parse(json)),
  };
}

/** What every permanent could produce (CR 106.7), on a freshly loaded board (nothing derived yet). */
function couldProduceBenchmark(permanents: number, reflecting: number): Benchmark {
  const json = JSON.stringify(reflectingBoard(permanents, reflecting));
  const board = loadBoard(JSON.parse(json));
  return {
    name: `couldProduce of every permanent, ${permanents} permanents, ${reflecting} reflecting`,
    run: () => {
      const view = viewOf({ ...board });
      for (const permanent of board.permanents) couldProduce(view, permanent);
    },
    floorName: 'JSON parse + serialise of that board',
    floor: () => JSON.stringify(JSON.parse(json)),
  };
}

function availableManaBenchmark(sources: number): Benchmark {
  const json = JSON.stringify(manaSourcesBoard(sources));
  const board = loadBoard(JSON.parse(json));
  return {
    name: `availableMana, ${sources} mana sources`,
    run: () => availableMana(viewOf({ ...board }), 'alice'),
    floorName: 'JSON parse + serialise of that board',
    floor: () => JSON.stringify(JSON.parse(json)),
  };
}

const layers = layersBenchmark(500, 50);
const layersMorePermanents = layersBenchmark(1000, 50);
const layersMoreEffects = layersBenchmark(500, 100);
const could = couldProduceBenchmark(300, 40);
const couldDoubled = couldProduceBenchmark(600, 80);
const available = availableManaBenchmark(60);
const availableDoubled = availableManaBenchmark(120);

const runner = runnerBenchmark(300);
const runnerDoubled = runnerBenchmark(600);
const steps = stepBenchmark();

const rows = [
  measure(runner),
  measure(layers),
  measure(layersMorePermanents),
  measure(layersMoreEffects),
  measure(could),
  measure(couldDoubled),
  measure(available),
  measure(availableDoubled),
];
process.stdout.write(`${table(rows)}\n\n`);

type Row = (typeof rows)[number];
const [runnerRow, base, , , couldRow, , availableRow] = rows as [Row, Row, Row, Row, Row, Row, Row, Row];
// Growth: the operation on the doubled input against the same on the original, timed in
// alternating rounds (not the rows above, which were timed at different moments).
const times = (x: number) => `${x.toFixed(2)}x`;
process.stdout.write(
  [
    'growth of the layer system when its input doubles (target: at most 2.2x)',
    `  permanents 500 -> 1000: ${times(growth(layers.run, layersMorePermanents.run))}`,
    `  effects 50 -> 100:      ${times(growth(layers.run, layersMoreEffects.run))}`,
    `target for 500 permanents under 50 effects: at most 3x its floor, measured ${times(base.ratio)}`,
    '',
    'mana (targets: couldProduce at most 1x its floor, availableMana at most 5x, growth on doubling at most 2.2x)',
    `  couldProduce, 300 permanents, 40 reflecting: ${times(couldRow.ratio)} its floor; doubled board: ${times(growth(could.run, couldDoubled.run))} the time`,
    `  availableMana, 60 sources: ${times(availableRow.ratio)} its floor; doubled: ${times(growth(available.run, availableDoubled.run))} the time`,
    `  (the JSON floor itself grows ${times(growth(could.floor, couldDoubled.floor))} and ${times(growth(available.floor, availableDoubled.floor))})`,
  ].join('\n') + '\n',
);

// The engine's paths users wait on (bench/README.md): the scenario runner, and one step of the settle loop.
const runnerDoubledRow = measure(runnerDoubled);
const runnerInputRow = measure({ ...runner, floor: runner.inputFloor, floorName: 'JSON parse + serialise of the scenario' });
const stepRow = measure(steps, { rounds: 7, roundMs: 300 });
process.stdout.write(
  [
    '',
    table([runnerDoubledRow, stepRow]),
    'the engine on the paths users wait on (targets: the runner at most 2x its floor and at most 2.2x the time when its board doubles; one step at most 5x its floor)',
    `  scenario runner, 300 permanents: ${times(runnerRow.ratio)} its floor; 600 permanents: ${times(runnerDoubledRow.ratio)}; doubled board: ${times(growth(runner.run, runnerDoubled.run))} the time`,
    `    (its floor: parse the scenario, serialise the result; against the parse + serialise of the scenario alone, whose result is about five times its size: ${times(runnerInputRow.ratio)})`,
    `  one step of a scenario that runs to the step limit: ${times(stepRow.ratio)} its floor (${((stepRow.operationMs / STEP_LIMIT) * 1000).toFixed(1)} us a step)`,
    '',
  ].join('\n'),
);

process.stdout.write(`\n${await batchThroughput()}\n`);

// The card search: the inverted index against a plain scan of every card's text (target: faster, a ratio under 1).
const pool = poolSearchIndex();
if (pool) {
  const search = searchBenchmark(pool.index);
  const { search: found, scan: scanned } = search.counts();
  process.stdout.write(
    [
      '',
      `card search (index: ${pool.source}; target: faster than the scan, a ratio under 1)`,
      table([measure(search)]),
      `  matches: ${found} by the search (words as words), ${scanned} by the scan (substrings)`,
      '',
    ].join('\n'),
  );
} else process.stdout.write('\ncard search: no pool/shipped/search.json and no card data (CARDS_DATA): row skipped\n');

// The request path: a stored board read and written through the yoga handler, in-process, against dynalite (target: each at most 2x its floor).
process.stdout.write(`\n${await requestPathRows()}\n`);

// The GraphQL function's cold start and its warm memory after 200 different cards (issue "Every card": at most 10 % worse than before it).
process.stdout.write(`\n${coldStartRows()}\n`);

// The worker's time per scenario kind, in ms (README, "Cost and scale").
process.stdout.write(`\n${await workerRows()}\n`);
