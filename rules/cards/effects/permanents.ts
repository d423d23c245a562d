// What a one-shot effect on permanents acts on: one object ("target creature", "it") or every
// permanent matching a filter as it resolves ("all creatures", "each nonland permanent"; CR 109.4).

import * as z from 'zod';
import { ObjectRef, PermanentSet } from '../pieces';
import { objectPhrase, setPhrase, type Context } from '../phrasing';
import type { Resolution } from './kind';

export const Permanents = z.union([ObjectRef, PermanentSet]);
export type Permanents = z.infer<typeof Permanents>;

const isSet = (what: Permanents): what is z.infer<typeof PermanentSet> => typeof what === 'object' && 'all' in what;

/** "target creature", "it", "all creatures"; `many` when the phrase is plural. */
export function permanentsPhrase(what: Permanents, ctx: Context): { text: string; many: boolean } {
  if (isSet(what)) return setPhrase(what);
  return { text: objectPhrase(what, ctx, true, true), many: false };
}

/** The permanents it names as the effect happens: the object if it is still there (and still a legal target, CR 608.2b), or every permanent the filter matches now. */
export function permanentsOf(what: Permanents, resolution: Resolution): string[] {
  if (isSet(what)) return resolution.matching(what.all);
  const id = resolution.object(what);
  return id === null ? [] : [id];
}
