// What every kind of cost says about itself (CR 118, 601.2h, 602.1a): its part of an activation
// cost as the card format writes it, its rules text, whether it can be paid now (and the rule
// that says why not), paying it, and the choice it needs when it names a permanent ("Sacrifice a
// land": which one). `cost()` takes every one of these: a kind that leaves one out does not
// compile. The kinds are written against `Payer`, which the engine implements over a board
// (rules/game/costs.ts).

import type { z } from 'zod';
import type { Mana, ManaPool } from '../../core';
import type { Context } from '../phrasing';
import type { Filter } from '../pieces';
import type { Reach } from '../opaque';

/** Why a part of a cost can't be paid now, and the rule that says so. */
export interface Refusal {
  reason: string;
  rule: string;
}

/** The choice naming the permanent that pays a part, in the action's `costs` (`costs.sacrifice`, `costs.tap`). */
export type CostChoice = 'sacrifice' | 'tap';

/** What paying a cost can see. */
export interface PayerState {
  /** The permanent whose ability it is. */
  readonly permanent: { readonly id: string; readonly tapped: boolean; readonly counters: Readonly<Record<string, number>> };
  /** Its controller's mana pool. */
  readonly pool: ManaPool;
  /** Its controller's life total. */
  readonly life: number;
  /** How many cards its controller's hand holds (a count of unnamed cards). */
  readonly hand: number;
  /** Which mana of the pool pays the mana in the cost, when its controller named it (`choices.payment`). */
  readonly payment: Mana | undefined;
  /** Mana may be spent as though it were mana of any color (CR 609.4b, rules/state/spend-as-any-color.ts). */
  readonly anyColor: boolean;
  /**
   * It can't pay {T} or {Q} (CR 302.6): a creature that hasn't been under its controller's
   * control since their most recent turn began, without haste and not activated "as though it
   * had haste".
   */
  summoningSick(): boolean;
  /** The permanents its controller controls that match `filter` (as a filter of its ability reads it), only untapped ones when `untapped`. */
  candidates(filter: Filter, untapped: boolean): readonly string[];
  /** The permanents its controller named to pay a part, if they named them. */
  chosen(choice: CostChoice): readonly string[] | undefined;
  /** A permanent's power now, after the layers (CR 208.1, 613); null when it has none. */
  power(permanent: string): number | null;
}

/**
 * What paying a cost can do. Each operation changes the board and records its event, citing
 * `rules` (the kind says which rules make it happen).
 */
export interface Payer extends PayerState {
  /** Taps a permanent (this one for {T}, another for "tap an untapped creature you control"). */
  tap(permanent: string, rules: string[]): void;
  /** Untaps this permanent. */
  untap(rules: string[]): void;
  /** Spends this mana from the controller's pool for `cost`. */
  spendMana(spent: ManaPool, cost: string, rules: string[]): void;
  /** The controller pays life (CR 119.4). */
  payLife(amount: number, rules: string[]): void;
  /** The controller discards this many cards, named in the action's `costs.discard` (CHOICE_REQUIRED when missing). */
  discard(amount: number, rules: string[]): void;
  /** The controller sacrifices a permanent: it goes to its owner's graveyard. */
  sacrifice(permanent: string, rules: string[]): void;
  /** Puts counters on this permanent (as a cost, not through replacement effects). */
  putCounters(counter: string, amount: number, rules: string[]): void;
  /** Removes counters from this permanent. */
  removeCounters(counter: string, amount: number, rules: string[]): void;
  /** Puts on (positive) or removes (negative) loyalty counters, as a loyalty ability's cost, which is then activated this turn (CR 606.3, 606.4). */
  changeLoyalty(amount: number, rules: string[]): void;
}

export interface CostKind<S extends z.ZodType<{ type: string }>> {
  /** The part as the card format writes it. */
  schema: S;
  /** Its rules text in a cost: "{T}", "Pay 2 life", "Sacrifice a land". */
  text(part: z.infer<S>, ctx: Context): string;
  /** Why it can't be paid now, or null when it can (CR 601.2h; with no choices named, whether it could be). */
  refusal(part: z.infer<S>, payer: PayerState): Refusal | null;
  /** Pays it (CR 601.2h); `refusal` said it can be paid. */
  pay(part: z.infer<S>, payer: Payer): void;
  /** It is paid with mana (CR 107.4): checked last, and paid by the option availableMana counts. */
  mana: boolean;
  /** It names a permanent to pay it: the choice that names it, and the permanents that could. null when it needs none. */
  choice: null | {
    key: CostChoice;
    candidates(part: z.infer<S>, payer: PayerState): readonly string[];
    /** What of the permanents that could pay it, beyond their abilities, decides whether they can: their power (crew, 702.122a). */
    reads?: readonly Reach[];
  };
}

/** A cost kind, checked to say everything a kind must. */
export const cost = <S extends z.ZodType<{ type: string }>>(kind: CostKind<S>): CostKind<S> => kind;

/** A creature that can't pay {T} or {Q} yet (CR 302.6). */
export function sickRefusal(payer: PayerState): Refusal | null {
  if (!payer.summoningSick()) return null;
  return { reason: `${payer.permanent.id} is a creature that hasn't been under its controller's control since their most recent turn began`, rule: '302.6' };
}

/** A part paid with a permanent its controller names (`costs.sacrifice`, `costs.tap`): none could pay it, or the one named can't. */
export function choiceRefusal(verb: string, candidates: readonly string[], chosen: readonly string[] | undefined): Refusal | null {
  if (candidates.length === 0) return { reason: `no permanent can pay "${verb}" for this cost`, rule: '601.2h' };
  if (chosen && (chosen.length !== 1 || !candidates.includes(chosen[0]!))) return { reason: `pay this with one of ${candidates.join(', ')}`, rule: '601.2h' };
  return null;
}
