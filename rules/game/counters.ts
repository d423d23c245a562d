// Putting counters on a permanent (CR 122.6), through the replacement effects that change
// how many (614.1a): "that many plus one" (Hardened Scales).

import type { ActionContext, Permanent } from '../board';
import { matches, type BoardView } from '../state';

export function countersToPut(view: BoardView, permanent: Permanent, counter: string, amount: number, ctx: ActionContext): number {
  let total = amount;
  if (amount <= 0) return 0;
  for (const active of view.activeEffects()) {
    const { effect } = active;
    if (effect.type !== 'replaceCounters' || effect.counter !== counter) continue;
    if (!matches(effect.on, view.matchable(permanent), { controller: active.controller, source: active.source })) continue;
    total += effect.add;
    ctx.events.push({ type: 'countersReplaced', permanent: permanent.id, counter, amount: total, by: active.label, rules: ['614.1a', '616.1'] });
  }
  return total;
}
