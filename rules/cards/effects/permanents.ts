// What a one-shot effect on permanents acts on: one object ("target creature", "it"), every
// permanent matching a filter as it resolves ("all creatures", "each nonland permanent"; CR
// 109.4), or one permanent matching a filter that its controller chooses as it resolves, without
// targeting it ("return a land you control to its owner's hand", 608.2d, 115.10).

import * as z from 'zod';
import { Filter, ObjectRef, PermanentSet } from '../pieces';
import { aFilter, objectPhrase, setPhrase, type Context } from '../phrasing';
import type { Resolution } from './kind';

/** One permanent matching the filter, chosen by the effect's controller as it resolves ("a land you control"). */
export const ChosenPermanent = z.strictObject({ chosen: Filter });

export const Permanents = z.union([ObjectRef, PermanentSet, ChosenPermanent]);
export type Permanents = z.infer<typeof Permanents>;

const isSet = (what: Permanents): what is z.infer<typeof PermanentSet> => typeof what === 'object' && 'all' in what;
const isChosen = (what: Permanents): what is z.infer<typeof ChosenPermanent> => typeof what === 'object' && 'chosen' in what;

/** "target creature", "it", "all creatures", "a land you control"; `many` when the phrase is plural. */
export function permanentsPhrase(what: Permanents, ctx: Context): { text: string; many: boolean } {
  if (isSet(what)) return setPhrase(what);
  if (isChosen(what)) return { text: aFilter(what.chosen), many: false };
  return { text: objectPhrase(what, ctx, true, true), many: false };
}

/**
 * The permanents it names as the effect happens: the object if it is still there (and still a
 * legal target, CR 608.2b), every permanent the filter matches now, or the one its controller
 * chooses now (608.2d).
 */
export function permanentsOf(what: Permanents, resolution: Resolution): string[] {
  if (isSet(what)) return resolution.matching(what.all);
  if (isChosen(what)) {
    const id = resolution.choosePermanent(what.chosen);
    return id === null ? [] : [id];
  }
  const id = resolution.object(what);
  return id === null ? [] : [id];
}
