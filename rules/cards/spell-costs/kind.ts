// What every kind of cost paid as a spell is cast says about itself (CR 118.8 additional costs,
// 118.9 alternative costs, 601.2b announced, 601.2f part of the total cost, 601.2h paid): its
// part as the card format writes it, its rules text, why it can't be paid now, the choice it
// needs that is missing (CHOICE_REQUIRED), and paying it. `spellCost()` takes every one of these:
// a kind that leaves one out does not compile. The kinds are written against `Caster`, which the
// engine implements over a board (rules/play/spell-costs.ts).

import type { z } from 'zod';
import type { Filter } from '../pieces';
import type { Refusal } from '../costs/kind';

/** A card named in `choices.exileFromHand`: a card of the pool by name (or an inline definition), and the id its exile entry takes. */
/** A card by name, or an inline definition (`CardRef`, written structurally here so that the format's types don't depend on themselves). */
export type NamedCardRef = string | { readonly name: string };

export interface NamedCard {
  card: NamedCardRef;
  id?: string | undefined;
}

/** What paying a cost as a spell is cast can see. */
export interface CasterState {
  /** The player casting the spell. */
  readonly player: string;
  readonly life: number;
  /** The cards in their hand: a count of cards nobody has named; the spell being cast is not among them (CR 601.2a). */
  readonly hand: number;
  /** The permanents the caster controls that match `filter`. */
  candidates(filter: Filter): readonly string[];
  /** The cards the caster named to exile from their hand (`choices.exileFromHand`). */
  readonly exiled: readonly NamedCard[] | undefined;
  /** The permanents the caster named to return to their owner's hand (`choices.returnToHand`). */
  readonly returned: readonly string[] | undefined;
  /** The permanents the caster named to sacrifice (`choices.sacrifice`). */
  readonly sacrificed: readonly string[] | undefined;
  /** The cards the caster named to discard from their hand (`choices.discardFromHand`). */
  readonly discarded: readonly NamedCard[] | undefined;
  /** The ids of the entries of the caster's graveyard (the spell being cast is not among them, CR 601.2a). */
  readonly graveyard: readonly string[];
  /** The entries of their graveyard the caster named to exile (`choices.exileFromGraveyard`). */
  readonly exiledFromGraveyard: readonly string[] | undefined;
  /** A named card's colors (CR 105.2, 202.2), as the card is in a hand (its characteristic-defining abilities apply, 604.3). */
  colorsOf(card: NamedCardRef): readonly string[];
  /** A named card's card types (CR 205.2a), as the card is in a hand. */
  typesOf(card: NamedCardRef): readonly string[];
  /** A named card's name, for messages. */
  nameOf(card: NamedCardRef): string;
}

/** What paying a cost as a spell is cast can do; each operation records its event, citing `rules`. */
export interface Caster extends CasterState {
  payLife(amount: number, rules: string[]): void;
  /** One card of the hand count goes to exile as the named card (CR 406.3). */
  exileFromHand(named: NamedCard, rules: string[]): void;
  /** A permanent goes to its owner's hand (CR 400.7). */
  returnToHand(permanent: string, rules: string[]): void;
  /** The caster sacrifices a permanent they control (CR 701.21a). */
  sacrifice(permanent: string, rules: string[]): void;
  /** Cards of the hand count go to the caster's graveyard as the named cards (CR 701.9a). */
  discard(named: readonly NamedCard[], rules: string[]): void;
  /** A card of the caster's graveyard goes to exile with its id (CR 406.3). */
  exileFromGraveyard(id: string, rules: string[]): void;
}

/** A choice that is missing: the path inside `choices`, and its values where there is a short list. */
export interface MissingChoice {
  choice: string;
  options?: string[][] | undefined;
}

export interface SpellCostKind<S extends z.ZodType<{ type: string }>> {
  /** The part as the card format writes it. */
  schema: S;
  /** Its words in a cost, lowercase: "pay 1 life", "exile a blue card from your hand". */
  text(part: z.infer<S>): string;
  /** Why it can't be paid now, or null when it can (CR 601.2h; with nothing named, whether it could be). */
  refusal(part: z.infer<S>, caster: CasterState): Refusal | null;
  /** The choice it needs that was not made (CR 601.2h: what pays it), or null. */
  missing(part: z.infer<S>, caster: CasterState): MissingChoice | null;
  /** Pays it (CR 601.2h); `refusal` and `missing` said it can be paid. */
  pay(part: z.infer<S>, caster: Caster): void;
}

/** A spell cost kind, checked to say everything a kind must. */
export const spellCost = <S extends z.ZodType<{ type: string }>>(kind: SpellCostKind<S>): SpellCostKind<S> => kind;
