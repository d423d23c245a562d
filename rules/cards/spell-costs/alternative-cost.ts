// "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana
// cost." (CR 118.9): an alternative cost, a static ability that functions on the stack as the
// spell is cast (601.2b). Its controller may announce it instead of the mana cost (`choices.cost`
// `"alternative"`, 601.2b); only one alternative cost applies to a spell (118.9a); additional
// costs, increases and reductions apply to it (118.9d, 601.2f); the spell's mana cost and mana
// value stay what they are (118.9c). `notYourTurn`: "If it's not your turn, you may ...", which
// is only an option while another player is the active player (Force of Negation).

import * as z from 'zod';
import { list } from '../words';
import { spellCostKind, SpellCostPart } from './index';

export const AlternativeCost = z.strictObject({
  type: z.literal('alternativeCost'),
  /** "If it's not your turn" (CR 102.1): the option exists only while another player's turn it is. */
  notYourTurn: z.literal(true).optional(),
  /** What is paid instead of the mana cost (CR 118.9), in printed order, joined by "and". */
  cost: z.array(SpellCostPart).min(1).max(4),
});
export type AlternativeCost = z.infer<typeof AlternativeCost>;

/** "you may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost" (the renderer capitalizes). */
export function alternativeCostText(effect: AlternativeCost): string {
  const condition = effect.notYourTurn ? "if it's not your turn, " : '';
  return `${condition}you may ${list(
    effect.cost.map((part) => spellCostKind(part).text(part as never)),
    'and',
  )} rather than pay this spell's mana cost`;
}

/** Whether its controller may choose it now: its condition holds (CR 118.9, 601.2b). */
export function alternativeCostOffered(effect: AlternativeCost, caster: string, activePlayer: string): boolean {
  return !effect.notYourTurn || caster !== activePlayer;
}
