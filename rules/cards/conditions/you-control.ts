// "As long as you control an artifact", "as long as you control three or more artifacts"
// (metalcraft, an ability word, CR 207.2c), "as long as you control a Plains" (CR 611.3a): the
// permanents the ability's controller controls that match a filter, counted at every moment with
// their characteristics at that moment. In the layer system that is as the layers applied so far
// leave them (613.1, 613.8a: an effect whose existence another effect could change is applied
// after it; see rules/state/layers.ts).

import * as z from 'zod';
import { aFilter, filterPhrase } from '../phrasing';
import { Filter } from '../pieces';
import { article, list, numberWord } from '../words';
import { condition } from './kind';

/** Only subtypes, of which there are several: Oracle writes an article before each ("a Plains or an Island"). */
const subtypesOnly = (filter: Filter): boolean => (filter.subtypes?.length ?? 0) > 1 && Object.keys(filter).length === 1;

export const youControl = condition({
  schema: z.strictObject({
    type: z.literal('youControl'),
    /** The permanents counted, of those the ability's controller controls (its `controller` is theirs). */
    filter: Filter,
    /** How many must match ("three or more artifacts"); absent: one. */
    atLeast: z.int().min(2).max(20).optional(),
  }),
  holds: (c, view, source) => view.count({ ...c.filter, controller: 'you' }, source.controller, source.id) >= (c.atLeast ?? 1),
  reads: (c) => ({ permanents: { ...c.filter, controller: 'you' } }),
  text(c) {
    const what =
      c.atLeast !== undefined
        ? `${numberWord(c.atLeast)} or more ${filterPhrase(c.filter, 'many')}`
        : subtypesOnly(c.filter)
          ? list(
              c.filter.subtypes!.map((subtype) => article(subtype)),
              'or',
            )
          : aFilter(c.filter);
    return `as long as you control ${what}`;
  },
});

/** "As long as an opponent controls an Island" (CR 611.3a): a permanent matching the filter controlled by any opponent of the ability's controller. */
export const anOpponentControls = condition({
  schema: z.strictObject({
    type: z.literal('anOpponentControls'),
    /** The permanents looked for (its `controller` is the opponent's). */
    filter: Filter,
  }),
  holds: (c, view, source) => view.count({ ...c.filter, controller: 'opponent' }, source.controller, source.id) >= 1,
  reads: (c) => ({ permanents: { ...c.filter, controller: 'opponent' } }),
  text: (c) => `as long as an opponent controls ${aFilter(c.filter)}`,
});
