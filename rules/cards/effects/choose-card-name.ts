// "Choose a land card name." as an ability resolves (CR 201.4, 608.2d): "When this land enters,
// choose a land card name." (Petrified Hamlet). Its controller chooses the name of a card of the
// card pool (`choices.cardName` of the action that resolves it, or `choices.triggered.<source>`;
// missing, CHOICE_REQUIRED), restricted as 201.4a says. The choice is recorded in the source
// permanent's `chosen.cardName`, which the source's other abilities ("the chosen name") read
// (linked abilities, CR 607.2); a source no longer on the battlefield records nothing (400.7).

import * as z from 'zod';
import { CardNameRestriction } from '../pieces';
import { article } from '../words';
import { cardNameWords } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const chooseCardName = effect({
  schema: z.strictObject({ type: z.literal('chooseCardName'), cardName: CardNameRestriction.optional() }),
  text: (e) => `choose ${article(cardNameWords(e.cardName))}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('chooseCardName'),
  resolve: (e, resolution) => resolution.chooseCardName(e.cardName),
});
