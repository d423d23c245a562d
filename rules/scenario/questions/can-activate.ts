// `canActivate`: whether a permanent's activated ability can be activated now, and if not,
// the rule that forbids it (CR 602.5, 606.3, 107.5, 302.6, 601.2h). Like the `activate` action,
// it pays a mana cost from the pool as it is: mana abilities are activated before costs are
// paid (601.2g), each its own action, so Doubling Cube with three untapped lands and an empty
// pool is not activatable yet (601.2h) while canPay {3} is true; with {3} in the pool it is.

import * as z from 'zod';
import { Id } from '../../board';
import { invalid } from '../../core';
import { activationVerdict } from '../../play';
import { activatedSlots, controlledBy, controllerOf, manaReferents, opaqueAbilityError } from '../../state';
import { MANA_EVENTS, MANA_READS, question } from './kind';

export const canActivate = question({
  value: z.strictObject({ permanent: Id, ability: z.int().min(0).max(100).default(0) }),
  answer: z.union([z.strictObject({ legal: z.literal(true) }), z.strictObject({ legal: z.literal(false), reason: z.string(), rule: z.string().optional() })]),
  // Its costs, its timing, its targets, and the mana abilities that could pay for it (CR 602.2b, 601.2h).
  reads: (view, { permanent: id }) => {
    const permanent = view.permanent(id);
    const controller = permanent === undefined ? undefined : controllerOf(view, permanent);
    const manaFrom = new Set([id, ...(controller === undefined ? [] : controlledBy(view, controller)), ...manaReferents(view)]);
    return { reach: [...MANA_READS, 'timing', 'targets', 'tapping', 'counters', 'life'], objects: manaFrom, activates: new Set([id]), manaFrom, events: MANA_EVENTS };
  },
  ask(view, { permanent: id, ability }, at) {
    const permanent = view.permanent(id) ?? invalid([...at, 'permanent'], `no permanent has id "${id}"`);
    const slot = activatedSlots(view, permanent)[ability];
    if (slot && 'opaque' in slot) throw opaqueAbilityError(view, permanent, slot.opaque);
    return activationVerdict(view, permanent, slot);
  },
});
