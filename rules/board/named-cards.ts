// Cards leaving a library or a hand for a graveyard: milled (CR 701.17a), put there by a surveil
// (701.25a) or discarded (701.9a). A library and a hand are counts of unnamed cards
// (SCENARIOS.md), and a graveyard holds named cards, so the player names each card in `choices`
// (`milled` and `discarded` by player id, `surveil`, `discardFromHand`; an activation cost's in
// `costs.discard`): a card of the pool or inline, with the id its graveyard entry takes. Each goes to its owner's graveyard, or where its own replacement
// effect puts it instead (614.1a: shuffled into its library, zones.ts cardToGraveyard). What the
// engine doesn't carry out of a card as it moves there (madness as it is discarded, 702.35a; a
// trigger or replacement effect of its own that works in that zone) is UNSUPPORTED.

import type { Board, NamedCard } from './board';
import type { EventType, GameEvent } from './events';
import { freshId, idTaken } from './ids';
import { cardToGraveyard } from './zones';
import { abilityText, cardDefinition, cardRefName, notCarriedOut, type CardDefinition } from '../cards';
import { illegalAction, RulesError, unsupported } from '../core';

/** Where the cards come from, and the event their move is. */
export type HiddenZone = 'library' | 'hand';

/** A card as it went to the graveyard: its entry's id and its card. */
export interface MovedCard {
  object: string;
  card: NamedCard['card'];
}

/**
 * The cards named for a choice, checked: cards the engine knows, with ids not used on the board or
 * twice (INVALID_INPUT at `key`), and nothing of them the engine doesn't carry out as they move
 * (UNSUPPORTED).
 */
function checkedCards(board: Board, named: readonly NamedCard[], key: string, from: HiddenZone, event: EventType): CardDefinition[] {
  // A cost's cards are named in the action's `costs`, any other in its `choices`.
  const path = key.startsWith('costs.') ? key.split('.') : ['choices', ...key.split('.')];
  const ids = new Set<string>();
  return named.map((entry, index) => {
    const card = cardDefinition(entry.card);
    if (!card) throw new RulesError('INVALID_INPUT', `${key}: no card named "${cardRefName(entry.card)}" in the catalog`, { path: [...path, index, 'card'] });
    if (entry.id !== undefined && (idTaken(board, entry.id) || ids.has(entry.id)))
      throw new RulesError('INVALID_INPUT', `${key}: id "${entry.id}" is already used on the board`, { path: [...path, index, 'id'] });
    if (entry.id !== undefined) ids.add(entry.id);
    refuseWhatIsNotCarriedOut(card, from, event);
    return card;
  });
}

/**
 * A card's abilities that would act as it leaves a library or a hand for a graveyard and that
 * the engine doesn't carry out: a triggered ability or replacement effect of its own working in
 * the zone it leaves or the graveyard that such a move could make trigger or modify (603.2,
 * 614.1): madness as it is discarded (702.35a), "When this card is put into your graveyard from
 * your library" (603.10a looks back at it in the library).
 */
function refuseWhatIsNotCarriedOut(card: CardDefinition, from: HiddenZone, event: EventType): void {
  for (const ability of card.abilities) {
    const missing = notCarriedOut(ability);
    if (!missing || !missing.zones.some((zone) => zone === from || zone === 'graveyard')) continue;
    const events = missing.as === 'triggered' ? missing.trigger : missing.as === 'replacement' ? missing.replaces : null;
    const could = events === 'any' || events === 'unreported' || (Array.isArray(events) && (events.includes(event) || events.includes('putIntoGraveyard')));
    if (could || (missing.as === 'replacement' && events === null))
      throw unsupported(`${card.name} would be put into a graveyard from a ${from}: "${abilityText(ability, card)}" is not carried out yet`);
  }
}

/**
 * Moves the named cards from the player's library or hand (a count, one fewer for each) to their
 * graveyard (or where their own replacement effects put them, 614.1a), in order; returns the board
 * and the cards as they went.
 */
export function namedCardsToGraveyard(
  board: Board,
  player: string,
  from: HiddenZone,
  named: readonly NamedCard[],
  key: string,
  event: EventType,
  events: GameEvent[],
): { board: Board; cards: MovedCard[] } {
  checkedCards(board, named, key, from, event);
  let current = board;
  const cards: MovedCard[] = [];
  for (const entry of named) {
    const object = entry.id ?? freshId(current, `${player}/g`);
    current = { ...current, players: current.players.map((p) => (p.id === player ? { ...p, [from]: p[from] - 1 } : p)) };
    current = cardToGraveyard(current, player, { id: object, card: entry.card }, events);
    cards.push({ object, card: entry.card });
  }
  return { board: current, cards };
}

/** The named cards a choice gives, asked for when missing (CHOICE_REQUIRED at `key`). */
export function namedCardsChoice(given: readonly NamedCard[] | undefined, key: string, what: string): readonly NamedCard[] {
  if (given === undefined)
    throw new RulesError('CHOICE_REQUIRED', `name ${what} in choices.${key}, as [{ "card": NAME }]: the zone is a count of unnamed cards, so the engine can't list them`, {
      choice: key,
    });
  return given;
}

/** A choice naming the wrong number of cards is ILLEGAL_ACTION under the rule that says how many. */
export function checkNamedCount(named: readonly NamedCard[], count: { exactly: number } | { atMost: number }, what: string, rule: string): void {
  if ('exactly' in count ? named.length !== count.exactly : named.length > count.atMost)
    throw illegalAction(`${what}: ${'exactly' in count ? `exactly ${count.exactly}` : `at most ${count.atMost}`} card(s), not ${named.length} (CR ${rule})`, rule);
}
