// The card definition format: a card's characteristics and abilities as typed data (CR 113
// abilities, 118 costs, 602 activated, 603 triggered, 604 static, 605 mana abilities, 606
// loyalty abilities, 611-616 continuous, replacement and prevention effects, 702 keywords).
// The built-in catalog is written in it and clients send cards inline in it, so this schema
// is public (README.md in this folder documents it with examples; `npm run schema` writes
// its JSON Schema). Every part says what it is, so the engine reasons about it without
// running card code; text.ts renders it back to Oracle wording for the verify test.

import { z } from 'zod';
import { COLORS, MANA_LIMIT, MANA_TYPES, parseManaCost } from '../core';

export const Color = z.enum(COLORS);
export const ManaTypeSchema = z.enum(MANA_TYPES);

/** An amount of mana: a count per type (`{ "G": 1 }`); a missing type is 0. */
export const ManaAmount = z.strictObject(
  Object.fromEntries(MANA_TYPES.map((type) => [type, z.int().min(0).max(MANA_LIMIT).optional()])) as Record<
    (typeof MANA_TYPES)[number],
    z.ZodOptional<z.ZodInt>
  >,
);

/** A mana cost in Oracle notation: `{2}{G}{G}`, `{X}{R}`, `{W/U}`, `{2/B}`, `{G/P}`, `{C}`. */
export const ManaCost = z
  .string()
  .max(200)
  .refine((text) => parseManaCost(text) !== null, { message: 'not a mana cost such as {2}{G}' });

/** Supertypes as printed (CR 205.4a). */
export const Supertype = z.enum(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World']);
/** Card types as printed (CR 205.2a). */
export const CardType = z.enum([
  'Artifact',
  'Battle',
  'Conspiracy',
  'Creature',
  'Dungeon',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Phenomenon',
  'Plane',
  'Planeswalker',
  'Scheme',
  'Sorcery',
  'Vanguard',
]);
export type CardType = z.infer<typeof CardType>;
/** Subtypes as printed: `Elf`, `Forest`, `Aura` (CR 205.3). */
export const Subtype = z.string().regex(/^[A-Z][A-Za-z'-]*( [A-Z][A-Za-z'-]*)?$/, 'a subtype as printed, such as Elf');
export const CounterKind = z.string().regex(/^[+-]?[A-Za-z0-9][A-Za-z0-9/+ -]{0,39}$/, 'a counter kind such as +1/+1 or loyalty');

/** Keyword abilities without parameters (CR 702), lowercase as the contract writes them. */
export const SimpleKeyword = z.enum([
  'deathtouch',
  'defender',
  'double strike',
  'first strike',
  'flash',
  'flying',
  'haste',
  'hexproof',
  'indestructible',
  'infect',
  'lifelink',
  'menace',
  'reach',
  'trample',
  'vigilance',
  'wither',
]);
export type SimpleKeyword = z.infer<typeof SimpleKeyword>;

// ---------------------------------------------------------------------------------------
// Which objects: filters over permanents (and the cards that become them).

export const Filter = z.strictObject({
  /** Has every one of these card types ("creature", "land"); none given: any permanent. */
  types: z.array(CardType).max(5).optional(),
  /** Has none of these card types ("nonland", "noncreature"). */
  notTypes: z.array(CardType).max(5).optional(),
  /** Has one of these subtypes ("a Forest"). */
  subtypes: z.array(Subtype).max(10).optional(),
  /** Has none of these subtypes ("non-Aura"). */
  notSubtypes: z.array(Subtype).max(10).optional(),
  /** Has every one of these supertypes ("basic"). */
  supertypes: z.array(Supertype).max(5).optional(),
  /** Has none of these supertypes ("nonbasic"). */
  notSupertypes: z.array(Supertype).max(5).optional(),
  /** Controlled by the ability's controller, or by an opponent of theirs. */
  controller: z.enum(['you', 'opponent']).optional(),
  /** Other than the object with this ability ("other", "another"). */
  other: z.boolean().optional(),
  /** Of a color, or of the color chosen as the source entered (CR 614.12). */
  color: z.union([Color, z.literal('chosen')]).optional(),
  /** Tapped (true) or untapped (false). */
  tapped: z.boolean().optional(),
});
export type Filter = z.infer<typeof Filter>;

