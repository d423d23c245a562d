// The shared pieces of the card format (rules/cards/README.md, "Shared pieces"): colors, mana,
// types (CR 205), keywords (702), filters of objects (109.4), references to objects and players,
// counts and amounts (107.1), targets (115), tokens (111.4) and durations (611.2). Every kind
// (costs/, effects/, triggers/, conditions/, modifications/) is built from these, so this file
// imports no kind.

import * as z from 'zod';
import { COLORS, MANA_LIMIT, MANA_TYPES, parseManaCost } from '../core';

export const Color = z.enum(COLORS);
export const ManaTypeSchema = z.enum(MANA_TYPES);

/** An amount of mana: a count per type (`{ "G": 1 }`); a missing type is 0. */
export const ManaAmount = z.strictObject(
  Object.fromEntries(MANA_TYPES.map((type) => [type, z.int().min(0).max(MANA_LIMIT).optional()])) as Record<(typeof MANA_TYPES)[number], z.ZodOptional<z.ZodInt>>,
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
/**
 * Subtypes as printed: `Elf`, `Forest`, `Aura` (CR 205.3), up to three capitalized words with
 * apostrophes, hyphens, periods and accented letters (`Time Lord`, `Urza's`, `Power-Plant`,
 * `B.O.B.`, `Bolas's Meditation Realm`).
 */
export const Subtype = z.string().regex(/^[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'.-]*( [A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'.-]*){0,2}$/, 'a subtype as printed, such as Elf');
export const CounterKind = z.string().regex(/^[+-]?[A-Za-z0-9][A-Za-z0-9/+ -]{0,39}$/, 'a counter kind such as +1/+1 or loyalty');

/**
 * Keyword abilities without parameters (CR 702), lowercase as the contract writes them. Some act
 * only in combat (CR 506-511), which the engine does not model yet: until it does they change no
 * answer, and they are named here precisely so that combat can carry them out. Those are evasion
 * (fear 702.36, intimidate 702.13, shadow 702.28, horsemanship 702.31, skulk 702.118, and
 * landwalk 702.14, whose lands are `LANDWALK` in keywords/landwalk.ts) and the triggered abilities of
 * attacking and blocking (flanking 702.25, exalted 702.83, battle cry 702.91, provoke 702.39,
 * myriad 702.116, melee 702.121, dethrone 702.105, training 702.149). Partner (702.124) only
 * matters as a deck is built, outside a game.
 */
export const SimpleKeyword = z.enum([
  'battle cry',
  'convoke',
  'deathtouch',
  'defender',
  'dethrone',
  'double strike',
  'exalted',
  'fear',
  'first strike',
  'flanking',
  'flash',
  'flying',
  'forestwalk',
  'haste',
  'hexproof',
  'horsemanship',
  'indestructible',
  'infect',
  'intimidate',
  'islandwalk',
  'legendary landwalk',
  'lifelink',
  'melee',
  'menace',
  'mountainwalk',
  'myriad',
  'nonbasic landwalk',
  'partner',
  'plainswalk',
  'provoke',
  'reach',
  'shadow',
  'shroud',
  'skulk',
  'snow landwalk',
  'swampwalk',
  'trample',
  'training',
  'vigilance',
  'wither',
]);
export type SimpleKeyword = z.infer<typeof SimpleKeyword>;

/**
 * A quality protection is from (CR 702.16a): a color, multicolored or monocolored (105.2), a card
 * type ("creatures"), a creature type (`{ "subtype": "Demon" }`, "Demons"), or everything (702.16j).
 */
export const Quality = z.union([Color, z.enum(['multicolored', 'monocolored', 'everything']), CardType, z.strictObject({ subtype: Subtype })]);
export type Quality = z.infer<typeof Quality>;

// ---------------------------------------------------------------------------------------
// Which objects: filters over permanents (and the cards that become them).

/** A comparison of a number ("power 2 or less", "mana value 3 or greater", "toughness 4"). */
export const Comparison = z
  .strictObject({ atMost: z.int().min(-1000).max(1_000_000).optional(), atLeast: z.int().min(-1000).max(1_000_000).optional(), equal: z.int().min(-1000).max(1_000_000).optional() })
  .refine((c) => [c.atMost, c.atLeast, c.equal].filter((bound) => bound !== undefined).length === 1, { message: 'one of atMost, atLeast, equal' });
export type Comparison = z.infer<typeof Comparison>;

