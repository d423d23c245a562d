// "Sacrifice a creature" as part of a cost to cast a spell ("As an additional cost to cast this
// spell, sacrifice a creature.", CR 118.8, 701.21a): a permanent the caster controls matching the
// filter, named in `choices.sacrifice` when more than one could pay it; it goes to its owner's
// graveyard (701.21a).

import * as z from 'zod';
import { aFilter } from '../phrasing';
import { Filter } from '../pieces';
import { spellCost } from './kind';

export const sacrifice = spellCost({
  schema: z.strictObject({ type: z.literal('sacrifice'), filter: Filter.refine((filter) => filter.controller === 'you', 'a permanent the caster controls: "controller": "you"') }),
  // Only the caster's own permanents can be sacrificed (CR 701.21a): the words don't say "you control".
  text: ({ filter: { controller: _you, ...filter } }) => `sacrifice ${aFilter(filter)}`,
  refusal(part, caster) {
    const candidates = caster.candidates(part.filter);
    if (candidates.length === 0) return { reason: `${caster.player} controls no ${aFilter(part.filter)} to sacrifice (CR 118.3)`, rule: '601.2h' };
    const named = caster.sacrificed;
    if (named !== undefined && (named.length !== 1 || !candidates.includes(named[0]!))) return { reason: `sacrifice one of ${candidates.join(', ')} to pay this cost`, rule: '601.2h' };
    return null;
  },
  missing(part, caster) {
    const candidates = caster.candidates(part.filter);
    return caster.sacrificed === undefined && candidates.length > 1 ? { choice: 'sacrifice', options: candidates.map((id) => [id]) } : null;
  },
  pay(part, caster) {
    caster.sacrifice(caster.sacrificed?.[0] ?? caster.candidates(part.filter)[0]!, ['118.8', '701.21a', '601.2h']);
  },
});
