// "Add one mana of any color", "Add three mana of any one color" (CR 106.3): its controller
// chooses the color as it resolves, one color for all of it (no card of the pool says "two mana
// of any color": more than one is always "of any one color").

import * as z from 'zod';
import { COLORS } from '../../core';
import { numberWord } from '../words';
import { effect, notInTriggeredManaAbility, onlyAsManaAbility } from './kind';

export const addManaOfAnyColor = effect({
  schema: z.strictObject({ type: z.literal('addManaOfAnyColor'), amount: z.int().min(1).max(100) }),
  text: (e) => (e.amount === 1 ? 'add one mana of any color' : `add ${numberWord(e.amount)} mana of any one color`),
  addsMana: true,
  ...onlyAsManaAbility('addManaOfAnyColor'),
  // Colorless is a type of mana but not a color (CR 105.1, 106.1b).
  produce: (e, producing) => ({ [producing.choose(COLORS, 'one mana of any color; colorless is not a color, CR 105.1, 106.1b', '105.1')]: e.amount }),
  couldProduce: () => ({ kind: 'types', types: COLORS }),
  addAsTriggered: notInTriggeredManaAbility('addManaOfAnyColor'),
});