export const Filter = z.strictObject({
  /** Has every one of these card types ("creature", "land"); none given: any permanent. */
  types: z.array(CardType).max(5).optional(),
  /** Has none of these card types ("nonland", "noncreature"). */
  notTypes: z.array(CardType).max(5).optional(),
  /** Has at least one of these card types ("artifact or enchantment"; plural "artifacts and enchantments"). */
  anyOfTypes: z.array(CardType).min(2).max(5).optional(),
  /** Has one of these subtypes ("a Forest"). */
  subtypes: z.array(Subtype).max(10).optional(),
  /** Has every one of these subtypes ("an Urza's Power-Plant": the land types Urza's and Power-Plant, CR 205.3i). */
  allSubtypes: z.array(Subtype).min(2).max(3).optional(),
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
  /** Of the creature type (or basic land type) chosen as the source entered (CR 614.12): "of the chosen type". */
  chosenType: z.literal(true).optional(),
  /** With the card name chosen as the source entered (CR 201.4, 614.12): "with the chosen name". */
  chosenName: z.literal(true).optional(),
  /** Of none of these colors ("nonblack", CR 105.2). */
  notColors: z.array(Color).min(1).max(5).optional(),
  /** Tapped (true) or untapped (false). */
  tapped: z.boolean().optional(),
  /** Not a token ("nontoken", CR 111.1): a permanent represented by a card (or a copy of a spell, 707.10). */
  nontoken: z.literal(true).optional(),
  /** Attacking (CR 506.4, 508.1), blocking (509.1), or either ("attacking or blocking creature"). */
  combat: z.enum(['attacking', 'blocking', 'attackingOrBlocking']).optional(),
  /** Named this (CR 201.2). */
  name: z.string().min(1).max(200).optional(),
  /** With power, toughness or mana value compared with a number (CR 208, 202.3); an object without power or toughness has none to compare. */
  power: Comparison.optional(),
  toughness: Comparison.optional(),
  manaValue: Comparison.optional(),
});
export type Filter = z.infer<typeof Filter>;

/** What a chosen card name must be the name of (CR 201.4a): card types it has, card types and supertypes it has none of. */
export const CardNameRestriction = z.strictObject({
  types: z.array(CardType).min(1).max(3).optional(),
  notTypes: z.array(CardType).min(1).max(3).optional(),
  notSupertypes: z.array(Supertype).min(1).max(2).optional(),
});
export type CardNameRestriction = z.infer<typeof CardNameRestriction>;

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

/**
 * The players an effect acts on (CR 109.5): a player reference, every opponent of the ability's
 * controller, every player (in turn order from the active player, CR 101.4), or a target player.
 */
export const Players = z.union([PlayerRef, z.enum(['eachOpponent', 'eachPlayer']), z.strictObject({ target: z.int().min(0).max(9) })]);
export type Players = z.infer<typeof Players>;

/** A number that counts something ("for each creature you control", "for each +1/+1 counter on this creature"). */
export const Count = z.union([z.strictObject({ permanents: Filter }), z.strictObject({ counters: CounterKind, on: z.literal('self') })]);

/**
 * A number an effect uses (CR 107.1): a fixed number, X (the value chosen for X as the spell was
 * cast, CR 107.3; on a permanent, the X paid for it, 107.3m), or a count of what matches a
 * filter or of counters on an object (608.2h: as it is now, or as its source last existed).
 */
export const Amount = z.union([z.int().min(0).max(1_000_000), z.strictObject({ x: z.literal(true) }), z.strictObject({ count: Count })]);
export type Amount = z.infer<typeof Amount>;

/**
 * What a characteristic-defining ability that defines power and toughness counts (CR 604.3,
 * 208.2a, 613.4a): the Count pieces of an effect's amount, extended with what such abilities
 * count beyond permanents: permanents matching a filter ("the number of Swamps you control",
 * read after layers 1 to 6), cards of some card types in all graveyards or in your graveyard
 * ("creature cards in all graveyards"; several types: cards of any of them, "instant and sorcery
 * cards"), the card types among cards in graveyards (Tarmogoyf's; Kindred counts, supertypes
 * don't), and the cards in your hand.
 */
export const DefiningCount = z.union([
  z.strictObject({ permanents: Filter }),
  z.strictObject({ cards: z.array(CardType).max(3), in: z.enum(['allGraveyards', 'yourGraveyard']) }),
  z.strictObject({ cardTypesAmong: z.enum(['allGraveyards', 'yourGraveyard']) }),
  z.strictObject({ cardsInHand: z.literal('you') }),
]);
export type DefiningCount = z.infer<typeof DefiningCount>;

/**
 * "That much" (CR 603.2, 608.2h): the amount of the event that made the ability trigger, such as
 * the damage dealt ("it deals that much damage to target planeswalker that player controls").
 * Only in a triggered ability whose trigger records an amount (`dealsDamage`, `gainsLife`).
 */
export const ThatMuch = z.strictObject({ thatMuch: z.literal(true) });
export type ThatMuch = z.infer<typeof ThatMuch>;

/** A part of an ability the format does not structure, kept as its Oracle text; only in unsupported abilities. */
export const OpaqueEffect = z.strictObject({
  type: z.literal('opaque'),
  text: z.string().min(1).max(1000),
});

// ---------------------------------------------------------------------------------------
// Targets (CR 115).

/**
 * Characteristics of a card off the battlefield (CR 109.3): read as the card is in its zone (its
 * printed characteristics, characteristic-defining abilities and the effects that reach cards
 * there, 604.3). "basic land card", "creature card with mana value 3 or less", "noncreature,
 * nonland card" (phrasing.ts cardFilterPhrase).
 */
