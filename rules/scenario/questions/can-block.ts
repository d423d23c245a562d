// `canBlock`: whether, if its controller declared blockers with that attacker attacking (what it
// attacks now, or its controller's opponent when it isn't attacking) and the board otherwise as it
// is, some legal declaration would have that creature blocking it, and if not, the rule that
// forbids it (CR 509.1a-b, the evasion abilities, 702.16f protection). Menace (702.111b) is met
// when another creature of the same player could block that attacker too.

import * as z from 'zod';
import { Id } from '../../board';
import { blockRefusal, minimumBlockers } from '../../combat';
import { invalid } from '../../core';
import { Verdict } from './can-attack';
import { addAspects, controllerOf, readsOf, readThrough } from '../../state';
import type { Reach } from '../../cards';
import { COMBATANT } from './can-attack';
import { question, WHOSE } from './kind';

export const canBlock = question({
  value: z.strictObject({ permanent: Id, attacker: Id }),
  answer: Verdict,
  // Both creatures' characteristics and the restrictions on them (CR 509.1a-c); with menace, the
  // other creatures that could block along with it (702.111b).
  reads: (view, { permanent: id, attacker: attackerId }) => {
    const blocker = view.permanent(id);
    const attacker = view.permanent(attackerId);
    if (!blocker || !attacker) return readsOf({});
    const objects = new Map<string, readonly Reach[]>();
    readThrough(view, objects, [id, attackerId], COMBATANT, 'effects');
    const defending = controllerOf(view, blocker);
    if (minimumBlockers(view, attacker)) {
      for (const other of view.board.permanents) if (other.id !== id && controllerOf(view, other) === defending) readThrough(view, objects, [other.id], COMBATANT, 'effects');
      // Which creatures are the defending player's: a control-changing effect could give them another that could block along with it (613.1b).
      addAspects(objects, '*', WHOSE);
    }
    const players = new Map<string, readonly Reach[]>([
      [defending, ['combat', 'costs', 'timing']],
      [controllerOf(view, attacker), ['combat']],
    ]);
    addAspects(objects, attackerId, COMBATANT);
    return readsOf({ objects, players, game: ['combat', 'turn'] });
  },
  ask(view, { permanent: id, attacker: attackerId }, at) {
    const blocker = view.permanent(id) ?? invalid([...at, 'permanent'], `no permanent has id "${id}"`);
    const attacker = view.permanent(attackerId) ?? invalid([...at, 'attacker'], `no permanent has id "${attackerId}"`);
    const refusal = blockRefusal(view, blocker, attacker);
    if (refusal) return { legal: false as const, ...refusal };
    const minimum = minimumBlockers(view, attacker);
    if (
      minimum &&
      view.board.permanents.filter((other) => other.id !== blocker.id && controllerOf(view, other) === controllerOf(view, blocker) && blockRefusal(view, other, attacker) === null)
        .length <
        minimum.count - 1
    )
      return {
        legal: false as const,
        reason: `${attackerId} has ${minimum.keyword}, and no other creature of ${controllerOf(view, blocker)} could block it along with ${id}`,
        rule: minimum.rule,
      };
    return { legal: true as const };
  },
});
