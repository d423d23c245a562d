// "This spell costs {1} less to cast for each instant and sorcery card in your graveyard." (CR
// 601.2f, 118.7): a static ability that functions on the stack (113.6). As the total cost is
// determined it reduces the generic mana of the cost being paid (the mana cost or an alternative
// cost, 118.9d) by that much for each card of those card types in its controller's own graveyard
// (a split card that is both counts once; a graveyard holds named cards, so the count is known);
// only generic mana (118.7a), never below {0} (601.2f). The spell's mana cost and mana value are
// unchanged (118.9c).

import * as z from 'zod';
import { CardType } from '../pieces';
import { list } from '../words';

export const CostReduction = z.strictObject({
  type: z.literal('costReduction'),
  /** Generic mana less for each card counted. */
  generic: z.int().min(1).max(20),
  /** Cards in the caster's graveyard with any of these card types ("instant and sorcery card"). */
  forEach: z.strictObject({ cards: z.array(CardType).min(1).max(3), in: z.literal('yourGraveyard') }),
});
export type CostReduction = z.infer<typeof CostReduction>;

/** "this spell costs {1} less to cast for each instant and sorcery card in your graveyard" (the renderer capitalizes). */
export function costReductionText(effect: CostReduction): string {
  const types = list(
    effect.forEach.cards.map((type) => type.toLowerCase()),
    'and',
  );
  return `this spell costs {${effect.generic}} less to cast for each ${types} card in your graveyard`;
}

/** How much generic mana it takes off, given the card types of the cards in the caster's graveyard (CR 601.2f). */
export function genericReduction(effect: CostReduction, graveyard: readonly (readonly string[])[]): number {
  return effect.generic * graveyard.filter((types) => effect.forEach.cards.some((type) => types.includes(type))).length;
}
