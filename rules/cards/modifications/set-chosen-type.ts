// "Creatures you control are the chosen type" (Conspiracy; CR 205.1b, 614.12): layer 4. The
// creature types become exactly the creature type chosen as the source entered (ruling
// 2013-09-20: they lose their other creature types); its other subtypes stay.

import * as z from 'zod';
import { applyChosenType } from './chosen-type';
import { modification } from './kind';

export const setChosenType = modification({
  schema: z.strictObject({ type: z.literal('setChosenType') }),
  layer: '4',
  writes: ['subtypes'],
  reads: () => [],
  removesAbilities: false,
  apply(object, _m, applying) {
    applyChosenType(object, applying, true);
  },
  changesMatch: (_m, filter) => filter.subtypes !== undefined || filter.notSubtypes !== undefined || filter.allSubtypes !== undefined || filter.chosenType !== undefined,
  text: (_m, { conj }) => `${conj('is', 'are')} the chosen type`,
});
