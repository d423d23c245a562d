// "Mill two cards.", "Target player mills three cards.", "Each opponent mills X cards." (CR
// 701.17a: a player puts that many cards from the top of their library into their graveyard; as
// many as the library holds, 701.17b). Without `player`, its controller mills, worded without a
// subject. A library is a count of unnamed cards and a graveyard holds named ones, so the player
// names the cards milled in the `milled` choice (rules/board/named-cards.ts).

import * as z from 'zod';
import { Amount, Players } from '../pieces';
import { playersClause } from '../phrasing';
import { cardsPhrase } from './draw';
import { actingPlayers, couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const mill = effect({
  schema: z.strictObject({ type: z.literal('mill'), amount: z.union([z.int().min(1).max(100), Amount]), player: Players.optional() }),
  text(e, ctx) {
    const cards = cardsPhrase(e.amount, ctx);
    return playersClause(e.player, ctx, 'mill', cards);
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('mill'),
  resolve(e, resolution) {
    const amount = resolution.amount(e.amount);
    for (const player of actingPlayers(e.player, resolution)) resolution.mill(player, amount);
  },
});
