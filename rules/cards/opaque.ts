// An opaque ability: an Oracle line the card format does not structure (yet), kept as its text
// and never ignored. It says what the engine needs to know to refuse honestly: which kind of
// ability it is (CR 113.3: spell, activated, triggered, static; 605 mana abilities, 614
// replacement effects, 702 keywords), the engine events that could make it trigger (603.2),
// the parts of the game it may touch (its reach: the layers of 613.1 for characteristics,
// mana, damage, zones, costs, combat, ...) and the zones it works from (113.6). An action or a
// question whose outcome such an ability could change answers UNSUPPORTED naming it
// (rules/state/opaque-reach.ts decides which).

import * as z from 'zod';

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
  /** Only its own object: "this creature gets ...", an activated ability's cost; absent or false: it may reach any object. */
  self: z.boolean().optional(),
  /** Reminder text after the line, in parentheses (CR 207.2a). */
  reminderText: z.string().min(1).max(1000).optional(),
});
export type OpaqueAbility = z.infer<typeof OpaqueAbility>;
