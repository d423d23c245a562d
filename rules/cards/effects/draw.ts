// "Draw a card", "draw two cards", "Target player draws two cards.", "Each player draws a card."
// (CR 121): one card at a time; from an empty library the player will lose (121.4, 704.5b).
// Without `player`, its controller draws, worded without a subject; with one, the players it
// names draw (each player in turn order, 101.4). `then` joins it to the clause before ("discard a
// card, then draw a card", wording only: effects happen in order, 608.2c).

import * as z from 'zod';
import { Amount, Players } from '../pieces';
import { countPhrase, playersClause, type Context } from '../phrasing';
import { numberWord } from '../words';
import { actingPlayers, couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

/** "a card", "two cards", "X cards", "a card for each creature you control": how many cards a draw, mill or discard moves. */
export function cardsPhrase(amount: number | Amount, ctx: Context): string {
  if (typeof amount === 'number') return amount === 1 ? 'a card' : `${numberWord(amount)} cards`;
  return 'count' in amount ? `a card for ${countPhrase(amount.count, ctx)}` : 'X cards';
}

export const draw = effect({
  schema: z.strictObject({ type: z.literal('draw'), amount: z.union([z.int().min(1).max(100), Amount]), player: Players.optional(), then: z.literal(true).optional() }),
  text(e, ctx) {
    const cards = cardsPhrase(e.amount, ctx);
    return playersClause(e.player, ctx, 'draw', cards);
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('draw'),
  resolve(e, resolution) {
    const amount = resolution.amount(e.amount);
    for (const player of actingPlayers(e.player, resolution)) for (let n = 0; n < amount; n += 1) resolution.draw(player);
  },
});
