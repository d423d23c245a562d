// A page of the application's lists (app/pages.ts) as a Relay connection, with what else the
// page says (a card search's totalCount); a cursor the list did not give out is a GraphQL
// error BAD_USER_INPUT, and any other failure of the application a GraphQL error with its code.

import type { Page } from '../app';
import { asGraphQLError } from './errors';

export async function connection<T, More extends object = object>(read: () => Promise<Page<T> & More>) {
  let page: Page<T> & More;
  try {
    page = await read();
  } catch (error) {
    throw asGraphQLError(error);
  }
  const { edges, hasNextPage, hasPreviousPage, ...more } = page;
  return { ...more, edges, pageInfo: { hasNextPage, hasPreviousPage, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null } };
}
