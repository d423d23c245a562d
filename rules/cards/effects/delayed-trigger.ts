// "Draw a card at the beginning of the next turn's upkeep." (CR 603.7): resolving, the spell or
// ability creates a delayed triggered ability (603.7a), written on the board as an `effects` entry
// of the ability that created it (duration `permanent`: it lasts until it triggers). The next time
// its step begins it triggers, once (603.7b), and the entry ends; on the stack it does `effect`.
// Its controller is the controller of the spell or ability that created it, its source that
// spell, or that ability's source (603.7d-e). `at`: "the next turn's upkeep" (the next upkeep step
// to begin, whoever's turn), "your next upkeep" (the next one of its controller's turns), "the next
// end step"; `leading`: the moment said first. The effect it makes acts on players only and names no object (603.7c: one that follows
// an object, "Sacrifice it at the beginning of the next end step", is not in the format yet).

import * as z from 'zod';
import type { Context } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana, type EffectKind } from './kind';
import { SIMPLE_KINDS, SimpleEffect } from './simple';

/** When a delayed triggered ability triggers: the beginning of the next step of this kind (CR 603.7b). */
export const DelayedAt = z.enum(['nextTurnsUpkeep', 'yourNextUpkeep', 'nextEndStep']);
export type DelayedAt = z.infer<typeof DelayedAt>;

const AT_WORDS: Record<DelayedAt, string> = {
  nextTurnsUpkeep: "the next turn's upkeep",
  yourNextUpkeep: 'your next upkeep',
  nextEndStep: 'the next end step',
};

/** The step whose beginning a delayed trigger waits for, and whether only its controller's turn counts. */
export const DELAYED_STEP: Record<DelayedAt, { step: 'upkeep' | 'end'; yours: boolean }> = {
  nextTurnsUpkeep: { step: 'upkeep', yours: false },
  yourNextUpkeep: { step: 'upkeep', yours: true },
  nextEndStep: { step: 'end', yours: false },
};

/** The effects a delayed trigger may make: those acting on players only (its controller, each opponent, each player). */
const PLAYER_EFFECTS: ReadonlySet<string> = new Set(['draw', 'gainLife', 'loseLife', 'discard', 'mill', 'scry', 'surveil']);
const PLAYERS_NAMED_WITHOUT_OBJECTS: ReadonlySet<unknown> = new Set([undefined, 'you', 'eachOpponent', 'eachPlayer']);

/**
 * Why the effect a delayed trigger makes is not carried out, or null: only an effect on players
 * that names no object, target or count (a delayed trigger that follows an object, CR 603.7c, or
 * what made it trigger, is not carried out yet), and one the engine resolves.
 */
export function delayedEffectRefusal(inner: SimpleEffect): string | null {
  const player = 'player' in inner ? inner.player : undefined;
  const json = JSON.stringify(inner);
  if (!PLAYER_EFFECTS.has(inner.type) || !PLAYERS_NAMED_WITHOUT_OBJECTS.has(player) || json.includes('"target"') || json.includes('"count"'))
    return `a delayed triggered ability that makes a "${inner.type}" effect naming an object or a target (CR 603.7c)`;
  return (SIMPLE_KINDS[inner.type] as EffectKind<z.ZodType<SimpleEffect>>).unsupported(inner);
}

export const delayedTrigger = effect({
  // Only an effect on players (one that follows an object, 603.7c, is not in the format yet): a line with another stays opaque.
  schema: z
    .strictObject({
      type: z.literal('delayedTrigger'),
      at: DelayedAt,
      effect: SimpleEffect,
      /** Worded with the moment first: "At the beginning of your next upkeep, discard three cards at random." */
      leading: z.literal(true).optional(),
    })
    .refine((e) => delayedEffectRefusal(e.effect) === null, {
      path: ['effect'],
      message: 'a delayed triggered ability makes one effect on players only, naming no object, target or count (CR 603.7c)',
    }),
  text(e, ctx: Context) {
    const inner = (SIMPLE_KINDS[e.effect.type] as EffectKind<z.ZodType<SimpleEffect>>).text(e.effect, ctx);
    return e.leading ? `at the beginning of ${AT_WORDS[e.at]}, ${inner}` : `${inner} at the beginning of ${AT_WORDS[e.at]}`;
  },
  addsMana: false,
  unsupported: (e) => delayedEffectRefusal(e.effect),
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('delayedTrigger'),
  resolve: (_e, resolution) => resolution.createDelayedTrigger(),
});
