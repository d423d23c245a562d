// "Are the chosen color in addition to their other colors" (Painter's Servant; CR 105.3,
// 614.12): layer 5. The object gains the color chosen as the source entered; a colorless
// object becomes only that color (ruling 2008-05-01: colorless is not a color, 105.2c).

import * as z from 'zod';
import { modification } from './kind';

export const addChosenColor = modification({
  schema: z.strictObject({ type: z.literal('addChosenColor') }),
  layer: '5',
  writes: ['colors'],
  reads: () => [],
  removesAbilities: false,
  apply(object, _m, { chosen, remade }) {
    const color = chosen.color;
    if (!color || object.colors.includes(color)) return;
    object.colors = remade(object.colors, (from) => [...from, color]);
  },
  changesMatch: (_m, filter) => filter.color !== undefined || filter.notColors !== undefined,
  text: (_m, { conj }) => `${conj('is', 'are')} the chosen color in addition to ${conj('its', 'their')} other colors`,
});
