// "As long as this creature has five or more counters on it" (Hero of Bretagard), "as long as it
// has a +1/+1 counter on it" (CR 611.3a, 122.1): the counters on the ability's own object, of one
// kind or of every kind together, counted at every moment. Counters are no characteristic, so it
// depends on no other continuous effect (613.8a).

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { article, numberWord } from '../words';
import { condition } from './kind';

const CounterName = z.string().regex(/^([+-]\d+\/[+-]\d+|[a-z]+)$/);

export const countersOnSelf = condition({
  schema: z.union([
    z.strictObject({
      type: z.literal('countersOnSelf'),
      /** The kind of counter; absent: counters of every kind. */
      counter: CounterName.optional(),
      atLeast: z.int().min(1).max(100),
    }),
    /** None of that kind ("if it had no -1/-1 counters on it": persist, CR 702.79a; undying, 702.93a). */
    z.strictObject({ type: z.literal('countersOnSelf'), counter: CounterName, none: z.literal(true) }),
  ]),
  holds(c, _view, source) {
    const n = c.counter === undefined ? Object.values(source.counters).reduce((sum, amount) => sum + amount, 0) : (source.counters[c.counter] ?? 0);
    return 'none' in c ? n === 0 : n >= c.atLeast;
  },
  reads: () => ({ counters: true }),
  text(c, ctx) {
    if ('none' in c) return `as long as ${objectPhrase('self', ctx, true)} has no ${c.counter} counters on it`;
    const counters = c.counter === undefined ? 'counters' : `${c.counter} counters`;
    const what = c.atLeast === 1 ? article(c.counter === undefined ? 'counter' : `${c.counter} counter`) : `${numberWord(c.atLeast)} or more ${counters}`;
    return `as long as ${objectPhrase('self', ctx, true)} has ${what} on it`;
  },
});
