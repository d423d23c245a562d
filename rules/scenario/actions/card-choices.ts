// The choices only a card with the ability that reads them takes (SCENARIOS.md `choices`): those
// made as a permanent enters (CR 614.12, 707.5), paying life as a land enters (614.12a), a card
// name (201.4) and a text change's words (612). The one place that reads a card's abilities for
// which of them an action's `choices` may hold.

import type { Board, Choices } from '../../board';
import { cardOf, everyEffect } from '../../cards';
import { invalid, type Path } from '../../core';
import type { Action } from '../schema';

type ActionWithChoices = Extract<Action, { choices: Choices }>;

/** The choices only a card with the ability that reads them takes: made as it enters (CR 614.12, 707.5) or a text change's words (612). */
const CARD_CHOICES = ['copy', 'creatureType', 'basicLandType', 'player', 'cardName', 'from', 'to', 'modes'] as const;

/**
 * A choice made as a permanent enters, or a text change's words, given for a card without the
 * ability that reads it (a `cast` or `play` of that card, a `resolve` of that spell) would be
 * ignored, so it is INVALID_INPUT. A land's `mode` is only whether to pay life as it enters
 * (CR 614.12a); a spell's may also be its mode, so only a `play` is checked for it.
 */
export function checkCardTakesChoices(board: Board, action: ActionWithChoices, at: Path): void {
  const given = [...CARD_CHOICES, ...(action.do === 'play' ? (['mode'] as const) : [])].filter((key) => action.choices[key] !== undefined);
  if (given.length === 0) return;
  // A card cast from a graveyard is read from its entry (CR 601.2a).
  const fromEntry = action.do === 'cast' && action.from !== undefined ? board.players.flatMap((p) => p.graveyard).find((entry) => entry.id === action.id)?.card : undefined;
  const ref = action.do === 'cast' ? (action.card ?? fromEntry) : action.do === 'play' ? action.card : action.do === 'resolve' ? board.stack.at(-1)?.card : undefined;
  if (ref === undefined) return;
  const card = cardOf(ref);
  const takes = new Set<string>();
  for (const ability of card.abilities) {
    // As a copy it has the abilities of what it copies as it enters (CR 707.5, 614.12): whether to pay life among them.
    if (ability.kind === 'replacement' && ability.effect.type === 'entersAsCopy') for (const key of ['copy', 'mode']) takes.add(key);
    if (ability.kind === 'replacement' && ability.effect.type === 'entersTapped' && ability.effect.unlessPaysLife !== undefined) takes.add('mode');
    if (ability.kind === 'replacement' && ability.effect.type === 'asEntersChoose') takes.add(ability.effect.choice === 'opponent' ? 'player' : ability.effect.choice);
    // "When this land enters, choose a land card name." (CR 201.4): the action that resolves it takes the name.
    if ((ability.kind === 'triggered' || ability.kind === 'spell') && everyEffect(ability).some((effect) => effect.type === 'chooseCardName')) takes.add('cardName');
    // A modal spell's modes, chosen as it is cast (CR 700.2a, 601.2b).
    if (ability.kind === 'spell' && 'modes' in ability && action.do === 'cast') takes.add('modes');
    if (ability.kind === 'spell')
      for (const effect of everyEffect(ability))
        if (effect.type === 'createEffect' && effect.effect.type === 'continuous' && effect.effect.modifications.some((m) => m.type === 'changeText')) {
          takes.add('from');
          takes.add('to');
        }
  }
  for (const key of given) if (!takes.has(key)) invalid([...at, 'choices', key], `${card.name} has no ability that takes a "${key}" choice: it would be ignored`);
}
