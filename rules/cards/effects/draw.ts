// "Draw a card", "draw two cards" (CR 121): one card at a time; from an empty library the
// player will lose (121.4, 704.5b).

import { z } from 'zod';
import { numberWord } from '../words';
import { effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const draw = effect({
  schema: z.strictObject({ type: z.literal('draw'), amount: z.int().min(1).max(100) }),
  text: (e) => (e.amount === 1 ? 'draw a card' : `draw ${numberWord(e.amount)} cards`),
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  addAsTriggered: notInTriggeredManaAbility('draw'),
  resolve(e, resolution) {
    for (let n = 0; n < e.amount; n += 1) resolution.draw(resolution.controller);
  },
});
