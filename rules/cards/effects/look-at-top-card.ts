// "Look at the top card of target player's library.", "Look at the top card of your library."
// (CR 608.2c): its controller looks at the top card of the library of the player it names (their
// own without one). A library is a count of unnamed cards (SCENARIOS.md), so nothing on the board
// changes: a `lookedAt` event records the look; an empty library shows nothing.

import * as z from 'zod';
import { Players } from '../pieces';
import { playersPhrase } from '../phrasing';
import { actingPlayers, couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const lookAtTopCard = effect({
  schema: z.strictObject({ type: z.literal('lookAtTopCard'), player: Players.optional() }),
  text(e, ctx) {
    if (e.player === undefined) return 'look at the top card of your library';
    const { text, you } = playersPhrase(e.player, ctx);
    return `look at the top card of ${you ? 'your' : `${text}'s`} library`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('lookAtTopCard'),
  resolve(e, resolution) {
    for (const player of actingPlayers(e.player, resolution)) resolution.lookAtTopCard(player);
  },
});
