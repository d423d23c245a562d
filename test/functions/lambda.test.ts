// The one set-up of every Lambda function (functions/lambda.ts): the configuration read from
// the environment and checked once, failing with one message that names every problem, and
// the runtime made from it (logger, metrics, tracer, stores, queue and the application) over a
// real store on dynalite.

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv, lambdaRuntime } from '../../functions/lambda';
import { TABLE } from '../../store/table';
import { forestBoard } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

describe('configFromEnv', () => {
  it('needs only TABLE_NAME; the rest has defaults, and the queue and endpoint are absent', () => {
    expect(configFromEnv({ TABLE_NAME: 'rules-table' }, { queue: false })).toEqual({
      tableName: 'rules-table',
      workQueueUrl: null,
      dynamodbEndpoint: null,
      serviceName: 'rules-api',
      metricsNamespace: 'RulesApi',
      caller: { requireScopes: false, firstPartyClients: new Set() },
      workTimeMarginMs: 10_000,
      requestBudget: null,
    });
  });

  it('reads every setting the functions use', () => {
    const env = {
      TABLE_NAME: 'rules-table',
      WORK_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/123456789012/rules-work',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
      POWERTOOLS_SERVICE_NAME: 'rules-worker',
      POWERTOOLS_METRICS_NAMESPACE: 'RulesApiTest',
      REQUIRE_SCOPES: 'true',
      FIRST_PARTY_CLIENT_IDS: 'ios-app, android-app',
      WORK_TIME_MARGIN_MS: '2500',
      REQUEST_BUDGET_BURST: '30',
      REQUEST_BUDGET_RATE: '0.5',
    };
    expect(configFromEnv(env, { queue: true })).toEqual({
      tableName: 'rules-table',
      workQueueUrl: env.WORK_QUEUE_URL,
      dynamodbEndpoint: 'http://127.0.0.1:8000',
      serviceName: 'rules-worker',
      metricsNamespace: 'RulesApiTest',
      caller: { requireScopes: true, firstPartyClients: new Set(['ios-app', 'android-app']) },
      workTimeMarginMs: 2500,
      requestBudget: { burst: 30, ratePerSecond: 0.5 },
    });
  });

  it('takes an empty variable for an unset one', () => {
    const config = configFromEnv({ TABLE_NAME: 'rules-table', WORK_QUEUE_URL: '', DYNAMODB_ENDPOINT: '', POWERTOOLS_SERVICE_NAME: '' }, { queue: false });
    expect(config).toMatchObject({ workQueueUrl: null, dynamodbEndpoint: null, serviceName: 'rules-api' });
  });

  it('refuses a missing TABLE_NAME, and WORK_QUEUE_URL where the function needs the queue, in one message naming each', () => {
    expect(() => configFromEnv({}, { queue: false })).toThrow(new Error("the function's environment is not valid: TABLE_NAME is not set"));
    expect(() => configFromEnv({ TABLE_NAME: '' }, { queue: true })).toThrow(new Error("the function's environment is not valid: TABLE_NAME is not set; WORK_QUEUE_URL is not set"));
    expect(() => configFromEnv({ TABLE_NAME: 'rules-table' }, { queue: true })).toThrow(new Error("the function's environment is not valid: WORK_QUEUE_URL is not set"));
  });

  it('refuses a request budget given by half, or not in numbers', () => {
    expect(() => configFromEnv({ TABLE_NAME: 'rules-table', REQUEST_BUDGET_BURST: '30' }, { queue: false })).toThrow(/REQUEST_BUDGET_BURST and REQUEST_BUDGET_RATE are set together/);
    expect(() => configFromEnv({ TABLE_NAME: 'rules-table', REQUEST_BUDGET_BURST: 'many', REQUEST_BUDGET_RATE: '1' }, { queue: false })).toThrow(
      /REQUEST_BUDGET_BURST is not a number of requests/,
    );
  });

  it('refuses a worker time margin that is not a number of milliseconds', () => {
    expect(() => configFromEnv({ TABLE_NAME: 'rules-table', WORK_TIME_MARGIN_MS: 'ten seconds' }, { queue: false })).toThrow(/WORK_TIME_MARGIN_MS is not a number of milliseconds/);
  });

  it('refuses an endpoint or queue that is not a URL', () => {
    expect(() => configFromEnv({ TABLE_NAME: 'rules-table', DYNAMODB_ENDPOINT: 'not a url', WORK_QUEUE_URL: 'rules-work' }, { queue: false })).toThrow(
      new Error("the function's environment is not valid: WORK_QUEUE_URL is not a URL; DYNAMODB_ENDPOINT is not a URL"),
    );
  });
});

describe('lambdaRuntime', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(async () => {
    await store.close();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('makes the stores and the application over the table, and a queue that fails loudly without WORK_QUEUE_URL', async () => {
    const runtime = lambdaRuntime({ queue: false }, { TABLE_NAME: TABLE.localName, DYNAMODB_ENDPOINT: store.endpoint, POWERTOOLS_METRICS_NAMESPACE: 'RulesApiTest' });
    expect(runtime.config).toMatchObject({ tableName: TABLE.localName, dynamodbEndpoint: store.endpoint, metricsNamespace: 'RulesApiTest', workQueueUrl: null });
    const board = await runtime.app.boards.create('runtime-owner', { state: forestBoard });
    expect(await store.stores.boards.get('runtime-owner', board.id)).toEqual(board);
    expect(await runtime.stores.boards.get('runtime-owner', board.id)).toEqual(board);
    await expect(runtime.queue.send([{ kind: 'batch', batchId: 'b', indexes: [0] }])).rejects.toThrow('WORK_QUEUE_URL is not set');
    await expect(runtime.app.batches.submit('runtime-owner', [{ board: forestBoard }])).rejects.toThrow('WORK_QUEUE_URL is not set');
  });

  it('traces the DynamoDB and SQS clients with X-Ray in Lambda, unless POWERTOOLS_TRACE_ENABLED is false, and never outside Lambda', () => {
    const env = { TABLE_NAME: TABLE.localName, DYNAMODB_ENDPOINT: store.endpoint, WORK_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/123456789012/rules-work' };
    const traced = (runtime: ReturnType<typeof lambdaRuntime>) =>
      [runtime.clients.dynamodb, runtime.clients.sqs].map((client) => client!.middlewareStack.identify().some((name) => name.startsWith('XRaySDKInstrumentation')));

    const here = lambdaRuntime({ queue: true }, env);
    expect(here.tracer.isTracingEnabled()).toBe(false);
    expect(traced(here)).toEqual([false, false]);

    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    const inLambda = lambdaRuntime({ queue: true }, env);
    expect(inLambda.tracer.isTracingEnabled()).toBe(true);
    expect(traced(inLambda)).toEqual([true, true]);

    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    expect(traced(lambdaRuntime({ queue: true }, env))).toEqual([false, false]);
  });

  it('a function that needs the queue does not start without it: the nightly function fails as it is loaded, naming WORK_QUEUE_URL', async () => {
    vi.stubEnv('TABLE_NAME', TABLE.localName);
    vi.stubEnv('DYNAMODB_ENDPOINT', store.endpoint);
    vi.stubEnv('WORK_QUEUE_URL', '');
    await expect(import('../../functions/nightly')).rejects.toThrow("the function's environment is not valid: WORK_QUEUE_URL is not set");
  });
});
