// "Put two cards from your hand on top of your library in any order." (Brainstorm's second
// clause, after "Draw three cards, then"): its controller puts that many cards from their hand on
// top of their library, as many as the hand holds (608.2c). A hand and a library are counts of
// unnamed cards (SCENARIOS.md), so nothing is named: one fewer in the hand and one more in the
// library for each; "in any order" orders cards no one has named. `then` joins it to the clause
// before (wording only).

import * as z from 'zod';
import { numberWord } from '../words';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const putFromHandOnLibrary = effect({
  schema: z.strictObject({ type: z.literal('putFromHandOnLibrary'), amount: z.int().min(1).max(100), then: z.literal(true).optional() }),
  text: (e) => (e.amount === 1 ? 'put a card from your hand on top of your library' : `put ${numberWord(e.amount)} cards from your hand on top of your library in any order`),
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('putFromHandOnLibrary'),
  resolve: (e, resolution) => resolution.putFromHandOnLibrary(resolution.controller, e.amount),
});