/**
 * A set of permanents a static effect applies to: every permanent matching a filter. `phrase`
 * is only how the rules text words the set ("All creatures", "Each land", or a plain plural).
 */
export const PermanentSet = z.strictObject({
  all: Filter,
  phrase: z.enum(['all', 'each', 'plural']).default('plural'),
});

/** What an effect acts on. */
export const ObjectRef = z.union([
  /** The object with the ability. */
  z.literal('self'),
  /** The permanent an Aura enchants or an Equipment equips (CR 303.4, 301.5). */
  z.literal('enchanted'),
  z.literal('equipped'),
  /** The permanent that made the ability trigger ("that land"). */
  z.literal('triggering'),
  /** The n-th target of the ability (0-based). */
  z.strictObject({ target: z.int().min(0).max(9) }),
]);
export type ObjectRef = z.infer<typeof ObjectRef>;

/** Who an effect refers to. */
export const PlayerRef = z.enum([
  /** The ability's controller. */
  'you',
  /** The player whose action made the ability trigger ("that player"). */
  'triggeringPlayer',
  /** The controller of the permanent that made the ability trigger ("its controller"). */
  'triggeringController',
]);

/** A number that counts something ("for each creature you control", "for each +1/+1 counter on this creature"). */
export const Count = z.union([
  z.strictObject({ permanents: Filter }),
  z.strictObject({ counters: CounterKind, on: z.literal('self') }),
]);

/** A part of an ability the format does not structure, kept as its Oracle text; only in unsupported abilities. */
export const OpaqueEffect = z.strictObject({
  type: z.literal('opaque'),
  text: z.string().min(1).max(1000),
});

// ---------------------------------------------------------------------------------------
// Targets (CR 115).

export const TargetSpec = z.strictObject({
  /** `any`: a creature, player, planeswalker or battle (CR 115.4); `playerOrPlaneswalker`; or a permanent matching `filter`. */
  kind: z.enum(['any', 'playerOrPlaneswalker', 'permanent']),
  filter: Filter.optional(),
  /** "up to one" target (CR 115.1d, 601.2c). */
  upToOne: z.boolean().optional(),
});
export type TargetSpec = z.infer<typeof TargetSpec>;

// ---------------------------------------------------------------------------------------
// Costs (CR 118, 602.1a): the parts of an activation cost, paid in any order (601.2h).

export const CostPart = z.discriminatedUnion('type', [
  /** {T}: tap this permanent (CR 107.5). */
  z.strictObject({ type: z.literal('tap') }),
  /** {Q}: untap this permanent (CR 107.6). */
  z.strictObject({ type: z.literal('untap') }),
  /** Mana symbols (CR 107.4), paid from the controller's mana pool. */
  z.strictObject({ type: z.literal('mana'), cost: ManaCost }),
  /** "Pay N life" (CR 119.4). */
  z.strictObject({ type: z.literal('payLife'), amount: z.int().min(0).max(1_000_000) }),
  /** "Sacrifice a land" (CR 701.21): one permanent the player controls matching the filter. */
  z.strictObject({ type: z.literal('sacrifice'), filter: Filter }),
  /** "Tap an untapped creature you control" (CR 118.3): another permanent, not {T}. */
  z.strictObject({ type: z.literal('tapOther'), filter: Filter }),
  /** "Put a -1/-1 counter on this creature" (CR 122.6). */
  z.strictObject({ type: z.literal('putCounters'), counter: CounterKind, amount: z.int().min(1).max(100) }),
  /** "Remove a +1/+1 counter from this creature". */
  z.strictObject({ type: z.literal('removeCounters'), counter: CounterKind, amount: z.int().min(1).max(100) }),
  /** A loyalty cost: `+1`, `0`, `-6` (CR 606.4). */
  z.strictObject({ type: z.literal('loyalty'), amount: z.int().min(-100).max(100) }),
]);
export type CostPart = z.infer<typeof CostPart>;

