// The effects that last (CR 611): continuous effects that act in the layers (613), rules that
// change what players may do (604.1, 613.11), prevention (615) and replacement effects (614).
// Static abilities generate them (611.3, 604.2) and resolved spells and abilities create them
// for a duration (611.2, `createEffect`).

import * as z from 'zod';
import { Modification } from './modifications';
import { PlayerCondition } from './player-condition';
import { YouControl } from './you-control';
import { Amount, CardNameRestriction, CounterKind, Filter, ManaAmount, ManaTypeSchema, ObjectRef, PermanentSet, SimpleKeyword } from './pieces';

export { CardNameRestriction };

/**
 * The objects off the battlefield a static ability also affects (CR 604.1, 109.3, 400.7): spells
 * on the stack matching `spells` and cards in graveyards and exile matching `cards`, where a
 * card's `controller` is its owner ("cards you own"). `{}` is every spell or card: "All cards
 * that aren't on the battlefield, spells, and permanents are colorless." (Mycosynth Lattice);
 * otherwise worded "The same is true for creature spells you control and creature cards you
 * own that aren't on the battlefield." (Conspiracy). The `characteristics` question applies them.
 */
export const OffBattlefield = z.strictObject({ spells: Filter, cards: Filter });

export const ContinuousEffect = z.strictObject({
  type: z.literal('continuous'),
  affects: z.union([ObjectRef, PermanentSet]),
  modifications: z.array(Modification).min(1).max(10),
  offBattlefield: OffBattlefield.optional(),
});

