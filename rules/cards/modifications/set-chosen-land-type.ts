// "This land is the chosen type." (Multiversal Passage), "Enchanted land is the chosen type."
// (Convincing Mirage): layer 4, the basic land type its source chose as it entered (CR 614.12).
// Setting a land's subtype to a basic land type (CR 305.7): the land loses its other land types
// and every ability from its rules text, and has the mana ability of the type it now has (305.6);
// it keeps its card types and supertypes. An ability of the land itself that does so applies
// though it removes itself: the effect began to apply in layer 4 (613.6). Nothing chosen (the
// source entered without the choice), or a creature type chosen, nothing changes.

import * as z from 'zod';
import { isLandType } from '../subtypes';
import { modification, names } from './kind';

export const setChosenLandType = modification({
  schema: z.strictObject({ type: z.literal('setChosenLandType') }),
  layer: '4',
  writes: ['subtypes', 'abilities'],
  reads: () => [],
  removesAbilities: true,
  apply(object, _m, { chosen, remade }) {
    const landType = chosen.basicLandType;
    if (landType === undefined || !object.types.includes('Land')) return;
    object.subtypes = remade(object.subtypes, (from) => [...from.filter((subtype) => !isLandType(subtype)), landType]);
    object.rulesTextRemoved = true;
    object.landTypesChanged = true;
  },
  changesMatch: (_m, filter) => names(filter.subtypes, isLandType) || names(filter.notSubtypes, isLandType) || names(filter.allSubtypes, isLandType) || filter.chosenType !== undefined,
  text: (_m, { conj }) => conj('is the chosen type', 'are the chosen type'),
});
