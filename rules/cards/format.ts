// The card definition format: a card's characteristics and abilities as typed data (CR 113
// abilities, 118 costs, 602 activated, 603 triggered, 604 static, 605 mana abilities, 606
// loyalty abilities, 611-616 continuous, replacement and prevention effects, 702 keywords).
// The built-in catalog is written in it and clients send cards inline in it, so this schema
// is public (README.md in this folder documents it with examples; `npm run schema` writes
// its JSON Schema). Every part says what it is, so the engine reasons about it without
// running card code; text.ts renders it back to Oracle wording for the verify test.

import * as z from 'zod';
import { Trigger } from './triggers';
import { Condition } from './conditions';
import { Modification } from './modifications';
import {
  AsEntersChoose,
  OthersEnterWithCounters,
  ContinuousEffect,
  CounterReplacement,
  EntersTapped,
  EntersWithCounters,
  ManaReplacement,
  PreventionEffect,
  RuleEffect,
  ShuffleIntoLibraryInstead,
  ExileInsteadOfGraveyard,
} from './created-effects';
import { Effect } from './effects';
import { CardType, Color, Filter, ManaCost, OpaqueEffect, Quality, SimpleKeyword, Subtype, Supertype, TargetSpec } from './pieces';
import { CostPart } from './costs';
import { OpaqueAbility } from './opaque';
import { YouControl } from './you-control';
import { AdditionalCost } from './spell-costs/additional-cost';
import { AlternativeCost } from './spell-costs/alternative-cost';
import { CostReduction } from './spell-costs/cost-reduction';
import { SpellsCost } from './spell-costs/spells-cost';
import { SpellCostPart } from './spell-costs';
export { AdditionalCost } from './spell-costs/additional-cost';
export { AlternativeCost } from './spell-costs/alternative-cost';
export { CostReduction } from './spell-costs/cost-reduction';
export { SpellCostPart } from './spell-costs';
export { Affected, OpaqueAbility, OpaqueKind, OpaqueTrigger, PlayerScope, Reach, REACH, Zone } from './opaque';
export * from './pieces';
export * from './created-effects';
export { GrantedAbility } from './granted-ability';
export { Effect, SimpleEffect } from './effects';
export { Modification } from './modifications';

// ---------------------------------------------------------------------------------------
// Continuous effects (CR 611, 613): what a static ability, or an effect created by a
// resolved spell or ability, does to a set of objects. Each modification acts in one layer
// (modifications/: each kind says its layer), so the engine knows where to apply it.

// ---------------------------------------------------------------------------------------
// Triggers (CR 603): what makes a triggered ability trigger.

// One module per kind in triggers/ (schema, text, the events it looks at).
export { Trigger } from './triggers';
export { CostPart } from './costs';
export { YouControl } from './you-control';
export { PlayerCondition } from './player-condition';

// ---------------------------------------------------------------------------------------
// Abilities, in printed order (CR 113.2c: each paragraph is one ability).

/**
 * Marks an ability that needs a part of the game the engine does not model yet (a library,
 * combat declarations, emblems): using it answers UNSUPPORTED with this text.
 */
const unsupported = z.string().min(1).max(300).optional();
/** Reminder text after the ability, in parentheses, for people (CR 207.2a); no rules meaning. */
const reminderText = z.string().min(1).max(500).optional();
/** Printed on the same line as the keyword before it ("Trample, infect, indestructible"; CR 113.2c). */
const sameLine = z.boolean().optional();

/** Keywords with a number N (CR 702.45 bushido, 702.23 rampage, 702.130 afflict). */
export const NumberedKeyword = z.enum(['afflict', 'bushido', 'rampage']);

/** Cycling (CR 702.29a) and its typecycling variants (702.29e), each named as printed, lowercase. */
export const CyclingKeyword = z.enum(['cycling', 'plainscycling', 'islandcycling', 'swampcycling', 'mountaincycling', 'forestcycling', 'basic landcycling']);

