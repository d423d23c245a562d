// "Counter target spell.", "Counter target noncreature spell unless its controller pays {2}."
// (CR 701.6a): the spell leaves the stack for its owner's graveyard without resolving; one that
// can't be countered stays (101.2: "can't" wins), still a legal target. "Unless its controller
// pays" is that player's choice as this resolves (118.12, 608.2d). "If that spell is countered this
// way, exile it instead of putting it into its owner's graveyard." (`exileInstead`) is a
// replacement effect on where the countered card goes (614.1a): exile, as the card it is off the
// stack (715.4, 720.4).

import * as z from 'zod';
import { ManaCost, ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const counter = effect({
  schema: z.strictObject({ type: z.literal('counter'), object: ObjectRef, unless: ManaCost.optional(), exileInstead: z.literal(true).optional() }),
  text(e, ctx) {
    const what = objectPhrase(e.object, ctx, true, true);
    const countered = e.unless === undefined ? `counter ${what}` : `counter ${what} unless its controller pays ${e.unless}`;
    return e.exileInstead ? `${countered}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard` : countered;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('counter'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id !== null) resolution.counter(id, e.unless, e.exileInstead === true);
  },
});
