// `couldProduce`: the types of mana a permanent could produce (CR 106.7), in W U B R G C order.

import * as z from 'zod';
import { Id } from '../../board';
import { invalid, MANA_TYPES } from '../../core';
import { couldProduce as couldProduceMask, typesOf } from '../../mana';
import { manaReads, question } from './kind';

export const couldProduce = question({
  value: Id,
  answer: z.strictObject({ types: z.array(z.enum(MANA_TYPES)) }),
  // What it could produce depends on its mana abilities, not on paying their costs (CR 106.7).
  reads: (view, id) => manaReads(view, null, [id]),
  ask(view, id, at) {
    const permanent = view.permanent(id) ?? invalid(at, `no permanent has id "${id}"`);
    return { types: typesOf(couldProduceMask(view, permanent)) };
  },
});
