// The card definition format: a card's characteristics and abilities as typed data (CR 113
// abilities, 118 costs, 602 activated, 603 triggered, 604 static, 605 mana abilities, 606
// loyalty abilities, 611-616 continuous, replacement and prevention effects, 702 keywords).
// The built-in catalog is written in it and clients send cards inline in it, so this schema
// is public (README.md in this folder documents it with examples; `npm run schema` writes
// its JSON Schema). Every part says what it is, so the engine reasons about it without
// running card code; text.ts renders it back to Oracle wording for the verify test.

import { z } from 'zod';
import { Trigger } from './triggers';
import { Condition } from './conditions';
import { Modification } from './modifications';
import { CardType, Color, CostPart, CounterKind, Duration, Filter, ManaAmount, ManaCost, ManaTypeSchema, ObjectRef, OpaqueEffect, PermanentSet, SimpleEffect, SimpleKeyword, Subtype, Supertype, TargetSpec } from './parts';
export * from './parts';
export { Modification } from './modifications';

// ---------------------------------------------------------------------------------------
// Continuous effects (CR 611, 613): what a static ability, or an effect created by a
// resolved spell or ability, does to a set of objects. Each modification acts in one layer
// (modifications/: each kind says its layer), so the engine knows where to apply it.

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

// One module per kind in triggers/ (schema, text, the events it looks at).
export { Trigger } from './triggers';

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
  /** "During your turn" (CR 611.3a: applies while the condition holds; one module per kind in conditions/). */
  condition: Condition.optional(),
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
