// The request budget in the Lambda handler (functions/graphql.ts), with a tiny budget set
// through the environment before the handler is imported: a caller over it gets HTTP 429 with
// `Retry-After` and the GraphQL error RATE_LIMITED, and other callers are unaffected. The
// budget refills one request in 1,000 s, so nothing refills while the test runs.

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TABLE } from '../../store/table';
import { httpApiEvent } from '../helpers/http-api';

let handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number; headers?: Record<string, unknown>; body?: string }>;

beforeAll(async () => {
  // Stubbed, and restored after: no other test file's handler gets this budget.
  vi.stubEnv('TABLE_NAME', TABLE.localName);
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  vi.stubEnv('REQUEST_BUDGET_BURST', '2');
  vi.stubEnv('REQUEST_BUDGET_RATE', '0.001');
  ({ handler } = await import('../../functions/graphql'));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const lambdaContext = { functionName: 'graphql', awsRequestId: 'test-request' } as Context;
const EVALUATE = JSON.stringify({ query: 'query { evaluate(scenario: { board: { players: [{ id: "a" }] } }) { ok } }' });

/** A request of `sub` (none: no principal) from `sourceIp`. */
function evaluate(sub: string | null, sourceIp = '203.0.113.9') {
  const event = httpApiEvent({ ...(sub === null ? {} : { claims: { sub } }), body: EVALUATE });
  event.requestContext.http.sourceIp = sourceIp;
  return handler(event, lambdaContext);
}

describe('the request budget of the GraphQL Lambda handler', () => {
  it('answers a caller over its budget with 429, Retry-After and RATE_LIMITED; another principal is unaffected', async () => {
    for (let i = 0; i < 2; i++) expect((await evaluate('tool-a')).statusCode).toBe(200);
    const refused = await evaluate('tool-a');
    expect(refused.statusCode).toBe(429);
    // HTTP header names are case-insensitive: the handler passes them on as yoga writes them.
    const headers = new Headers(refused.headers as Record<string, string>);
    expect(headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const body = JSON.parse(refused.body!) as { data?: unknown; errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.extensions).toEqual({ code: 'RATE_LIMITED' });
    const other = await evaluate('tool-b');
    expect(other.statusCode).toBe(200);
    expect(JSON.parse(other.body!)).toEqual({ data: { evaluate: { ok: true } } });
  });

  it('keys a caller without a principal by its source IP', async () => {
    for (let i = 0; i < 2; i++) expect((await evaluate(null, '198.51.100.1')).statusCode).toBe(200);
    expect((await evaluate(null, '198.51.100.1')).statusCode).toBe(429);
    expect((await evaluate(null, '198.51.100.2')).statusCode).toBe(200);
  });
});
