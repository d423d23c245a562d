// `npm run cards:coverage`: what the engine knows of the card pool, from the shipped catalog
// (pool/shipped/, no card data needed): how many cards are known, playable and supported
// (pool/record.ts isSupported), the most frequent Oracle line shapes still opaque (names,
// numbers and mana symbols abstracted by the compiler's lineShape), and the share of questions
// answered, not `unsupported`, on random boards of 20 playable permanent cards (SCENARIOS.md
// "Answers"). The boards come from a fixed seed, so two runs on the same catalog agree.

import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { runScenario } from '../rules';
import { ensureCards, shardRecords } from './load';
import { SHARDS, type PoolCard } from './record';

/** A small seeded generator (mulberry32): the coverage boards, and a test's, are the same every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Coverage {
  known: number;
  playable: number;
  supported: number;
  opaqueShapes: [string, number][];
  boards: number;
  questions: number;
  answered: number;
  /** Boards the engine refused as a whole (a card it can't put on a board, a board the rules forbid). */
  refused: number;
}

export function coverage(options: { boards?: number; cardsPerBoard?: number; shapes?: number; seed?: number } = {}): Coverage {
  const { boards = 50, cardsPerBoard = 20, shapes = 30, seed = 14 } = options;
  const records: PoolCard[] = [];
  for (let shard = 0; shard < SHARDS; shard++) records.push(...shardRecords(shard));
  const shapeCounts = new Map<string, number>();
  for (const record of records)
    if (!record.funny)
      record.lines.forEach((line) => {
        if (!line.compiled && line.shape !== '') shapeCounts.set(line.shape, (shapeCounts.get(line.shape) ?? 0) + 1);
      });
  // Permanent cards a board may hold: playable, with a definition, not instants or sorceries, not Auras (they need something to enchant).
  const permanents = records.filter(
    (r) =>
      r.playable &&
      r.definition &&
      !r.definition.types.some((t) => t === 'Instant' || t === 'Sorcery') &&
      !r.definition.subtypes.includes('Aura') &&
      !r.definition.types.includes('Battle'),
  );
  const random = seeded(seed);
  let questions = 0;
  let answered = 0;
  let refused = 0;
  for (let b = 0; b < boards; b++) {
    const permanentsOnBoard = Array.from({ length: cardsPerBoard }, (_, i) => {
      const record = permanents[Math.floor(random() * permanents.length)]!;
      return { id: `p${i}`, card: record.name, controller: i % 2 === 0 ? 'alice' : 'bob' };
    });
    const ask = [
      { availableMana: 'alice' },
      { availableMana: 'bob' },
      ...permanentsOnBoard.flatMap((p) => [{ characteristics: p.id }, { couldProduce: p.id }, { canActivate: { permanent: p.id, ability: 0 } }]),
    ];
    const scenario = { board: { turn: { number: 3, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents: permanentsOnBoard }, ask };
    try {
      ensureCards(scenario);
    } catch {
      refused += 1;
      continue;
    }
    const result = runScenario(scenario);
    if (!result.ok) {
      refused += 1;
      continue;
    }
    questions += result.answers.length;
    answered += result.answers.filter((a) => !('unsupported' in a)).length;
  }
  return {
    known: records.length,
    playable: records.filter((r) => r.playable).length,
    supported: records.filter((r) => r.supported).length,
    opaqueShapes: [...shapeCounts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, shapes),
    boards,
    questions,
    answered,
    refused,
  };
}

function main(): void {
  const c = coverage();
  const share = c.questions === 0 ? 0 : (100 * c.answered) / c.questions;
  const lines = [
    `known:     ${c.known} cards (every line of the card data)`,
    `playable:  ${c.playable}`,
    `supported: ${c.supported} (every Oracle line compiled and carried out)`,
    '',
    `random boards of 20 playable permanent cards (seed 14): ${c.boards} boards, ${c.refused} refused as a whole`,
    `questions answered: ${c.answered} of ${c.questions} (${share.toFixed(1)} %), the rest unsupported`,
    '',
    `the ${c.opaqueShapes.length} most frequent Oracle line shapes still opaque (non-joke cards):`,
    ...c.opaqueShapes.map(([shape, n]) => `${String(n).padStart(6)}  ${shape}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
