// `npm run cards:coverage`: what the engine knows of the card pool, from the shipped catalog
// (pool/shipped/, no card data needed): how many cards are known, playable and supported
// (pool/record.ts isSupported), the most frequent Oracle line shapes still opaque (names,
// numbers and mana symbols abstracted by the compiler's lineShape), and the share of questions
// answered, not `unsupported`, on random boards of 20 playable permanent cards (SCENARIOS.md
// "Answers"). The boards come from a fixed seed, so two runs on the same catalog agree.
// With `--decks [DIR]` (shared/data/decks/ by default) it measures boards built from real
// decklists instead (pool/deck-boards.ts): the share answered per format and per kind of
// question, and the lines that block the most answers, each blocker of an answer counted; and
// the share of the decklists' cards supported (distinct nonland cards, deck slots) with the
// opaque line shapes weighed by the deck slots that hold them.

import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runScenario, type Answer } from '../rules';
import { DECK_QUESTION_KINDS, deckBoards, readDecks, type Deck, type DeckQuestionKind } from './deck-boards';
import { ensureCards, findPoolCard, poolRecord, shardRecords } from './load';
import { SHARDS, type PoolCard } from './record';
import { seeded } from './seeded';

export { seeded } from './seeded';

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

/** The answers of deck boards, counted by format and kind of question, and what blocked them. */
export interface DeckCoverage {
  boards: number;
  refused: number;
  /** By format, then kind: [answered, asked]. */
  byFormat: Map<string, Map<DeckQuestionKind, [number, number]>>;
  /** Each line that blocked an answer (`card: text`), with how many answers it blocked. */
  blockers: Map<string, number>;
  /** Answers blocked by exactly one line. */
  singleBlocker: number;
}

const kindOf = (question: Record<string, unknown>): DeckQuestionKind => DECK_QUESTION_KINDS.find((kind) => kind in question)!;

export function deckCoverage(dir: string, options: { boards?: number; seed?: number } = {}): DeckCoverage {
  const out: DeckCoverage = { boards: 0, refused: 0, byFormat: new Map(), blockers: new Map(), singleBlocker: 0 };
  for (const { format, scenario } of deckBoards(readDecks(dir), options)) {
    out.boards += 1;
    try {
      ensureCards(scenario);
    } catch {
      out.refused += 1;
      continue;
    }
    const result = runScenario(scenario);
    if (!result.ok) {
      out.refused += 1;
      continue;
    }
    const kinds = out.byFormat.get(format) ?? new Map<DeckQuestionKind, [number, number]>();
    out.byFormat.set(format, kinds);
    result.answers.forEach((answer: Answer, i) => {
      const kind = kindOf(scenario.ask[i]!);
      const counts = kinds.get(kind) ?? [0, 0];
      kinds.set(kind, counts);
      counts[1] += 1;
      if (!('unsupported' in answer)) {
        counts[0] += 1;
        return;
      }
      const blockers = answer.unsupported.blockers ?? [answer.unsupported];
      if (blockers.length === 1) out.singleBlocker += 1;
      for (const blocker of blockers) {
        const key = `${blocker.card}: ${blocker.text}`;
        out.blockers.set(key, (out.blockers.get(key) ?? 0) + 1);
      }
    });
  }
  return out;
}

/** How many of a format's deck cards are supported: distinct nonland cards and deck slots (copies and basic lands counted). */
export interface DeckCardSupport {
  /** Distinct nonland card names: [supported, all]. */
  distinctNonland: [number, number];
  /** Deck slots: [supported, all]. */
  slots: [number, number];
}

/**
 * Whether a decklist's card is supported (pool/record.ts isSupported) and whether it is a land:
 * a card of several parts (split, adventure, double-faced, meld) is supported when each of its
 * data lines is; it is a land when its front face (or first half) is. Null for a name the pool
 * doesn't find.
 */
export function deckCardSupport(name: string): { supported: boolean; land: boolean; lines: PoolCard[] } | null {
  const match = findPoolCard(name);
  if (!match) return null;
  const lines = match.card.faces.length > 1 ? match.card.faces.map((face) => poolRecord(face)).filter((r): r is PoolCard => r !== null) : [match.card];
  const front = lines[0] ?? match.card;
  return { supported: lines.length > 0 && lines.every((line) => line.supported), land: front.types.includes('Land'), lines };
}

/**
 * The deck cards' support by format, and the opaque Oracle line shapes weighed by the deck slots
 * holding them (each line of a card counted once per copy in a deck): what to carry out next.
 */
export function deckCardCoverage(decks: readonly Deck[]): { byFormat: Map<string, DeckCardSupport>; opaqueBySlots: Map<string, number>; unknown: Set<string> } {
  const byFormat = new Map<string, DeckCardSupport>();
  const opaqueBySlots = new Map<string, number>();
  const unknown = new Set<string>();
  const distinct = new Map<string, Map<string, boolean>>();
  for (const deck of decks) {
    const support = byFormat.get(deck.format) ?? { distinctNonland: [0, 0], slots: [0, 0] };
    byFormat.set(deck.format, support);
    const names = distinct.get(deck.format) ?? new Map<string, boolean>();
    distinct.set(deck.format, names);
    for (const { name, count } of deck.cards) {
      const card = deckCardSupport(name);
      support.slots[1] += count;
      if (!card) {
        unknown.add(name);
        continue;
      }
      if (card.supported) support.slots[0] += count;
      if (!card.land) names.set(card.lines[0]?.card_name ?? name, card.supported);
      for (const line of card.lines)
        if (!line.funny) for (const oracle of line.lines) if (!oracle.compiled && oracle.shape !== '') opaqueBySlots.set(oracle.shape, (opaqueBySlots.get(oracle.shape) ?? 0) + count);
    }
  }
  for (const [format, names] of distinct) {
    const support = byFormat.get(format)!;
    support.distinctNonland = [[...names.values()].filter(Boolean).length, names.size];
  }
  return { byFormat, opaqueBySlots, unknown };
}

