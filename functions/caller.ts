// Who is calling, in AWS: the claims the HTTP API's JWT authorizer checked. `sub` is the
// principal that owns boards; the OAuth scopes of the resource server `rules` (infra/auth.ts)
// say what it may do; the `client_id` says whether it is a first-party app, which sends only
// persisted operations. Headers never identify anyone here.

import type { Caller } from '../schema/context';

/** The resource server identifier: the prefix of every API scope (`rules/read`, ...). */
export const RESOURCE_SERVER_ID = 'rules';

/** The API's scopes, short names; the token's `scope` claim holds them as `rules/<name>`. */
export const API_SCOPES = {
  read: 'read',
  write: 'write',
  trusted: 'trusted',
} as const;

const SCOPES = {
  read: `${RESOURCE_SERVER_ID}/${API_SCOPES.read}`,
  write: `${RESOURCE_SERVER_ID}/${API_SCOPES.write}`,
  trusted: `${RESOURCE_SERVER_ID}/${API_SCOPES.trusted}`,
} as const;

export interface CallerConfig {
  /** Whether the tokens carry the `rules/*` scopes (the stack's own user pool); an external issuer's don't, and then every caller may read and write. */
  requireScopes: boolean;
  /** The app clients of the first-party mobile apps. */
  firstPartyClients: ReadonlySet<string>;
}

export function callerConfigFromEnv(env: NodeJS.ProcessEnv): CallerConfig {
  return {
    requireScopes: env.REQUIRE_SCOPES === 'true',
    firstPartyClients: new Set(
      (env.FIRST_PARTY_CLIENT_IDS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    ),
  };
}

/** The caller of a request with these authorizer claims (and scopes, for tokens whose scopes API Gateway lists apart). */
export function callerFromClaims(claims: Record<string, unknown> | undefined, listedScopes: readonly string[] | null | undefined, config: CallerConfig): Caller {
  const sub = claims?.sub;
  const principal = typeof sub === 'string' && sub.length > 0 ? sub : null;
  const scopes = new Set([...(typeof claims?.scope === 'string' ? claims.scope.split(' ') : []), ...(listedScopes ?? [])]);
  const clientId = claims?.client_id;
  return {
    principal,
    read: principal !== null && (!config.requireScopes || scopes.has(SCOPES.read)),
    write: principal !== null && (!config.requireScopes || scopes.has(SCOPES.write)),
    trusted: principal !== null && scopes.has(SCOPES.trusted),
    persistedOnly: typeof clientId === 'string' && config.firstPartyClients.has(clientId),
  };
}