export const CardQuality = z.strictObject({
  /** Has every one of these card types ("land card", "artifact creature card"). */
  types: z.array(CardType).min(1).max(5).optional(),
  /** Has at least one of these card types ("creature or land card"). */
  anyOfTypes: z.array(CardType).min(2).max(5).optional(),
  /** Has none of these card types ("nonland card", "noncreature, nonland card"). */
  notTypes: z.array(CardType).min(1).max(5).optional(),
  /** Has one of these subtypes ("a Plains or Island card", "a basic Forest, Plains, or Island card"). */
  subtypes: z.array(Subtype).min(1).max(10).optional(),
  /** Has every one of these supertypes ("basic"). */
  supertypes: z.array(Supertype).min(1).max(5).optional(),
  /** Of this color ("a green card"). */
  color: Color.optional(),
  /** With a mana value compared with a number ("with mana value 3 or less", CR 202.3). */
  manaValue: Comparison.optional(),
});
export type CardQuality = z.infer<typeof CardQuality>;

/** Whose graveyard a targeted card is in ("from your graveyard", "from a graveyard", "from an opponent's graveyard"). */
export const GraveyardOf = z.enum(['yours', 'any', 'opponents']);

export const TargetSpec = z
  .strictObject({
    /**
     * `any`: a creature, player, planeswalker or battle (CR 115.4); `playerOrPlaneswalker`; `player`;
     * `opponent` (a player who is an opponent of the controller); a permanent matching `filter`; a
     * `spell` on the stack whose characteristics match `filter` (CR 115.1, 701.6); or
     * `spellOrPermanent`, either ("target spell or permanent", no filter); or a `card` in a
     * graveyard (`graveyard`: whose) with the quality `card` (none: any card; CR 115.1, 109.3).
     */
    kind: z.enum(['any', 'playerOrPlaneswalker', 'player', 'opponent', 'permanent', 'spell', 'spellOrPermanent', 'card']),
    filter: Filter.optional(),
    /** The quality of a targeted card in a graveyard (kind `card`). */
    card: CardQuality.optional(),
    /** Whose graveyard a targeted card is in (kind `card`, and only it). */
    graveyard: GraveyardOf.optional(),
    /** "up to one" target (CR 115.1d, 601.2c). */
    upToOne: z.boolean().optional(),
    /**
     * A permanent controlled by the player who made the triggered ability trigger ("target
     * planeswalker that player controls", CR 603.2, 115.1): only in a triggered ability whose
     * trigger names a player.
     */
    controlledBy: z.literal('triggeringPlayer').optional(),
  })
  .superRefine((spec, ctx) => {
    if ((spec.kind === 'card') !== (spec.graveyard !== undefined))
      ctx.addIssue({ code: 'custom', path: ['graveyard'], message: 'a targeted card names whose graveyard it is in, and only a card does' });
    if (spec.card !== undefined && spec.kind !== 'card') ctx.addIssue({ code: 'custom', path: ['card'], message: 'only a targeted card has a card quality' });
    if (spec.kind === 'card' && (spec.filter !== undefined || spec.controlledBy !== undefined))
      ctx.addIssue({ code: 'custom', path: ['filter'], message: 'a card in a graveyard is described by `card`, not a permanent filter' });
  });
export type TargetSpec = z.infer<typeof TargetSpec>;

// ---------------------------------------------------------------------------------------
// One-shot effects: what a spell or ability does when it resolves, in order (CR 608.2c).

/**
 * A token's characteristics (CR 111.4). `name` only when the effect names the token; otherwise
 * its name is its subtypes plus the word "Token" ("Goblin Token", "Elf Warrior Token"; `tokenName`).
 */
export const TokenSpec = z.strictObject({
  name: z.string().min(1).max(100).optional(),
  colors: z.array(Color).max(5),
  types: z.array(CardType).min(1).max(5),
  subtypes: z.array(Subtype).max(5),
  power: z.int().min(0).max(1000),
  toughness: z.int().min(0).max(1000),
  /** Its keyword abilities, printed on it as the effect defines it (CR 111.4): prowess too, a triggered ability that works where it is printed (702.108a). */
  keywords: z
    .array(z.union([SimpleKeyword, z.literal('prowess')]))
    .max(10)
    .default([]),
});

/** A token's name (CR 111.4): the one its maker gives it, else its subtypes plus the word "Token". */
export function tokenName(token: Pick<z.infer<typeof TokenSpec>, 'name' | 'subtypes'>): string {
  return token.name ?? [...token.subtypes, 'Token'].join(' ');
}

/** How long an effect a resolved spell or ability creates lasts (CR 611.2). */
export const Duration = z.enum([
  /** "Until end of turn" (CR 514.2). */
  'endOfTurn',
  /** "this turn": the same moment, worded at the end. */
  'thisTurn',
  /** "Until your next turn": it ends as its controller's next turn begins (CR 611.2, 500.1). */
  'untilYourNextTurn',
  /** No duration: the effect lasts indefinitely (CR 611.2b). */
  'permanent',
]);
export type Duration = z.infer<typeof Duration>;
