// The card definition format: a card's characteristics and abilities as typed data
// (CR 200-series characteristics, 113 abilities, 602 activated abilities, 605 mana
// abilities). The built-in catalog is written in it and clients may send cards inline in
// it, so this schema is public. See README.md in this folder.

import { z } from 'zod';
import { COLORS, MANA_LIMIT, MANA_TYPES, parseManaCost } from '../mana';

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
/** Subtypes as printed: `Elf`, `Forest`, `Aura` (CR 205.3). */
export const Subtype = z.string().regex(/^[A-Z][A-Za-z'-]*( [A-Z][A-Za-z'-]*)?$/, 'a subtype as printed, such as Elf');

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
]);
export type CostPart = z.infer<typeof CostPart>;

// ---------------------------------------------------------------------------------------
// Effects: what an ability does when it resolves, in order (CR 608.2c).

export const Effect = z.discriminatedUnion('type', [
  /** "Add {G}", "Add {C}{C}": a fixed amount of mana (CR 106.3, 106.4). */
  z.strictObject({ type: z.literal('addMana'), mana: ManaAmount }),
]);
export type Effect = z.infer<typeof Effect>;

// ---------------------------------------------------------------------------------------
// Abilities, in printed order (CR 113.2c: each paragraph is one ability).

/**
 * Marks an ability that needs a part of the game the engine does not model yet (a library,
 * combat declarations, emblems): using it answers UNSUPPORTED with this text.
 */
const unsupported = z.string().min(1).max(300).optional();

export const KeywordAbility = z.strictObject({
  kind: z.literal('keyword'),
  keyword: SimpleKeyword,
});

export const ActivatedAbility = z.strictObject({
  kind: z.literal('activated'),
  /** The activation cost (CR 602.1a); an empty list is a cost of {0}-less "free" activation. */
  cost: z.array(CostPart).max(10),
  effects: z.array(Effect).min(1).max(20),
  /** "Activate only as a sorcery" (CR 602.5d). */
  timing: z.enum(['instant', 'sorcery']).default('instant'),
  unsupported,
});
export type ActivatedAbility = z.infer<typeof ActivatedAbility>;

export const Ability = z.discriminatedUnion('kind', [KeywordAbility, ActivatedAbility]);
export type Ability = z.infer<typeof Ability>;

// ---------------------------------------------------------------------------------------
// The card

export const CardDefinition = z.strictObject({
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
  /** Text that is only reminder text and no ability (Dryad Arbor's), kept for rendering. */
  reminderText: z.string().max(1000).optional(),
}).superRefine((card, ctx) => {
  // A creature card has a printed power and toughness (CR 208.1); a planeswalker card a loyalty (CR 209.1).
  if (card.types.includes('Creature'))
    for (const field of ['power', 'toughness'] as const)
      if (card[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `a creature card needs its printed ${field}` });
  if (card.types.includes('Planeswalker') && card.loyalty === undefined)
    ctx.addIssue({ code: 'custom', path: ['loyalty'], message: 'a planeswalker card needs its printed loyalty' });
});
/** A card definition as written (defaults may be missing). */
export type CardDefinitionInput = z.input<typeof CardDefinition>;
/** A card definition after validation, defaults filled in. */
export type CardDefinition = z.infer<typeof CardDefinition>;
