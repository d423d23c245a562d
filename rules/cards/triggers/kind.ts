// What every kind of trigger says about itself (CR 603): the trigger condition as the card
// format writes it, its rules text, the events it looks at (603.2, by the engine's event types,
// rules/board/events.ts) and whether an event makes a given source's ability trigger. A trigger
// on a mana ability producing mana also says so for the triggered mana abilities that resolve
// at once (106.12a, 605.1b), before any event is read. `trigger()` takes every one of these: a
// kind that leaves one out does not compile. The kinds are written against `TriggerSource`,
// which the engine implements over a board (rules/state/trigger-source.ts).

import type { z } from 'zod';
import type { EventOf, EventType, GameEvent, Triggering } from '../../board';
import type { Color, ManaPool } from '../../core';
import type { Context } from '../phrasing';
import type { Filter } from '../pieces';

/** The permanent whose triggered ability it is, as the trigger sees it. */
export interface TriggerSource {
  readonly id: string;
  readonly controller: string;
  /** The permanent it is attached to (the one an Aura enchants, CR 303.4), or null. */
  readonly attachedTo: string | null;
  /** The color chosen as it entered (CR 614.12), if one was. */
  readonly chosenColor: Color | undefined;
  /** Its card types: as it is now, or as it last existed for a source that has left the battlefield (CR 603.10a). */
  types(): readonly string[];
  /** Whether a permanent, as it is now or as it last existed if it has left, matches a filter of this ability (CR 109.4; "you" and "other" are said from this source). */
  matches(filter: Filter, permanent: string): boolean;
  /** Whether the spell on the stack with this id, as it was cast (CR 601.2i), matches a filter of this ability; false when no spell has that id. */
  matchesSpell(filter: Filter, spell: string): boolean;
  /** Whether this id names a player (CR 102.1), not a permanent. */
  isPlayer(id: string): boolean;
  /** The controller of the spell or ability on the stack with this id; null when none has it. */
  stackController(id: string): string | null;
}

/** A mana ability producing mana (CR 106.12): what a triggered mana ability looks at as it happens (605.1b). */
export interface ManaProduction {
  /** The permanent whose ability produced it. */
  permanent: string;
  /** The player who activated the ability. */
  player: string;
  /** The mana produced, after replacement effects (106.12b). */
  mana: ManaPool;
  /** The permanent was tapped for mana (CR 106.12a). */
  tappedForMana: boolean;
  /** It was produced by a mana ability (CR 605.1a). */
  manaAbility: boolean;
}

/** What made an ability trigger, for the words that refer to it ("that land", "that player", "that much"); empty when it refers to none. */
/** What made a trigger trigger, the board's own shape (rules/board/board.ts TriggeredBy): its `amount` is the triggering event's, the damage dealt, the life gained ("that much", CR 603.2). */
export type { Triggering };

export interface TriggerKind<S extends z.ZodType<{ event: string }>, E extends EventType> {
  /** The trigger condition as the card format writes it. */
  schema: S;
  /** Its rules text, before the comma: "When this creature dies". */
  text(trigger: z.infer<S>, ctx: Context): string;
  /** The types of event it looks at (CR 603.2). None: it triggers on nothing the engine reports yet. */
  events: readonly E[];
  /**
   * It looks back in time (CR 603.10a): it triggers on the permanent that left the battlefield
   * in a `leftBattlefield` event, with the abilities that permanent had as it last existed.
   * Otherwise it is an ability of a permanent on the battlefield after the event.
   */
  looksBack: boolean;
  /**
   * Whether the event makes `source`'s ability with this trigger trigger, and what made it; null
   * when it doesn't. A list when one event makes it trigger several times (CR 603.2c: a chapter
   * symbol of several chapters crossed at once, 714.2c), one entry each.
   */
  triggeredBy(trigger: z.infer<S>, event: GameEvent & { type: E }, source: TriggerSource): Triggering | readonly Triggering[] | null;
  /** A trigger on mana production: whether a mana ability producing mana makes it trigger (a triggered mana ability resolves at once, 605.4a). null for any other trigger. */
  manaProduced: null | ((trigger: z.infer<S>, production: ManaProduction, source: TriggerSource) => boolean);
}

/** A trigger kind, checked to say everything a kind must. */
export const trigger = <S extends z.ZodType<{ event: string }>, E extends EventType>(kind: TriggerKind<S, E>): TriggerKind<S, E> => kind;

/** The production a `tappedForMana` event reports (CR 106.12a): a mana ability tapped for mana. */
export const productionOf = (event: EventOf<'tappedForMana'>, mana: ManaPool): ManaProduction => ({
  permanent: event.permanent,
  player: event.player,
  mana,
  tappedForMana: true,
  manaAbility: true,
});
