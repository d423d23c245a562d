// Stateless evaluation (shared/spec/API.md, SCENARIOS.md): a scenario document run exactly
// as the `ruling` command runs it (the cards it names made known to the engine first), nothing
// stored; and a scenario checked against its own `expected` result, as the command checks every
// file of a folder.

import { ResultDocument, compareResults, type ScenarioResult } from '../rules';
import { runWithCards } from './cards';

export function evaluate(scenario: unknown): { ok: boolean; result: ScenarioResult } {
  const result = runWithCards(scenario);
  return { ok: result.ok, result };
}

/** Whether a scenario passes: its result matches its `expected`, or, without one, it gives a result; and why, in a few words. */
export function checkScenario(scenario: unknown): { pass: boolean; why: string } {
  const result = runWithCards(scenario);
  const rawExpected = scenario !== null && typeof scenario === 'object' && 'expected' in scenario ? scenario.expected : undefined;
  if (rawExpected === undefined) return { pass: true, why: result.ok ? 'ok' : `ok: false (${result.error.code}), no expected result` };
  const expected = ResultDocument.safeParse(rawExpected);
  if (!expected.success) return { pass: false, why: `expected is not a result document: ${expected.error.issues[0]?.message}` };
  const mismatch = compareResults(expected.data, result);
  if (!mismatch) return { pass: true, why: 'matches expected' };
  const detail = mismatch.field === 'error.code' || mismatch.field === 'ok' ? `: expected ${JSON.stringify(mismatch.expected)}, got ${JSON.stringify(mismatch.actual)}` : '';
  const message = result.ok ? '' : ` (${result.error.code}: ${result.error.message})`;
  return { pass: false, why: `${mismatch.field} differs${detail}${message}` };
}
