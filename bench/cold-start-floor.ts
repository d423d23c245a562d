// The floors of the cold-start row (bench/cold-start.ts): a Lambda handler built from the same
// libraries as functions/graphql.ts, made the same way (Powertools logger, metrics and tracer,
// the DynamoDB document client traced and the SQS client imported, a Pothos builder with the
// schema's plugins served by graphql-yoga with the server's plugins, zod checking the
// environment), answering one field; or, with COLD_START_FLOOR=bare, yoga and Pothos alone.
// None of the project's code is imported: what the function costs more is the project's own.

import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createYoga } from 'graphql-yoga';
import * as z from 'zod';

const env = z.object({ TABLE_NAME: z.string(), WORK_QUEUE_URL: z.url().optional() }).parse(process.env);
const logger = new Logger({ serviceName: 'bench' });
const metrics = new Metrics({ namespace: 'Bench', serviceName: 'bench' });
const tracer = new Tracer({ serviceName: 'bench' });
const documentClient = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), { marshallOptions: { removeUndefinedValues: true } });
const sqs = env.WORK_QUEUE_URL ? tracer.captureAWSv3Client(new SQSClient({})) : null;

const builder = new SchemaBuilder<{ Context: { read: boolean }; AuthScopes: { read: boolean } }>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, RelayPlugin, ComplexityPlugin],
  scopeAuth: { authScopes: (context) => ({ read: context.read }) },
  relay: { clientMutationId: 'omit', cursorType: 'String', nodeQueryOptions: false, nodesQueryOptions: false },
  complexity: { limit: { complexity: 1500, depth: 10, breadth: 150 } },
  errors: { directResult: true },
});
const Result = builder.objectRef<{ ok: boolean }>('Result').implement({ fields: (t) => ({ ok: t.exposeBoolean('ok') }) });
builder.queryType({ fields: (t) => ({ evaluate: t.field({ type: Result, authScopes: { read: true }, resolve: () => ({ ok: documentClient !== null && sqs === null }) }) }) });

const yoga = createYoga({
  schema: builder.toSchema(),
  graphqlEndpoint: '/graphql',
  graphiql: false,
  landingPage: false,
  maskedErrors: true,
  plugins: [
    usePersistedOperations({ getPersistedOperation: () => null, allowArbitraryOperations: true, skipDocumentValidation: true }),
    useDisableIntrospection({ isDisabled: () => true }),
    maxTokensPlugin({ n: 2000 }),
    maxAliasesPlugin({ n: 15 }),
  ],
  context: () => ({ read: true }),
});

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const response = await yoga.fetch(`https://bench.local${event.rawPath}`, {
    method: event.requestContext.http.method,
    headers: event.headers as Record<string, string>,
    body: event.body ?? null,
  });
  logger.info('request', { operation: 'evaluate' });
  const requests = metrics.singleMetric();
  requests.addDimension('operation', 'evaluate');
  requests.addMetric('Requests', MetricUnit.Count, 1);
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text(), isBase64Encoded: false };
}
