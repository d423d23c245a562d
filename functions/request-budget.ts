// The per-principal request budget (README, "Limits"): HTTP APIs have no usage plans, so the
// GraphQL function keeps a token bucket per caller in its own memory. It is per instance:
// approximate (a caller spread over N instances gets up to N budgets) and free (no DynamoDB call
// per request); the stage's throttling and the function's reserved concurrency (infra/stack.ts)
// bound the whole. A caller over its budget gets HTTP 429 with `Retry-After` (seconds) and a
// GraphQL error with code `RATE_LIMITED` (API.md). A caller without a principal is keyed by its
// source IP (as API Gateway saw it, never a header), else all such callers share one bucket.

import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface RequestBudgetLimits {
  /** Requests a caller may make at once: the bucket's size. */
  burst: number;
  /** Requests per second the bucket refills. */
  ratePerSecond: number;
}

export interface RequestBudgetOptions extends RequestBudgetLimits {
  /** Milliseconds since the epoch; Date.now unless a test drives the clock. */
  now?: () => number;
  /** The most callers kept; past it the least recently seen is forgotten (a full bucket again). */
  maxCallers?: number;
}

/** A request taken from the budget, or the seconds until the caller may send one again. */
export type BudgetDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date. */
  at: number;
}

/**
 * A token bucket per caller key. A bucket idle long enough to be full again is the same as no
 * bucket, so such buckets are dropped (checked at most once per refill time), and past
 * `maxCallers` the least recently seen caller is dropped too: the map never grows without bound.
 */
export class RequestBudget {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private readonly maxCallers: number;
  /** Milliseconds an empty bucket takes to fill. */
  private readonly fillMs: number;
  private lastSweep: number;

  constructor(private readonly limits: RequestBudgetOptions) {
    if (!(limits.burst >= 1) || !(limits.ratePerSecond > 0)) throw new Error('a request budget needs a burst of at least 1 and a positive rate');
    this.now = limits.now ?? Date.now;
    this.maxCallers = limits.maxCallers ?? 10_000;
    this.fillMs = (limits.burst / limits.ratePerSecond) * 1000;
    this.lastSweep = this.now();
  }

  /** Callers with a bucket now (those that are not full). */
  get size(): number {
    return this.buckets.size;
  }

  /** Takes one request from `key`'s budget, if there is one. */
  take(key: string): BudgetDecision {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.limits.burst, at: now };
    bucket.tokens = Math.min(this.limits.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limits.ratePerSecond);
    bucket.at = now;
    // Most recently seen last: the first key of the map is the one to forget.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxCallers) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.limits.ratePerSecond)) };
  }

  /** Drops the buckets that have had time to fill since they were last used. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.fillMs) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (now - bucket.at >= this.fillMs) this.buckets.delete(key);
  }
}

/** The key a caller's budget is kept under: its principal, else its source IP, else the one bucket of anonymous callers. */
export function budgetKey(principal: string | null, sourceIp: string | null): string {
  if (principal !== null) return `principal:${principal}`;
  return sourceIp ? `ip:${sourceIp}` : 'anonymous';
}

/** A yoga plugin refusing, once its parameters are read, a request over its caller's budget. */
export function useRequestBudget<ServerContext extends Record<string, unknown>>(
  budget: RequestBudget,
  keyOf: (request: Request, serverContext: Partial<ServerContext>) => string,
): Plugin<ServerContext> {
  return {
    onParams: ({ request, context }) => {
      const decision = budget.take(keyOf(request, context));
      if (decision.allowed) return;
      throw new GraphQLError(`Too many requests: try again in ${decision.retryAfterSeconds} s.`, {
        extensions: { code: 'RATE_LIMITED', http: { status: 429, headers: { 'Retry-After': String(decision.retryAfterSeconds) } } },
      });
    },
  };
}
