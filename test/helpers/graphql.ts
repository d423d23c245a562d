// GraphQL documents the API tests share: the operations of shared/spec/API.md, the context a
// direct execution of the schema gets, and the one error shape every HTTP answer is checked for.

import { expect } from 'vitest';
import { createApp } from '../../app';
import { newReport, type Caller, type Context } from '../../schema/context';
import type { BoardRepository } from '../../store/boards';
import type { Stores } from '../../store/stores';
import type { WorkQueue } from '../../store/work';

const noQueue: WorkQueue = {
  send: async () => {
    throw new Error('this test has no work queue');
  },
};

/** The context of a caller that may read and write (untrusted unless said otherwise), with the application over the stores given. */
export function testContext(principal: string | null, stores: BoardRepository | Partial<Stores>, caller: Partial<Caller> = {}, queue: WorkQueue = noQueue): Context {
  const full: Caller = { principal, read: principal !== null, write: principal !== null, trusted: false, persistedOnly: false, ...caller };
  const all = ('create' in stores ? { boards: stores } : stores) as Stores;
  return { app: createApp({ stores: all, queue }), caller: full, principal: full.principal, report: newReport() };
}

/**
 * The error shape of README, "Using the API", checked on every answer the HTTP tests read: each
 * GraphQL error has an `extensions.code` and a message of at most 1,001 characters. Returns the body.
 */
export function expectErrorShape<Body>(body: Body): Body {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (errors === undefined) return body;
  expect(Array.isArray(errors), 'errors is a list').toBe(true);
  for (const error of errors as { message?: unknown; extensions?: { code?: unknown } }[]) {
    expect(typeof error.extensions?.code, `extensions.code of ${JSON.stringify(error).slice(0, 300)}`).toBe('string');
    expect(typeof error.message).toBe('string');
    expect((error.message as string).length, 'a bounded message').toBeLessThanOrEqual(1001);
  }
  return body;
}

export const CREATE_BOARD = /* GraphQL */ `
  mutation Create($state: JSON!, $name: String) {
    createBoard(input: { state: $state, name: $name }) {
      __typename
      ... on CreateBoardSuccess { board { id version name updatedAt state } }
      ... on RulesError { code message path rule action }
    }
  }
`;

export const APPLY_ACTIONS = /* GraphQL */ `
  mutation Apply($id: ID!, $version: Int!, $actions: JSON!, $ask: JSON, $dryRun: Boolean) {
    applyActions(input: { boardId: $id, expectedVersion: $version, actions: $actions, ask: $ask, dryRun: $dryRun }) {
      __typename
      ... on ApplyActionsSuccess { board { id version state } preview { id boardId version state } events answers }
      ... on RulesError { code message path rule action }
      ... on ConflictError { code currentVersion }
    }
  }
`;

export const BOARD = /* GraphQL */ `
  query Board($id: ID!) { board(id: $id) { id version name state } }
`;

export const EVALUATE = /* GraphQL */ `
  query Evaluate($scenario: JSON!) { evaluate(scenario: $scenario) { ok result } }
`;

export const forestBoard = {
  turn: { number: 2, activePlayer: 'alice', step: 'precombatMain' },
  players: [{ id: 'alice' }, { id: 'bob' }],
  permanents: [{ id: 'forest', card: 'Forest', controller: 'alice' }],
};
