// "Whenever a land's ability causes you to add one or more mana of the chosen color" (CR
// 106.12): a triggered mana ability when its ability adds mana (605.1b). The engine reports a
// mana ability's production as an event only when it was tapped for mana (`tappedForMana`),
// so from the stack it looks at those; as a triggered mana ability it sees every production.

import * as z from 'zod';
import { fullPool, manaTotal } from '../../core';
import { headNoun } from '../phrasing';
import { Filter } from '../pieces';
import { article } from '../words';
import { productionOf, trigger, type ManaProduction, type TriggerSource } from './kind';

export const ManaAdded = z.strictObject({ event: z.literal('manaAdded'), byAbilityOf: Filter, ofChosenColor: z.literal(true) });

function producedBy(t: z.infer<typeof ManaAdded>, production: ManaProduction, source: TriggerSource): boolean {
  if (!production.manaAbility || manaTotal(production.mana) === 0) return false;
  if (production.player !== source.controller || !source.matches(t.byAbilityOf, production.permanent)) return false;
  const chosen = source.chosenColor;
  return chosen !== undefined && (production.mana[chosen] ?? 0) > 0;
}

export const manaAdded = trigger({
  schema: ManaAdded,
  text: (t) => `Whenever ${article(`${headNoun(t.byAbilityOf)}'s`)} ability causes you to add one or more mana of the chosen color`,
  events: ['tappedForMana'],
  looksBack: false,
  triggeredBy: (t, event, source) => (producedBy(t, productionOf(event, fullPool(event.mana)), source) ? { permanent: event.permanent, player: event.player } : null),
  manaProduced: producedBy,
});
