// The board state of shared/spec/SCENARIOS.md as zod schemas: the one source of the board's
// types. Parsing fills every default, so a parsed board is complete; `canonicalBoard`
// writes it in the canonical form results use (permanents in timestamp order, CR 613.7).

import * as z from 'zod';
import { CardDefinition, CardRef, CastWith, Color, ManaAmount, ManaTypeSchema } from '../cards';
import { fullPool, overLimit } from '../core';

/** The documented size limits of a board (README, "Limits"): more is LIMIT_EXCEEDED. */
export const LIMITS = {
  players: 8,
  permanents: 2000,
  effects: 500,
  stack: 200,
  /** Cards in one player's graveyard or exile. */
  zone: 1000,
} as const;

export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'precombatMain',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endCombat',
  'postcombatMain',
  'end',
  'cleanup',
] as const;
export const Step = z.enum(STEPS);
export type Step = z.infer<typeof Step>;

export const Id = z.string().min(1).max(100);
/** The basic land types (CR 205.3i), as printed. */
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
/** A word a text-changing effect changes (CR 612.2): a color word, by its letter, or a basic land type. */
export const TextWord = z.union([Color, z.enum(BASIC_LAND_TYPES)]);
/** A count: of cards, counters, turns, X. */
export const Count = z.int().min(0).max(1_000_000);
const LifeTotal = z.int().min(-1_000_000_000).max(1_000_000_000);
export const Timestamp = z.int().min(0).max(1_000_000_000);

/** A card named where the contract holds only a count (a library, a hand): a card of the pool or inline, and the id it takes in the zone it goes to. */
export const NamedCard = z.strictObject({ card: CardRef, id: Id.optional() });
export type NamedCard = z.infer<typeof NamedCard>;

/**
 * The decisions of a player (SCENARIOS.md, Actions): a mana type, a mode, a color, X, which
 * mana of the pool pays a cost, and the choices of the triggered abilities and replacement
 * effects an action causes, keyed by their source's id.
 */
const ChoiceValues = {
  mana: ManaTypeSchema.optional(),
  mode: z.string().min(1).max(50).optional(),
  /** Whether the player shuffles their library where an effect says "you may shuffle" (CR 701.24a, 608.2d). */
  shuffle: z.boolean().optional(),
  /** The modes of a modal spell or ability (CR 700.2): the 0-based indices of its modes in printed order, a mode chosen twice listed twice (700.2d). */
  modes: z.array(z.int().min(0).max(9)).min(1).max(10).optional(),
  color: Color.optional(),
  x: Count.optional(),
  payment: ManaAmount.optional(),
  /** Which legendary permanents to keep when the legend rule applies (CR 704.5j). */
  keep: z.array(Id).max(50).optional(),
  // Choices made as a permanent enters (CR 614.12, 614.1c), recorded in its `chosen`.
  /** The permanent it enters as a copy of (CR 707). */
  copy: Id.optional(),
  creatureType: z.string().min(1).max(50).optional(),
  basicLandType: z.enum(BASIC_LAND_TYPES).optional(),
  player: Id.optional(),
  /** The permanent a resolving effect's controller chooses without targeting it ("return a land you control to its owner's hand", CR 608.2d). */
  permanent: Id.optional(),
  /** A card name (CR 201.4): the English name of a card in the card pool. */
  cardName: z.string().min(1).max(200).optional(),
  /** A text-changing effect's words (CR 612): color letters for color words, basic land types as printed. */
  from: TextWord.optional(),
  to: TextWord.optional(),
  /**
   * The card found by a search of the player's library (CR 701.23a), which is a count of unnamed
   * cards: `{ card, id }` names it (`card` as a permanent's, `id` the permanent it becomes), null
   * finds none (701.23b).
   */
  search: NamedCard.nullable().optional(),
  /**
   * The cards milled (CR 701.17a) from each player's library, a count of unnamed cards, by player
   * id: each `{ card, id }` (`id` the graveyard entry's), from the top, as many as were milled.
   */
  milled: z.record(Id, z.array(NamedCard).max(LIMITS.zone, overLimit(LIMITS.zone, 'cards'))).optional(),
  /** The cards a surveil puts into its player's graveyard (CR 701.25a), from the top; the rest stay on top. */
  surveil: z.array(NamedCard).max(LIMITS.zone, overLimit(LIMITS.zone, 'cards')).optional(),
  /** The cards discarded (CR 701.9a) from each player's hand, a count of unnamed cards, by player id. */
  discarded: z.record(Id, z.array(NamedCard).max(LIMITS.zone, overLimit(LIMITS.zone, 'cards'))).optional(),
};
export const TriggeredChoices = z.strictObject({
  ...ChoiceValues,
  sacrifice: z.array(Id).max(100).optional(),
  /** The targets of the triggered ability, chosen as it is put on the stack (CR 603.3d, 601.2c). */
  targets: z.array(Id).max(20).optional(),
  /** For a "you may" triggered ability: whether its controller does it, chosen as it resolves (CR 603.5). */
  may: z.boolean().optional(),
});
export const Choices = z.strictObject({
  ...ChoiceValues,
  /** The cost a spell is cast for (CR 601.2b, 118.9): its mana cost, or an alternative cost its text offers. */
  cost: z.enum(['mana', 'alternative']).optional(),
  /** The cards a cost exiles from a hand, which holds no named cards: each a card of the pool (or inline), and the id its exile entry takes (CR 118.9, 406.3). */
  exileFromHand: z.array(NamedCard).max(10).optional(),
  /** The permanents a cost returns to their owner's hand (CR 118.9, 400.7). */
  returnToHand: z.array(Id).max(10).optional(),
  /** The permanents a cost sacrifices ("As an additional cost to cast this spell, sacrifice a creature", CR 118.8, 701.21a). */
  sacrifice: z.array(Id).max(10).optional(),
  /** The cards a cost discards from a hand, which holds no named cards (CR 118.8, 701.9a): each a card of the pool (or inline), and the id its graveyard entry takes. */
  discardFromHand: z.array(NamedCard).max(10).optional(),
  /** The cards of the caster's graveyard a cost exiles, by their entries' ids ("Exile three other cards from your graveyard", escape's, CR 702.138a, 406.3). */
  exileFromGraveyard: z.array(Id).max(20).optional(),
  /** The untapped creature its caster controls tapped as a spell is cast with harmonize, its power taken off the total cost's generic mana (CR 702.180a-b). */
  harmonize: Id.optional(),
  /** The creatures tapped to convoke a spell as it is cast, each paying one mana of its total cost (CR 702.51a). */
  convoke: z.array(Id).max(20).optional(),
  /** Whether a spell with kicker is cast paying its kicker cost (CR 702.33a, 601.2b); it is then kicked (702.33d). */
  kicked: z.boolean().optional(),
  triggered: z.record(Id, TriggeredChoices).optional(),
  /** How creatures divide their combat damage: amounts by recipient, by assigning creature (CR 510.1c-d, 702.19b). */
  assign: z.record(Id, z.record(Id, Count)).optional(),
});
export type Choices = z.infer<typeof Choices>;

