// What every Lambda function (functions/graphql.ts, worker.ts, nightly.ts) is set up with, in
// one place: its configuration, read from the environment and checked once (a function that
// is missing a setting fails as it starts, with one message naming every problem), the
// Powertools logger, metrics and tracer, the stores over the table, the work queue (SQS), and
// the application (app/) over them. The DynamoDB and SQS clients are traced (X-Ray subsegments
// per call) when the tracer is on: in Lambda, unless POWERTOOLS_TRACE_ENABLED is false; never
// outside Lambda (the local server, the tests), so nothing tries to send segments there.

import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { createApp, type App } from '../app';
import { createDocumentClient } from '../store/client';
import { createStores, type Stores } from '../store/stores';
import type { WorkQueue } from '../store/work';
import { callerConfigFromEnv, type CallerConfig } from './caller';
import { METRICS_NAMESPACE, SERVICE_NAME } from './metrics';
import type { RequestBudgetLimits } from './request-budget';
import { sqsQueue } from './sqs-queue';

export interface LambdaConfig {
  /** TABLE_NAME: the one DynamoDB table. */
  tableName: string;
  /** WORK_QUEUE_URL: the SQS work queue; null in a stack without the batch infrastructure. */
  workQueueUrl: string | null;
  /** DYNAMODB_ENDPOINT: another DynamoDB than the region's (tests, DynamoDB Local); null for the region's. */
  dynamodbEndpoint: string | null;
  /** POWERTOOLS_SERVICE_NAME, by default `rules-api`. */
  serviceName: string;
  /** POWERTOOLS_METRICS_NAMESPACE, by default `RulesApi`. */
  metricsNamespace: string;
  /** REQUIRE_SCOPES and FIRST_PARTY_CLIENT_IDS (functions/caller.ts). */
  caller: CallerConfig;
  /** WORK_TIME_MARGIN_MS, by default 10 s: the worker takes no new work when less time than this is left. */
  workTimeMarginMs: number;
  /** REQUEST_BUDGET_BURST and REQUEST_BUDGET_RATE (per second), set together by the stack from context (cdk.json); null without them: no budget. */
  requestBudget: RequestBudgetLimits | null;
}

const text = z.string({ error: 'is not set' });
const url = z.url({ error: (issue) => (issue.input === undefined ? 'is not set' : 'is not a URL') });
/** A variable: an empty one is an unset one. */
const variable = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const Environment = z.object({
  TABLE_NAME: variable(text),
  WORK_QUEUE_URL: variable(url.optional()),
  DYNAMODB_ENDPOINT: variable(url.optional()),
  POWERTOOLS_SERVICE_NAME: variable(text.default(SERVICE_NAME)),
  POWERTOOLS_METRICS_NAMESPACE: variable(text.default(METRICS_NAMESPACE)),
  WORK_TIME_MARGIN_MS: variable(z.coerce.number({ error: 'is not a number of milliseconds' }).int().min(0).default(10_000)),
  REQUEST_BUDGET_BURST: variable(z.coerce.number({ error: 'is not a number of requests' }).min(1).optional()),
  REQUEST_BUDGET_RATE: variable(z.coerce.number({ error: 'is not a number of requests per second' }).positive().optional()),
  REQUIRE_SCOPES: z.string().optional(),
  FIRST_PARTY_CLIENT_IDS: z.string().optional(),
});

/** The function's configuration; throws one Error naming every variable that is missing or wrong. */
export function configFromEnv(env: NodeJS.ProcessEnv, needs: { queue: boolean }): LambdaConfig {
  const parsed = (needs.queue ? Environment.extend({ WORK_QUEUE_URL: variable(url) }) : Environment).safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  if (!env.REQUEST_BUDGET_BURST !== !env.REQUEST_BUDGET_RATE) problems.push('REQUEST_BUDGET_BURST and REQUEST_BUDGET_RATE are set together or not at all');
  if (!parsed.success || problems.length > 0) throw new Error(`the function's environment is not valid: ${problems.join('; ')}`);
  const vars = parsed.data;
  return {
    tableName: vars.TABLE_NAME,
    workQueueUrl: vars.WORK_QUEUE_URL ?? null,
    dynamodbEndpoint: vars.DYNAMODB_ENDPOINT ?? null,
    serviceName: vars.POWERTOOLS_SERVICE_NAME,
    metricsNamespace: vars.POWERTOOLS_METRICS_NAMESPACE,
    caller: callerConfigFromEnv({ REQUIRE_SCOPES: vars.REQUIRE_SCOPES, FIRST_PARTY_CLIENT_IDS: vars.FIRST_PARTY_CLIENT_IDS }),
    workTimeMarginMs: vars.WORK_TIME_MARGIN_MS,
    requestBudget:
      vars.REQUEST_BUDGET_BURST === undefined || vars.REQUEST_BUDGET_RATE === undefined ? null : { burst: vars.REQUEST_BUDGET_BURST, ratePerSecond: vars.REQUEST_BUDGET_RATE },
  };
}

/** What a Lambda function works with, made once per execution environment (at module scope). */
export interface LambdaRuntime {
  config: LambdaConfig;
  logger: Logger;
  metrics: Metrics;
  tracer: Tracer;
  /** The AWS SDK clients, traced when the tracer is on. */
  clients: { dynamodb: DynamoDBClient | null; sqs: SQSClient | null };
  stores: Stores;
  /** The SQS work queue; without WORK_QUEUE_URL, a queue whose every send fails loudly. */
  queue: WorkQueue;
  app: App;
}

/** Without a queue (a stack without the batch infrastructure), submitting a batch fails loudly. */
const noQueue: WorkQueue = {
  send: async () => {
    throw new Error('WORK_QUEUE_URL is not set');
  },
};

/** Sets a function up from its environment; `needs.queue` when it cannot work without the work queue. */
export function lambdaRuntime(needs: { queue: boolean }, env: NodeJS.ProcessEnv = process.env): LambdaRuntime {
  const config = configFromEnv(env, needs);
  const logger = new Logger({ serviceName: config.serviceName });
  const metrics = new Metrics({ namespace: config.metricsNamespace, serviceName: config.serviceName });
  const tracer = new Tracer({ serviceName: config.serviceName });
  const clients: LambdaRuntime['clients'] = { dynamodb: null, sqs: null };
  const instrument = (client: DynamoDBClient) => (clients.dynamodb = tracer.captureAWSv3Client(client));
  const documentClient = createDocumentClient({ ...(config.dynamodbEndpoint === null ? {} : { endpoint: config.dynamodbEndpoint }), instrument });
  const stores = createStores({ client: documentClient, tableName: config.tableName });
  if (config.workQueueUrl !== null) clients.sqs = tracer.captureAWSv3Client(new SQSClient({}));
  const queue = clients.sqs === null || config.workQueueUrl === null ? noQueue : sqsQueue(clients.sqs, config.workQueueUrl);
  return { config, logger, metrics, tracer, clients, stores, queue, app: createApp({ stores, queue }) };
}
