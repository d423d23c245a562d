// "Has base power and toughness 1/1" (CR 613.4b): layer 7b; `manaValue` sets each to the
// object's mana value ("each equal to its mana value").

import * as z from 'zod';
import { modification } from './kind';

const Value = z.union([z.int().min(-1000).max(1000), z.literal('manaValue')]);

export const setBasePT = modification({
  schema: z.strictObject({ type: z.literal('setBasePT'), power: Value, toughness: Value }),
  layer: '7b',
  writes: ['pt'],
  reads: (m) => (m.power === 'manaValue' || m.toughness === 'manaValue' ? ['manaValue'] : []),
  removesAbilities: false,
  apply(object, m) {
    object.power = m.power === 'manaValue' ? object.manaValue : m.power;
    object.toughness = m.toughness === 'manaValue' ? object.manaValue : m.toughness;
  },
  changesMatch: (_m, filter) => filter.power !== undefined || filter.toughness !== undefined,
  text: (m, { conj }) =>
    m.power === 'manaValue'
      ? `${conj('has', 'have')} base power and base toughness each equal to ${conj('its', 'their')} mana value`
      : `${conj('has', 'have')} base power and toughness ${m.power}/${m.toughness}`,
});
