// "Discard a card.", "Each opponent discards a card.", "Target player discards two cards." (CR
// 701.9a: a card moves from its owner's hand to their graveyard; the discarding player chooses
// which, 701.9b), as many as the hand holds. Without `player`, its controller discards, worded
// without a subject; `then` joins it to the clause before ("draw a card, then discard a card",
// wording only: the effects happen in order either way, 608.2c). A hand is a count of unnamed
// cards and a graveyard holds named ones, so the cards discarded are named in the `discarded`
// choice (rules/board/named-cards.ts); discarded at random, the cards as they came out (rules/ makes
// no random choice: its result is an input).

import * as z from 'zod';
import { Amount, Players } from '../pieces';
import { playersClause } from '../phrasing';
import { cardsPhrase } from './draw';
import { actingPlayers, couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const discard = effect({
  schema: z.strictObject({
    type: z.literal('discard'),
    amount: z.union([z.int().min(1).max(100), Amount]),
    player: Players.optional(),
    then: z.literal(true).optional(),
    /** "Discards a card at random" (701.9b): the engine makes no random choice, so the cards discarded at random are named in the `discarded` choice as they came out. */
    atRandom: z.literal(true).optional(),
  }),
  text(e, ctx) {
    const cards = `${cardsPhrase(e.amount, ctx)}${e.atRandom ? ' at random' : ''}`;
    return playersClause(e.player, ctx, 'discard', cards);
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('discard'),
  resolve(e, resolution) {
    const amount = resolution.amount(e.amount);
    for (const player of actingPlayers(e.player, resolution)) resolution.discard(player, amount);
  },
});
