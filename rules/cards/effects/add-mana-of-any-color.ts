// "Add one mana of any color" (CR 106.3): its controller chooses the color as it resolves.

import * as z from 'zod';
import { COLORS } from '../../core';
import { numberWord } from '../words';
import { effect, notInTriggeredManaAbility, onlyAsManaAbility } from './kind';

export const addManaOfAnyColor = effect({
  schema: z.strictObject({ type: z.literal('addManaOfAnyColor'), amount: z.int().min(1).max(100) }),
  text: (e) => `add ${numberWord(e.amount)} mana of any color`,
  addsMana: true,
  ...onlyAsManaAbility('addManaOfAnyColor'),
  // Colorless is a type of mana but not a color (CR 105.1, 106.1b).
  produce: (e, producing) => ({ [producing.choose(COLORS, 'one mana of any color; colorless is not a color, CR 105.1, 106.1b', '105.1')]: e.amount }),
  couldProduce: () => ({ kind: 'types', types: COLORS }),
  addAsTriggered: notInTriggeredManaAbility('addManaOfAnyColor'),
});
