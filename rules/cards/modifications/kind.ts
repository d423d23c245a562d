// What every kind of modification says about itself (CR 613): the layer or sublayer it acts in
// (613.1, 613.4), what it reads and writes of an object (for dependencies, 613.8a), whether it
// removes abilities (which can end another effect's existence, 613.8a), how it changes an
// object, whether it could change what a filter matches, and its rules text. `modification()`
// takes every one of these: a kind that leaves one out does not compile.

import type { z } from 'zod';
import type { Color } from '../../core';
import type { HeldAbility } from '../held-ability';
import type { GrantedAbility } from '../granted-ability';
import type { CardType, DefiningCount, Filter } from '../pieces';

/** The layers and sublayers (CR 613.1, 613.4), in order. */
export const LAYERS = ['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'] as const;
export type Layer = (typeof LAYERS)[number];

/** What a modification writes or a filter reads of an object (CR 613.8a). */
export type Field = 'types' | 'subtypes' | 'supertypes' | 'colors' | 'controller' | 'abilities' | 'pt' | 'manaValue' | 'name';

/** An object's characteristics while the layer system applies effects to it (CR 613.1). Arrays are replaced, never changed in place. */
export interface LayerObject {
  types: readonly CardType[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  colors: readonly Color[];
  /** Its controller (CR 613.1b: control-changing effects apply in layer 2). */
  controller: string;
  abilities: readonly HeldAbility[];
  power: number | null;
  toughness: number | null;
  readonly manaValue: number;
  /** Lost its rules-text abilities to a land type being set (CR 305.7). */
  rulesTextRemoved: boolean;
  /** Its land types changed in layer 4, so its intrinsic mana abilities may have (CR 305.6). */
  landTypesChanged: boolean;
  lostAllAbilities: boolean;
}

/** What the layer system gives a modification as it applies. */
export interface Applying {
  /** The choices made for the effect as it began (CR 608.2d): `mode` names a chosen keyword; `player` a player it names; `from` and `to` a text change's words (612). */
  choices: { mode?: string | undefined; player?: string | undefined; from?: string | undefined; to?: string | undefined };
  /** The effect's controller as it applies: a static ability's, its source's controller after layer 2 so far (CR 613.1b). */
  controller: string;
  /** For an exchange of control (CR 701.12b): the controller the object's partner had just before the exchange applied. */
  exchangeWith?: string | undefined;
  /** What the effect's source chose as it entered (CR 614.12): "the chosen type", "the chosen color". */
  chosen: { color?: Color | undefined; creatureType?: string | undefined; basicLandType?: string | undefined };
  /**
   * The array `make` makes from `from`: made once per modification for every object that had
   * the same `from` (most often a printed array), so objects alike share what it makes.
   */
  remade: <F, T>(from: readonly F[], make: (from: readonly F[]) => T[]) => T[];
  /**
   * What a characteristic-defining ability counts for the object it defines (CR 604.3, 613.4a),
   * now: permanents after the layers before 7, graveyards, the hand of the object's controller.
   */
  count: (count: DefiningCount) => number;
}

/** How a predicate is worded: for one object or several ("gets" / "get"), and in a static ability or an effect created by a resolved one ("has" / "gains"). */
export interface Wording {
  conj: (one: string, many: string) => string;
  verb: 'static' | 'created';
  /** The rules text of a granted ability. */
  granted: (ability: GrantedAbility) => string;
}

export interface ModificationKind<S extends z.ZodType<{ type: string }>> {
  /** The modification as the card format writes it. */
  schema: S;
  layer: Layer;
  /** What it changes of the objects it applies to. */
  writes: readonly Field[];
  /** What it reads of them (setting power to the mana value reads the mana value). */
  reads(m: z.infer<S>): readonly Field[];
  /** It removes abilities, so it can end the existence of an effect an ability generates (CR 613.8a). */
  removesAbilities: boolean;
  /** Changes one object (the layer it acts in is the layer system's business). */
  apply(object: LayerObject, m: z.infer<S>, applying: Applying): void;
  /** Whether applying it could change whether some object matches `filter` (CR 613.8a: what an effect applies to). */
  changesMatch(m: z.infer<S>, filter: Filter): boolean;
  /** Its predicate in rules text, on its own: "gets +2/+0", "loses all abilities". */
  text(m: z.infer<S>, wording: Wording): string;
  /**
   * A modification worded as a whole clause around its object's possessive rather than as a
   * predicate ("switch target creature's power and toughness", "Tarmogoyf's power is equal to
   * ..."): the clause, given the possessive ("target creature's", "its"). Used when it is the
   * effect's only modification.
   */
  clause?(m: z.infer<S>, whose: string, wording: Wording): string;
}

/** A modification kind, checked to say everything a kind must. */
export const modification = <S extends z.ZodType<{ type: string }>>(kind: ModificationKind<S>): ModificationKind<S> => kind;

/** Whether a filter names one of the values `written` says a modification may write. */
export const names = (values: readonly string[] | undefined, written: (value: string) => boolean): boolean => values !== undefined && values.some(written);