export const KeywordAbility = z.union([
  z.strictObject({ kind: z.literal('keyword'), keyword: SimpleKeyword, reminderText, sameLine }),
  /**
   * "Protection from multicolored" (CR 702.16). `andFrom`: printed after the protection before it
   * on its line, "protection from black and from red", which is two protection abilities (702.16g).
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('protection'), from: Quality, andFrom: z.literal(true).optional(), reminderText, sameLine }),
  /** "Enchant land" (CR 702.5). */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('enchant'), what: Filter, reminderText }),
  /** "Equip {1}" (CR 702.6): an activated ability at sorcery speed. */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('equip'), cost: ManaCost, reminderText }),
  /**
   * "Crew 3" (CR 702.122a): an activated ability of Vehicles, "Tap any number of other untapped
   * creatures you control with total power N or greater: This permanent becomes an artifact
   * creature until end of turn." (keywords/crew.ts; the creatures tapped named in `costs.tap`).
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('crew'), n: z.int().min(0).max(99), reminderText }),
  /**
   * A class level bar, "{1}{G}: Level 2" (CR 716.2, 716.2a): a keyword ability that is both the
   * activated ability "[Cost]: This Class's level becomes N. Activate only if this Class is level
   * N-1 and only as a sorcery" (keywords/class-level.ts) and the static ability "As long as this
   * Class is level N or greater, it has [abilities]". Its abilities are those printed in its text
   * box section (716.2): the abilities after it in the list, up to the next class level bar
   * (`classLevelOf`); a permanent below level N doesn't have them (716.2d: without a level, it is
   * level 1). A mana cost without X.
   */
  z.strictObject({
    kind: z.literal('keyword'),
    keyword: z.literal('class level'),
    level: z.int().min(2).max(20),
    cost: ManaCost.refine((cost) => !cost.includes('X'), 'a level cost without X'),
    reminderText,
  }),
  /** "Unearth {U}" (CR 702.84): activated from a graveyard. */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('unearth'), cost: ManaCost, reminderText, unsupported }),
  /**
   * "Cycling {2}" (CR 702.29a: "[Cost], Discard this card: Draw a card"), and typecycling,
   * "Swampcycling {2}", "Basic landcycling {1}{G}" (702.29e: "[Cost], Discard this card: Search
   * your library for a [type] card, reveal it, put it into your hand, then shuffle"): activated
   * abilities that work only while the card is in a hand. Hands here are counts of unnamed
   * cards, so no object ever has it in a hand: on the battlefield, the stack, in a graveyard or
   * exile it does nothing (702.29b), and it is not among a permanent's activated abilities.
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: CyclingKeyword, cost: ManaCost, reminderText }),
  /**
   * "Morph {3}{G}" (CR 702.37a): "You may cast this card as a 2/2 face-down creature with no
   * text, no name, no subtypes, and no mana cost by paying {3} rather than paying its mana
   * cost", and it may be turned face up for its morph cost (702.37e). Data only: casting face
   * down is an option the `cast` action does not offer, and a board has no face-down
   * permanents, so a face-up permanent's morph does nothing.
   *
   * "Madness {1}{R}" (CR 702.35a): "If a player would discard this card, that player discards it,
   * but exiles it instead of putting it into their graveyard", and may then cast it for its
   * madness cost. Data only: it works as the card is discarded from a hand, and hands here are
   * counts of cards no one has named, so no object the engine holds is ever discarded.
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.enum(['morph', 'madness']), cost: ManaCost, reminderText }),
  /**
   * "Kicker {4}" (CR 702.33a): "You may pay an additional [cost] as you cast this spell", an
   * optional additional cost (118.8, 601.2b) that works on the stack. The `cast` action chooses it
   * in `choices.kicked` (CHOICE_REQUIRED when missing); paid, its mana is added to the total cost
   * (601.2f) and the spell is kicked (702.33d), which its text reads ("If this spell was kicked,
   * ... instead"). One kicker cost of mana without X; other kickers stay opaque.
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('kicker'), cost: ManaCost.refine((cost) => !cost.includes('X'), 'a kicker cost without X'), reminderText }),
  /**
   * "Flashback {2}{U}", "Flashback—{1}{U}, Pay 3 life." (CR 702.34a): "You may cast this card from
   * your graveyard if the resulting spell is an instant or sorcery spell by paying [cost] rather
   * than paying its mana cost" and "If the flashback cost was paid, exile this card instead of
   * putting it anywhere else any time it would leave the stack" (keywords/flashback.ts). The
   * flashback cost is an alternative cost (118.9): `cost`, its mana, without X (so X is 0,
   * 107.3b), and `parts`, the costs after it a spell's other costs are paid with
   * (spell-costs/: "Pay 3 life", "Sacrifice a creature", "Discard a card"), in printed order; at
   * least one of the two. The `cast` action casts it with `"from": "graveyard"`.
   */
  z
    .strictObject({
      kind: z.literal('keyword'),
      keyword: z.literal('flashback'),
      cost: ManaCost.refine((cost) => !cost.includes('X'), 'a flashback mana cost without X').optional(),
      parts: z.array(SpellCostPart).min(1).max(3).optional(),
      reminderText,
    })
    .refine((k) => k.cost !== undefined || k.parts !== undefined, 'a flashback cost: its mana (`cost`), its other parts (`parts`), or both'),
  /**
   * "Ward {2}" (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an
   * opponent controls, counter that spell or ability unless that player pays {2}." A triggered
   * ability (keywords/ward.ts); a mana cost without X. Other ward costs ("Ward—Pay 3 life.") stay
   * opaque.
   */
  /** "Affinity for artifacts" (CR 702.41a): its spell costs {1} less to cast for each such permanent its caster controls (keywords/affinity.ts). */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('affinity'), for: Filter, reminderText }),
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('ward'), cost: ManaCost.refine((cost) => !cost.includes('X'), 'a ward cost without X'), reminderText, sameLine }),
  /**
   * "Choose a Background" (CR 702.124k, a partner ability, 702.124a): a rule of deck
   * construction in the Commander variant that works before the game begins, so it changes
   * nothing in a game. Data only.
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('choose a Background'), reminderText }),
  /**
   * A keyword with a number, "Bushido 2": bushido N (CR 702.45), rampage N (702.23), afflict N
   * (702.130). Triggered abilities of blocking and becoming blocked: they act only in combat,
   * which the engine does not model yet.
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: NumberedKeyword, n: z.int().min(1).max(99), reminderText, sameLine }),
  /**
   * Keywords an effect does not grant (they are not among `addKeywords`'): "Prowess" (CR 702.108a),
   * a triggered ability, "Whenever you cast a noncreature spell, this creature gets +1/+1 until
   * end of turn", that works where it is printed (the stack names it by its printed index; its
   * meaning is its module keywords/prowess.ts); "Changeling" (702.73a), a
   * characteristic-defining ability, "This object is every creature type", which is one only
   * printed on the card it affects (604.3a); "Devoid" (702.114a), a characteristic-defining
   * ability, "This object is colorless", which works everywhere (604.3). "Persist" (702.79a) and
   * "Undying" (702.93a), triggered abilities as prowess is (keywords/persist.ts, undying.ts).
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.enum(['changeling', 'devoid', 'prowess', 'persist', 'undying']), reminderText, sameLine }),
  /**
   * "Escape—{3}{B}, Exile five other cards from your graveyard." (CR 702.138a): "You may cast this
   * card from your graveyard by paying [cost] rather than paying its mana cost" (keywords/escape.ts),
   * an alternative cost (118.9): `cost`, its mana without X (so X is 0, 107.3b), and `parts`, the
   * other parts, spell cost parts in printed order (the cards exiled named in
   * `choices.exileFromGraveyard`). Cast with `"from": "graveyard"`; any spell, at its type's timing.
   */
  z.strictObject({
    kind: z.literal('keyword'),
    keyword: z.literal('escape'),
    cost: ManaCost.refine((cost) => !cost.includes('X'), 'an escape mana cost without X'),
    parts: z.array(SpellCostPart).min(1).max(3),
    reminderText,
  }),
  /**
   * "Jump-start" (CR 702.133a): "You may cast this card from your graveyard if the resulting spell
   * is an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If
   * this spell was cast using its jump-start ability, exile this card instead of putting it anywhere
   * else any time it would leave the stack" (keywords/jump-start.ts): cast with `"from": "graveyard"`,
   * the card discarded named in `choices.discardFromHand`. Never granted by an effect.
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('jump-start'), reminderText }),
  /**
   * "Harmonize {5}{G}" (CR 702.180a): cast from its owner's graveyard for that cost, an alternative
   * cost, tapping up to one untapped creature its caster controls (`choices.harmonize`) to reduce its
   * generic mana by that creature's power; exiled any time it would leave the stack
   * (keywords/harmonize.ts). A mana cost without X.
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('harmonize'), cost: ManaCost.refine((cost) => !cost.includes('X'), 'a harmonize cost without X'), reminderText }),
  /**
   * "Retrace" (CR 702.81a): "You may cast this card from your graveyard by discarding a land card as
   * an additional cost to cast it" (keywords/retrace.ts): cast with `"from": "graveyard"`, the land
   * card named in `choices.discardFromHand`. Never granted by an effect.
   */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('retrace'), reminderText }),
]);
export type KeywordAbility = z.infer<typeof KeywordAbility>;

