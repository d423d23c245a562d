// "Has protection from red", "gains protection from artifacts", "has protection from red and from
// blue" (CR 613.1f, 702.16): layer 6. Each quality is a protection ability of its own (702.16g),
// which the engine carries out as it does a printed one (rules/state/protection.ts).

import * as z from 'zod';
import type { HeldAbility } from '../held-ability';
import { Quality } from '../pieces';
import { list, qualityText } from '../words';
import { modification } from './kind';

/**
 * A granted protection ability, one object per quality: objects granted the same protection share
 * it (add-keywords.ts). Kept by the quality's words, a creature type's object being the card's.
 */
const GRANTED = new Map<string, HeldAbility>();
function granted(quality: Quality): HeldAbility {
  const key = qualityText(quality);
  let held = GRANTED.get(key);
  if (!held) GRANTED.set(key, (held = { ability: { kind: 'keyword', keyword: 'protection', from: quality }, origin: 'granted' }));
  return held;
}

export const addProtection = modification({
  schema: z.strictObject({ type: z.literal('addProtection'), from: z.array(Quality).min(1).max(5) }),
  layer: '6',
  writes: ['abilities'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m, { remade }) {
    object.abilities = remade(object.abilities, (from) => [...from, ...m.from.map(granted)]);
  },
  // No filter of the format reads abilities.
  changesMatch: () => false,
  text(m, { conj, verb }) {
    const has = verb === 'created' ? conj('gains', 'gain') : conj('has', 'have');
    return `${has} protection ${list(
      m.from.map((quality) => `from ${qualityText(quality)}`),
      'and',
    )}`;
  },
});
