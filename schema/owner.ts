// What every owned object (boards, rulings, batches) needs from a request: the principal that
// owns it, and the local id inside a Relay global id of the right type. Anything else finds
// nothing, exactly like an id that does not exist (shared/spec/API.md).

import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import type { Context } from './context';

export function principalOf(context: Context): string {
  if (context.principal === null) throw new GraphQLError('this operation needs an authenticated caller', { extensions: { code: 'UNAUTHENTICATED' } });
  return context.principal;
}

/** The local id inside a global id of this type, or null for anything else. */
export function localId(globalId: string, typename: string): string | null {
  try {
    const { typename: found, id } = decodeGlobalID(globalId);
    return found === typename && id.length > 0 ? id : null;
  } catch {
    return null;
  }
}