// ---------------------------------------------------------------------------------------
// One-shot effects: what a spell or ability does when it resolves, in order (CR 608.2c).

/** A token's characteristics (CR 111.4). */
export const TokenSpec = z.strictObject({
  name: z.string().min(1).max(100),
  colors: z.array(Color).max(5),
  types: z.array(CardType).min(1).max(5),
  subtypes: z.array(Subtype).max(5),
  power: z.int().min(0).max(1000),
  toughness: z.int().min(0).max(1000),
  keywords: z.array(SimpleKeyword).max(10).default([]),
});

export const Duration = z.enum([
  /** "Until end of turn" (CR 514.2). */
  'endOfTurn',
  /** "this turn": the same moment, worded at the end. */
  'thisTurn',
  /** No duration: the effect lasts indefinitely (CR 611.2b). */
  'permanent',
]);


export const SimpleEffect = z.discriminatedUnion('type', [
  /** "Add {G}", "Add {C}{C}", "Add {G} for each creature you control" (CR 106.3). */
  z.strictObject({ type: z.literal('addMana'), mana: ManaAmount, forEach: Count.optional() }),
  /** "Add one mana of any color". */
  z.strictObject({ type: z.literal('addManaOfAnyColor'), amount: z.int().min(1).max(100) }),
  /** "Add one mana of any type/color that [a filter] could produce" or "the sacrificed land could produce" (CR 106.7). */
  z.strictObject({
    type: z.literal('addManaCouldProduce'),
    kind: z.enum(['type', 'color']),
    from: z.union([Filter, z.literal('sacrificed')]),
  }),
  /** "[That player] adds one mana of any type that land produced" (CR 106.12a, 605.1b). */
  z.strictObject({ type: z.literal('addManaProduced'), player: PlayerRef }),
  /** "[Its controller] adds an additional {G}" / "an additional one mana of that color". */
  z.strictObject({ type: z.literal('addAdditionalMana'), player: PlayerRef, mana: z.union([ManaAmount, z.literal('thatColor')]) }),
  /** "Double the amount of each type of unspent mana you have" (CR 106.4). */
  z.strictObject({ type: z.literal('doubleMana') }),
  /** "[This] deals N damage to [a target or you]" (CR 120). */
  z.strictObject({ type: z.literal('dealDamage'), amount: z.int().min(0).max(1_000_000), to: z.union([ObjectRef, z.literal('you')]) }),
  /** "You gain N life" (CR 119.3). */
  z.strictObject({ type: z.literal('gainLife'), amount: z.int().min(0).max(1_000_000) }),
  /** "Draw a card" (CR 121). */
  z.strictObject({ type: z.literal('draw'), amount: z.int().min(1).max(100) }),
  /** "Untap [it]". */
  z.strictObject({ type: z.literal('untap'), object: ObjectRef }),
  /** "You may tap or untap [it]". */
  z.strictObject({ type: z.literal('tapOrUntap'), object: ObjectRef }),
  /** "Put N [kind] counters on [it]" (CR 122.6). */
  z.strictObject({ type: z.literal('putCounters'), counter: CounterKind, amount: z.int().min(1).max(1000), object: ObjectRef }),
  /** "Create a [token]" (CR 111.2), optionally "for each" of something. */
  z.strictObject({ type: z.literal('createToken'), token: TokenSpec, amount: z.int().min(1).max(100).default(1), forEach: Count.optional() }),
  /** "Attach this permanent to [it]" (CR 701.3): how equip works (702.6a). */
  z.strictObject({ type: z.literal('attach'), object: ObjectRef }),
  /** "Exile [it]" (CR 406). */
  z.strictObject({ type: z.literal('exile'), object: ObjectRef }),
  /** "Sacrifice [it]", optionally "unless you [pay a cost]" (CR 118.12, 701.21). */
  z.strictObject({ type: z.literal('sacrifice'), object: ObjectRef, unless: CostPart.optional() }),
  /** "[It] doesn't untap during its controller's next untap step" (CR 502.3). */
  z.strictObject({ type: z.literal('skipNextUntap'), object: ObjectRef }),
  OpaqueEffect,
]);
export type SimpleEffect = z.infer<typeof SimpleEffect>;

