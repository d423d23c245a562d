// An opaque ability: an Oracle line the card format does not structure (yet), kept as its text
// and never ignored. It says what the engine needs to know to refuse honestly, its footprint:
// *when* it can act (which kind of ability it is, CR 113.3: spell, activated, triggered, static;
// 605 mana abilities, 614 replacement effects, 702 keywords; the engine events that could make it
// trigger, 603.2, or that a replacement effect could modify, 614.1; a line about how its own
// object enters acts only as that object enters, 614.1c, 614.12; the zones it works from,
// 113.6), *what* it can act on (its own object, what it is attached to, permanents matching a
// filter, players, spells, cards in other zones, the game) and *which aspects* of them it can
// change (its reach: the layers of 613.1 for characteristics, mana, costs, timing, combat,
// damage, zones, ...). An action or a question whose outcome such an ability could change
// answers UNSUPPORTED naming it (rules/state/not-carried-out.ts decides which). Every field of
// the footprint but `reach` is optional, and absent means the widest: an ability written with
// today's fields only (inline, or on a stored board) may reach anything its reach names.

import * as z from 'zod';
import { Filter } from './pieces';

/**
 * What an ability may touch. The first seven are the layers of CR 613.1 (and 613.4 for power
 * and toughness); the rest are the parts of the game the engine's actions and questions read.
 */
export const REACH = [
  /** 613.1a: copy effects. */
  'copy',
  /** 613.1b: control-changing effects. */
  'control',
  /** 613.1c: text-changing effects. */
  'text',
  /** 613.1d: card types, subtypes and supertypes (land types give mana abilities, 305.7). */
  'types',
  /** 613.1e: colors. */
  'colors',
  /** 613.1f: adding or removing abilities, and abilities that characteristics questions list. */
  'abilities',
  /** 613.4: power and toughness (characteristic-defining 7a, setting 7b, modifying 7c, switching 7d). */
  'powerToughness',
  /** Mana: producing it, replacing it, the mana pool, spending it (106, 605). */
  'mana',
  /** Costs: adding, reducing or changing what an ability or spell costs (118, 601.2f). */
  'costs',
  /** Timing and permission: when, whether and from where something may be cast, played or activated (117, 305, 601.3, 602.5). */
  'timing',
  /** Targets: what may be targeted (115, 702.11 hexproof, 702.18 shroud). */
  'targets',
  /** Damage: dealing, preventing, redirecting or replacing it (120, 615). */
  'damage',
  /** Life totals (119). */
  'life',
  /** Counters on permanents and players (122). */
  'counters',
  /** Objects moving between zones, created or destroyed: battlefield, graveyard, exile, hand, library (400). */
  'zones',
  /** The stack: spells and abilities on it, countering, copying (405, 701.6). */
  'stack',
  /** Tapping and untapping permanents (701.26), and untap steps (502.3). */
  'tapping',
  /** Combat: attacking, blocking, combat damage (506-511). */
  'combat',
  /** The turn's structure: steps, phases, extra turns (500). */
  'turn',
  /** Winning, losing and drawing the game (104), and rules the game itself follows. */
  'game',
] as const;
export const Reach = z.enum(REACH);
export type Reach = z.infer<typeof Reach>;

/** Where an ability works from (CR 113.6): the battlefield unless it says otherwise. */
export const Zone = z.enum(['battlefield', 'stack', 'hand', 'graveyard', 'exile', 'library', 'command']);
export type Zone = z.infer<typeof Zone>;

/** The kind of ability an opaque line is (CR 113.3, 605, 614, 702). */
export const OpaqueKind = z.enum(['spell', 'activated', 'triggered', 'static', 'mana', 'replacement', 'keyword']);
export type OpaqueKind = z.infer<typeof OpaqueKind>;

/**
 * What could make an opaque triggered ability trigger (CR 603.2): the types of the engine's
 * events (rules/board/events.ts) that could match its trigger event, or `unreported` for a trigger
 * on something the engine does not report (declaring attackers, a player's choice); `any` when
 * it can't be told.
 */
export const OpaqueTrigger = z.union([
  z.literal('any'),
  z.literal('unreported'),
  z
    .array(z.string().regex(/^[a-z][A-Za-z]*$/))
    .min(1)
    .max(20),
]);
export type OpaqueTrigger = z.infer<typeof OpaqueTrigger>;