// Parts of the actions (SCENARIOS.md, "Actions"); each action's schema is in the module that carries it out.

/** `hold`: leave what the action put on the stack there. */
export const Hold = z.boolean().default(false);
/** The ids of the permanents and effects whose replacement or prevention effects apply, in order (CR 616.1). */
export const ReplacementOrder = z.array(Id).max(50).optional();
/** Targets: permanent ids, player ids or stack object ids (CR 115). */
export const Targets = z.array(Id).max(20).default([]);

/**
 * What happened this turn that abilities ask about ("if a creature died this turn", "if you
 * attacked this turn", CR 603.4, 700.4): kept by the engine from its own events (rules/game/
 * this-turn.ts) and emptied as a turn begins; a board set up mid-turn gives what happened before.
 * Each part is absent when nothing of it happened.
 */
export const ThisTurn = z.strictObject({
  /** How many creatures died (were put into a graveyard from the battlefield, CR 700.4). */
  creaturesDied: Count.optional(),
  /** The players who declared one or more attackers (CR 508.1: "you attacked this turn"). */
  attacked: z.array(Id).max(8).optional(),
  /** The life each player gained (CR 119.3), by player id. */
  lifeGained: z.record(Id, Count).optional(),
  /** The life each player lost (CR 119.3), by player id. */
  lifeLost: z.record(Id, Count).optional(),
  /** The players under whose control a permanent left the battlefield (revolt: "a permanent left the battlefield under your control this turn"). */
  leftBattlefield: z.array(Id).max(8).optional(),
});
export type ThisTurn = z.infer<typeof ThisTurn>;

export const Turn = z.strictObject({
  number: z.int().min(1).max(1_000_000),
  activePlayer: Id,
  step: Step,
  landsPlayed: Count.default(0),
  thisTurn: ThisTurn.optional(),
  /** In the combat damage step, when CR 510.4 makes two: 1 for the first-strike step, 2 for the other; null otherwise. */
  damageStep: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
});
export type Turn = z.infer<typeof Turn>;

