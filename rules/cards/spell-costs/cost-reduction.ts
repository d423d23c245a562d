// "This spell costs {1} less to cast for each instant and sorcery card in your graveyard." (CR
// 601.2f, 118.7): a static ability that functions on the stack (113.6). As the total cost is
// determined it reduces the generic mana of the cost being paid (the mana cost or an alternative
// cost, 118.9d) by that much for each card of those card types in its controller's own graveyard
// (a split card that is both counts once; a graveyard holds named cards, so the count is known);
// only generic mana (118.7a), never below {0} (601.2f). The spell's mana cost and mana value are
// unchanged (118.9c).

//
// Affinity (CR 702.41a: "Affinity for [text]" means "This spell costs {1} less to cast for each
// [text] you control", keywords/affinity.ts) counts permanents its caster controls instead, as
// the total cost is determined.

import * as z from 'zod';
import { CardType, Filter } from '../pieces';
import { filterPhrase } from '../phrasing';
import { list } from '../words';

export const CostReduction = z.strictObject({
  type: z.literal('costReduction'),
  /** Generic mana less for each card or permanent counted. */
  generic: z.int().min(1).max(20),
  /**
   * What is counted: cards in the caster's graveyard with any of these card types ("instant and
   * sorcery card"), or permanents the caster controls matching a filter ("artifact you control").
   */
  forEach: z.union([z.strictObject({ cards: z.array(CardType).min(1).max(3), in: z.literal('yourGraveyard') }), z.strictObject({ permanents: Filter, youControl: z.literal(true) })]),
});
export type CostReduction = z.infer<typeof CostReduction>;

/** "this spell costs {1} less to cast for each instant and sorcery card in your graveyard" (the renderer capitalizes). */
export function costReductionText(effect: CostReduction): string {
  if ('permanents' in effect.forEach) return `this spell costs {${effect.generic}} less to cast for each ${filterPhrase(effect.forEach.permanents, 'one')} you control`;
  const types = list(
    effect.forEach.cards.map((type) => type.toLowerCase()),
    'and',
  );
  return `this spell costs {${effect.generic}} less to cast for each ${types} card in your graveyard`;
}

/** What a cost reduction counts on the board as the total cost is determined (CR 601.2f). */
export interface ReductionCounts {
  /** The card types of each card in the caster's graveyard. */
  graveyard: readonly (readonly string[])[];
  /** How many permanents the caster controls match a filter. */
  youControl(filter: Filter): number;
}

/** How much generic mana it takes off (CR 601.2f). */
export function genericReduction(effect: CostReduction, counts: ReductionCounts): number {
  const { forEach } = effect;
  if ('permanents' in forEach) return effect.generic * counts.youControl(forEach.permanents);
  return effect.generic * counts.graveyard.filter((types) => forEach.cards.some((type) => types.includes(type))).length;
}
