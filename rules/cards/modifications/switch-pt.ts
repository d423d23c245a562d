// "Switch target creature's power and toughness until end of turn" (CR 613.4d): layer 7d, after
// every other effect and the counters that change power and toughness, in timestamp order among
// switches (613.4); two switches undo each other.

import * as z from 'zod';
import { modification } from './kind';

export const switchPT = modification({
  schema: z.strictObject({ type: z.literal('switchPT') }),
  layer: '7d',
  writes: ['pt'],
  reads: () => ['pt'],
  removesAbilities: false,
  apply(object) {
    if (object.power === null || object.toughness === null) return;
    [object.power, object.toughness] = [object.toughness, object.power];
  },
  changesMatch: (_m, filter) => filter.power !== undefined || filter.toughness !== undefined,
  text: (_m, { conj }) => `${conj('has its', 'have their')} power and toughness switched`,
  clause: (_m, whose) => `switch ${whose} power and toughness`,
});
