// The parts the card format is made of: the shared pieces (pieces.ts: colors, mana, types,
// keywords, filters, references, counts, targets), costs (118; costs/, one module per kind),
// one-shot effects (608.2c) and granted abilities. The kinds of modifications (modifications/)
// and the format itself (format.ts) are built from them.

import { z } from 'zod';
import { CostPart } from './costs';
import { CardType, Color, Count, CounterKind, Filter, ManaAmount, ObjectRef, OpaqueEffect, PlayerRef, SimpleKeyword, Subtype } from './pieces';
export * from './pieces';
export { CostPart } from './costs';

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

