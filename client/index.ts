// The typed client of the API (README, "Using the API"): the operations of client/operations/
// as typed documents (client/generated/graphql.ts, made by `npm run client` from the published
// schema), sent with fetch. `request(ApplyActionsDocument, { input })` resolves to the
// operation's result type: `typedEvents` and `typedAnswers` unions discriminated by `__typename`.

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export * from './generated/graphql';

export interface ClientOptions {
  /** The GraphQL endpoint: `http://localhost:4000/graphql` locally, the stack's `GraphqlUrl` in AWS. */
  url: string;
  /** Headers of every request: `authorization: Bearer <access token>` in AWS, `x-principal` locally. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/** A GraphQL error of a response (`extensions.code` names it: RATE_LIMITED, UNAUTHENTICATED, ...). */
export class GraphqlResponseError extends Error {
  constructor(
    readonly errors: { message: string; extensions?: Record<string, unknown> }[],
    readonly status: number,
  ) {
    super(errors.map((error) => error.message).join('; '));
  }
}

export type Request = <Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables) => Promise<Result>;

/** A client that sends the typed documents to one endpoint; a response with errors rejects with GraphqlResponseError. */
export function createClient({ url, headers = {}, fetch: fetchImpl = fetch }: ClientOptions): { request: Request } {
  const texts = new WeakMap<object, string>();
  const textOf = (document: TypedDocumentNode<unknown, unknown>) => {
    let text = texts.get(document);
    if (text === undefined) texts.set(document, (text = print(document)));
    return text;
  };
  return {
    async request(document, variables) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
        body: JSON.stringify({ query: textOf(document as TypedDocumentNode<unknown, unknown>), variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
      if (body.errors?.length || body.data === undefined || body.data === null)
        throw new GraphqlResponseError(body.errors ?? [{ message: `HTTP ${response.status} without data` }], response.status);
      return body.data as never;
    },
  };
}
