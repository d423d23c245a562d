// `availableMana`: every distinct largest collection of mana a player could add now with their
// mana abilities (CR 106, 605); `any` is one mana of any color chosen as it is added.

import * as z from 'zod';
import { Id } from '../../board';
import { invalid } from '../../core';
import { availableMana as optionsOf } from '../../mana';
import { manaReads, question } from './kind';
import { controlledBy } from '../../state';

const Option = z.strictObject({
  W: z.int().optional(),
  U: z.int().optional(),
  B: z.int().optional(),
  R: z.int().optional(),
  G: z.int().optional(),
  C: z.int().optional(),
  any: z.int().optional(),
});

export const availableMana = question({
  value: Id,
  answer: z.strictObject({ options: z.array(Option) }),
  reads: (view, player) => manaReads(view, player, controlledBy(view, player)),
  ask(view, player, at) {
    if (!view.player(player)) invalid(at, `no player has id "${player}"`);
    return optionsOf(view, player);
  },
});