export const ActivatedAbility = z.strictObject({
  kind: z.literal('activated'),
  /** The activation cost (CR 602.1a). */
  cost: z.array(CostPart).max(10),
  targets: z.array(TargetSpec).max(5).default([]),
  effects: z.array(Effect).min(1).max(20),
  /** "Activate only as a sorcery" (CR 602.5d); loyalty abilities are sorcery-speed by rule (606.3). */
  timing: z.enum(['instant', 'sorcery']).default('instant'),
  /** "Activate only if you control ..." (CR 602.5, 602.5b; you-control.ts). */
  onlyIf: YouControl.optional(),
  /** "Activate only if this Class is level N" (CR 716.2a, 602.5): a class level bar's ability (a permanent without a level is level 1, 716.2d). */
  onlyIfLevel: z.int().min(1).max(19).optional(),
  reminderText,
  unsupported,
});
export type ActivatedAbility = z.infer<typeof ActivatedAbility>;

/** The ability words of CR 207.2c, as rules text writes them after a line's start ("Delirium — "). */
export const AbilityWord = z.enum([
  'adamant',
  'addendum',
  'alliance',
  'battalion',
  'bloodrush',
  'celebration',
  'channel',
  'chroma',
  'cohort',
  'constellation',
  'converge',
  "council's dilemma",
  'coven',
  'delirium',
  'descend 4',
  'descend 8',
  'domain',
  'eerie',
  'eminence',
  'enrage',
  'fateful hour',
  'fathomless descent',
  'ferocious',
  'flurry',
  'formidable',
  'grandeur',
  'hellbent',
  'heroic',
  'imprint',
  'inspired',
  'join forces',
  'kinship',
  'landfall',
  'lieutenant',
  'magecraft',
  'metalcraft',
  'morbid',
  'pack tactics',
  'paradox',
  'parley',
  'radiance',
  'raid',
  'rally',
  'renew',
  'revolt',
  'secret council',
  'spell mastery',
  'strive',
  'survival',
  'sweep',
  'tempting offer',
  'threshold',
  'undergrowth',
  'valiant',
  'vivid',
  'void',
  'will of the council',
]);
export type AbilityWord = z.infer<typeof AbilityWord>;

