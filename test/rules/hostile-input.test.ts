// Input that names built-in object properties, or nests deeper than any document of the contract
// (issue "The API as client libraries meet it", item 6): every key is a key like any other, a
// key a parse would drop is INVALID_INPUT, and depth is LIMIT_EXCEEDED before any recursive walk.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { alice, ok, permanent, run } from '../helpers/run';

const NAMES = ['constructor', 'valueOf', 'toString', 'hasOwnProperty'];

describe('counter kinds named after built-in object properties (CR 122.1)', () => {
  it.each(NAMES)('addCounters of "%s" puts that many counters of that kind', (kind) => {
    const result = ok(run([alice('f', 'Forest')], [{ do: 'addCounters', permanent: 'f', counter: kind, amount: 2 }]));
    expect(permanent(result, 'f').counters).toEqual({ [kind]: 2 });
  });

  it.each(NAMES)('a board with "%s" counters keeps them, and adding more counts them', (kind) => {
    const result = ok(run([alice('f', 'Forest', { counters: { [kind]: 1 } })], [{ do: 'addCounters', permanent: 'f', counter: kind, amount: 1 }]));
    expect(permanent(result, 'f').counters).toEqual({ [kind]: 2 });
  });
});

describe('a key a parse would drop', () => {
  it('"__proto__" among counters is INVALID_INPUT at its path, not silently dropped', () => {
    const input = JSON.parse('{"board": {"players": [{"id": "alice"}], "permanents": [{"id": "f", "card": "Forest", "controller": "alice", "counters": {"__proto__": 5}}]}}');
    expect(runScenario(input)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'counters', '__proto__'] } });
  });

  it('"__proto__" as a triggered choice key is INVALID_INPUT at its path', () => {
    const input = JSON.parse(
      '{"board": {"players": [{"id": "alice"}], "permanents": [{"id": "f", "card": "Forest", "controller": "alice"}]}, "actions": [{"do": "activate", "permanent": "f", "choices": {"triggered": {"__proto__": {}}}}]}',
    );
    expect(runScenario(input)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'triggered', '__proto__'] } });
  });
});

describe('depth', () => {
  it('actions nested 5,000 arrays deep are LIMIT_EXCEEDED with the path where the limit is passed', () => {
    let deep: unknown = [];
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    const result = runScenario({ board: { players: [{ id: 'alice' }] }, actions: [deep] });
    expect(result).toMatchObject({ ok: false, error: { code: 'LIMIT_EXCEEDED' } });
    expect(result.ok ? [] : result.error.path).toEqual(['actions', ...Array.from({ length: 63 }, () => 0)]);
  });
});
