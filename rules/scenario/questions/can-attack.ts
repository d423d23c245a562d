// `canAttack`: whether, if its controller declared attackers with the board exactly as it is now,
// some legal declaration would have that creature attacking that player, planeswalker or battle
// (any of them when none is named), and if not, the rule of the restriction that forbids it (CR
// 508.1a-c, 302.6, 702.3b, 310.8b). The restrictions the engine models each concern one creature,
// and a creature under a requirement can attack along with it, so this is the creature's own
// check (rules/combat/restrictions.ts).

import * as z from 'zod';
import { Id } from '../../board';
import { keywordsWith, type Reach } from '../../cards';
import { attackRefusal } from '../../combat';
import { invalid } from '../../core';
import { addAspects, controllerOf, readsOf, readThrough } from '../../state';
import { LAYERED, question, WHOSE } from './kind';

/** What a creature's attacking or blocking depends on: its characteristics, the restrictions and requirements on it (CR 508.1, 509.1), and whether it may act now. */
export const COMBATANT: readonly Reach[] = [...LAYERED, 'combat', 'timing'];

export const Verdict = z.union([z.strictObject({ legal: z.literal(true) }), z.strictObject({ legal: z.literal(false), reason: z.string(), rule: z.string() })]);

export const canAttack = question({
  value: z.strictObject({ permanent: Id, attacking: Id.optional() }),
  answer: Verdict,
  // Its characteristics, the restrictions on it, what it could attack and who (CR 508.1, 506.2).
  reads: (view, { permanent: id, attacking }) => {
    const creature = view.permanent(id);
    if (!creature) return readsOf({});
    const objects = new Map<string, readonly Reach[]>();
    readThrough(view, objects, [id], COMBATANT, 'effects');
    const controller = controllerOf(view, creature);
    const players = new Map<string, readonly Reach[]>([[controller, ['combat', 'costs', 'timing']]]);
    for (const player of view.board.players) if (player.id !== controller) players.set(player.id, ['combat']);
    // A planeswalker or battle it could attack: whether it is one, and whose (CR 506.2, 310.8); of its
    // controller's own, whose: a control-changing effect could make one an opponent's (613.1b).
    for (const permanent of view.board.permanents)
      if (attacking === undefined || attacking === permanent.id)
        addAspects(objects, permanent.id, controllerOf(view, permanent) !== controller ? ['copy', 'control', 'text', 'types', 'combat'] : WHOSE);
    // Of keywords, haste (302.6) and defender (702.3b) decide whether a creature can attack.
    return readsOf({ objects, players, game: ['combat', 'turn'], keywords: keywordsWith('ignoresSummoningSickness', 'cantAttack') });
  },
  ask(view, { permanent: id, attacking }, at) {
    const creature = view.permanent(id) ?? invalid([...at, 'permanent'], `no permanent has id "${id}"`);
    if (attacking !== undefined && !view.player(attacking) && !view.permanent(attacking)) invalid([...at, 'attacking'], `no player or permanent has id "${attacking}"`);
    const refusal = attackRefusal(view, creature, attacking ?? null);
    return refusal ? { legal: false as const, ...refusal } : { legal: true as const };
  },
});
