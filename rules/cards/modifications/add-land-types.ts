// "Is a Swamp in addition to its other land types" (CR 305.7): layer 4. A land gains the land
// types it lacks (205.3d: a type it already has changes nothing) and their mana abilities (305.6).

import * as z from 'zod';
import { Subtype } from '../pieces';
import { article, list } from '../words';
import { modification, names } from './kind';

export const addLandTypes = modification({
  schema: z.strictObject({ type: z.literal('addLandTypes'), landTypes: z.array(Subtype).min(1).max(5) }),
  layer: '4',
  writes: ['subtypes'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m, { remade }) {
    if (!object.types.includes('Land') || !m.landTypes.some((landType) => !object.subtypes.includes(landType))) return;
    object.subtypes = remade(object.subtypes, (from) => [...from, ...m.landTypes.filter((landType) => !from.includes(landType))]);
    object.landTypesChanged = true;
  },
  changesMatch: (m, filter) =>
    names(filter.subtypes, (subtype) => m.landTypes.includes(subtype)) ||
    names(filter.notSubtypes, (subtype) => m.landTypes.includes(subtype)) ||
    names(filter.allSubtypes, (subtype) => m.landTypes.includes(subtype)),
  text: (m, { conj }) => `${conj('is', 'are')} ${article(list(m.landTypes, 'and'))} in addition to ${conj('its', 'their')} other land types`,
});
