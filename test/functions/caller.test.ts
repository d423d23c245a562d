// Who is calling, from the JWT authorizer's claims (functions/caller.ts): the principal is
// `sub`, the rules/* scopes of the `scope` claim (or listed apart by API Gateway) say what it may
// do when the issuer is the stack's user pool, and a first-party `client_id` means persisted
// operations only.

import { describe, expect, it } from 'vitest';
import { API_SCOPES, RESOURCE_SERVER_ID, callerConfigFromEnv, callerFromClaims, type CallerConfig } from '../../functions/caller';

const scoped: CallerConfig = { requireScopes: true, firstPartyClients: new Set(['mobile-client']) };
const unscoped: CallerConfig = { requireScopes: false, firstPartyClients: new Set(['mobile-client']) };

const nobody = { principal: null, read: false, write: false, trusted: false, persistedOnly: false };

describe('callerFromClaims', () => {
  it('names the scopes of the resource server rules: rules/read, rules/write, rules/trusted', () => {
    expect(RESOURCE_SERVER_ID).toBe('rules');
    expect(API_SCOPES).toEqual({ read: 'read', write: 'write', trusted: 'trusted' });
  });

  it('no claims, or no usable sub: nobody, with no rights whatever the scopes', () => {
    expect(callerFromClaims(undefined, undefined, scoped)).toEqual(nobody);
    expect(callerFromClaims(undefined, null, unscoped)).toEqual(nobody);
    expect(callerFromClaims({}, [], unscoped)).toEqual(nobody);
    const allScopes = 'rules/read rules/write rules/trusted';
    for (const sub of [undefined, '', 42, null, ['user-1'], { id: 'user-1' }]) {
      expect(callerFromClaims({ sub, scope: allScopes }, ['rules/read'], scoped), `sub ${JSON.stringify(sub)}`).toEqual(nobody);
      // Without required scopes too: the rights need a principal.
      expect(callerFromClaims({ sub, scope: allScopes }, null, unscoped), `sub ${JSON.stringify(sub)}`).toEqual(nobody);
    }
  });

  it('required scopes: read and write each need their own scope', () => {
    const caller = (scope: string) => callerFromClaims({ sub: 'user-1', scope }, null, scoped);
    expect(caller('rules/read')).toEqual({ principal: 'user-1', read: true, write: false, trusted: false, persistedOnly: false });
    expect(caller('rules/write')).toEqual({ principal: 'user-1', read: false, write: true, trusted: false, persistedOnly: false });
    expect(caller('rules/write rules/read')).toEqual({ principal: 'user-1', read: true, write: true, trusted: false, persistedOnly: false });
    expect(caller('openid email')).toEqual({ principal: 'user-1', read: false, write: false, trusted: false, persistedOnly: false });
    expect(caller('')).toEqual({ principal: 'user-1', read: false, write: false, trusted: false, persistedOnly: false });
  });

  it('rules/trusted marks a trusted caller and grants nothing else by itself', () => {
    expect(callerFromClaims({ sub: 'batch', scope: 'rules/trusted' }, null, scoped)).toEqual({ principal: 'batch', read: false, write: false, trusted: true, persistedOnly: false });
    expect(callerFromClaims({ sub: 'batch', scope: 'rules/read rules/write rules/trusted' }, null, scoped)).toMatchObject({ read: true, write: true, trusted: true });
    // Trusted is a scope even when scopes are not required (an external issuer's tokens lack it).
    expect(callerFromClaims({ sub: 'partner' }, null, unscoped)).toMatchObject({ read: true, write: true, trusted: false });
    expect(callerFromClaims({ sub: 'partner', scope: 'rules/trusted' }, null, unscoped)).toMatchObject({ trusted: true });
  });

  it('scope names are matched whole and with their resource server prefix', () => {
    for (const scope of [
      'read write trusted',
      'rules/reader rules/writes rules/trusted2',
      'rules:read rules:write',
      'RULES/READ Rules/Write',
      'other/read other/write',
      'rules/ read',
    ]) {
      expect(callerFromClaims({ sub: 'user-1', scope }, null, scoped), scope).toMatchObject({ read: false, write: false, trusted: false });
    }
    // Extra spaces between scopes do not matter.
    expect(callerFromClaims({ sub: 'user-1', scope: '  rules/read   rules/write ' }, null, scoped)).toMatchObject({ read: true, write: true });
  });

  it('scopes listed apart by API Gateway (authorizer.jwt.scopes) add to the scope claim', () => {
    expect(callerFromClaims({ sub: 'user-1' }, ['rules/read'], scoped)).toMatchObject({ read: true, write: false });
    expect(callerFromClaims({ sub: 'user-1', scope: 'rules/read' }, ['rules/write', 'rules/trusted'], scoped)).toMatchObject({ read: true, write: true, trusted: true });
  });

  it('a scope claim that is not a string is ignored (no rights from it), not an error', () => {
    expect(callerFromClaims({ sub: 'user-1', scope: ['rules/read', 'rules/write'] }, null, scoped)).toMatchObject({ principal: 'user-1', read: false, write: false });
    expect(callerFromClaims({ sub: 'user-1', scope: 7 }, null, scoped)).toMatchObject({ principal: 'user-1', read: false, write: false });
  });

  it('without required scopes, every identified caller may read and write', () => {
    expect(callerFromClaims({ sub: 'user-1' }, null, unscoped)).toEqual({ principal: 'user-1', read: true, write: true, trusted: false, persistedOnly: false });
    expect(callerFromClaims({ sub: 'user-1', scope: 'openid' }, null, unscoped)).toMatchObject({ read: true, write: true });
  });

  it('a first-party client_id means persisted operations only; other, missing or non-string client ids do not', () => {
    expect(callerFromClaims({ sub: 'user-1', client_id: 'mobile-client', scope: 'rules/read rules/write' }, null, scoped)).toEqual({
      principal: 'user-1',
      read: true,
      write: true,
      trusted: false,
      persistedOnly: true,
    });
    // Persisted-only is about the app, not the person: it holds without a sub as well.
    expect(callerFromClaims({ client_id: 'mobile-client' }, null, scoped)).toEqual({ ...nobody, persistedOnly: true });
    for (const client_id of ['tool-client', 'MOBILE-CLIENT', 'mobile-client ', '', undefined, ['mobile-client'], 1]) {
      expect(callerFromClaims({ sub: 'user-1', client_id }, null, scoped).persistedOnly, String(client_id)).toBe(false);
    }
    // The audience of an ID token is not a client_id.
    expect(callerFromClaims({ sub: 'user-1', aud: 'mobile-client' }, null, scoped).persistedOnly).toBe(false);
    expect(callerFromClaims({ sub: 'user-1', client_id: 'mobile-client' }, null, { requireScopes: true, firstPartyClients: new Set() }).persistedOnly).toBe(false);
  });

  it('reads its input only: the claims and listed scopes are not changed', () => {
    const claims = Object.freeze({ sub: 'user-1', scope: 'rules/read', client_id: 'mobile-client' });
    const listed = Object.freeze(['rules/write']);
    expect(callerFromClaims(claims, listed, scoped)).toMatchObject({ read: true, write: true, persistedOnly: true });
  });
});

