// `couldProduce`: the types of mana a permanent could produce (CR 106.7), in W U B R G C order.

import * as z from 'zod';
import { Id } from '../../board';
import { invalid, MANA_TYPES } from '../../core';
import { couldProduce as couldProduceMask, typesOf } from '../../mana';
import { MANA_EVENTS, MANA_READS, question } from './kind';
import { manaReferents } from '../../state';

export const couldProduce = question({
  value: Id,
  answer: z.strictObject({ types: z.array(z.enum(MANA_TYPES)) }),
  reads: (view, id) => ({ reach: MANA_READS, objects: new Set([id]), activates: new Set(), manaFrom: new Set([id, ...manaReferents(view)]), events: MANA_EVENTS }),
  ask(view, id, at) {
    const permanent = view.permanent(id) ?? invalid(at, `no permanent has id "${id}"`);
    return { types: typesOf(couldProduceMask(view, permanent)) };
  },
});
