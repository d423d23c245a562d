// Whether a result matches an expected result (SCENARIOS.md): `ok`, the error's code, the
// answers and the canonical boards are equal; events and messages may differ. Lists whose
// order carries no meaning (availableMana options, types, subtypes, supertypes, colors,
// keywords) compare as sets.

import { canonicalBoard, loadBoard } from '../board';
import type { ScenarioResult } from './schema';

const UNORDERED = new Set(['options', 'types', 'subtypes', 'supertypes', 'colors', 'keywords']);

function canonicalJson(value: unknown, key?: string): string {
  if (Array.isArray(value)) {
    const items = value.map((item) => canonicalJson(item));
    if (key !== undefined && UNORDERED.has(key)) items.sort();
    return `[${items.join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, k)}`).join(',')}}`;
  }
  return JSON.stringify(value);
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
  if (expected.answers !== undefined && canonicalJson(expected.answers, 'answers') !== canonicalJson(actualAnswers ?? [], 'answers'))
    return { field: 'answers', expected: expected.answers, actual: actualAnswers };
  if (expected.board !== undefined && canonicalJson(expectedBoard(expected.board)) !== canonicalJson(actual.board))
    return { field: 'board', expected: expected.board, actual: actual.board };
  return null;
}
