// "Search your library for a Plains or Island card, put it onto the battlefield, then shuffle."
// (the fetch lands), "Search your library for a basic land card, put it onto the battlefield
// tapped, then shuffle." (Evolving Wilds), and Fabled Passage's "Then if you control four or more
// lands, untap that land." Its controller searches their library (CR 701.23a) for a card with the
// stated quality, which they may fail to find (701.23b), puts the card found onto the battlefield
// (tapped where the effect says so, 110.5b; through what that permanent enters with, 614.1c,
// 614.12; a land put onto the battlefield is not played, 305.4), then shuffles (701.24a).
//
// A library is a count of unnamed cards (SCENARIOS.md), so the player names the card found in
// the `search` choice (`{ "card": NAME }`, or null to find nothing): the engine checks that it has
// the stated quality, and the library has one card fewer.

import * as z from 'zod';
import { YouControl, youControlText } from '../you-control';
import { CardQuality } from '../pieces';
import { cardFilterPhrase } from '../phrasing';
import { article } from '../words';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

/**
 * The stated quality of the card searched for (CR 701.23b): characteristics of a card, read as
 * the card is in the library (its printed characteristics, its characteristic-defining abilities,
 * and the effects that reach cards there, 109.3, 604.3). At least one part: a search for "a card"
 * (701.23d) is not this effect.
 */
export const CardFilter = CardQuality.refine((f) => Object.keys(f).length > 0, 'a search names a quality of the card (CR 701.23b)')
  // The head is the subtypes or the card types, as Oracle words one or the other.
  .refine((f) => !(f.subtypes && (f.types || f.anyOfTypes)) && !(f.types && f.anyOfTypes), 'the card is named by its subtypes or by its card types');
export type CardFilter = z.infer<typeof CardFilter>;

export const searchLibrary = effect({
  schema: z.strictObject({
    type: z.literal('searchLibrary'),
    /** What the card searched for is (CR 701.23b). */
    card: CardFilter,
    /** "put it onto the battlefield tapped" (CR 110.5b). */
    tapped: z.boolean().default(false),
    /** Wording only: "put that card onto the battlefield" rather than "put it". */
    thatCard: z.literal(true).optional(),
    /** "Then if you control four or more lands, untap that land." (Fabled Passage): after the shuffle, the permanent put onto the battlefield untaps if its controller controls that many (CR 608.2c). */
    thenUntapIf: YouControl.optional(),
  }),
  text(e) {
    const put = `put ${e.thatCard ? 'that card' : 'it'} onto the battlefield${e.tapped ? ' tapped' : ''}`;
    const untap = e.thenUntapIf ? `. Then if ${youControlText(e.thenUntapIf)}, untap that ${e.card.types?.includes('Land') ? 'land' : 'permanent'}` : '';
    return `search your library for ${article(cardFilterPhrase(e.card))}, ${put}, then shuffle${untap}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('searchLibrary'),
  resolve(e, resolution) {
    const found = resolution.searchLibraryOntoBattlefield(e.card, e.tapped);
    if (found === null || !e.thenUntapIf) return;
    const { youControl, atLeast, atMost } = e.thenUntapIf;
    // Counted after the card entered (Fabled Passage's ruling 2020-06-23: the land put onto the battlefield counts).
    const count = resolution.matching({ ...youControl, controller: 'you' }).length;
    if (atMost !== undefined ? count <= atMost : count >= (atLeast ?? 1)) resolution.setTapped(found, false);
  },
});
