// The kinds of one-shot effect (CR 608.2c), one module each, and the registry the resolution of
// spells and abilities, mana abilities and the text renderer use. The union of the format is
// made from these schemas, and `EFFECTS` must have a kind for every `type` of it, so a kind
// without its text, what it does or its part in a mana ability does not compile.

import * as z from 'zod';
import { becomeCopy } from './become-copy';
import { becomeLevel } from './become-level';
import { createEffect } from './create-effect';
import { delayedTrigger } from './delayed-trigger';
import type { EffectKind } from './kind';
import { SIMPLE_KINDS, SimpleEffect } from './simple';

export const Effect = z.union([SimpleEffect, createEffect.schema, becomeCopy.schema, becomeLevel.schema, delayedTrigger.schema]);
export type Effect = z.infer<typeof Effect>;
export type EffectType = Effect['type'];
/** The effect of one kind. */
export type EffectOf<K extends EffectType> = { [T in K]: Extract<Effect, { type: T }> }[K];

/** Every kind, by its `type`: one for each member of the union, or this does not compile. */
export const EFFECTS: { [K in EffectType]: EffectKind<z.ZodType<EffectOf<K>>> } = { ...SIMPLE_KINDS, createEffect, becomeCopy, becomeLevel, delayedTrigger };

/** The kind of an effect. */
export function kindOf<K extends EffectType>(e: EffectOf<K>): EffectKind<z.ZodType<EffectOf<K>>> {
  return EFFECTS[e.type];
}

/** Whether an effect adds mana (CR 106.3, 605.1a). */
export const addsMana = (e: Effect): boolean => kindOf(e).addsMana;

/** The first effect the engine can't resolve yet, named before anything changes; null when it can resolve them all. */
export function unsupportedEffect(effects: readonly Effect[]): string | null {
  for (const e of effects) {
    const missing = kindOf(e).unsupported(e);
    if (missing !== null) return missing;
  }
  return null;
}

export { effect, type CouldProduce, type EffectKind, type Producing, type Resolution, type TriggeredMana } from './kind';
export { SimpleEffect } from './simple';
export { DELAYED_STEP, DelayedAt } from './delayed-trigger';
