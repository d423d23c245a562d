// What every kind of one-shot effect says about itself (CR 608.2c: a spell or ability does what
// it says, in order): its schema, its rules text, what it does as the spell or ability
// resolves, and its part in a mana ability (CR 605): the mana it produces when its ability
// resolves at once (605.3b) and what it adds as a triggered mana ability (605.4a), or that it
// has none. `effect()` takes every one of these: a kind that leaves one out does not compile.
// What a kind does is written against the operations a resolving spell or ability has
// (`Resolution`) and a mana ability's production (`Producing`, `TriggeredMana`); the stack
// and the mana folders carry them out.

import type { z } from 'zod';
import { unsupported, type Mana, type ManaPool, type ManaType, type ChoiceOption } from '../../core';
import type { CardNameRestriction, CreatedEffect } from '../created-effects';
import type { Amount, Count, Duration, Filter, ObjectRef, Players, ThatMuch, TokenSpec } from '../pieces';
import type { CostPart } from '../costs';
import type { PredefinedToken } from '../predefined-tokens';
import type { Context } from '../phrasing';
import type { CardFilter } from './search-library';

/** What a resolving spell or ability can see and do (CR 608.2). Every operation records its events with the rules that apply. */
export interface Resolution {
  /** The spell's or ability's controller. */
  readonly controller: string;
  /** The card it comes from, for messages. */
  readonly cardName: string;
  /** It is a spell that was kicked: cast paying its kicker cost (CR 702.33d). */
  readonly kicked: boolean;
  /** Its choices, made as it was put on the stack or now (CR 608.2d). */
  readonly choices: { mode?: string | undefined };
  /** The permanent an object reference names now, or null: not on the battlefield, not chosen, or an illegal target (CR 608.2b). */
  object(ref: ObjectRef): string | null;
  /** Whether a player, permanent or object on the stack with this id is still in the game. */
  exists(id: string): boolean;
  /** The players a reference names now: still in the game, a target only while legal (CR 608.2b), each player in turn order (101.4). */
  players(players: Players): string[];
  /** The permanents that match a filter now, for this spell or ability (CR 109.4). */
  matching(filter: Filter): string[];
  /** One permanent matching the filter, chosen by its controller now without targeting it (CR 608.2d, 115.10): the `permanent` choice where there are several; null when none matches. */
  choosePermanent(filter: Filter): string | null;
  /** How many of what a count counts, now or as its source last existed (CR 608.2h). */
  count(count: z.infer<typeof Count>): number;
  /** An amount's value: a number, the X paid (CR 107.3), a count, or "that much": the triggering event's amount (603.2). */
  amount(amount: Amount | ThatMuch): number;
  dealDamage(to: string, amount: number): void;
  gainLife(player: string, amount: number): void;
  /** The player loses life (CR 119.3). */
  loseLife(player: string, amount: number): void;
  draw(player: string): void;
  /** The player may shuffle their library (CR 701.24a), as they choose in the `shuffle` choice (608.2d). */
  mayShuffle(player: string): void;
  /** The player scries N (CR 701.22a): the library is a count of unnamed cards, so only the event records it. */
  scry(player: string, amount: number): void;
  /** The player mills N cards (CR 701.17a), as many as their library holds (701.17b), named in the `milled` choice. */
  mill(player: string, amount: number): void;
  /** Its controller surveils N (CR 701.25a): the cards put into the graveyard named in the `surveil` choice, the rest stay on top. */
  surveil(player: string, amount: number): void;
  /** The player discards N cards (CR 701.9a), as many as their hand holds, of their choice (701.9b), named in the `discarded` choice. */
  discard(player: string, amount: number): void;
  /** The player reveals their hand and discards the card with this quality that its controller chooses (CR 701.20a, 701.9b), named in the `discarded` choice; none when the hand holds none. */
  discardChosen(player: string, card: CardFilter): void;
  /** The player looks at the top N cards of their library and puts `toHand` of them into their hand, the rest on the bottom or back on top (counts: only the hand's and the library's change). */
  lookAtTop(player: string, amount: number, toHand: number): void;
  /** The player puts N cards from their hand on top of their library (as many as the hand holds): both are counts of unnamed cards. */
  putFromHandOnLibrary(player: string, amount: number): void;
  /**
   * Its controller searches their library for a card with this quality (CR 701.23a-b), named in
   * the `search` choice or not found (null), puts the card found onto the battlefield under their
   * control (tapped if `tapped`, 110.5b; with what it enters with, 614.1c), then shuffles
   * (701.24a). Returns the permanent put onto the battlefield, or null.
   */
  searchLibraryOntoBattlefield(card: CardFilter, tapped: boolean): string | null;
  setTapped(permanent: string, tapped: boolean): void;
  putCounters(permanent: string, counter: string, amount: number): void;
  createToken(token: z.infer<typeof TokenSpec>): void;
  /** Creates a predefined token (CR 111.10), tapped if `tapped` (110.5b). */
  createPredefinedToken(token: PredefinedToken, tapped: boolean): void;
  attachSourceTo(permanent: string): void;
  exile(permanent: string): void;
  /** Exiles its source if it is still on the battlefield, then returns that card with its back face up under its controller's control (CR 712.14a, 400.7). */
  exileReturnTransformed(): void;
  /** The card in a graveyard a target names, while it is there and a legal target (CR 608.2b), or null. */
  graveyardCard(ref: { target: number }): string | null;
  /** The card the ability's source became in a graveyard, found there by an ability that triggered on its going there (CR 400.7e, 603.6c), or null once it has left. */
  sourceInGraveyard(): string | null;
  /** Puts a card from a graveyard into its owner's hand (CR 400.7): one more card there. */
  cardToHand(card: string): void;
  /** Puts a card from a graveyard onto the battlefield, a new permanent with its id (CR 400.7, 614.1c), tapped or under this controller's control if the effect says so. */
  cardOntoBattlefield(card: string, options: { tapped: boolean; underYourControl: boolean; withCounter?: { counter: string; amount: number } }): void;
  /** Exiles a card from a graveyard (CR 406): its owner's exile, with its id. */
  cardToExile(card: string): void;
  /**
   * Destroys these permanents at once (CR 701.8a): each to its owner's graveyard, unless it has
   * indestructible (702.12b) or a replacement effect applies (a shield counter, 122.1c; a
   * regeneration shield, 701.19a, unless `regenerable` is false: "It can't be regenerated", 701.19c).
   */
  destroy(permanents: readonly string[], options: { regenerable: boolean }): void;
  /** Creates a regeneration shield for each of these permanents, until used or the end of the turn (CR 701.19a, 614.8). */
  regenerate(permanents: readonly string[]): void;
  /** Puts the permanent on top of its owner's library (CR 400.7, 401): one more card there; a token ceases to exist (111.8). */
  putOnTopOfLibrary(permanent: string): void;
  /** Returns these permanents to their owners' hands at once (CR 400.7); tokens cease to exist (111.8). */
  returnToHand(permanents: readonly string[]): void;
  /** Counters a spell on the stack (CR 701.6a), unless it can't be countered (101.2) or its controller pays the mana cost `unless` (118.12); `exileInstead`: the card is exiled instead of put into a graveyard (614.1a). */
  counter(object: string, unless: string | undefined, exileInstead: boolean): void;
  /** Sacrifices the permanent, unless its controller pays `unless` (CR 118.12). */
  sacrifice(permanent: string, unless: CostPart | undefined): void;
  /** Whether the permanent escaped (CR 702.138b): the spell that became it was cast with escape. */
  escaped(permanent: string): boolean;
  /** Creates a continuous, rule, prevention or replacement effect with its duration (CR 611.2), written as an `effects` entry. */
  createEffect(created: z.infer<typeof CreatedEffect>, duration: Duration): void;
  /** Its source becomes a copy of this permanent from now on (CR 707.4), an `effects` entry applied in layer 1 (613.2a). */
  becomeCopy(of: string): void;
  /** Its source's level becomes N (CR 716.2a, 716.2b), unless it has left the battlefield. */
  becomeLevel(level: number): void;
  /**
   * Creates the delayed triggered ability its ability holds (CR 603.7a), an `effects` entry of that
   * ability until it triggers (603.7b); its controller and source are this spell's or ability's (603.7d-e).
   */
  createDelayedTrigger(): void;
  /** Its controller looks at the top card of the player's library (a count of unnamed cards: only a `lookedAt` event records it). */
  lookAtTopCard(player: string): void;
  /** Its controller looks at a card at random in the player's hand (a count of unnamed cards: only a `lookedAt` event records it). */
  lookAtRandomCardInHand(player: string): void;
  /** Records that the permanent doesn't untap during its controller's next untap step (CR 502.3). */
  skipNextUntap(permanent: string): void;
  /** Its controller chooses a card name now (CR 201.4, 608.2d), recorded in its source's `chosen.cardName` (607.2). */
  chooseCardName(restriction: CardNameRestriction | undefined): void;
  /** A choice its controller must make now (CR 608.2d): CHOICE_REQUIRED. */
  choiceRequired(message: string, choice: string, options?: ChoiceOption[]): never;
}

