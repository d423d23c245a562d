// The abilities `effects` entries stand for (SCENARIOS.md, "effects"; CR 611.2): an entry names
// the spell ability of an instant or sorcery, or a printed ability of its source's card.

import { activatedAbility, cardDefinition, chosenModes, modesRefusal, triggeredAbility, type Ability, type CardDefinition } from '../cards';
import type { Board, ContinuousEffect, Permanent } from './board';

/**
 * The spell ability of an instant or sorcery, or the printed ability at `index` (SCENARIOS.md,
 * effects), a keyword that is a triggered ability as that ability (prowess, CR 702.108a), one that
 * stands for an activated ability as that ability (crew, 702.122a).
 */
export function abilityOfEntry(card: CardDefinition, index: number | undefined, choices: { modes?: readonly number[] | undefined }): Ability | undefined {
  if (index === undefined) {
    const spell = card.abilities.find((ability) => ability.kind === 'spell');
    // A modal spell's entry keeps the modes it was cast with (CR 700.2a): it stands for those (load.ts checks them).
    if (spell && 'modes' in spell && choices.modes && modesRefusal(spell.modes, choices.modes) === null) return { kind: 'spell', ...chosenModes(spell.modes, choices.modes) };
    return spell;
  }
  const printed = card.abilities[index];
  return printed && (triggeredAbility(printed) ?? activatedAbility(printed) ?? printed);
}

/** The ability an `effects` entry comes from, wherever its source is now (on the battlefield, in a graveyard, in exile, or a card). */
export function abilityOfBoardEntry(board: Board, entry: ContinuousEffect): Ability | undefined {
  let ref: Permanent['card'] | undefined;
  if (typeof entry.source === 'string') {
    const id = entry.source;
    ref = board.permanents.find((p) => p.id === id)?.card ?? cardThatLeft(board, id);
  } else ref = entry.source.card;
  const card = ref === undefined ? undefined : cardDefinition(ref);
  return card ? abilityOfEntry(card, entry.ability, entry.choices) : undefined;
}

/** The card of an object that left the battlefield, from its graveyard or exile (CR 608.2h, last known information). */
export function cardThatLeft(board: Board, id: string): Permanent['card'] | undefined {
  for (const player of board.players) for (const entry of [...player.graveyard, ...player.exile]) if (entry.id === id) return entry.card;
  return undefined;
}

/** An entry made by a "doesn't untap during its controller's next untap step" effect (CR 502.3): it holds the permanent its `targets` name. */
export function holdsUntap(board: Board, entry: ContinuousEffect): boolean {
  const ability = abilityOfBoardEntry(board, entry);
  return !!ability && 'effects' in ability && ability.effects.some((effect) => effect.type === 'skipNextUntap');
}

/**
 * An entry made by a regeneration effect (CR 701.19a): a regeneration shield on the permanent its
 * `targets` name, until used or the end of the turn. Its ability creates no other entry (the
 * resolution refuses one that would, so an entry is never both).
 */
export function isRegenerationShield(board: Board, entry: ContinuousEffect): boolean {
  const ability = abilityOfBoardEntry(board, entry);
  return !!ability && 'effects' in ability && ability.effects.some((effect) => effect.type === 'regenerate');
}
