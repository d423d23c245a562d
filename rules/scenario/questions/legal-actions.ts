// `legalActions`: what a player may do now, as action documents without their choices
// (SCENARIOS.md): every activation `canActivate` allows (CR 602.2, 605.3a), the combat declaration
// the current step calls for when it is theirs to make (the active player's attackers, 508.1; the
// defending player's blockers, 509.1), and `advance` for the active player (the turn moves on when
// they pass with an empty stack, 500.2). Casting and playing are not listed: hands are counts of
// unnamed cards.

import * as z from 'zod';
import { Id } from '../../board';
import { attackers, defendingPlayer } from '../../combat';
import { invalid } from '../../core';
import { activationVerdict } from '../../play';
import type { Reach } from '../../cards';
import { addAspects, controllerOf, activatedSlots, readsOf } from '../../state';
import { activationReads } from './can-activate';
import { question, WHOSE } from './kind';

const LegalAction = z.union([
  z.strictObject({ do: z.literal('activate'), permanent: Id, ability: z.int().min(0) }),
  z.strictObject({ do: z.literal('declareAttackers') }),
  z.strictObject({ do: z.literal('declareBlockers') }),
  z.strictObject({ do: z.literal('advance') }),
]);

export const legalActions = question({
  value: Id,
  answer: z.strictObject({ actions: z.array(LegalAction) }),
  reads: (view, player) => {
    const own = view.board.permanents.filter((permanent) => controllerOf(view, permanent) === player);
    // What canActivate reads for each of the player's permanents, and every activated ability of
    // theirs not carried out, which could be activated and can't be listed; the declarations listed
    // depend only on the step.
    const reads = activationReads(view, own, player, 'all');
    // Which permanents are theirs: a control-changing effect on any other could give them its abilities to activate (613.1b).
    const objects = new Map<string, readonly Reach[]>(reads.objects);
    addAspects(objects, '*', WHOSE);
    return readsOf({ ...reads, objects, activates: new Set(own.map((p) => p.id)), game: ['timing', 'turn', 'combat'] });
  },
  ask(view, player, at) {
    if (!view.player(player)) invalid(at, `no player has id "${player}"`);
    const { board } = view;
    const actions: z.infer<typeof LegalAction>[] = [];
    for (const permanent of board.permanents) {
      if (controllerOf(view, permanent) !== player) continue;
      activatedSlots(view, permanent).forEach((slot, ability) => {
        if (!('opaque' in slot) && activationVerdict(view, permanent, slot).legal) actions.push({ do: 'activate', permanent: permanent.id, ability });
      });
    }
    const { step, activePlayer } = board.turn;
    const over = board.players.length <= 2 && board.players.some((p) => p.lost);
    if (!over && board.stack.length === 0) {
      const attacking = attackers(board).length > 0;
      if (player === activePlayer && (step === 'beginCombat' || (step === 'declareAttackers' && !attacking))) actions.push({ do: 'declareAttackers' });
      const blocking = board.permanents.some((p) => p.blocking.length > 0);
      if (attacking && player !== activePlayer && player === defendingPlayer(board, activePlayer) && (step === 'declareAttackers' || (step === 'declareBlockers' && !blocking)))
        actions.push({ do: 'declareBlockers' });
      if (player === activePlayer) actions.push({ do: 'advance' });
    }
    return { actions };
  },
});