/** A card in a graveyard or in exile; a permanent or spell that goes there keeps its id. */
export const ZoneCard = z.strictObject({ id: Id, card: CardRef });
export type ZoneCard = z.infer<typeof ZoneCard>;

export const Player = z.strictObject({
  id: Id,
  life: LifeTotal.default(20),
  poison: Count.default(0),
  manaPool: ManaAmount.default({}).transform((mana) => fullPool(mana)),
  /** Counts of cards nobody has named. */
  library: Count.default(40),
  hand: Count.default(0),
  graveyard: z.array(ZoneCard).max(LIMITS.zone, overLimit(LIMITS.zone, 'cards')).default([]),
  exile: z.array(ZoneCard).max(LIMITS.zone, overLimit(LIMITS.zone, 'cards')).default([]),
  /** Set when the player loses the game (CR 104.3, 704.5a-c). */
  lost: z.boolean().default(false),
});
export type Player = z.infer<typeof Player>;

/** Counter kinds: `+1/+1`, `-1/-1`, `loyalty`, `charge`... (CR 122). */
export const CounterKind = z.string().regex(/^[+-]?[A-Za-z0-9][A-Za-z0-9/+ -]{0,39}$/, 'a counter kind such as +1/+1 or loyalty');
export const Counters = z.record(CounterKind, Count);

/** What pays the costs that involve a choice (SCENARIOS.md, `costs`). */
export const CostChoices = z.strictObject({
  tap: z.array(Id).max(100).optional(),
  sacrifice: z.array(Id).max(100).optional(),
  removeCounters: z.record(Id, z.record(CounterKind, Count)).optional(),
  /** The cards a "Discard a card" cost discards from the hand, a count of unnamed cards (CR 701.9a): each `{ card, id }`. */
  discard: z.array(NamedCard).max(10).optional(),
});
export type CostChoices = z.infer<typeof CostChoices>;

export const Permanent = z.strictObject({
  id: Id,
  card: CardRef,
  controller: Id,
  /** Defaults to the controller. */
  owner: Id.optional(),
  tapped: z.boolean().default(false),
  /** True: not under its controller's control continuously since their most recent turn began (CR 302.6). */
  summoningSick: z.boolean().default(false),
  counters: Counters.default({}),
  /** Marked damage (CR 120.3e). */
  damage: Count.default(0),
  /** Damage from a source with deathtouch was dealt to it since the last check (CR 704.5h). */
  deathtouchDamage: z.boolean().default(false),
  attachedTo: Id.nullable().default(null),
  /** The timestamp of the attachment (CR 613.7e); defaults to its own timestamp. */
  attachedAt: Timestamp.nullable().optional(),
  /** The X paid for the spell it came from (CR 107.3m). */
  x: Count.default(0),
  /** Choices made as it entered (CR 614.12), such as `{ "color": "G" }`; `copy`: the permanent it entered as a copy of (CR 707). */
  chosen: z
    .strictObject({
      copy: Id.optional(),
      color: Color.optional(),
      creatureType: z.string().min(1).max(50).optional(),
      basicLandType: z.enum(BASIC_LAND_TYPES).optional(),
      player: Id.optional(),
      /** A card name (CR 201.4), as the card pool writes it. */
      cardName: z.string().min(1).max(200).optional(),
    })
    .default({}),
  /**
   * The copiable values of the permanent named by `chosen.copy` as this one entered as a copy of
   * it (CR 707.2, 707.2b), recorded by the engine once they could change: when the original
   * leaves the battlefield or a new copy effect starts to apply to it. Absent while they are
   * read from the original.
   */
  copiedValues: CardDefinition.optional(),
  token: z.boolean().default(false),
  /** A loyalty ability of it was activated this turn (CR 606.3). */
  loyaltyActivated: z.boolean().default(false),
  /**
   * Its level (CR 716.2b), a designation any permanent can have, set as a class level bar's ability
   * resolves (716.2a); a Class keeps it even if it stops being a Class, and it isn't copiable.
   * Absent: it has none, and is treated as level 1 (716.2d).
   */
  classLevel: z.int().min(1).max(20).optional(),
  /**
   * It escaped (CR 702.138b): the spell that became it as it resolved was cast from a graveyard with
   * an escape ability; what it enters with reads it ("escapes with", 702.138c). Absent: it didn't.
   */
  escaped: z.literal(true).optional(),
  /** Defaults to its position in the list, the first being 1 (CR 613.7d). */
  timestamp: Timestamp.optional(),
  // Combat (CR 506-511; SCENARIOS.md "Combat"): set from the declarations until combat ends (511.3).
  /** What it attacks: a player id, or a planeswalker's or battle's id; null when it isn't attacking (CR 508.1b, 508.1k). */
  attacking: Id.nullable().default(null),
  /** The planeswalker or battle it attacks was removed from combat: it still attacks, but nothing (CR 506.4c). */
  attackedLeftCombat: z.boolean().default(false),
  /** An attacking creature that became blocked stays blocked (CR 509.1h). */
  blocked: z.boolean().default(false),
  /** The attackers it blocks (CR 509.1g). */
  blocking: z.array(Id).max(100).default([]),
  /** It had first strike or double strike as the first of two combat damage steps began (CR 510.4). */
  hadFirstStrike: z.boolean().default(false),
  /** A battle's protector (CR 310.8); filled in for a battle, null for anything else. */
  protector: Id.nullable().optional(),
});
export type PermanentInput = z.input<typeof Permanent>;
/** A permanent as the engine holds it: every field present. */
export type Permanent = Omit<z.infer<typeof Permanent>, 'owner' | 'timestamp' | 'attachedAt' | 'protector'> & {
  owner: string;
  timestamp: number;
  attachedAt: number;
  protector: string | null;
};

