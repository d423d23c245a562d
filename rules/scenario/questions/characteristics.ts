// `characteristics`: a permanent's characteristics after every continuous effect (CR 109.3,
// 613), with the effects that applied to it in the order they applied; or those of a spell on
// the stack or a card in a graveyard or exile: printed, with its characteristic-defining
// abilities (604.3) and the effects that reach objects there (state/off-battlefield.ts).

import * as z from 'zod';
import { Id } from '../../board';
import { COLORS, invalid } from '../../core';
import { LAYERED, question } from './kind';
import { offBattlefieldCharacteristics, offBattlefieldObject, readsOf, readThrough, type Characteristics } from '../../state';
import type { Reach } from '../../cards';

export const AppliedEffect = z.strictObject({
  /** The permanent id or effect entry id the effect comes from, with its card's name. */
  source: z.string(),
  layer: z.string(),
  timestamp: z.int(),
  /** Why it applied where it did: by timestamp (CR 613.7), by dependency (613.8), or counters (613.4c). */
  reason: z.enum(['timestamp', 'dependency', 'counters']),
  rule: z.string(),
  detail: z.string().optional(),
});

export const characteristics = question({
  value: Id,
  answer: z.strictObject({
    name: z.string(),
    /** Who controls it after control-changing effects (CR 613.1b). */
    controller: z.string(),
    types: z.array(z.string()),
    subtypes: z.array(z.string()),
    supertypes: z.array(z.string()),
    colors: z.array(z.enum(COLORS)),
    power: z.int().nullable(),
    toughness: z.int().nullable(),
    loyalty: z.int().nullable(),
    /** A battle's defense: its defense counters (CR 310.4c); null for anything else. */
    defense: z.int().nullable(),
    manaValue: z.int(),
    keywords: z.array(z.string()),
    abilityCount: z.int(),
    explain: z.array(AppliedEffect),
  }),
  // Its characteristics through every effect that could apply to it (CR 613); a spell's or a card's
  // off the battlefield also through what reaches spells or cards there (604.3, 611.3).
  reads: (view, id) => {
    const objects = new Map<string, readonly Reach[]>();
    const counts = readThrough(view, objects, [id], LAYERED);
    const elsewhere = view.permanent(id) === undefined;
    return readsOf({ objects, spells: elsewhere ? LAYERED : [], cards: elsewhere || counts ? LAYERED : [] });
  },
  ask(view, id, at) {
    const permanent = view.permanent(id);
    if (!permanent) {
      const object = offBattlefieldObject(view, id) ?? invalid(at, `no permanent, spell on the stack, or card in a graveyard or exile has id "${id}"`);
      const c = offBattlefieldCharacteristics(view, object);
      // A battle card off the battlefield has its printed defense (CR 310.4).
      const defense = c.types.includes('Battle') ? (object.card.defense ?? null) : null;
      return answerOf(c, defense);
    }
    const c = view.characteristics(permanent);
    return answerOf(c, c.types.includes('Battle') ? (permanent.counters.defense ?? 0) : null);
  },
});

/** The answer from characteristics, with a battle's defense (which depends on the zone). */
function answerOf(c: Characteristics, defense: number | null) {
  return {
    name: c.name,
    controller: c.controller,
    types: c.types,
    subtypes: c.subtypes,
    supertypes: c.supertypes,
    colors: c.colors,
    power: c.power,
    toughness: c.toughness,
    loyalty: c.loyalty,
    defense,
    manaValue: c.manaValue,
    keywords: c.keywords,
    abilityCount: c.abilityCount,
    explain: c.explain,
  };
}
