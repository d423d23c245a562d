// "Each opponent loses 2 life.", "Target player loses 1 life.", "You lose 1 life." (CR 119.3);
// with `andYouGain`, "Each opponent loses 1 life and you gain 1 life.": the same amount, gained
// once (unless its controller can't gain life, 119.7).

import * as z from 'zod';
import { Amount, Players } from '../pieces';
import { numberOf, playersPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

/** "2", "X", or for a count "life equal to the number of ..." (the caller words it). */
const amountWord = (amount: Amount) => (typeof amount === 'number' ? `${amount}` : 'X');

export const loseLife = effect({
  schema: z.strictObject({ type: z.literal('loseLife'), player: Players.default('you'), amount: Amount, andYouGain: z.literal(true).optional() }),
  text(e, ctx) {
    const { text, you } = playersPhrase(e.player, ctx);
    const lose = you ? 'lose' : 'loses';
    if (typeof e.amount === 'object' && 'count' in e.amount) {
      const equal = `life equal to ${numberOf(e.amount.count, ctx)}`;
      return `${text} ${lose} ${equal}${e.andYouGain ? ' and you gain that much life' : ''}`;
    }
    const n = amountWord(e.amount);
    return `${text} ${lose} ${n} life${e.andYouGain ? ` and you gain ${n} life` : ''}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('loseLife'),
  resolve(e, resolution) {
    const amount = resolution.amount(e.amount);
    for (const player of resolution.players(e.player)) resolution.loseLife(player, amount);
    if (e.andYouGain) resolution.gainLife(resolution.controller, amount);
  },
});