describe('callerConfigFromEnv', () => {
  it('requires scopes only for REQUIRE_SCOPES=true exactly', () => {
    expect(callerConfigFromEnv({ REQUIRE_SCOPES: 'true' }).requireScopes).toBe(true);
    for (const value of [undefined, '', 'false', 'TRUE', '1', 'yes', ' true']) {
      expect(callerConfigFromEnv({ REQUIRE_SCOPES: value }).requireScopes, String(value)).toBe(false);
    }
  });

  it('reads FIRST_PARTY_CLIENT_IDS as a comma-separated list, trimmed, empty entries dropped', () => {
    expect(callerConfigFromEnv({}).firstPartyClients).toEqual(new Set());
    expect(callerConfigFromEnv({ FIRST_PARTY_CLIENT_IDS: '' }).firstPartyClients).toEqual(new Set());
    expect(callerConfigFromEnv({ FIRST_PARTY_CLIENT_IDS: 'mobile-client' }).firstPartyClients).toEqual(new Set(['mobile-client']));
    expect(callerConfigFromEnv({ FIRST_PARTY_CLIENT_IDS: ' ios-app , android-app,,  ,ios-app ' }).firstPartyClients).toEqual(new Set(['ios-app', 'android-app']));
  });

  it('feeds callerFromClaims as the handler does', () => {
    const config = callerConfigFromEnv({ REQUIRE_SCOPES: 'true', FIRST_PARTY_CLIENT_IDS: 'ios-app,android-app' });
    expect(callerFromClaims({ sub: 'user-1', client_id: 'android-app', scope: 'openid rules/read' }, null, config)).toEqual({
      principal: 'user-1',
      read: true,
      write: false,
      trusted: false,
      persistedOnly: true,
    });
  });
});