/** An activated ability granted by an effect ("Lands you control have "{T}: Add one mana of any color.""). */
export const GrantedAbility = z.strictObject({
  kind: z.literal('activated'),
  cost: z.array(CostPart).max(10),
  effects: z.array(SimpleEffect).min(1).max(5),
  timing: z.enum(['instant', 'sorcery']).default('instant'),
});
export type GrantedAbility = z.infer<typeof GrantedAbility>;

// ---------------------------------------------------------------------------------------
// Continuous effects (CR 611, 613): what a static ability, or an effect created by a
// resolved spell or ability, does to a set of objects. Each modification acts in one layer
// (`LAYER_OF_MODIFICATION` below), so the engine knows where to apply it.

export const Modification = z.discriminatedUnion('type', [
  /** Layer 4: becomes these basic land types, losing its other land types and its rules-text abilities (CR 305.7). */
  z.strictObject({ type: z.literal('setLandTypes'), landTypes: z.array(Subtype).min(1).max(5) }),
  /** Layer 4: gains these land types in addition to its others (CR 305.7). */
  z.strictObject({ type: z.literal('addLandTypes'), landTypes: z.array(Subtype).min(1).max(5) }),
  /** Layer 4: gains card types, and creature types if given, in addition to its others ("that's still a planeswalker"). */
  z.strictObject({
    type: z.literal('addTypes'),
    types: z.array(CardType).min(1).max(5),
    subtypes: z.array(Subtype).max(5).default([]),
  }),
  /** Layer 4: its creature types become exactly these (CR 205.1b). */
  z.strictObject({ type: z.literal('setCreatureTypes'), subtypes: z.array(Subtype).min(1).max(5) }),
  /** Layer 5: its colors become exactly these (CR 105.3). */
  z.strictObject({ type: z.literal('setColors'), colors: z.array(Color).max(5) }),
  /** Layer 6: loses all abilities (CR 613.1f). */
  z.strictObject({ type: z.literal('loseAllAbilities') }),
  /** Layer 6: has these keyword abilities; with `choice`, the one its controller chose. */
  z.strictObject({ type: z.literal('addKeywords'), keywords: z.array(SimpleKeyword).min(1).max(10), choice: z.boolean().optional() }),
  /** Layer 6: has these abilities (granted, CR 613.1f). */
  z.strictObject({ type: z.literal('addAbilities'), abilities: z.array(GrantedAbility).min(1).max(5) }),
  /** Layer 7b: base power and toughness (CR 613.4b); `manaValue` sets each to its mana value. */
  z.strictObject({
    type: z.literal('setBasePT'),
    power: z.union([z.int().min(-1000).max(1000), z.literal('manaValue')]),
    toughness: z.union([z.int().min(-1000).max(1000), z.literal('manaValue')]),
  }),
  /** Layer 7c: +N/+M (CR 613.4c). */
  z.strictObject({ type: z.literal('modifyPT'), power: z.int().min(-1000).max(1000), toughness: z.int().min(-1000).max(1000) }),
]);
export type Modification = z.infer<typeof Modification>;

/** Layer and sublayer each modification acts in (CR 613.1, 613.4). */
export const LAYER_OF_MODIFICATION = {
  setLandTypes: '4',
  addLandTypes: '4',
  addTypes: '4',
  setCreatureTypes: '4',
  setColors: '5',
  loseAllAbilities: '6',
  addKeywords: '6',
  addAbilities: '6',
  setBasePT: '7b',
  modifyPT: '7c',
} as const satisfies Record<Modification['type'], string>;

