// "Becomes a Mountain", "Enchanted land is an Island" (CR 305.7): layer 4. The land loses its
// other land types and every ability from its rules text; it keeps its other types and
// supertypes, and has the mana ability of each basic land type it now has (305.6).

import * as z from 'zod';
import { isLandType } from '../subtypes';
import { Subtype } from '../pieces';
import { article, list, plural } from '../words';
import { modification, names } from './kind';

export const setLandTypes = modification({
  schema: z.strictObject({ type: z.literal('setLandTypes'), landTypes: z.array(Subtype).min(1).max(5) }),
  layer: '4',
  writes: ['subtypes', 'abilities'],
  reads: () => [],
  removesAbilities: true,
  apply(object, m, { remade }) {
    if (!object.types.includes('Land')) return;
    object.subtypes = remade(object.subtypes, (from) => [...from.filter((subtype) => !isLandType(subtype)), ...m.landTypes]);
    object.rulesTextRemoved = true;
    object.landTypesChanged = true;
  },
  changesMatch: (_m, filter) => names(filter.subtypes, isLandType) || names(filter.notSubtypes, isLandType) || names(filter.allSubtypes, isLandType),
  text: (m, { conj }) => conj(`is ${article(list(m.landTypes, 'and'))}`, `are ${list(m.landTypes.map(plural), 'and')}`),
});
