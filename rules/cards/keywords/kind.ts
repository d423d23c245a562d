// What a keyword ability is (CR 702): its rule, what the rules say it means, and its behaviour:
// each behaviour a kind the engine's parts read (evasion as blockers are declared, 509.1b; the
// damage it deals, 120.3; targeting, 115; ...), or what the engine does not carry out yet. A
// keyword's module gives at least one; the registry (index.ts) has one module per keyword the
// card format names, so a keyword without behaviour does not compile.

import type { ActivatedAbility, Filter, KeywordAbility, TriggeredAbility } from '../format';
import type { Reach, OpaqueKind } from '../opaque';
import type { CostReduction } from '../spell-costs/cost-reduction';
import type { SpellCostPart } from '../spell-costs';

/** Every keyword the card format names (`keyword` of KeywordAbility). */
export type KeywordName = KeywordAbility['keyword'];

/** A creature in combat as an evasion ability reads it: its characteristics after the layers (613). */
export interface Combatant {
  keywords: readonly string[];
  colors: readonly string[];
  types: readonly string[];
  power: number | null;
}

/** What an evasion ability reads of a block (CR 509.1b). */
export interface EvasionContext {
  attacker: Combatant;
  blocker: Combatant;
  /** A permanent the blocker's controller controls matching the filter (its id), or null. */
  blockerControls: (filter: Filter) => string | null;
  /** Whether a combatant has the keyword, or a keyword that lets it block as though it had it (reach for flying, 702.17b). */
  blocksAs: (combatant: Combatant, keyword: KeywordName) => boolean;
}

/**
 * What a spell cast from a graveyard with a keyword's permission costs (CR 601.2b, 601.2f): the
 * alternative cost paid rather than its mana cost (118.9: its mana, none for a cost without mana,
 * and its other parts), or null to pay its mana cost; and the additional costs it adds (118.8).
 */
export interface GraveyardCastCosts {
  alternative: { mana: string | null; parts: readonly SpellCostPart[] } | null;
  additional: readonly SpellCostPart[];
  /** Up to one untapped creature its caster controls may be tapped, reducing the total cost's generic mana by its power (harmonize, 702.180a-b). */
  tapCreatureReduces?: true;
}

