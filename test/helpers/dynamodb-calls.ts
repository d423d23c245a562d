// Counts the DynamoDB calls a client makes: a middleware on the client's stack (the document
// client of store/client.ts shares its stack with the DynamoDB client under it) records each
// request as it is sent, by the operation its X-Amz-Target header names (GetItem, Query,
// TransactWriteItems, ...), and for a write whether it is conditional. Retries the SDK makes
// are below this step: a call is counted once, as the code made it.

import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DynamoCall {
  /** The DynamoDB operation: GetItem, Query, PutItem, UpdateItem, TransactWriteItems, Scan, BatchGetItem, ... */
  command: string;
  /** A write whose every item carries a condition (a ConditionExpression, or a ConditionCheck in a transaction). */
  conditional: boolean;
  /** The index a Query or Scan read, when one. */
  index: string | null;
}

/** Operations that read items. Scan is apart: no operation of the API may use it. */
export const READS = new Set(['GetItem', 'Query', 'BatchGetItem', 'TransactGetItems']);
/** Operations that write items. */
export const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** The calls of one stretch of work, by kind. */
export interface CallCount {
  /** Every call, in order, as `Command` or `Command (conditional)`, `Query gsi1`. */
  calls: string[];
  reads: number;
  writes: number;
  conditionalWrites: number;
  scans: number;
}

export interface CallRecorder {
  /** The calls recorded since the last `take` (or since attaching), which are then forgotten. */
  take(): DynamoCall[];
  /** Every call recorded since attaching, taken or not. */
  all(): DynamoCall[];
  /** Runs `work` and counts the calls it made (any recorded before it are dropped). */
  count<T>(work: () => Promise<T>): Promise<{ result: T; count: CallCount }>;
  /** Stops recording. */
  detach(): void;
}

const MIDDLEWARE_NAME = 'testDynamoCallCounter';

/** Records every call `client` sends from now on. */
export function recordDynamoCalls(client: DynamoDBDocumentClient | DynamoDBClient): CallRecorder {
  let calls: DynamoCall[] = [];
  const all: DynamoCall[] = [];
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      const target = request.headers?.['x-amz-target'] ?? request.headers?.['X-Amz-Target'];
      if (target) {
        const call = describe(target.replace(/^DynamoDB_\d+\./, ''), bodyText(request.body));
        calls.push(call);
        all.push(call);
      }
      return next(args);
    },
    // After `build`, the request is the HTTP request DynamoDB receives, whatever client built it.
    { step: 'finalizeRequest', name: MIDDLEWARE_NAME, priority: 'high' },
  );
  const take = () => {
    const taken = calls;
    calls = [];
    return taken;
  };
  return {
    take,
    all: () => [...all],
    async count(work) {
      take();
      const result = await work();
      return { result, count: countOf(take()) };
    },
    detach() {
      client.middlewareStack.remove(MIDDLEWARE_NAME);
    },
  };
}

/** The JSON body as text: the SDK sends a string or bytes. */
function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return '{}';
}

interface TransactItem {
  ConditionCheck?: unknown;
  Put?: { ConditionExpression?: string };
  Update?: { ConditionExpression?: string };
  Delete?: { ConditionExpression?: string };
}

function describe(command: string, body: string): DynamoCall {
  const input = JSON.parse(body) as { ConditionExpression?: string; TransactItems?: TransactItem[]; IndexName?: string };
  let conditional = false;
  if (command === 'TransactWriteItems')
    conditional = (input.TransactItems ?? []).every((item) => item.ConditionCheck !== undefined || Boolean((item.Put ?? item.Update ?? item.Delete)?.ConditionExpression));
  else if (WRITES.has(command)) conditional = Boolean(input.ConditionExpression);
  return { command, conditional, index: input.IndexName ?? null };
}

export function countOf(calls: DynamoCall[]): CallCount {
  return {
    calls: calls.map((call) => `${call.command}${call.index ? ` ${call.index}` : ''}${call.conditional ? ' (conditional)' : ''}`),
    reads: calls.filter((call) => READS.has(call.command)).length,
    writes: calls.filter((call) => WRITES.has(call.command)).length,
    conditionalWrites: calls.filter((call) => WRITES.has(call.command) && call.conditional).length,
    scans: calls.filter((call) => call.command === 'Scan').length,
  };
}
