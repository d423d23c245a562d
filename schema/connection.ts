// A page of the application's lists (app/pages.ts) as a Relay connection; a cursor the list
// did not give out is a GraphQL error BAD_USER_INPUT.

import type { Page } from '../app';
import { asGraphQLError } from './errors';

export async function connection<T>(read: () => Promise<Page<T>>) {
  let page: Page<T>;
  try {
    page = await read();
  } catch (error) {
    throw asGraphQLError(error);
  }
  const { edges, hasNextPage, hasPreviousPage } = page;
  return { edges, pageInfo: { hasNextPage, hasPreviousPage, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null } };
}
