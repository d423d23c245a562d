// "Is an artifact in addition to its other types", "that's still a planeswalker" (CR 205.1b):
// layer 4. The object gains card types, and creature types when given, keeping its others.

import * as z from 'zod';
import { CardType, Subtype } from '../pieces';
import { article, plural } from '../words';
import { modification, names } from './kind';

export const addTypes = modification({
  schema: z.strictObject({
    type: z.literal('addTypes'),
    types: z.array(CardType).min(1).max(5),
    subtypes: z.array(Subtype).max(5).default([]),
  }),
  layer: '4',
  writes: ['types', 'subtypes'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m, { remade }) {
    if (m.types.some((type) => !object.types.includes(type))) object.types = remade(object.types, (from) => [...from, ...m.types.filter((type) => !from.includes(type))]);
    if (m.subtypes.some((subtype) => !object.subtypes.includes(subtype)))
      object.subtypes = remade(object.subtypes, (from) => [...from, ...m.subtypes.filter((subtype) => !from.includes(subtype))]);
  },
  changesMatch: (m, filter) =>
    names(filter.types, (type) => m.types.some((added) => added === type)) ||
    names(filter.notTypes, (type) => m.types.some((added) => added === type)) ||
    names(filter.anyOfTypes, (type) => m.types.some((added) => added === type)) ||
    names(filter.subtypes, (subtype) => m.subtypes.includes(subtype)) ||
    names(filter.notSubtypes, (subtype) => m.subtypes.includes(subtype)) ||
    names(filter.allSubtypes, (subtype) => m.subtypes.includes(subtype)),
  // "Is an artifact", "All permanents are artifacts in addition to their other types".
  text: (m, { conj }) => {
    const noun = m.types.map((type) => type.toLowerCase()).join(' ');
    return `${conj(`is ${article(noun)}`, `are ${plural(noun)}`)} in addition to ${conj('its', 'their')} other types`;
  },
});
