// The published schema (README, "Using the API"): GET /schema.graphql serves the printed SDL
// (schema/schema.graphql, for codegen such as `npm run client`) and GET /persisted-operations.json
// the persisted operations' manifest beside it, from the same server as /graphql, to every
// authenticated caller (in AWS the HTTP API's JWT authorizer has checked the token first; a
// caller without a principal is refused).

import { lexicographicSortSchema, printSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Caller } from '../schema/context';
import { schema } from '../schema/index';
import manifest from '../schema/persisted-operations.json' with { type: 'json' };

export const SCHEMA_PATH = '/schema.graphql';
export const MANIFEST_PATH = '/persisted-operations.json';

/**
 * What each path serves: its body, made once when first asked for, exactly as `npm run schema`
 * writes the file (schema/print.ts; the tests keep the files current), and its content type.
 * Made from the bundled schema and manifest, so a bundled function reads no file.
 */
const PUBLISHED: Record<string, { make: () => string; type: string; body?: string }> = {
  [SCHEMA_PATH]: { make: () => `${printSchema(lexicographicSortSchema(schema))}\n`, type: 'text/plain; charset=utf-8' },
  [MANIFEST_PATH]: { make: () => `${JSON.stringify(manifest, null, 2)}\n`, type: 'application/json; charset=utf-8' },
};

/** The plugin that answers GET (and HEAD) on the published paths, before GraphQL; `callerOf` says who is calling. */
export function usePublishedSchema<ServerContext extends Record<string, unknown>>(callerOf: (request: Request, serverContext: Partial<ServerContext>) => Caller): Plugin<ServerContext> {
  return {
    onRequest: (event) => {
      const { request, url, fetchAPI, serverContext } = event;
      const endResponse = (response: Response) => event.endResponse(response);
      const published = PUBLISHED[url.pathname];
      if (!published) return;
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return endResponse(new fetchAPI.Response(`${url.pathname} answers GET only`, { status: 405, headers: { allow: 'GET, HEAD' } }));
      if (callerOf(request, serverContext as unknown as Partial<ServerContext>).principal === null)
        return endResponse(new fetchAPI.Response('this needs an authenticated caller', { status: 401 }));
      published.body ??= published.make();
      return endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : published.body, {
          status: 200,
          headers: { 'content-type': published.type, 'cache-control': 'private, max-age=300' },
        }),
      );
    },
  };
}