export const ContinuousEffect = z.strictObject({
  type: z.literal('continuous'),
  affects: z.union([ObjectRef, PermanentSet]),
  modifications: z.array(Modification).min(1).max(10),
});

/** Rules that change what players may do (CR 604.1, 613.11 are not layered). */
export const RuleEffect = z.discriminatedUnion('type', [
  /** "Players can't gain life" (CR 119.7). */
  z.strictObject({ type: z.literal('cantGainLife') }),
  /** "Damage can't be prevented" (CR 615.12). */
  z.strictObject({ type: z.literal('damageCantBePrevented') }),
  /** "Enchanted creature can't attack or block" (CR 508.1c, 509.1b). */
  z.strictObject({ type: z.literal('cantAttackOrBlock'), affects: ObjectRef }),
  /** "You may activate abilities of creatures you control as though those creatures had haste" (CR 302.6). */
  z.strictObject({ type: z.literal('activateAsThoughHaste'), affects: PermanentSet }),
]);

/** Prevention effects (CR 615): all damage (or combat damage) that would be dealt (to an object). */
export const PreventionEffect = z.strictObject({
  type: z.literal('prevent'),
  damage: z.enum(['all', 'combat']),
  /** Dealt to this object only; everything when absent. */
  to: ObjectRef.optional(),
});

/** Replacement effects on mana production (CR 106.12b, 614.1a). */
export const ManaReplacement = z.strictObject({
  type: z.literal('replaceMana'),
  /** Which permanents tapped for mana (CR 106.12). */
  tapped: Filter,
  /** Who taps them: `you`, `aPlayer` (worded "a player taps"), or worded passively ("is tapped") when absent. */
  by: z.enum(['you', 'aPlayer']).optional(),
  /** Produces exactly this instead of any other type and amount. */
  produce: ManaAmount.optional(),
  /** Produces this type instead of any other type (the amount stays). */
  produceType: ManaTypeSchema.optional(),
  /** Produces N times as much of that mana instead. */
  multiply: z.int().min(2).max(10).optional(),
});

/** "If one or more +1/+1 counters would be put on [a permanent], that many plus N are put on it instead" (CR 614.1). */
export const CounterReplacement = z.strictObject({
  type: z.literal('replaceCounters'),
  counter: CounterKind,
  on: Filter,
  add: z.int().min(1).max(100),
});

/** "This creature enters with X +1/+1 counters on it" (CR 614.1c). */
export const EntersWithCounters = z.strictObject({
  type: z.literal('entersWithCounters'),
  counter: CounterKind,
  amount: z.union([z.int().min(0).max(1000), z.literal('X')]),
});

/** "As this artifact enters, choose a color" (CR 614.12, 614.1c). */
export const AsEntersChoose = z.strictObject({
  type: z.literal('asEntersChoose'),
  choice: z.enum(['color']),
});


/** The effects a resolving spell or ability can create (CR 611.2). */
export const CreatedEffect = z.union([ContinuousEffect, RuleEffect, PreventionEffect, ManaReplacement]);

export const Effect = z.union([
  SimpleEffect,
  /** Creates a continuous, rule, prevention or replacement effect with a duration (CR 611.2). */
  z.strictObject({ type: z.literal('createEffect'), duration: Duration, effect: CreatedEffect }),
]);
export type Effect = z.infer<typeof Effect>;

// ---------------------------------------------------------------------------------------
// Triggers (CR 603): what makes a triggered ability trigger.

