// "Exchange control of two target creatures." (CR 701.12b, 613.1b, layer 2): the effect applies
// to both objects; each gets the controller the other had just before it applied. The exchange
// happens only when both objects are still there and their controllers differ (701.12b); the
// layer system gives each object its partner's controller (`exchangeWith`).

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { modification } from './kind';

export const exchangeControl = modification({
  schema: z.strictObject({
    type: z.literal('exchangeControl'),
    /** The other object of the exchange; the effect's `affects` is the first. */
    with: ObjectRef,
  }),
  layer: '2',
  writes: ['controller'],
  reads: () => [],
  removesAbilities: false,
  apply(object, _m, { exchangeWith }) {
    if (exchangeWith !== undefined) object.controller = exchangeWith;
  },
  changesMatch: (_m, filter) => filter.controller !== undefined,
  // Worded whole by the text renderer ("exchange control of two target creatures").
  text: () => 'exchanges control',
});
