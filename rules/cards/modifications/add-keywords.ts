// "Has flying", "gains your choice of vigilance, lifelink, or indestructible" (CR 613.1f, 702):
// layer 6. With `choice`, the keyword its controller chose as the effect began (608.2d).

import * as z from 'zod';
import type { HeldAbility } from '../held-ability';
import { SimpleKeyword } from '../pieces';
import { list } from '../words';
import { modification } from './kind';

/** A granted keyword ability, one object per keyword: objects granted the same keyword share it. */
const GRANTED = new Map<string, HeldAbility>(SimpleKeyword.options.map((keyword) => [keyword, { ability: { kind: 'keyword', keyword }, origin: 'granted' }]));

export const addKeywords = modification({
  schema: z.strictObject({ type: z.literal('addKeywords'), keywords: z.array(SimpleKeyword).min(1).max(10), choice: z.boolean().optional() }),
  layer: '6',
  writes: ['abilities'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m, { choices, remade }) {
    const keywords = m.choice ? m.keywords.filter((keyword) => keyword === choices.mode) : m.keywords;
    if (keywords.length > 0) object.abilities = remade(object.abilities, (from) => [...from, ...keywords.map((keyword) => GRANTED.get(keyword)!)]);
  },
  // No filter of the format reads abilities.
  changesMatch: () => false,
  text(m, { conj, verb }) {
    const has = verb === 'created' ? conj('gains', 'gain') : conj('has', 'have');
    return m.choice ? `${has} your choice of ${list(m.keywords, 'or')}` : `${has} ${list(m.keywords, 'and')}`;
  },
});
