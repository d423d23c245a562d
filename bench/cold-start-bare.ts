// The bare floor of the cold-start row (bench/cold-start.ts): graphql-yoga serving a one-field
// Pothos schema in a Lambda-shaped handler, nothing else.

import SchemaBuilder from '@pothos/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createYoga } from 'graphql-yoga';

// The project's plugins declare their options for every builder (declaration merging); this one uses none.
const builder = new SchemaBuilder({} as never);
const Result = builder.objectRef<{ ok: boolean }>('Result').implement({ fields: (t) => ({ ok: t.exposeBoolean('ok') }) });
builder.queryType({ fields: (t) => ({ evaluate: t.field({ type: Result, resolve: () => ({ ok: true }) }) }) });
const yoga = createYoga({ schema: builder.toSchema(), graphqlEndpoint: '/graphql', graphiql: false, landingPage: false });

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const response = await yoga.fetch(`https://bench.local${event.rawPath}`, {
    method: event.requestContext.http.method,
    headers: event.headers as Record<string, string>,
    body: event.body ?? null,
  });
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text(), isBase64Encoded: false };
}
