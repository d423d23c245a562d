// "Lands you control have "{T}: Add one mana of any color."" (CR 613.1f): layer 6. The object has
// these abilities, granted; a granted ability has no targets of its own.

import * as z from 'zod';
import type { HeldAbility } from '../held-ability';
import { GrantedAbility } from '../granted-ability';
import { modification } from './kind';

/**
 * The abilities a modification grants, made once per modification (card data never changes), so
 * objects granted them share them, on every board (what is derived from an ability is kept by
 * the ability: mana/available-mana.ts). It can't be observed: they are made from the
 * modification alone and never changed (test/rules/no-hidden-state.test.ts).
 */
const GRANTED = new WeakMap<object, HeldAbility[]>();
function granted(m: { abilities: readonly GrantedAbility[] }): HeldAbility[] {
  let held = GRANTED.get(m);
  if (!held) GRANTED.set(m, (held = m.abilities.map((ability) => ({ ability: { ...ability, targets: [] }, origin: 'granted' }))));
  return held;
}

export const addAbilities = modification({
  schema: z.strictObject({ type: z.literal('addAbilities'), abilities: z.array(GrantedAbility).min(1).max(5) }),
  layer: '6',
  writes: ['abilities'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m, { remade }) {
    object.abilities = remade(object.abilities, (from) => [...from, ...granted(m)]);
  },
  // No filter of the format reads abilities.
  changesMatch: () => false,
  // "Lands you control have ...", and as an effect a resolved ability creates, "This Saga gains ..." (CR 611.2).
  text: (m, { conj, verb, granted: textOf }) =>
    `${verb === 'created' ? conj('gains', 'gain') : conj('has', 'have')} ${m.abilities.map((ability) => `"${textOf(ability)}"`).join(' and ')}`,
});