/** What a mana ability's effect sees as the ability resolves at once (CR 605.3b, 106.3). */
export interface Producing {
  /** Its controller's mana pool once its costs are paid (CR 602.2). */
  readonly poolAfterCosts: ManaPool;
  /** One type among these, chosen by its controller (`choices.mana`; the engine's when there is one); `rule` forbids any other. */
  choose(options: readonly ManaType[], why: string, rule: string): ManaType;
  /** The types "one mana of any type/color that [...] could produce" can be (CR 106.7). */
  couldProduce(kind: 'type' | 'color', from: Filter | 'sacrificed'): readonly ManaType[];
  /** How many of what a count counts, on the board before the costs were paid (CR 608.2h). */
  countOf(count: z.infer<typeof Count>): number;
  /** The color chosen as the permanent entered (CR 614.12), if one was. */
  readonly chosenColor: ManaType | undefined;
}

/** What a triggered mana ability's effect sees as it resolves at once (CR 605.4a). */
export interface TriggeredMana {
  /** The triggered ability's controller. */
  readonly controller: string;
  /** The player who tapped the permanent for mana ("that player"). */
  readonly activator: string;
  /** The tapped permanent's controller ("its controller"). */
  readonly tappedController: string;
  /** The mana the tapped permanent produced (CR 106.12a). */
  readonly produced: ManaPool;
  /** The color chosen as the triggered ability's source entered (CR 614.12). */
  readonly chosenColor: ManaType | undefined;
  /** One type among these, chosen by the triggered ability's controller (`choices.triggered.<source>.mana`); `rule` forbids any other. */
  choose(options: readonly ManaType[], why: string, rule: string): ManaType;
}