/** What one keyword does, as the parts of the engine that carry it out read it. */
export type KeywordBehaviour =
  /** An evasion ability or blocking restriction between one attacker and one blocker (CR 509.1b): why the block is illegal and the rule, or null. */
  | { kind: 'evasion'; refusal(block: EvasionContext): { reason: string; rule: string } | null }
  /** It can block creatures with that keyword as though it had it (reach, 702.17b). */
  | { kind: 'blocksAs'; keyword: KeywordName }
  /** It can't be blocked except by this many creatures or more (menace, 702.111b). */
  | { kind: 'minimumBlockers'; count: number }
  /** It can attack and pay {T} and {Q} costs though it came under its controller's control this turn (haste, 302.6, 702.10b). */
  | { kind: 'ignoresSummoningSickness' }
  /** It can't attack (defender, 702.3b). */
  | { kind: 'cantAttack' }
  /** Attacking doesn't cause it to become tapped (vigilance, 702.20b, 508.1f). */
  | { kind: 'attacksWithoutTapping' }
  /** It deals combat damage in the first combat damage step, and in the second too with `both` (first strike 702.7b, double strike 702.4b; 510.4). */
  | { kind: 'combatDamageStep'; steps: 'first' | 'both' }
  /** Blocked, it may assign its excess combat damage to what it attacks (trample, 702.19b-c). */
  | { kind: 'assignsExcessDamage' }
  /**
   * What damage it deals does (CR 120.3): `deathtouch`, any is lethal and destroys (702.2b-c,
   * 704.5h); `lifelink`, its controller gains that much life (702.15b); `infect`, to a player as
   * poison counters, to a creature as -1/-1 counters (702.90b-c); `wither`, to a creature as
   * -1/-1 counters (702.80a).
   */
  | { kind: 'damage'; result: 'deathtouch' | 'lifelink' | 'infect' | 'wither' }
  /** It can't be the target of spells or abilities: any (shroud, 702.18a), or those its controller's opponents control (hexproof, 702.11b). */
  | { kind: 'untargetable'; by: 'anyone' | 'opponents' }
  /** Rules and effects that would destroy it don't (indestructible, 702.12b). */
  | { kind: 'notDestroyed' }
  /** It may be cast any time its controller could cast an instant (flash, 702.8a). */
  | { kind: 'castAnyTimeInstant' }
  /** It is this triggered ability (prowess, 702.108a; ward's of its cost, 702.21a), working where the keyword is printed. */
  | { kind: 'triggered'; ability: TriggeredAbility | ((keyword: KeywordAbility) => TriggeredAbility) }
  /** A characteristic-defining ability (604.3): every creature type (changeling, 702.73a) or colorless (devoid, 702.114a); rules/state/characteristics.ts. */
  | { kind: 'characteristicDefining'; defines: 'everyCreatureType' | 'colorless' }
  /** Protection from a quality (702.16): rules/state/protection.ts, read by targeting, blocking, damage and attachment. */
  | { kind: 'protection' }
  /** A reduction of its spell's total cost as it is cast (affinity, 702.41a; 601.2f, 118.7): rules/play/spell-costs.ts reducedMana. */
  | { kind: 'costReduction'; reduction: (keyword: KeywordAbility) => CostReduction }
  /** Untapped creatures its caster controls may be tapped to pay for its spell's mana (convoke, 702.51a): rules/play/convoke.ts. */
  | { kind: 'payWithCreatures' }
  /** An optional additional cost its spell may be cast with, which makes it kicked (kicker, 702.33a, 702.33d; 601.2b, 601.2f): rules/play/spell-costs.ts. */
  | { kind: 'optionalAdditionalCost' }
  /**
   * It lets its card be cast from its owner's graveyard (CR 601.3: a rule or effect allows it;
   * flashback 702.34a, the rule `rule` cites): only as an instant or sorcery spell with `instantOrSorcery`; with the
   * costs `costs` gives (an alternative cost paid rather than its mana cost, 118.9, or its mana
   * cost; and additional costs, 118.8), and, with `exileAsItLeavesStack`, the card cast this way
   * is exiled instead of going anywhere else any time it would leave the stack (702.34a):
   * rules/play/cast.ts casts it (`"from": "graveyard"`), rules/board/zones.ts exiles it.
   */
  | { kind: 'castFromGraveyard'; rule: string; instantOrSorcery: boolean; costs: (keyword: KeywordAbility) => GraveyardCastCosts; exileAsItLeavesStack: boolean }
  /** What an Aura can enchant (702.5, 303.4): the cast, attachment and state-based actions read its filter. */
  | { kind: 'enchant' }
  /**
   * The activated ability the keyword stands for (equip 702.6a, crew 702.122a), as the keyword's
   * parameters make it: rules/state/abilities.ts lists it among the permanent's, and the stack and
   * `effects` entries name it by the keyword's printed index.
   */
  | { kind: 'activated'; ability: (keyword: KeywordAbility) => ActivatedAbility }
  /**
   * It works only where the engine holds no object it could work on, so it changes nothing the
   * engine holds (`rule` says where): cycling in a hand (702.29a-b; hands are counts of unnamed
   * cards), morph on a face-down permanent or spell (702.37).
   */
  | { kind: 'worksOnlyElsewhere'; where: string }
  /** A rule of deck construction of the Commander variant (partner 702.124, choose a Background 702.124k): it works before the game begins. */
  | { kind: 'deckConstruction' }
  /** Not carried out yet: what it is, what it could change, the engine events that could make it trigger, and what is missing (rules/cards/carried-out.ts). */
  | { kind: 'notCarriedOut'; as: OpaqueKind; reach: readonly Reach[]; trigger: readonly string[]; zones?: readonly ('battlefield' | 'graveyard' | 'hand')[]; missing: string };

/** A keyword's module: its rule, what the rules say it means, and its behaviour (at least one). */
export interface KeywordMeaning<K extends KeywordName = KeywordName> {
  keyword: K;
  /** The rule that defines it (CR 702.x). */
  rule: string;
  /** What the rules say it means, as its rule gives it. */
  meaning: string;
  behaviour: readonly [KeywordBehaviour, ...KeywordBehaviour[]];
}

/** A keyword's module (the type checks that it has a behaviour). */
export function keyword<K extends KeywordName>(meaning: KeywordMeaning<K>): KeywordMeaning<K> {
  return meaning;
}
