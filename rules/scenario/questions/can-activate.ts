// `canActivate`: whether a permanent's activated ability can be activated now, and if not,
// the rule that forbids it (CR 602.5, 606.3, 107.5, 302.6, 601.2h). Like the `activate` action,
// it pays a mana cost from the pool as it is: mana abilities are activated before costs are
// paid (601.2g), each its own action, so Doubling Cube with three untapped lands and an empty
// pool is not activatable yet (601.2h) while canPay {3} is true; with {3} in the pool it is.

import * as z from 'zod';
import { Id, type Permanent } from '../../board';
import { costKind, keywordsWith, type Reach } from '../../cards';
import { invalid } from '../../core';
import { activationVerdict } from '../../play';
import { activatedSlots, youControlReads, addAspects, controllerOf, opaqueAbilityError, readsOf, readThrough, UP_TO_ABILITIES, type BoardView, type Reads } from '../../state';
import { question } from './kind';

/** The keyword an activation reads: haste lets a creature pay {T} and {Q} (CR 302.6, 702.10). */
export const ACTIVATION_KEYWORDS: ReadonlySet<string> = keywordsWith('ignoresSummoningSickness');

/** What an activation depends on, of the permanent: which abilities it has and in what order (613.1a-f), their costs (601.2f) and whether they may be activated now (602.5, 302.6). */
const ACTIVATION: readonly Reach[] = [...UP_TO_ABILITIES, 'costs', 'timing'];

/**
 * What activating `permanents`' abilities reads (CR 602.2, 601.2h): each permanent through the
 * effects that could give it abilities or change them, the permanents a cost could name (a
 * sacrifice, tapping another), its controller's pool when a cost has mana, their life when one
 * pays life, whether they may act, and the turn (602.5d, 606.3).
 */
export function activationReads(view: BoardView, permanents: readonly Permanent[], player: string, abilities: 'all' | number): Reads {
  const objects = new Map<string, readonly Reach[]>();
  readThrough(
    view,
    objects,
    permanents.map((p) => p.id),
    ACTIVATION,
    // Rule, replacement and prevention effects (CR 602.5, 614); a triggered ability changes nothing of whether it may be activated.
    'effects',
  );
  const own: Reach[] = ['costs', 'timing'];
  for (const permanent of permanents) {
    const slots = activatedSlots(view, permanent);
    for (const slot of abilities === 'all' ? slots : [slots[abilities]]) {
      if (!slot || 'opaque' in slot) continue;
      // "Activate only if you control ..." reads every permanent it could count, and who controls each (CR 602.5, 613.1b).
      if ('onlyIf' in slot.ability && slot.ability.onlyIf) addAspects(objects, '*', youControlReads(slot.ability.onlyIf));
      for (const part of slot.ability.cost) {
        const kind = costKind(part);
        if (kind.mana && !own.includes('mana')) own.push('mana');
        if (part.type === 'payLife' && !own.includes('life')) own.push('life');
        if (kind.choice !== null) addAspects(objects, '*', [...UP_TO_ABILITIES, ...(kind.choice.reads ?? [])]);
      }
    }
  }
  return readsOf({ objects, players: new Map([[player, own]]), game: ['timing', 'turn'], slots: new Set(permanents.map((p) => p.id)), keywords: ACTIVATION_KEYWORDS });
}

export const canActivate = question({
  value: z.strictObject({ permanent: Id, ability: z.int().min(0).max(100).default(0) }),
  answer: z.union([z.strictObject({ legal: z.literal(true) }), z.strictObject({ legal: z.literal(false), reason: z.string(), rule: z.string().optional() })]),
  // Its costs, its timing, and who may activate it (CR 602.2b, 601.2h); the pool as it is, not the mana abilities that could fill it.
  reads: (view, { permanent: id, ability }) => {
    const permanent = view.permanent(id);
    return permanent ? activationReads(view, [permanent], controllerOf(view, permanent), ability) : readsOf({});
  },
  ask(view, { permanent: id, ability }, at) {
    const permanent = view.permanent(id) ?? invalid([...at, 'permanent'], `no permanent has id "${id}"`);
    const slot = activatedSlots(view, permanent)[ability];
    if (slot && 'opaque' in slot) throw opaqueAbilityError(view, permanent, slot.opaque);
    return activationVerdict(view, permanent, slot);
  },
});
