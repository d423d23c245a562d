// "Loses all abilities" (CR 613.1f): layer 6. Every ability goes, the intrinsic mana abilities of
// basic land types too (305.6 gives them to the land; this takes them away).

import * as z from 'zod';
import { modification } from './kind';

export const loseAllAbilities = modification({
  schema: z.strictObject({ type: z.literal('loseAllAbilities') }),
  layer: '6',
  writes: ['abilities'],
  reads: () => [],
  removesAbilities: true,
  apply(object) {
    object.lostAllAbilities = true;
    object.abilities = [];
  },
  // No filter of the format reads abilities.
  changesMatch: () => false,
  text: (_m, { conj }) => `${conj('loses', 'lose')} all abilities`,
});