/** Rules that change what players may do (CR 604.1, 613.11 are not layered). */
export const RuleEffect = z.discriminatedUnion('type', [
  /** "Players can't gain life" (CR 119.7). */
  z.strictObject({ type: z.literal('cantGainLife') }),
  /**
   * "Damage can't be prevented" (CR 615.12); `combat`: only combat damage ("Combat damage can't be
   * prevented"); `by`: only damage dealt by a source matching the filter ("Combat damage that would
   * be dealt by creatures you control can't be prevented"). Unscoped, all damage.
   */
  z.strictObject({ type: z.literal('damageCantBePrevented'), combat: z.literal(true).optional(), by: Filter.optional() }),
  /** "Enchanted creature can't attack or block" (CR 508.1c, 509.1b). */
  z.strictObject({ type: z.literal('cantAttackOrBlock'), affects: ObjectRef }),
  // Restrictions and requirements of combat (CR 508.1c-d, 509.1b-c), read as attackers and
  // blockers are declared (rules/combat/).
  /** "This creature can't attack." (CR 508.1c). */
  z.strictObject({ type: z.literal('cantAttack'), affects: ObjectRef }),
  /**
   * "This artifact doesn't untap during your untap step." / "Enchanted creature doesn't untap
   * during its controller's untap step." (CR 502.3): the untap step's turn-based action leaves
   * the permanent tapped; other effects still untap it. Worded "your untap step" for `self`.
   */
  z.strictObject({ type: z.literal('doesntUntap'), affects: ObjectRef }),
  /** "This creature can't block." (CR 509.1b). */
  z.strictObject({ type: z.literal('cantBlock'), affects: ObjectRef }),
  /** "This creature can't be blocked." (CR 509.1b). */
  z.strictObject({ type: z.literal('cantBeBlocked'), affects: ObjectRef }),
  /** "This creature can't be blocked by Walls." / "... by creatures with power 2 or less." (CR 509.1b): no creature matching `by` may block it. */
  z.strictObject({ type: z.literal('cantBeBlockedBy'), affects: ObjectRef, by: Filter }),
  /** "This creature attacks each combat if able." (CR 508.1d). */
  z.strictObject({ type: z.literal('attacksEachCombat'), affects: ObjectRef }),
  /** "This creature can block an additional creature each combat." / "... any number of creatures." (CR 509.1a). */
  z.strictObject({ type: z.literal('blocksAdditional'), affects: ObjectRef, count: z.union([z.literal(1), z.literal('any')]) }),
  /** "This creature can block only creatures with flying." (CR 509.1b). */
  z.strictObject({ type: z.literal('canBlockOnly'), affects: ObjectRef, withKeyword: SimpleKeyword }),
  /**
   * "Players may spend mana as though it were mana of any color." (CR 609.4b): only how costs are
   * paid changes: a colored mana symbol may be paid with one mana of any type, colorless mana
   * too (Mycosynth Lattice's ruling 2004-12-01); {C} still needs colorless mana (107.4c).
   */
  z.strictObject({ type: z.literal('spendAsAnyColor') }),
  /**
   * "Activated abilities of artifacts can't be activated." (CR 602.5): no activated ability of a
   * permanent matching `of` may be activated, mana and loyalty abilities included (606.1, Null
   * Rod's ruling 2013-07-01); `unlessMana`: "... unless they're mana abilities" (605.1a).
   * `{ chosenName: true }` is worded "sources with the chosen name" (CR 201.4; Pithing Needle):
   * a filter naming no type is worded "sources". The engine activates only abilities of
   * permanents, so the sources off the battlefield it also names are none of its business.
   */
  z.strictObject({ type: z.literal('cantActivate'), of: Filter, unlessMana: z.literal(true).optional() }),
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

/**
 * "This creature enters with X +1/+1 counters on it" (CR 614.1c). `ifEscaped`: "This creature
 * escapes with a +1/+1 counter on it." (CR 702.138c: "If this permanent escaped, it enters with
 * those counters"), only as a permanent that escaped enters (702.138b).
 */
export const EntersWithCounters = z.strictObject({
  type: z.literal('entersWithCounters'),
  ifEscaped: z.literal(true).optional(),
  counter: CounterKind,
  /** An amount; `"X"`, the format's older way to write X, still loads as `{ "x": true }`. */
  amount: z.union([Amount, z.literal('X').transform((): Amount => ({ x: true }))]),
});

/**
 * "Each other creature you control of the chosen type enters with an additional +1/+1 counter
 * on it." (CR 614.1c, 614.12): a permanent matching `entering` (as it would exist on the
 * battlefield) enters with that many more counters; its source is already on the battlefield,
 * so one entering with it is not affected (Metallic Mimic's ruling 2017-02-09).
 */
export const OthersEnterWithCounters = z.strictObject({
  type: z.literal('othersEnterWithCounters'),
  entering: Filter,
  counter: CounterKind,
  amount: z.int().min(1).max(20),
});

/**
 * "This land enters tapped." (CR 614.1c-d, 614.12): the permanent with it enters the battlefield
 * tapped, or with one of these, only as it says (at most one):
 * - `unless`: "This land enters tapped unless you control two or fewer other lands." (614.1d): it
 *   enters untapped when its controller controls what the condition counts (you-control.ts) as it
 *   would enter, itself not among them; or a condition on the players (player-condition.ts): "This
 *   land enters tapped unless a player has 13 or less life.";
 * - `if`: "If you control two or more other lands, this land enters tapped.": tapped only then;
 * - `unlessPaysLife`: "As this land enters, you may pay 2 life. If you don't, it enters tapped."
 *   (614.1c, 614.12a): its controller chooses before it enters whether to pay that much life, which
 *   they may only with a life total at least that high (119.4); without paying it enters tapped.
 */
export const EntersTapped = z
  .strictObject({
    type: z.literal('entersTapped'),
    unless: z.union([YouControl, PlayerCondition]).optional(),
    if: YouControl.optional(),
    unlessPaysLife: z.int().min(1).max(20).optional(),
  })
  .refine((e) => [e.unless, e.if, e.unlessPaysLife].filter((part) => part !== undefined).length <= 1, { message: 'at most one of unless, if, unlessPaysLife' });

/**
 * "If Blightsteel Colossus would be put into a graveyard from anywhere, reveal Blightsteel
 * Colossus and shuffle it into its owner's library instead." (CR 614.1a, 701.24a): the card
 * becomes one more of its owner's library's unnamed cards (SCENARIOS.md, `library`).
 */
export const ShuffleIntoLibraryInstead = z.strictObject({ type: z.literal('shuffleIntoLibraryInstead') });

/**
 * "If this creature would be put into a graveyard from anywhere, exile it instead." (CR 614.1a):
 * the card goes to its owner's exile with its id instead.
 */
export const ExileInsteadOfGraveyard = z.strictObject({ type: z.literal('exileInsteadOfGraveyard') });

/**
 * "As this artifact enters, choose a color" (CR 614.12, 614.1c): the choice is made before it
 * enters (614.12a), given in the `choices` of the action that puts it onto the battlefield and
 * recorded in its `chosen`: a color, a creature type (205.3m), a basic land type (205.3i), a
 * player or an opponent (both recorded as `player`), or a card name (201.4).
 */
export const AsEntersChoose = z
  .strictObject({
    type: z.literal('asEntersChoose'),
    choice: z.enum(['color', 'creatureType', 'basicLandType', 'player', 'opponent', 'cardName']),
    /**
     * For `cardName`, what the named card must be (CR 201.4a: a card whose Oracle characteristics
     * match): "a nonland card name" (`notTypes`), "a land card name" (`types`), "a nonbasic land
     * card name" (`notSupertypes` with `types`). Absent: any card name.
     */
    cardName: CardNameRestriction.optional(),
  })
  .refine((e) => e.cardName === undefined || e.choice === 'cardName', { message: 'cardName restricts only a cardName choice', path: ['cardName'] });

/** The effects a resolving spell or ability can create (CR 611.2). */
export const CreatedEffect = z.union([ContinuousEffect, RuleEffect, PreventionEffect, ManaReplacement]);