export const TriggeredAbility = z.strictObject({
  kind: z.literal('triggered'),
  /** An ability word before the ability ("Landfall — "): no rules meaning (CR 207.2c). */
  abilityWord: AbilityWord.optional(),
  trigger: Trigger,
  targets: z.array(TargetSpec).max(5).default([]),
  /**
   * "You may" (CR 603.5): as it resolves, its controller chooses whether to do what it says
   * (`choices.triggered.<source>.may`); its targets are still chosen as it is put on the stack.
   */
  may: z.literal(true).optional(),
  /**
   * An intervening "if" clause (CR 603.4: "When/Whenever/At [event], if [condition], [effect]"):
   * the ability triggers only if the condition holds as the event happens, and does nothing if it
   * no longer holds as it resolves. A condition whose words are "during your turn" has no "if" form.
   */
  condition: Condition.refine((c) => c !== 'yourTurn', { message: 'an intervening "if" clause has no "during your turn" (CR 603.4)' }).optional(),
  effects: z.array(Effect).min(1).max(20),
  reminderText,
  unsupported,
});
export type TriggeredAbility = z.infer<typeof TriggeredAbility>;

/** "This spell can't be countered." (CR 101.2, 701.6): a static ability of a spell; it functions on the stack (113.6g). */
export const CantBeCountered = z.strictObject({ type: z.literal('cantBeCountered') });

