// A characteristic-defining ability that defines power and/or toughness (CR 604.3, 208.2a):
// layer 7a (613.4a), before every effect that sets or modifies them. "Tarmogoyf's power is equal
// to the number of card types among cards in all graveyards and its toughness is equal to that
// number plus 1." `power` and `toughness` are what each is, added to the count ("each equal to 1
// plus the number of ..."); one left out stays as printed. Only in a static ability marked
// `definesCharacteristics` (format.ts), which works in every zone (604.3).

import * as z from 'zod';
import { filterPhrase } from '../phrasing';
import { DefiningCount } from '../pieces';
import { modification } from './kind';

const Plus = z.int().min(0).max(100);

/** "the number of Swamps you control", "the number of card types among cards in all graveyards". */
export function definingNumber(count: DefiningCount): string {
  if ('permanents' in count) return `the number of ${filterPhrase(count.permanents, 'many')}`;
  const zone = (where: 'allGraveyards' | 'yourGraveyard') => (where === 'allGraveyards' ? 'all graveyards' : 'your graveyard');
  if ('cards' in count) return `the number of ${[count.cards.map((type) => type.toLowerCase()).join(' and '), 'cards'].filter(Boolean).join(' ')} in ${zone(count.in)}`;
  if ('cardTypesAmong' in count) return `the number of card types among cards in ${zone(count.cardTypesAmong)}`;
  return 'the number of cards in your hand';
}

const plus = (n: number) => (n > 0 ? `${n} plus ` : '');

export const definePT = modification({
  schema: z
    .strictObject({ type: z.literal('definePT'), count: DefiningCount, power: Plus.optional(), toughness: Plus.optional() })
    .refine((m) => m.power !== undefined || m.toughness !== undefined, { message: 'defines power, toughness or both' })
    .refine((m) => m.power === undefined || m.toughness === undefined || m.power === m.toughness || m.power === 0, {
      message: 'power and toughness are each equal to the same number, or toughness is that number plus some more',
    }),
  layer: '7a',
  writes: ['pt'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m, { count }) {
    if (object.power === null || object.toughness === null) return;
    const n = count(m.count);
    if (m.power !== undefined) object.power = n + m.power;
    if (m.toughness !== undefined) object.toughness = n + m.toughness;
  },
  changesMatch: (_m, filter) => filter.power !== undefined || filter.toughness !== undefined,
  text: (m, { conj }) => `${conj('has', 'have')} ${m.power !== undefined ? 'power' : 'toughness'} equal to ${definingNumber(m.count)}`,
  clause(m, whose) {
    const n = definingNumber(m.count);
    if (m.power !== undefined && m.toughness !== undefined) {
      if (m.power === m.toughness) return `${whose} power and toughness are each equal to ${plus(m.power)}${n}`;
      return `${whose} power is equal to ${n} and its toughness is equal to that number plus ${m.toughness}`;
    }
    if (m.power !== undefined) return `${whose} power is equal to ${plus(m.power)}${n}`;
    return `${whose} toughness is equal to ${plus(m.toughness ?? 0)}${n}`;
  },
});
