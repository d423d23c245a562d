// "Draw a card", "draw two cards", "Target player draws two cards.", "Each player draws a card."
// (CR 121): one card at a time; from an empty library the player will lose (121.4, 704.5b).
// Without `player`, its controller draws, worded without a subject; with one, the players it
// names draw (each player in turn order, 101.4).

import * as z from 'zod';
import { Amount, Players } from '../pieces';
import { countPhrase, playersPhrase } from '../phrasing';
import { numberWord } from '../words';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const draw = effect({
  schema: z.strictObject({ type: z.literal('draw'), amount: z.union([z.int().min(1).max(100), Amount]), player: Players.optional() }),
  text(e, ctx) {
    let cards: string;
    if (typeof e.amount === 'number') cards = e.amount === 1 ? 'a card' : `${numberWord(e.amount)} cards`;
    else cards = 'count' in e.amount ? `a card for ${countPhrase(e.amount.count, ctx)}` : 'X cards';
    if (e.player === undefined) return `draw ${cards}`;
    const { text, you } = playersPhrase(e.player, ctx);
    return `${text} ${you ? 'draw' : 'draws'} ${cards}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('draw'),
  resolve(e, resolution) {
    const amount = resolution.amount(e.amount);
    for (const player of e.player === undefined ? [resolution.controller] : resolution.players(e.player)) for (let n = 0; n < amount; n += 1) resolution.draw(player);
  },
});
