// "Becomes a Frog": layer 4. Its creature types become exactly these; its other card types and
// subtypes stay (CR 205.1b).

import * as z from 'zod';
import { isCreatureType } from '../subtypes';
import { Subtype } from '../pieces';
import { article } from '../words';
import { modification, names } from './kind';

export const setCreatureTypes = modification({
  schema: z.strictObject({ type: z.literal('setCreatureTypes'), subtypes: z.array(Subtype).min(1).max(5) }),
  layer: '4',
  writes: ['subtypes'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m, { remade }) {
    object.subtypes = remade(object.subtypes, (from) => [...from.filter((subtype) => !isCreatureType(subtype)), ...m.subtypes]);
  },
  changesMatch: (_m, filter) => names(filter.subtypes, isCreatureType) || names(filter.notSubtypes, isCreatureType) || names(filter.allSubtypes, isCreatureType),
  text: (m, { conj, verb }) => `${verb === 'created' ? conj('becomes', 'become') : conj('is', 'are')} ${article(m.subtypes.join(' '))}`,
});
