// What every kind of condition says about itself (CR 611.3a: a static ability's effect applies
// at any moment its condition holds; 604.2): the condition as the card format writes it, whether
// it holds now, what it reads, and its rules text. `condition()` takes every one of these: a kind
// that leaves one out does not compile. The kinds are written against `ConditionView` and
// `ConditionSource`, which the engine gives (rules/state/continuous-effects.ts): inside the layer
// system the permanents are counted with their characteristics as the layers applied so far leave
// them (CR 613.1, 613.8a), elsewhere with their characteristics after every layer.

import type { z } from 'zod';
import type { Context } from '../phrasing';
import type { Filter } from '../pieces';

/** What a condition can see of the game, at the moment it is checked. */
export interface ConditionView {
  /** The player whose turn it is (CR 102.1). */
  readonly activePlayer: string;
  /** The players in the game (a player who lost has left it, CR 800.4a), with their life totals (119) and the number of cards in their hands. */
  readonly players: readonly { readonly id: string; readonly life: number; readonly hand: number; readonly lost: boolean }[];
  /** The cards in a player's graveyard (CR 404), each with its card types (205.2a; a card in a graveyard has its printed ones, 109.4). */
  graveyard(player: string): readonly { readonly types: readonly string[] }[];
  /**
   * How many permanents match `filter`, its "you" being `controller` and "other" leaving out
   * `source` (CR 109.4, 109.5), with their characteristics at this moment (611.3a, 613).
   */
  count(filter: Filter, controller: string, source: string): number;
  /** What happened this turn (the board's `turn.thisTurn`; each part absent when nothing of it happened). */
  readonly thisTurn: {
    readonly creaturesDied?: number;
    readonly attacked?: readonly string[];
    readonly lifeGained?: Readonly<Record<string, number>>;
    readonly lifeLost?: Readonly<Record<string, number>>;
    readonly leftBattlefield?: readonly string[];
  };
}

/** The permanent with the ability, as the condition sees it. */
export interface ConditionSource {
  readonly id: string;
  /** The ability's controller: its source's controller (CR 109.5, 613.1b). */
  readonly controller: string;
  /** The counters on it (CR 122.1). */
  readonly counters: Readonly<Record<string, number>>;
}

/**
 * What a condition reads, for the answers that read through it (rules/state/footprint.ts): the
 * turn, players' life totals, hands, graveyards, the counters on its own object, and the
 * permanents matching a filter (their characteristics and controller).
 */
export interface ConditionInputs {
  turn?: true;
  /** What happened this turn (`turn.thisTurn`). */
  thisTurn?: true;
  life?: true;
  hands?: true;
  graveyards?: true;
  counters?: true;
  permanents?: Filter;
}

export interface ConditionKind<S extends z.ZodType> {
  /** The condition as the card format writes it (a parameterless condition is its name: `"yourTurn"`). */
  schema: S;
  /** Whether it holds now (CR 611.3a). */
  holds(condition: z.infer<S>, view: ConditionView, source: ConditionSource): boolean;
  /** What it reads. */
  reads(condition: z.infer<S>): ConditionInputs;
  /** Its words, lowercase: "during your turn", "as long as an opponent has 10 or less life" (rules text puts them before or after the effect; `ctx` names its object, "it" once named). */
  text(condition: z.infer<S>, ctx: Context): string;
}

/** A condition kind, checked to say everything a kind must. */
export const condition = <S extends z.ZodType>(kind: ConditionKind<S>): ConditionKind<S> => kind;

/** The opponents of a player still in the game (CR 102.2, 800.4a). */
export const opponentsOf = (view: ConditionView, player: string) => view.players.filter((p) => p.id !== player && !p.lost);
