// What happens, as the engine reports it (SCENARIOS.md, "Events"): one schema per event type,
// each naming the rules that made it happen. These are the one source of the events' types:
// the engine writes them, triggered abilities read them (CR 603.2), and the API publishes them.
// An action collects its events as it goes, with who drew from an empty library (704.5b) and
// how far triggered abilities have looked (603.2).

import * as z from 'zod';
import { CardRef, ManaTypeSchema } from '../cards';
import { MANA_TYPES } from '../core';

const Id = z.string();
const Amount = z.int();
/** The rules that made it happen (CR numbers); empty for a direct edit. */
const Rules = z.array(z.string());
const CounterAmounts = z.record(z.string(), z.int());
/** An amount of mana by type; a replacement effect may make more than a pool holds (CR 106.4: the pool saturates, `manaCapped`). */
const ManaAmount = z.strictObject(Object.fromEntries(MANA_TYPES.map((type) => [type, z.int().min(0).optional()])) as Record<(typeof MANA_TYPES)[number], z.ZodOptional<z.ZodInt>>);

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, description: string) =>
  z.strictObject({ type: z.literal(type), ...shape, rules: Rules }).describe(description);

export const GameEvent = z.discriminatedUnion('type', [
  // Activating, casting, playing and the stack (CR 601, 602, 305, 405, 608)
  event(
    'abilityActivated',
    { permanent: Id, ability: Amount, player: Id },
    'An activated ability was activated (CR 602.2); `ability` is its index among the abilities the permanent had.',
  ),
  event(
    'cast',
    { spell: Id, card: z.string(), controller: Id, x: Amount, from: z.enum(['graveyard']).optional() },
    "A spell was cast (CR 601.2); `from`: the zone it was cast from other than a hand (601.2a: its caster's graveyard, with the permission of flashback, 702.34a).",
  ),
  event('landPlayed', { permanent: Id, player: Id }, 'A land was played (CR 305.1).'),
  event('putOnStack', { object: Id, kind: z.enum(['spell', 'ability']), controller: Id }, 'A spell or ability was put on the stack (CR 601.2a, 602.2a, 603.3).'),
  event('becameTarget', { permanent: Id, by: Id }, 'A permanent became the target of a spell or ability as it was put on the stack (CR 115.1, 601.2c, 603.3d).'),
  event('resolved', { object: Id }, 'The top object of the stack resolved (CR 608).'),
  event(
    'triggerRemoved',
    { source: Id, ability: Amount, reason: z.string() },
    'A triggered ability was removed from the stack: it had no legal targets as it was put there (CR 603.3d), or its intervening "if" condition no longer held as it would resolve (603.4).',
  ),
  event('countered', { object: Id, reason: z.string() }, "A spell or ability didn't resolve: its targets were illegal (CR 608.2b, 608.3b), or an effect countered it (701.6a)."),
  event('notCountered', { object: Id, by: Id, reason: z.string() }, "A spell that can't be countered wasn't, by an effect that would counter it (CR 101.2, 113.6g)."),
  // Costs (CR 118, 601.2h)
  event('manaSpent', { player: Id, mana: ManaAmount, cost: z.string() }, 'Mana from a pool paid a cost (CR 601.2h).'),
  event('lifePaid', { player: Id, amount: Amount }, 'Life was paid (CR 119.4).'),
  event(
    'exiledFromHand',
    { player: Id, object: Id, card: z.string() },
    "A card named by its player left their hand (a count of unnamed cards) for exile, paying a cost (CR 118.9, 406.3); `object` is its exile entry's id.",
  ),
  event('loyaltyChanged', { permanent: Id, amount: Amount }, "A loyalty ability's cost put on or removed loyalty counters (CR 606.4)."),
  // Mana (CR 106, 605)
  event('manaAdded', { player: Id, mana: ManaAmount, source: Id }, "Mana was added to a player's mana pool (CR 106.4, 605)."),
  event('tappedForMana', { permanent: Id, player: Id, mana: ManaAmount }, 'A permanent was tapped for mana, producing this (CR 106.12).'),
  event('manaReplaced', { source: Id, by: z.string(), mana: ManaAmount }, 'A replacement effect changed the mana produced (CR 106.12b, 614.1a).'),
  event('noManaProduced', { source: Id }, 'A mana ability produced no mana (CR 106.5, 106.12a-b): nothing triggers on it or replaces it.'),
  event('manaCapped', { source: Id, manaType: ManaTypeSchema, cap: Amount }, 'An amount of mana reached the largest the engine holds.'),
  event('manaEmptied', { player: Id, mana: ManaAmount }, "A player's unspent mana emptied as a step ended (CR 106.4, 500.4)."),
  // Tapping, attaching, counters
  event('tapped', { permanent: Id }, 'A permanent became tapped (CR 701.26).'),
  event('controlChanged', { permanent: Id, from: Id, to: Id }, "A permanent's controller changed, so it is summoning sick for its new controller (CR 613.1b, 302.6)."),
  z
    .strictObject({ type: z.literal('untapped'), permanent: Id.optional(), permanents: z.array(Id).optional(), rules: Rules })
    .describe('A permanent, or during the untap step the permanents, became untapped (CR 502.3, 701.26).'),
  event('attached', { permanent: Id, to: Id }, 'A permanent became attached to another (CR 701.3, 613.7e).'),
  event('unattached', { permanent: Id, to: z.null().optional() }, 'A permanent became unattached (CR 704.5n, 704.5p).'),
  event(
    'countersPut',
    { permanent: Id, counter: z.string(), amount: Amount, total: Amount },
    'Counters were put on a permanent (CR 122.6); `total` is how many of that kind it has after (122.7, 714.2b).',
  ),
  event(
    'countersRemoved',
    { permanent: Id, counters: CounterAmounts },
    'Counters were removed from a permanent (CR 122, 704.5q), or a shield or stun counter instead of what would have happened to it (122.1c-d).',
  ),
  event('countersReplaced', { permanent: Id, counter: z.string(), amount: Amount, by: z.string() }, 'A replacement effect changed how many counters are put (CR 614.1a).'),
  z
    .strictObject({ type: z.literal('countersChanged'), permanent: Id.optional(), player: Id.optional(), counter: z.string(), amount: Amount, rules: Rules })
    .describe("A direct edit changed a permanent's or a player's counters."),
  // Damage and life (CR 119, 120, 615)
  event(
    'damageDealt',
    { source: z.string(), sourceController: Id, target: Id, amount: Amount, combat: z.boolean() },
    'Damage was dealt, with all its results (CR 120.3); `sourceController` is the controller of the damage\'s source ("that source\'s controller").',
  ),
  event('damagePrevented', { source: z.string(), target: Id, amount: Amount, combat: z.boolean(), by: z.string() }, 'Damage was prevented (CR 615).'),
  event('preventionIgnored', { source: z.string(), target: Id, by: z.array(z.string()), because: z.string() }, "Damage that can't be prevented wasn't (CR 615.12)."),
  event('damageRemoved', {}, 'Damage was removed from permanents in the cleanup step (CR 514.2).'),
  event('lifeGained', { player: Id, amount: Amount }, 'A player gained life (CR 119.3, 702.15b).'),
  event('lifeGainPrevented', { player: Id, amount: Amount, by: z.string() }, "A player couldn't gain life (CR 119.7)."),
  event('lifeLost', { player: Id, amount: Amount }, 'A player lost life (CR 119.3).'),
  event('lifeSet', { player: Id, life: Amount }, "A direct edit set a player's life total."),
  // Zones (CR 400.7, 111, 121, 701)
  event(
    'enteredBattlefield',
    { permanent: Id, counters: CounterAmounts.optional(), tapped: z.literal(true).optional() },
    'A permanent entered the battlefield, with the counters it entered with, and tapped when it entered tapped (CR 608.3, 614.1c).',
  ),
  event('leftBattlefield', { permanent: Id, card: CardRef, controller: Id, to: z.enum(['graveyard', 'exile', 'hand', 'library']) }, 'A permanent left the battlefield (CR 400.7).'),
  event(
    'shuffledIntoLibrary',
    { object: Id, card: CardRef, player: Id },
    "A card that would have been put into a graveyard was revealed and shuffled into its owner's library instead, one more card there (CR 614.1a, 701.24a).",
  ),
  event(
    'cardMoved',
    { object: Id, card: CardRef, player: Id, from: z.enum(['graveyard', 'exile']), to: z.enum(['hand', 'battlefield', 'exile']) },
    "A card left its owner's (`player`) graveyard or exile for their hand (one more card there), the battlefield (a new permanent with the same id; `card` the face it has up, 712.14a) or exile (CR 400.7, 406.3).",
  ),
  event('tokenCreated', { permanent: Id, name: z.string() }, 'A token was created (CR 111.2).'),
  event('ceasedToExist', { object: Id }, 'A token that left the battlefield ceased to exist (CR 111.7, 704.5d).'),
  event('sacrificed', { permanent: Id }, 'A permanent was sacrificed (CR 701.21).'),
  event('destroyed', { permanent: Id }, 'A permanent was destroyed (CR 701.8).'),
  event(
    'notDestroyed',
    { permanent: Id, reason: z.string() },
    "A permanent an effect would destroy wasn't: it has indestructible (CR 702.12b), or a shield counter was removed from it instead (122.1c).",
  ),
  event(
    'regenerated',
    { permanent: Id, effect: Id },
    'A permanent that would have been destroyed regenerated instead: all damage marked on it was removed, it was tapped and removed from combat (CR 701.19a, 614.8); `effect`: the regeneration shield it used up.',
  ),
  event('returnedToHand', { permanent: Id, player: Id }, "A permanent was returned to its owner's hand (CR 400.7)."),
  z
    .strictObject({ type: z.literal('putIntoGraveyard'), permanent: Id.optional(), object: Id.optional(), rules: Rules })
    .describe('A permanent (a state-based action) or a resolved spell (`object`) was put into a graveyard (CR 704.5, 608.2n).'),
  event('exiled', { permanent: Id }, 'A permanent was exiled (CR 406).'),
  event(
    'exiledInstead',
    { object: Id, card: CardRef, player: Id },
    "A card was exiled instead of put into its owner's graveyard (CR 614.1a): a countered spell's by the effect that countered it (701.6a), or any card by its own replacement effect; or instead of going anywhere else as it left the stack, a spell cast with flashback (702.34a); `object` is its exile entry's id.",
  ),
  event(
    'exiledAsItResolved',
    { object: Id, card: CardRef, player: Id },
    "A spell cast as an Adventure was exiled by its controller as it resolved, instead of being put into its owner's graveyard, as the card it is part of (CR 715.3d, 715.4).",
  ),
  event('drew', { player: Id }, 'A player drew a card (CR 121.1).'),
  event('scried', { player: Id, amount: Amount }, 'A player scried N (CR 701.22a): the library is a count of unnamed cards, so it stays as it is.'),
  event(
    'librarySearched',
    { player: Id, card: CardRef.optional(), permanent: Id.optional() },
    'A player searched their library (CR 701.23a) and found `card`, put onto the battlefield as `permanent`, or found none (701.23b); the library is a count of unnamed cards, one fewer when a card left it.',
  ),
  event('libraryShuffled', { player: Id }, "A player's library was shuffled (CR 701.24a); it stays a count of unnamed cards."),
  event(
    'permanentChosen',
    { player: Id, permanent: Id },
    "A resolving spell's or ability's controller chose the permanent an effect acts on, without targeting it (CR 608.2d, 115.10).",
  ),
  event(
    'cardNameChosen',
    { player: Id, permanent: Id.nullable(), name: z.string() },
    "A player chose a card name for a resolving ability (CR 201.4, 607.2): recorded in its source permanent's `chosen`, or nowhere once it has left the battlefield.",
  ),
  event('levelBecame', { permanent: Id, level: Amount }, "A permanent's level became N (CR 716.2a-b): a class level bar's ability resolved; its `classLevel` on the board."),
  event('drewFromEmptyLibrary', { player: Id }, 'A player tried to draw from an empty library (CR 121.4, 704.5b).'),
  event(
    'discarded',
    { player: Id, count: Amount, cards: z.array(z.strictObject({ object: Id, card: CardRef })).optional() },
    "A player discarded `count` cards (CR 701.9a): down to their maximum hand size (514.1), or by an effect, the cards named in `cards` with their graveyard entries' ids (a hand is a count of unnamed cards).",
  ),
  event(
    'milled',
    { player: Id, cards: z.array(z.strictObject({ object: Id, card: CardRef })) },
    "A player milled cards (CR 701.17a): from the top of their library, a count of unnamed cards, into their graveyard, the cards as they named them with their graveyard entries' ids.",
  ),
  event(
    'surveilled',
    { player: Id, amount: Amount, cards: z.array(z.strictObject({ object: Id, card: CardRef })) },
    "A player surveilled N (CR 701.25a): of the top N cards of their library, those in `cards` (named by their player, with their graveyard entries' ids) went to their graveyard, the rest back on top.",
  ),
  event(
    'lookedAtLibrary',
    { player: Id, amount: Amount, toHand: Amount },
    'A player looked at the top `amount` cards of their library and put `toHand` of them into their hand (not a draw, CR 121.1), the rest on the bottom or back on top; the library and the hand are counts of unnamed cards.',
  ),
  event(
    'lookedAt',
    { player: Id, of: Id, zone: z.enum(['library', 'hand']), amount: Amount },
    "A player looked at `amount` cards of `of`'s library (the top ones) or hand (at random), which changes nothing (CR 608.2c): libraries and hands are counts of unnamed cards.",
  ),
  event(
    'handRevealed',
    { player: Id },
    'A player revealed their hand (CR 701.20a) for another player to choose a card from it; the hand is a count of unnamed cards, so the card chosen is named in a `discarded` event.',
  ),
  event(
    'putOnLibrary',
    { player: Id, count: Amount },
    'A player put cards from their hand on top of their library (a hand and a library are counts of unnamed cards): one fewer in the hand and one more in the library for each.',
  ),
  // Effects (CR 611)
  event(
    'effectCreated',
    { effect: Id, permanent: Id.optional(), duration: z.string().optional() },
    'A resolved spell or ability created an effect, written as an `effects` entry (CR 611.2).',
  ),
  event('effectEnded', { effect: Id }, 'An effect ended (CR 514.2, 611.2).'),
  event(
    'doesntUntap',
    { permanent: Id, effect: Id },
    "A permanent didn't untap during its controller's untap step (CR 502.3); `effect`: the `effects` entry, or the permanent whose static ability keeps it tapped.",
  ),
  // Combat (CR 506-511)
  event('attackerDeclared', { permanent: Id, attacking: Id }, 'A creature was declared as an attacker, attacking that player, planeswalker or battle (CR 508.1, 508.1k).'),
  event('blockerDeclared', { permanent: Id, blocking: z.array(Id) }, 'A creature was declared as a blocker of these attackers (CR 509.1, 509.1g).'),
  event('becameBlocked', { permanent: Id }, 'An attacking creature with blockers declared for it became blocked (CR 509.1h).'),
  event(
    'combatDamageAssigned',
    { permanent: Id, assignment: z.record(z.string(), z.int()) },
    'A creature assigned its combat damage, by recipient, before all combat damage was dealt at once (CR 510.1, 510.2).',
  ),
  event('removedFromCombat', { permanent: Id }, 'A permanent was removed from combat (CR 506.4).'),
  // The turn and the game (CR 104, 500)
  event('stepBegan', { step: z.string(), player: Id, turn: Amount }, 'A step began (CR 500).'),
  event('playerLost', { player: Id }, 'A player lost the game (CR 104.3, 704.5a-c).'),
]);
export type GameEvent = z.infer<typeof GameEvent>;
export type EventType = GameEvent['type'];
/** The event of one type. */
export type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;

/** What an action collects as it goes: what happened, and who drew from an empty library (CR 704.5b). */
export interface ActionContext {
  events: GameEvent[];
  emptyDraws: string[];
  /** Events before this index were already looked at for triggered abilities (CR 603.2). */
  scanned: number;
  /**
   * The sources whose abilities resolved in this action and so took their `choices.triggered`
   * entry (SCENARIOS.md): a triggered mana ability (CR 605.4a) or an ability leaving the stack (608.2d).
   */
  triggeredChoicesTaken: Set<string>;
  /** The creatures that assigned combat damage in this action, whose `choices.assign` entry was read (CR 510.1). */
  assigned: Set<string>;
}
