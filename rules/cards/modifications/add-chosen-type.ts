// "This creature is the chosen type in addition to its other types" (Metallic Mimic; CR
// 205.1b, 614.12): layer 4. The object gains the subtype chosen as the source entered.

import * as z from 'zod';
import { applyChosenType } from './chosen-type';
import { modification } from './kind';

export const addChosenType = modification({
  schema: z.strictObject({ type: z.literal('addChosenType') }),
  layer: '4',
  writes: ['subtypes'],
  reads: () => [],
  removesAbilities: false,
  apply(object, _m, applying) {
    applyChosenType(object, applying, false);
  },
  changesMatch: (_m, filter) => filter.subtypes !== undefined || filter.notSubtypes !== undefined || filter.allSubtypes !== undefined || filter.chosenType !== undefined,
  text: (_m, { conj }) => `${conj('is', 'are')} the chosen type in addition to ${conj('its', 'their')} other types`,
});
