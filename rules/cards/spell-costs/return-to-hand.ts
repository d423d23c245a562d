// "Return an Island you control to its owner's hand" as part of a cost to cast a spell (Daze's
// alternative cost, CR 118.9): a permanent the caster controls matching the filter, tapped or
// untapped, named in `choices.returnToHand` when more than one could pay it; it goes to its
// owner's hand (400.7).

import * as z from 'zod';
import { aFilter } from '../phrasing';
import { Filter } from '../pieces';
import { spellCost } from './kind';

export const returnToHand = spellCost({
  schema: z.strictObject({ type: z.literal('returnToHand'), filter: Filter.refine((filter) => filter.controller === 'you', 'a permanent the caster controls: "controller": "you"') }),
  text: (part) => `return ${aFilter(part.filter)} to its owner's hand`,
  refusal(part, caster) {
    const candidates = caster.candidates(part.filter);
    if (candidates.length === 0) return { reason: `${caster.player} controls no permanent that can pay "return ${aFilter(part.filter)} to its owner's hand"`, rule: '601.2h' };
    const named = caster.returned;
    if (named !== undefined && (named.length !== 1 || !candidates.includes(named[0]!))) return { reason: `return one of ${candidates.join(', ')} to pay this cost`, rule: '601.2h' };
    return null;
  },
  missing(part, caster) {
    const candidates = caster.candidates(part.filter);
    return caster.returned === undefined && candidates.length > 1 ? { choice: 'returnToHand', options: candidates.map((id) => [id]) } : null;
  },
  pay(part, caster) {
    caster.returnToHand(caster.returned?.[0] ?? caster.candidates(part.filter)[0]!, ['118.9', '400.7', '601.2h']);
  },
});