/** The source of an effect: a permanent's id, or a card (a resolved spell). */
export const EffectSource = z.union([Id, z.strictObject({ card: CardRef })]);
export type EffectSource = z.infer<typeof EffectSource>;

export const Duration = z.enum(['endOfTurn', 'untilYourNextTurn', 'whileSourceOnBattlefield', 'permanent']);

/** A continuous effect from a resolved spell or ability (CR 611.2). */
export const ContinuousEffect = z.strictObject({
  id: Id,
  source: EffectSource,
  /** Index among the source card's printed abilities; omitted for a spell's own effect. */
  ability: z.int().min(0).max(100).optional(),
  controller: Id,
  targets: z.array(Id).max(20).default([]),
  choices: Choices.default({}),
  timestamp: Timestamp,
  duration: Duration,
  /** For a copy effect (CR 707.4): the copiable values of the permanent copied, recorded once they could change (707.2b); absent while read from it. */
  copiedValues: CardDefinition.optional(),
});
export type ContinuousEffect = z.infer<typeof ContinuousEffect>;

/** A spell or ability on the stack (CR 405); the list's last item is the top. */
/**
 * What a triggered ability triggered on (CR 603.2): "that land", "that player", "that much". One
 * shape for the board's stack objects and the trigger kinds' `triggeredBy` (rules/cards/triggers/),
 * so what the engine writes it reads back.
 */
/** What made a triggered ability trigger (CR 603.2): the permanent, the player, the amount ("that much"), the spell or ability on the stack ("that spell or ability", ward). */
export const TriggeredBy = z.strictObject({ permanent: Id.optional(), player: Id.optional(), amount: Count.optional(), object: Id.optional() });
export type Triggering = z.infer<typeof TriggeredBy>;

export const StackObject = z
  .strictObject({
    id: Id,
    kind: z.enum(['spell', 'ability']),
    card: CardRef.optional(),
    source: EffectSource.optional(),
    ability: z.int().min(0).max(100).optional(),
    controller: Id,
    targets: z.array(Id).max(20).default([]),
    x: Count.default(0),
    choices: Choices.default({}),
    /** What a triggered ability triggered on ("that land", "that player"; CR 603.2). */
    triggeredBy: TriggeredBy.optional(),
    /** Its source as it last existed on the battlefield, when it has left (CR 603.10a, 608.2h). */
    lastKnown: z.strictObject({ counters: Counters }).optional(),
    /**
     * A delayed triggered ability (CR 603.7): the one the ability `ability` of its source holds (a
     * spell's: the spell ability, its part of the card, at that index), which does what its delayed
     * trigger says rather than what that ability does.
     */
    delayed: z.literal(true).optional(),
    /**
     * A spell cast from a graveyard with the permission of this keyword of its card (CR 601.3):
     * `"flashback"`, its flashback cost was paid (702.34a), or `"jump-start"`, it was cast using its
     * jump-start ability (702.133a): either way its card is exiled instead of going anywhere else any
     * time it would leave the stack; `"escape"` (702.138a, it escaped, 702.138b) or `"retrace"`
     * (702.81a), nothing exiles it. Absent: cast from a hand.
     */
    castWith: CastWith.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.kind === 'spell' && item.card === undefined) ctx.addIssue({ code: 'custom', path: ['card'], message: 'a spell on the stack needs its card' });
    if (item.kind === 'ability' && item.source === undefined) ctx.addIssue({ code: 'custom', path: ['source'], message: 'an ability on the stack needs its source' });
    if (item.kind === 'ability' && item.ability === undefined) ctx.addIssue({ code: 'custom', path: ['ability'], message: 'an ability on the stack needs its ability index' });
    if (item.kind === 'ability' && item.castWith !== undefined) ctx.addIssue({ code: 'custom', path: ['castWith'], message: 'only a spell is cast (CR 601.3)' });
  });
