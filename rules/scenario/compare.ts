// Whether a result matches an expected result (SCENARIOS.md, "A scenario and its result"): `ok`,
// the error's code, the answers and the canonical boards are equal; events and human-readable
// text (`message`, `reason`) may differ. Lists whose order carries no meaning (availableMana
// options, types, subtypes, supertypes, colors, keywords) compare as sets; an `explain` list
// compares by its structure (which effects, in which layers, in which order), not its wording;
// and an answer field that the expected answer does not have is not compared, so a field added
// to an answer later is not drift. The command line, the rulings and the nightly job all match
// results here.

import { canonicalBoard, loadBoard } from '../board';
import type { ScenarioResult } from './schema';

const UNORDERED = new Set(['options', 'types', 'subtypes', 'supertypes', 'colors', 'keywords']);

/** Human-readable text in an answer: never compared. */
const WORDING = new Set(['message', 'reason']);

function canonicalJson(value: unknown, key?: string): string {
  if (Array.isArray(value)) {
    const items = value.map((item) => canonicalJson(item));
    if (key !== undefined && UNORDERED.has(key)) items.sort();
    return `[${items.join(',')}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, k)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An `explain` entry's structure: the effect it names (its permanent or `effects` entry id, or
 * `counters`, without the card's name written after it) and its layer; the list's order is kept.
 */
function explainStructure(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const source = typeof entry.source === 'string' ? entry.source.replace(/ \(.*\)$/s, '') : entry.source;
  return { source, layer: entry.layer };
}

/**
 * The part of an answer that is compared, for the fields `expected` has: wording dropped,
 * `explain` reduced to its structure, and an `unsupported` answer's fields likewise. Mana
 * amounts and other values compare whole (a missing mana type is 0, not "not compared").
 */
function comparedPart(answer: unknown, expected: unknown): unknown {
  if (!isRecord(answer) || !isRecord(expected)) return answer;
  const part: Record<string, unknown> = {};
  for (const key of Object.keys(expected)) {
    if (WORDING.has(key)) continue;
    const value = answer[key];
    if (key === 'explain' && Array.isArray(value)) part[key] = value.map(explainStructure);
    else if (key === 'unsupported') part[key] = comparedPart(value, expected[key]);
    else part[key] = value;
  }
  return part;
}

/** Whether the answers match: as many, each equal on the fields the expected one has. */
function answersMatch(expected: readonly unknown[], actual: readonly unknown[]): boolean {
  if (expected.length !== actual.length) return false;
  return expected.every((want, at) => canonicalJson(comparedPart(want, want)) === canonicalJson(comparedPart(actual[at], want)));
}

/** The expected board in canonical form (a hand-written one may leave defaults out). */
function expectedBoard(board: unknown): unknown {
  if (board === undefined) return undefined;
  try {
    return canonicalBoard(loadBoard(board));
  } catch {
    return board;
  }
}

export interface Mismatch {
  field: 'ok' | 'error.code' | 'answers' | 'board';
  expected: unknown;
  actual: unknown;
}

/** The first difference that matters, or null when the results match. */
export function compareResults(expected: { ok: boolean; error?: { code: string }; answers?: unknown[]; board?: unknown }, actual: ScenarioResult): Mismatch | null {
  if (expected.ok !== actual.ok) return { field: 'ok', expected: expected.ok, actual: actual.ok };
  const actualCode = actual.ok ? undefined : actual.error.code;
  if (expected.error?.code !== actualCode) return { field: 'error.code', expected: expected.error?.code, actual: actualCode };
  const actualAnswers = actual.ok ? actual.answers : undefined;
  if (expected.answers !== undefined && !answersMatch(expected.answers, actualAnswers ?? [])) return { field: 'answers', expected: expected.answers, actual: actualAnswers };
  if (expected.board !== undefined && canonicalJson(expectedBoard(expected.board)) !== canonicalJson(actual.board))
    return { field: 'board', expected: expected.board, actual: actual.board };
  return null;
}
