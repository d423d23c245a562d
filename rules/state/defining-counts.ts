// What a characteristic-defining ability counts (CR 604.3, 208.2a, 613.4a): permanents matching
// a filter, as the layers before the one the ability applies in leave them (an Opalescence-made
// artifact counts for Master of Etherium; an Urborg-made Swamp for Nightmare); cards in
// graveyards, by their card types as printed (a graveyard card is no permanent, 109.4; Dryad
// Arbor counts once as a land and once as a creature among card types, 205.2a); and the cards
// in its controller's hand. "You" is the object's controller (109.5).

import type { Board } from '../board';
import { cardOf, type DefiningCount } from '../cards';
import { matches, type Matchable } from './filters';
import type { LayeredEffect } from './continuous-effects';

export interface Counting {
  board: Board;
  /** The permanents, as the layers applied so far leave them. */
  permanents: readonly Matchable[];
}

/** The number a characteristic-defining ability of `effect`'s source counts now. */
export function definingCount(count: DefiningCount, { board, permanents }: Counting, effect: Pick<LayeredEffect, 'controller' | 'source'>): number {
  if ('permanents' in count) {
    let n = 0;
    for (const w of permanents) if (matches(count.permanents, w, effect)) n += 1;
    return n;
  }
  if ('cardsInHand' in count) return board.players.find((player) => player.id === effect.controller)?.hand ?? 0;
  const where = 'cards' in count ? count.in : count.cardTypesAmong;
  const graveyards = board.players.filter((player) => where === 'allGraveyards' || player.id === effect.controller).map((player) => player.graveyard);
  if ('cards' in count) {
    let n = 0;
    for (const graveyard of graveyards)
      for (const { card } of graveyard) {
        const types = cardOf(card).types as readonly string[];
        if (count.cards.length === 0 || count.cards.some((type) => types.includes(type))) n += 1;
      }
    return n;
  }
  const types = new Set<string>();
  for (const graveyard of graveyards) for (const { card } of graveyard) for (const type of cardOf(card).types) types.add(type);
  return types.size;
}
