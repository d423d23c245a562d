// "Look at a card at random in target player's hand." (CR 608.2c; Urza's Bauble): its controller
// looks at a card chosen at random in that player's hand. A hand is a count of unnamed cards
// (SCENARIOS.md), so which card it was is no one's to name and nothing on the board changes: a
// `lookedAt` event records the look; an empty hand shows nothing.

import * as z from 'zod';
import { playersPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const lookAtCardInHand = effect({
  schema: z.strictObject({ type: z.literal('lookAtCardInHand'), player: z.strictObject({ target: z.int().min(0).max(9) }), atRandom: z.literal(true) }),
  text(e, ctx) {
    return `look at a card at random in ${playersPhrase(e.player, ctx).text}'s hand`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('lookAtCardInHand'),
  resolve(e, resolution) {
    for (const player of resolution.players(e.player)) resolution.lookAtRandomCardInHand(player);
  },
});