/** Whose objects or which players, from the ability's controller: "you", "your opponents" / "each opponent", "each player". */
export const PlayerScope = z.enum(['you', 'opponents', 'each']);
export type PlayerScope = z.infer<typeof PlayerScope>;

/**
 * What an opaque ability can act on (the subjects and objects of its text):
 * - `self`: its own object ("this creature gets +2/+2");
 * - `attached`: the object it is attached to ("equipped creature", "enchanted land"; CR 301.5, 303.4);
 * - `{ permanents: Filter }`: the permanents matching a filter, its `controller` read from the
 *   ability's controller ("creatures you control", "artifacts your opponents control"), `other`
 *   leaving out its own object; a filter matches what could match it: an object whose
 *   characteristics another ability not carried out could change counts as matching;
 * - `{ players }`: players ("you", "each opponent", "each player");
 * - `{ spells }`: spells and abilities on the stack, by their controller ("spells you cast");
 * - `{ cards }`: cards in hands, libraries, graveyards and exile, by their owner;
 * - `game`: the game as a whole: the turn's structure, the rules no object or player holds.
 */
export const Affected = z.union([
  z.literal('self'),
  z.literal('attached'),
  z.strictObject({ permanents: Filter }),
  z.strictObject({ players: PlayerScope }),
  z.strictObject({ spells: PlayerScope }),
  z.strictObject({ cards: PlayerScope }),
  z.literal('game'),
]);
export type Affected = z.infer<typeof Affected>;

export const OpaqueAbility = z.strictObject({
  kind: z.literal('opaque'),
  /** The Oracle line, reminder text aside. */
  text: z.string().min(1).max(3000),
  /** The kind of ability the line is. */
  as: OpaqueKind,
  /** For a triggered ability: what could make it trigger. */
  trigger: OpaqueTrigger.optional(),
  /** What it may touch (at least one). */
  reach: z.array(Reach).min(1).max(REACH.length),
  /** Where it works (CR 113.6); absent: the battlefield for a permanent's abilities, the stack for a spell's. */
  zones: z.array(Zone).min(1).max(7).optional(),
  /** Only its own object: "this creature gets ...", an activated ability's cost; absent or false: it may reach any object. Same as `affects: ["self"]`. */
  self: z.boolean().optional(),
  /** What it can act on; absent: anything (or only its own object, with `self`). */
  affects: z.array(Affected).min(1).max(12).optional(),
  /**
   * For a replacement or prevention effect (CR 614, 615): the engine events it could modify; it
   * acts only as one of them happens (614.1). Absent: it may act at any time, as a static ability does.
   */
  replaces: OpaqueTrigger.optional(),
  /** A line about how its own object enters ("As this land enters, ...", "enters tapped", "enters with"): it acts only as that object enters (CR 614.1c, 614.12). */
  enters: z.literal(true).optional(),
  /**
   * For a line of keywords some of which trigger and some of which don't ("Ward {1}, haste",
   * "Flying, annihilator 2"; CR 702): what the others change of the line's own object all the
   * time (604.2, 613.1f). Its `trigger`, `reach` and `affects` are then the triggered ones',
   * acting only as their events happen (603.2).
   */
  selfReach: z.array(Reach).min(1).max(REACH.length).optional(),
  /**
   * The abilities (layer 6, CR 613.1f) it gives or takes away are only these keywords (CR 702),
   * by name in lowercase ("flying", "hexproof", "ward"): an answer that reads no such keyword of
   * an object (whether a creature has haste, for its {T} abilities, 302.6) can't change by them.
   * Absent: it may give or take away any ability.
   */
  keywords: z
    .array(
      z
        .string()
        .regex(/^[a-z][a-z !'-]*$/)
        .max(40),
    )
    .min(1)
    .max(20)
    .optional(),
  /**
   * For a chapter ability ("II, III — ...", CR 714.2): its chapter numbers, which count toward its
   * Saga's final chapter number (714.2d) though the engine doesn't carry it out.
   */
  chapters: z.array(z.int().min(1).max(10)).min(1).max(10).optional(),
  /** Reminder text after the line, in parentheses (CR 207.2a). */
  reminderText: z.string().min(1).max(1000).optional(),
});
export type OpaqueAbility = z.infer<typeof OpaqueAbility>;