export const StaticAbility = z
  .strictObject({
    kind: z.literal('static'),
    /** "During your turn", "as long as ..." (CR 611.3a: applies at any moment the condition holds; one module per kind in conditions/). */
    condition: Condition.optional(),
    /** The condition is written after the effect ("This creature has haste as long as ..."); absent: before it ("As long as ..., this creature ..."). Wording only. */
    conditionLast: z.literal(true).optional(),
    /** An ability word before the ability ("Delirium — "): no rules meaning (CR 207.2c). */
    abilityWord: AbilityWord.optional(),
    /**
     * A characteristic-defining ability (CR 604.3, 604.3a): it defines the characteristics of the
     * object that has it ("Tarmogoyf's power is equal to ..."), so it works in every zone, not
     * only on the battlefield: whatever works out the characteristics of a card in a graveyard,
     * on the stack or in exile applies the continuous effects of the static abilities marked so
     * (their `affects` is `self`), and only those. On the battlefield it applies first in its
     * layer (613.3; layer 7a holds nothing else, 613.4a). Only without a condition (604.3a(5)).
     */
    definesCharacteristics: z.literal(true).optional(),
    effects: z
      .array(z.union([ContinuousEffect, RuleEffect, PreventionEffect, CantBeCountered, AlternativeCost, AdditionalCost, CostReduction, SpellsCost, OpaqueEffect]))
      .min(1)
      .max(10),
    reminderText,
    unsupported,
  })
  .refine((a) => !a.definesCharacteristics || (a.condition === undefined && a.effects.every((e) => e.type === 'continuous' && e.affects === 'self')), {
    message: 'a characteristic-defining ability has no condition and defines the characteristics of its own object (CR 604.3a)',
  });
export type StaticAbility = z.infer<typeof StaticAbility>;

/**
 * "You may have this creature enter as a copy of any creature on the battlefield[, except ...]"
 * (CR 707.5, 614.1c): as it enters, its controller may choose a permanent matching `of` on the
 * battlefield (`choices.copy`, recorded in `chosen.copy`), and it enters as a copy of it. The
 * exceptions (707.9a-b) become part of its copiable values: types and subtypes "in addition to
 * its other types", a power and toughness ("except it's 7/7"), abilities it has.
 */
export const EntersAsCopy = z.strictObject({
  type: z.literal('entersAsCopy'),
  of: Filter,
  except: z
    .strictObject({
      types: z.array(CardType).min(1).max(6).optional(),
      subtypes: z.array(Subtype).min(1).max(5).optional(),
      power: z.int().min(-1000).max(1000).optional(),
      toughness: z.int().min(-1000).max(1000).optional(),
      abilities: z.array(TriggeredAbility).min(1).max(5).optional(),
    })
    .optional(),
});
export type EntersAsCopy = z.infer<typeof EntersAsCopy>;

/** Static abilities that create replacement effects (CR 614). */
export const ReplacementAbility = z.strictObject({
  kind: z.literal('replacement'),
  effect: z.union([
    ManaReplacement,
    CounterReplacement,
    EntersWithCounters,
    OthersEnterWithCounters,
    EntersTapped,
    AsEntersChoose,
    EntersAsCopy,
    ShuffleIntoLibraryInstead,
    ExileInsteadOfGraveyard,
    OpaqueEffect,
  ]),
  reminderText,
  unsupported,
});
export type ReplacementAbility = z.infer<typeof ReplacementAbility>;

/** An instant's or sorcery's spell ability (CR 113.3a): what it does as it resolves. */
export const SpellAbility = z.strictObject({
  kind: z.literal('spell'),
  targets: z.array(TargetSpec).max(5).default([]),
  effects: z.array(Effect).min(1).max(20),
  reminderText,
  unsupported,
});

export type SpellAbility = z.infer<typeof SpellAbility>;

/** A mode of a modal spell or ability (CR 700.2): what it does if chosen, its targets numbered from 0 within it (700.2c). */
export const Mode = z.strictObject({
  targets: z.array(TargetSpec).max(5).default([]),
  effects: z.array(Effect).min(1).max(20),
});
export type Mode = z.infer<typeof Mode>;

