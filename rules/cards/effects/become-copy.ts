// "You may have this creature become a copy of another target creature, except it has this
// ability" (CR 707.1, 707.4, 707.9a): a copy effect that lasts indefinitely (Cryptoplasm's
// rulings), written as an `effects` entry naming the copied permanent in its `targets`. The
// layer system applies it in layer 1 (613.2a, rules/board/copiable-values.ts): from its
// timestamp the object's copiable values are those of the permanent copied, with this ability.

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const becomeCopy = effect({
  schema: z.strictObject({
    type: z.literal('becomeCopy'),
    /** The object that becomes a copy: this one. */
    object: z.literal('self'),
    /** What it copies: a target. */
    of: z.strictObject({ target: z.int().min(0).max(4) }),
    /** "except it has this ability" (CR 707.9a): the ability with this effect becomes part of its copiable values. */
    keepsThisAbility: z.literal(true).optional(),
  }),
  text: (e, ctx) =>
    `have ${objectPhrase(e.object, ctx, false)} become a copy of ${objectPhrase(e.of as ObjectRef, ctx, false)}${e.keepsThisAbility ? ', except it has this ability' : ''}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('becomeCopy'),
  resolve(e, resolution) {
    const of = resolution.object(e.of);
    const self = resolution.object(e.object);
    if (of !== null && self !== null) resolution.becomeCopy(of);
  },
});
