// "Gets +1/+1" (CR 613.4c): layer 7c, with +1/+1 and -1/-1 counters. An object without power and
// toughness gets nothing.

import * as z from 'zod';
import { signed } from '../words';
import { modification } from './kind';

const zeroSigned = (n: number, other: number) => (n === 0 && other < 0 ? '-0' : signed(n));

export const modifyPT = modification({
  schema: z.strictObject({ type: z.literal('modifyPT'), power: z.int().min(-1000).max(1000), toughness: z.int().min(-1000).max(1000) }),
  layer: '7c',
  writes: ['pt'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m) {
    if (object.power === null || object.toughness === null) return;
    object.power += m.power;
    object.toughness += m.toughness;
  },
  changesMatch: (_m, filter) => filter.power !== undefined || filter.toughness !== undefined,
  // A zero takes the sign of the other number: "-3/-0", "+2/+0" (as Oracle prints them).
  text: (m, { conj }) => `${conj('gets', 'get')} ${zeroSigned(m.power, m.toughness)}/${zeroSigned(m.toughness, m.power)}`,
});
