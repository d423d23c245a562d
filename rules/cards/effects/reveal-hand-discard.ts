// "Target player reveals their hand. You choose a nonland card from it. That player discards that
// card." (Thoughtseize, Duress, Inquisition of Kozilek): the player reveals their hand (CR
// 701.20a), the ability's controller chooses a card with the stated quality from it, and that
// player discards it (701.9a-b: another player chooses which). A hand is a count of unnamed
// cards, so the card chosen is named in the `discarded` choice under the discarding player
// (rules/board/named-cards.ts): one card with the quality, or `[]` when the revealed hand holds
// none; the engine checks the quality of a card named and that the hand held a card.

import * as z from 'zod';
import { Players } from '../pieces';
import { comparisonText, playersPhrase } from '../phrasing';
import { article } from '../words';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';
import { CardFilter } from './search-library';
import { cardFilterPhrase } from '../phrasing';

export const revealHandDiscard = effect({
  schema: z.strictObject({
    type: z.literal('revealHandDiscard'),
    /** Whose hand: a target player or opponent. */
    player: Players,
    /** The quality of the card chosen ("a nonland card", "a noncreature, nonland card", "a nonland card with mana value 3 or less"). */
    card: CardFilter,
    /** Wording only: the card's mana value after "from it" ("a nonland card from it with mana value 3 or less", Inquisition of Kozilek). */
    manaValueLast: z.literal(true).optional(),
  }),
  text(e, ctx) {
    const { text } = playersPhrase(e.player, ctx);
    const { manaValue, ...rest } = e.card;
    const chosen =
      e.manaValueLast && manaValue ? `${article(cardFilterPhrase(rest))} from it with mana value ${comparisonText(manaValue)}` : `${article(cardFilterPhrase(e.card))} from it`;
    return `${text} reveals their hand. You choose ${chosen}. That player discards that card`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('revealHandDiscard'),
  resolve(e, resolution) {
    for (const player of resolution.players(e.player)) resolution.discardChosen(player, e.card);
  },
});