const percent = (answered: number, asked: number) => (asked === 0 ? '   -  ' : `${((100 * answered) / asked).toFixed(1).padStart(5)} %`);

function deckReport(dir: string, top: number): string[] {
  const c = deckCoverage(dir);
  const lines = [`boards from the decklists of ${dir}: ${c.boards} boards (two decks of one format each), ${c.refused} refused as a whole`, ''];
  const header = ['format'.padEnd(10), 'overall'.padStart(16), ...DECK_QUESTION_KINDS.map((kind) => kind.padStart(22))].join('');
  lines.push(header);
  const total = new Map<DeckQuestionKind, [number, number]>();
  const row = (name: string, kinds: Map<DeckQuestionKind, [number, number]>) => {
    let answered = 0;
    let asked = 0;
    const cells = DECK_QUESTION_KINDS.map((kind) => {
      const [a, n] = kinds.get(kind) ?? [0, 0];
      answered += a;
      asked += n;
      return `${percent(a, n)} of ${String(n).padStart(5)}`.padStart(22);
    });
    return `${name.padEnd(10)}${`${percent(answered, asked)} of ${String(asked).padStart(5)}`.padStart(16)}${cells.join('')}`;
  };
  for (const [format, kinds] of c.byFormat) {
    lines.push(row(format, kinds));
    for (const [kind, [a, n]] of kinds) {
      const sum = total.get(kind) ?? [0, 0];
      total.set(kind, [sum[0] + a, sum[1] + n]);
    }
  }
  lines.push(row('all', total));
  const cards = deckCardCoverage(readDecks(dir));
  lines.push('', 'supported cards of the decklists (pool/record.ts isSupported; a card of several parts when each part is):', '');
  lines.push(`${'format'.padEnd(10)}${'distinct nonland cards'.padStart(26)}${'deck slots'.padStart(22)}`);
  const all: DeckCardSupport = { distinctNonland: [0, 0], slots: [0, 0] };
  for (const [format, support] of cards.byFormat) {
    lines.push(
      `${format.padEnd(10)}${`${percent(...support.distinctNonland)} of ${String(support.distinctNonland[1]).padStart(5)}`.padStart(26)}${`${percent(...support.slots)} of ${String(support.slots[1]).padStart(5)}`.padStart(22)}`,
    );
    for (const key of ['distinctNonland', 'slots'] as const) all[key] = [all[key][0] + support[key][0], all[key][1] + support[key][1]];
  }
  // Across formats a card counts once among the distinct cards.
  const distinctAll = new Map<string, boolean>();
  for (const deck of readDecks(dir))
    for (const { name } of deck.cards) {
      const card = deckCardSupport(name);
      if (card && !card.land) distinctAll.set(card.lines[0]?.card_name ?? name, card.supported);
    }
  const distinctSupported = [...distinctAll.values()].filter(Boolean).length;
  lines.push(
    `${'all'.padEnd(10)}${`${percent(distinctSupported, distinctAll.size)} of ${String(distinctAll.size).padStart(5)}`.padStart(26)}${`${percent(...all.slots)} of ${String(all.slots[1]).padStart(5)}`.padStart(22)}`,
  );
  if (cards.unknown.size > 0) lines.push(`names the pool doesn't find: ${[...cards.unknown].sort().join(', ')}`);
  lines.push('', `the ${top} opaque Oracle line shapes in the most deck slots (each copy counted):`);
  for (const [shape, n] of [...cards.opaqueBySlots].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top))
    lines.push(`${String(n).padStart(6)}  ${shape.length > 150 ? `${shape.slice(0, 147)}...` : shape}`);
  const blocked = [...total.values()].reduce((sum, [a, n]) => sum + n - a, 0);
  lines.push(
    '',
    `unsupported answers: ${blocked}, of them ${c.singleBlocker} with a single blocker`,
    '',
    `the ${top} lines that block the most answers (each blocker of an answer counted):`,
  );
  for (const [line, n] of [...c.blockers].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top))
    lines.push(`${String(n).padStart(6)}  ${line.length > 150 ? `${line.slice(0, 147)}...` : line}`);
  return lines;
}

const DEFAULT_DECKS = fileURLToPath(new URL('../../shared/data/decks/', import.meta.url));

function main(): void {
  const { values } = parseArgs({ options: { decks: { type: 'boolean' }, top: { type: 'string' } }, allowPositionals: true, args: process.argv.slice(2) });
  if (values.decks) {
    const dir = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--') && arg !== values.top) ?? DEFAULT_DECKS);
    process.stdout.write(`${deckReport(dir, Number(values.top ?? 30)).join('\n')}\n`);
    return;
  }
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
