// `characteristics`: a permanent's characteristics after every continuous effect (CR 109.3,
// 613), with the effects that applied to it in the order they applied.

import { z } from 'zod';
import { Id } from '../../board';
import { COLORS, invalid } from '../../core';
import { LAYERED, NO_EVENTS, question } from './kind';

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
  reads: (_view, id) => ({ reach: LAYERED, objects: new Set([id]), activates: new Set(), manaFrom: new Set(), events: NO_EVENTS }),
  ask(view, id, at) {
    const permanent = view.permanent(id) ?? invalid(at, `no permanent has id "${id}"`);
    const c = view.characteristics(permanent);
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
      defense: c.types.includes('Battle') ? (permanent.counters.defense ?? 0) : null,
      manaValue: c.manaValue,
      keywords: c.keywords,
      abilityCount: c.abilityCount,
      explain: c.explain,
    };
  },
});