/**
 * What an effect could produce (CR 106.7: the types its mana ability would produce if it
 * resolved now, costs and choices aside): these types; these types when a count is more than
 * zero; what other permanents could produce (a reflection); what its controller's pool holds
 * (doubling it); or nothing.
 */
export type CouldProduce =
  | { kind: 'types'; types: readonly ManaType[] }
  | { kind: 'counted'; types: readonly ManaType[]; count: z.infer<typeof Count> }
  | { kind: 'reflects'; of: 'type' | 'color'; from: Filter | 'sacrificed' }
  | { kind: 'pool' }
  /** The color chosen as the permanent entered (CR 614.12), and these types besides. */
  | { kind: 'chosenColor'; also: readonly ManaType[] }
  | { kind: 'nothing' };

export interface EffectKind<S extends z.ZodType<{ type: string }>> {
  schema: S;
  /** Its rules text as a clause, lowercase where a sentence capitalizes it ("add {G}"). */
  text(effect: z.infer<S>, ctx: Context): string;
  /** Whether it adds mana (CR 106.3): with it an activated ability without targets that isn't a loyalty ability is a mana ability (605.1a). */
  addsMana: boolean;
  /** What the engine can't do yet when it resolves on the stack, named before anything changes; null when it can. */
  unsupported(effect: z.infer<S>): string | null;
  /** What it does as its spell or ability resolves on the stack (CR 608.2c). */
  resolve(effect: z.infer<S>, resolution: Resolution): void;
  /** The mana it produces as its mana ability resolves (CR 605.3b). */
  produce(effect: z.infer<S>, producing: Producing): Mana;
  /** What it could produce (CR 106.7). */
  couldProduce(effect: z.infer<S>): CouldProduce;
  /** Who gets what, as its triggered mana ability resolves (CR 605.4a). */
  addAsTriggered(effect: z.infer<S>, triggered: TriggeredMana): { player: string; mana: Mana };
}

/** An effect kind, checked to say everything a kind must. */
export const effect = <S extends z.ZodType<{ type: string }>>(kind: EffectKind<S>): EffectKind<S> => kind;

/** The players an effect with an optional `player` acts on as it resolves: its controller without one (CR 608.2c), else the players it names now. */
export const actingPlayers = (players: Players | undefined, resolution: Resolution): string[] => (players === undefined ? [resolution.controller] : resolution.players(players));

/** For a mana effect on the stack: the engine resolves it only as a mana ability (CR 605.3b). */
export const onlyAsManaAbility = (type: string) => ({
  unsupported: () => `the "${type}" effect`,
  resolve(_effect: unknown, resolution: Resolution): never {
    throw unsupported(`${resolution.cardName}: the "${type}" effect is not modelled yet`);
  },
});

/** For an effect that adds no mana: it could produce nothing (CR 106.7). */
export const couldProduceNothing = (): CouldProduce => ({ kind: 'nothing' });

/** For an effect that adds no mana: it produces none as its mana ability resolves (it acts after, as its other effects do). */
export const producesNoMana = (): Mana => ({});

/** For an effect a triggered mana ability can't have yet. */
export const notInTriggeredManaAbility = (type: string) => (): never => {
  throw unsupported(`the "${type}" effect of a triggered mana ability is not modelled yet`);
};