/**
 * How many modes are chosen (CR 700.2): "Choose one —", "Choose two —", "Choose three —",
 * "Choose one or both —" (of two modes), "Choose one or more —" (any number of them, at least one).
 */
export const ModeCount = z.enum(['one', 'two', 'three', 'oneOrBoth', 'oneOrMore']);
export type ModeCount = z.infer<typeof ModeCount>;

/** The modes of a modal spell or ability (CR 700.2), chosen as it is cast (700.2a, 601.2b), in the `modes` choice. */
export const Modes = z.strictObject({
  choose: ModeCount,
  /** "You may choose the same mode more than once." (CR 700.2d) */
  sameModeMoreThanOnce: z.literal(true).optional(),
  list: z.array(Mode).min(2).max(6),
});
export type Modes = z.infer<typeof Modes>;

/**
 * A modal instant's or sorcery's spell ability (CR 700.2, 113.3a): its controller chooses the
 * modes as they cast it (700.2a, 601.2b), and it is as if it had only the chosen ones, in
 * printed order (700.2d), their targets in that order (700.2c, 601.2c).
 */
export const ModalSpellAbility = z.strictObject({
  kind: z.literal('spell'),
  modes: Modes,
  reminderText,
  unsupported,
});
export type ModalSpellAbility = z.infer<typeof ModalSpellAbility>;

/**
 * A modal triggered ability ("When this creature enters, choose one —", CR 700.2, 603.3c): its
 * controller chooses the modes as it is put on the stack (700.2b), in
 * `choices.triggered.<source>.modes`; if no mode can be chosen, it is removed from the stack
 * (603.3c). It is then as if it had only the chosen modes, in printed order (700.2d), and their
 * targets (700.2c). The stack object keeps the modes in its `choices.modes`.
 */
export const ModalTriggeredAbility = z.strictObject({
  kind: z.literal('triggered'),
  abilityWord: AbilityWord.optional(),
  trigger: Trigger,
  modes: Modes,
  reminderText,
  unsupported,
});
export type ModalTriggeredAbility = z.infer<typeof ModalTriggeredAbility>;

export const Ability = z.union([
  KeywordAbility,
  ActivatedAbility,
  TriggeredAbility,
  ModalTriggeredAbility,
  StaticAbility,
  ReplacementAbility,
  SpellAbility,
  ModalSpellAbility,
  OpaqueAbility,
]);
export type Ability = z.infer<typeof Ability>;

// ---------------------------------------------------------------------------------------
// The card

/**
 * A printed power, toughness or loyalty with a star (CR 208.2a): `*`, `1+*`, `*+1`, `7-*`, `*²`.
 * A characteristic-defining ability (604.3) on the card gives its value; elsewhere `*` is 0.
 */
export const StarForm = z.string().regex(/^(\d{1,2}[+-])?\*(\+\d{1,2}|²)?$/, 'a printed value with a star, such as * or 1+*');
/** A printed power or toughness: a number or a star form. */
export const PrintedPT = z.union([z.int().min(-1_000_000).max(1_000_000), StarForm]);