export type StackObject = z.infer<typeof StackObject>;

export const BoardSchema = z.strictObject({
  /** Defaults to the first turn of the first player, in their precombat main phase. */
  turn: Turn.optional(),
  players: z.array(Player).min(1).max(LIMITS.players, overLimit(LIMITS.players, 'players')),
  permanents: z.array(Permanent).max(LIMITS.permanents, overLimit(LIMITS.permanents, 'permanents')).default([]),
  effects: z.array(ContinuousEffect).max(LIMITS.effects, overLimit(LIMITS.effects, 'effects')).default([]),
  stack: z.array(StackObject).max(LIMITS.stack, overLimit(LIMITS.stack, 'objects on the stack')).default([]),
});
export type BoardInput = z.input<typeof BoardSchema>;

/** A board as the engine holds it: parsed, every default filled in. */
export interface Board {
  turn: Turn;
  players: Player[];
  permanents: Permanent[];
  effects: ContinuousEffect[];
  stack: StackObject[];
}

/**
 * Fills the defaults that depend on the rest of the board: the turn, owners, timestamps
 * (position in the list) and attachment timestamps, on the freshly parsed objects.
 */
export function completeBoard(parsed: z.infer<typeof BoardSchema>): Board {
  const turn = parsed.turn ?? { number: 1, activePlayer: parsed.players[0]!.id, step: 'precombatMain', landsPlayed: 0, damageStep: null };
  // The parsed objects are fresh copies made by zod, so they are completed in place.
  const permanents = parsed.permanents.map((permanent, index) => {
    permanent.owner ??= permanent.controller;
    permanent.timestamp ??= index + 1;
    permanent.attachedAt ??= permanent.timestamp;
    permanent.protector ??= null;
    return permanent as Permanent;
  });
  return { turn, players: parsed.players, permanents, effects: parsed.effects, stack: parsed.stack };
}

function withoutZeroCounters(counters: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counters).filter(([, amount]) => amount !== 0));
}

/**
 * The canonical form of a board (SCENARIOS.md): every field written out, mana pools with all
 * six types, counters without zero entries, permanents in timestamp order, keys in a fixed
 * order so equal boards serialise equally.
 */
export function canonicalBoard(board: Board): Board {
  const permanents = board.permanents
    .map((permanent, index) => ({ permanent, index }))
    .sort((a, b) => a.permanent.timestamp - b.permanent.timestamp || a.index - b.index)
    .map(({ permanent: p }) => ({
      id: p.id,
      card: p.card,
      controller: p.controller,
      owner: p.owner,
      tapped: p.tapped,
      summoningSick: p.summoningSick,
      counters: withoutZeroCounters(p.counters),
      damage: p.damage,
      deathtouchDamage: p.deathtouchDamage,
      attachedTo: p.attachedTo,
      attachedAt: p.attachedAt,
      x: p.x,
      chosen: p.chosen,
      ...(p.copiedValues ? { copiedValues: p.copiedValues } : {}),
      token: p.token,
      loyaltyActivated: p.loyaltyActivated,
      ...(p.classLevel !== undefined ? { classLevel: p.classLevel } : {}),
      ...(p.escaped ? { escaped: p.escaped } : {}),
      timestamp: p.timestamp,
      attacking: p.attacking,
      attackedLeftCombat: p.attackedLeftCombat,
      blocked: p.blocked,
      blocking: p.blocking,
      hadFirstStrike: p.hadFirstStrike,
      protector: p.protector,
    }));
  return {
    turn: {
      number: board.turn.number,
      activePlayer: board.turn.activePlayer,
      step: board.turn.step,
      landsPlayed: board.turn.landsPlayed,
      ...(board.turn.thisTurn !== undefined && Object.keys(board.turn.thisTurn).length > 0 ? { thisTurn: board.turn.thisTurn } : {}),
      damageStep: board.turn.damageStep,
    },
    players: board.players.map((p) => ({
      id: p.id,
      life: p.life,
      poison: p.poison,
      manaPool: fullPool(p.manaPool),
      library: p.library,
      hand: p.hand,
      graveyard: p.graveyard,
      exile: p.exile,
      lost: p.lost,
    })),
    permanents,
    effects: board.effects,
    stack: board.stack,
  };
}
