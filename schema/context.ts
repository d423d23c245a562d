// What every resolver receives: who is calling and the application (app/) it calls. The
// caller is established by the server (functions/), never by the schema: from the JWT claims
// in AWS, from headers on the local server only.

import type { App } from '../app';

export interface Caller {
  /** The principal boards belong to; null when the caller is not identified. */
  principal: string | null;
  /** May read its boards (scope rules/read). */
  read: boolean;
  /** May create, change and delete its boards (scope rules/write). */
  write: boolean;
  /** Scope rules/trusted (the batch job, trusted partners): higher budgets, any operation, introspection. */
  trusted: boolean;
  /** A first-party app: only the persisted operations of the manifest. */
  persistedOnly: boolean;
}

/** What a request did, for the logs and metrics: never a board's contents. */
export interface Report {
  /** The operation's name; null before it is known, `anonymous` when it has none. */
  operation: string | null;
  /** The board the operation was about, when it named one. */
  boardId: string | null;
  /** Codes of the expected failures (typed results) and GraphQL errors, in order. */
  errors: string[];
}

export const newReport = (): Report => ({ operation: null, boardId: null, errors: [] });

export interface Context {
  caller: Caller;
  /** `caller.principal`, for short. */
  principal: string | null;
  /** The application over the server's store and work queue. */
  app: App;
  report: Report;
}