export const CardDefinition = z
  .strictObject({
    name: z.string().min(1).max(200),
    /** Absent for cards without a mana cost (lands); CR 202.1. */
    manaCost: ManaCost.optional(),
    /** A color indicator (CR 204), such as Dryad Arbor's green one. */
    colorIndicator: z.array(Color).max(5).optional(),
    supertypes: z.array(Supertype).max(5).default([]),
    types: z.array(CardType).min(1).max(6),
    subtypes: z.array(Subtype).max(20).default([]),
    power: PrintedPT.optional(),
    toughness: PrintedPT.optional(),
    loyalty: z.union([z.int().min(0).max(1_000_000), z.literal('X'), StarForm]).optional(),
    /** A battle's printed defense (CR 310.4a): it enters with that many defense counters (310.4b); a battle without one needs its `defense` counters on the board. */
    defense: z.int().min(0).max(1_000_000).optional(),
    abilities: z.array(Ability).max(30).default([]),
    /**
     * The Adventure or the Omen of an adventurer or omen card (CR 715.2, 720.2): this definition
     * is the alternative characteristics the card has as a spell cast as that part (715.3b,
     * 720.3b), and `card` names the card itself by the name of its normal characteristics, which
     * it has in every other zone (715.4, 720.4): "Bonecrusher Giant" for Stomp. As the spell
     * resolves it doesn't go to its owner's graveyard (608.2n): `adventure`, its controller
     * exiles the card (715.3d); `omen`, its controller shuffles the card into its owner's library
     * (720.3d). A spell that leaves the stack otherwise (countered, or not resolving because its
     * targets are illegal, 608.2b) goes to the graveyard as that card. Without it, a definition
     * is a card of its own, whatever its subtypes.
     */
    alternativeOf: z.strictObject({ kind: z.enum(['adventure', 'omen']), card: z.string().min(1).max(200) }).optional(),
    /**
     * The back face of a nonmodal (transforming) double-faced card: its front face's name and
     * mana value. While the back face is up its mana value is the front face's (CR 712.8e, 202.3b;
     * Catapult Captain is 3, its back face printing no mana cost); a permanent copying a back face
     * doesn't copy this, and its mana value is 0 (712.8e, 707.2).
     */
    frontFace: z.strictObject({ name: z.string().min(1).max(200), manaValue: z.int().min(0).max(1_000_000) }).optional(),
    /**
     * The front face of a nonmodal (transforming) double-faced card: its back face's name, the
     * face it has up when it enters "transformed" (CR 712.14a). A permanent copying it doesn't copy
     * this (a copy is no double-faced card, 712.14a).
     */
    backFace: z.strictObject({ name: z.string().min(1).max(200) }).optional(),
    /** Text that is only reminder text and no ability (Dryad Arbor's), without its parentheses, kept for rendering. */
    reminderText: z.string().max(1000).optional(),
    /** How its rules text refers to it when that isn't the usual (CR 201.5): `name` (Blightsteel Colossus). */
    selfReference: z.enum(['name']).optional(),
    /** The pronoun its rules text uses for it once named (CR 201.5): `him` for Gideon. */
    pronoun: z.enum(['it', 'him', 'her']).optional(),
  })
  .superRefine((card, ctx) => {
    // A creature card has a printed power and toughness (CR 208.1); a planeswalker card a loyalty (CR 209.1).
    if (card.types.includes('Creature'))
      for (const field of ['power', 'toughness'] as const)
        if (card[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `a creature card needs its printed ${field}` });
    if (card.types.includes('Planeswalker') && card.loyalty === undefined) ctx.addIssue({ code: 'custom', path: ['loyalty'], message: 'a planeswalker card needs its printed loyalty' });
    // Text the format does not structure is only allowed where the ability is marked unsupported.
    card.abilities.forEach((ability, index) => {
      const hasOpaque = JSON.stringify(ability).includes('"type":"opaque"');
      if (hasOpaque && !('unsupported' in ability && ability.unsupported))
        ctx.addIssue({ code: 'custom', path: ['abilities', index, 'unsupported'], message: 'an ability with an opaque part must say what is unsupported' });
    });
  });
/** A card definition as written (defaults may be missing). */
export type CardDefinitionInput = z.input<typeof CardDefinition>;
/** A card definition after validation, defaults filled in. */
export type CardDefinition = z.infer<typeof CardDefinition>;

/** Parts of a definition as written, for building catalog entries. */
export type FilterInput = z.input<typeof Filter>;
export type AbilityInput = z.input<typeof Ability>;
export type EffectInput = z.input<typeof Effect>;
export type CostPartInput = z.input<typeof CostPart>;
export type ModificationInput = z.input<typeof Modification>;

/** Whether a card has "This spell can't be countered." (CR 101.2, 113.6g). */
export const cantBeCountered = (card: CardDefinition): boolean =>
  card.abilities.some((ability) => ability.kind === 'static' && ability.effects.some((effect) => effect.type === 'cantBeCountered'));

/** A card: the exact English name of a catalog card, or an inline definition. */
export const CardRef = z.union([z.string().min(1).max(200), CardDefinition]);
export type CardRef = z.infer<typeof CardRef>;
