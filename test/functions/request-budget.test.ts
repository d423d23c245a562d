// The request budget's token buckets (functions/request-budget.ts), on a clock the test drives:
// a caller's burst, then one request per refill, each caller on its own, idle callers forgotten.

import { describe, expect, it } from 'vitest';
import { budgetKey, RequestBudget } from '../../functions/request-budget';

function budgetAt(options: { burst: number; ratePerSecond: number; maxCallers?: number }) {
  const clock = { ms: 1_000_000 };
  return { clock, budget: new RequestBudget({ ...options, now: () => clock.ms }) };
}

const allowed = { allowed: true };

describe('RequestBudget', () => {
  it('allows a burst, then refuses with the seconds until a request refills, and refills over time', () => {
    const { clock, budget } = budgetAt({ burst: 3, ratePerSecond: 0.5 });
    expect([budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([allowed, allowed, allowed]);
    expect(budget.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock.ms += 1000;
    expect(budget.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.ms += 1000;
    expect(budget.take('a')).toEqual(allowed);
    expect(budget.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    // Never more than the burst, however long the caller was away.
    clock.ms += 3_600_000;
    expect([budget.take('a'), budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([allowed, allowed, allowed, { allowed: false, retryAfterSeconds: 2 }]);
  });

  it('keeps each caller to its own bucket', () => {
    const { budget } = budgetAt({ burst: 1, ratePerSecond: 1 });
    expect(budget.take('a')).toEqual(allowed);
    expect(budget.take('a')).toMatchObject({ allowed: false });
    expect(budget.take('b')).toEqual(allowed);
  });

  it('forgets a caller whose bucket had time to fill again, and the least recently seen past the most callers kept', () => {
    const { clock, budget } = budgetAt({ burst: 2, ratePerSecond: 1, maxCallers: 3 });
    budget.take('a');
    budget.take('b');
    expect(budget.size).toBe(2);
    clock.ms += 1000;
    budget.take('c');
    expect(budget.size).toBe(3);
    clock.ms += 1000; // a and b were last seen 2 s ago: full again, dropped; c was seen 1 s ago
    budget.take('d');
    expect(budget.size).toBe(2);
    budget.take('e');
    budget.take('f'); // a fourth caller: c, the least recently seen, goes
    expect(budget.size).toBe(3);
    for (let i = 0; i < 100; i++) budget.take(`caller-${i}`);
    expect(budget.size).toBe(3);
  });

  it('refuses limits that could never allow a request', () => {
    expect(() => new RequestBudget({ burst: 0, ratePerSecond: 1 })).toThrow(/burst of at least 1/);
    expect(() => new RequestBudget({ burst: 1, ratePerSecond: 0 })).toThrow(/positive rate/);
  });
});

describe('budgetKey', () => {
  it('keys a caller by its principal, else its source IP, else the one anonymous bucket', () => {
    expect(budgetKey('user-1', '203.0.113.9')).toBe('principal:user-1');
    expect(budgetKey(null, '203.0.113.9')).toBe('ip:203.0.113.9');
    expect(budgetKey(null, null)).toBe('anonymous');
  });
});
