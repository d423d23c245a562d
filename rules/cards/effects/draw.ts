// "Draw a card", "draw two cards" (CR 121): one card at a time; from an empty library the
// player will lose (121.4, 704.5b).

import { z } from 'zod';
import { Amount } from '../pieces';
import { countPhrase } from '../phrasing';
import { numberWord } from '../words';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const draw = effect({
  schema: z.strictObject({ type: z.literal('draw'), amount: z.union([z.int().min(1).max(100), Amount]) }),
  text(e, ctx) {
    if (typeof e.amount === 'number') return e.amount === 1 ? 'draw a card' : `draw ${numberWord(e.amount)} cards`;
    return 'count' in e.amount ? `draw a card for ${countPhrase(e.amount.count, ctx)}` : 'draw X cards';
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('draw'),
  resolve(e, resolution) {
    const amount = resolution.amount(e.amount);
    for (let n = 0; n < amount; n += 1) resolution.draw(resolution.controller);
  },
});
