// `canAttack`: whether, if its controller declared attackers with the board exactly as it is now,
// some legal declaration would have that creature attacking that player, planeswalker or battle
// (any of them when none is named), and if not, the rule of the restriction that forbids it (CR
// 508.1a-c, 302.6, 702.3b, 310.8b). The restrictions the engine models each concern one creature,
// and a creature under a requirement can attack along with it, so this is the creature's own
// check (rules/combat/restrictions.ts).

import * as z from 'zod';
import { Id } from '../../board';
import { attackRefusal } from '../../combat';
import { invalid } from '../../core';
import { LAYERED, NO_EVENTS, question } from './kind';

export const Verdict = z.union([z.strictObject({ legal: z.literal(true) }), z.strictObject({ legal: z.literal(false), reason: z.string(), rule: z.string() })]);

export const canAttack = question({
  value: z.strictObject({ permanent: Id, attacking: Id.optional() }),
  answer: Verdict,
  // Its characteristics, the restrictions in play, and what it could attack (CR 508.1).
  reads: () => ({ reach: [...LAYERED, 'combat', 'tapping'], objects: 'all', activates: new Set(), manaFrom: new Set(), events: NO_EVENTS }),
  ask(view, { permanent: id, attacking }, at) {
    const creature = view.permanent(id) ?? invalid([...at, 'permanent'], `no permanent has id "${id}"`);
    if (attacking !== undefined && !view.player(attacking) && !view.permanent(attacking)) invalid([...at, 'attacking'], `no player or permanent has id "${attacking}"`);
    const refusal = attackRefusal(view, creature, attacking ?? null);
    return refusal ? { legal: false as const, ...refusal } : { legal: true as const };
  },
});