export const Trigger = z.discriminatedUnion('event', [
  /** "Whenever [a player / you / an opponent] taps [a land] for mana" or "Whenever [a Forest] is tapped for mana" (CR 106.12a). */
  z.strictObject({
    event: z.literal('tappedForMana'),
    tapped: z.union([Filter, z.literal('enchanted')]),
    by: z.enum(['aPlayer', 'you', 'opponent']).optional(),
    /** "... for mana of the chosen color". */
    ofChosenColor: z.boolean().optional(),
  }),
  /** "Whenever a land's ability causes you to add one or more mana of the chosen color" (CR 106.12). */
  z.strictObject({ event: z.literal('manaAdded'), byAbilityOf: Filter, ofChosenColor: z.literal(true) }),
  /** "Whenever this [permanent] becomes tapped". */
  z.strictObject({ event: z.literal('becomesTapped'), object: z.literal('self') }),
  /** "At the beginning of [your] [step]" (CR 503, 513). */
  z.strictObject({ event: z.literal('beginningOfStep'), step: z.enum(['upkeep', 'draw', 'end']), whose: z.enum(['your', 'each']) }),
  /** "When this [permanent] enters" (CR 603.6a). */
  z.strictObject({ event: z.literal('enters'), object: z.literal('self') }),
  /** "When this creature dies" (CR 700.4). */
  z.strictObject({ event: z.literal('dies'), object: z.literal('self') }),
  /** "Whenever this creature attacks" (CR 508.1m). */
  z.strictObject({ event: z.literal('attacks'), object: z.literal('self') }),
]);

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

export const KeywordAbility = z.union([
  z.strictObject({ kind: z.literal('keyword'), keyword: SimpleKeyword, reminderText, sameLine }),
  /** "Protection from multicolored" (CR 702.16). */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('protection'), from: z.enum(['multicolored']), reminderText, sameLine }),
  /** "Enchant land" (CR 702.5). */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('enchant'), what: Filter, reminderText }),
  /** "Equip {1}" (CR 702.6): an activated ability at sorcery speed. */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('equip'), cost: ManaCost, reminderText }),
  /** "Unearth {U}" (CR 702.84): activated from a graveyard. */
  z.strictObject({ kind: z.literal('keyword'), keyword: z.literal('unearth'), cost: ManaCost, reminderText, unsupported }),
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
  reminderText,
  unsupported,
});
export type ActivatedAbility = z.infer<typeof ActivatedAbility>;

export const TriggeredAbility = z.strictObject({
  kind: z.literal('triggered'),
  trigger: Trigger,
  targets: z.array(TargetSpec).max(5).default([]),
  effects: z.array(Effect).min(1).max(20),
  reminderText,
  unsupported,
});
export type TriggeredAbility = z.infer<typeof TriggeredAbility>;

export const StaticAbility = z.strictObject({
  kind: z.literal('static'),
  /** "During your turn" (CR 611.3a: applies while the condition holds). */
  condition: z.enum(['yourTurn']).optional(),
  effects: z.array(z.union([ContinuousEffect, RuleEffect, PreventionEffect, OpaqueEffect])).min(1).max(10),
  reminderText,
  unsupported,
});
export type StaticAbility = z.infer<typeof StaticAbility>;

/** Static abilities that create replacement effects (CR 614). */
export const ReplacementAbility = z.strictObject({
  kind: z.literal('replacement'),
  effect: z.union([ManaReplacement, CounterReplacement, EntersWithCounters, AsEntersChoose, OpaqueEffect]),
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

export const Ability = z.union([KeywordAbility, ActivatedAbility, TriggeredAbility, StaticAbility, ReplacementAbility, SpellAbility]);
export type Ability = z.infer<typeof Ability>;

// ---------------------------------------------------------------------------------------
// The card

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
    power: z.int().min(-1_000_000).max(1_000_000).optional(),
    toughness: z.int().min(-1_000_000).max(1_000_000).optional(),
    loyalty: z.int().min(0).max(1_000_000).optional(),
    abilities: z.array(Ability).max(30).default([]),
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
    if (card.types.includes('Planeswalker') && card.loyalty === undefined)
      ctx.addIssue({ code: 'custom', path: ['loyalty'], message: 'a planeswalker card needs its printed loyalty' });
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

/** A card: the exact English name of a catalog card, or an inline definition. */
export const CardRef = z.union([z.string().min(1).max(200), CardDefinition]);
export type CardRef = z.infer<typeof CardRef>;
