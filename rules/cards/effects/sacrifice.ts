// "Sacrifice this enchantment", optionally "unless you sacrifice a creature" (CR 701.21,
// 118.12: the player chooses on resolution whether to pay), or "sacrifice it unless it escaped"
// (`unlessEscaped`, 702.138b: not a permanent that escaped; Uro, Titan of Nature's Wrath).

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { CostPart } from '../costs';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const sacrifice = effect({
  schema: z.strictObject({
    type: z.literal('sacrifice'),
    object: ObjectRef,
    unless: CostPart.optional(),
    /** Worded "sacrifice it", the object named just before ("When this creature becomes the target of a spell or ability, sacrifice it."). */
    it: z.literal(true).optional(),
    /** "Unless it escaped" (CR 702.138b): a permanent that escaped isn't sacrificed. */
    unlessEscaped: z.literal(true).optional(),
  }),
  text(e, ctx) {
    if (!e.unless) return `sacrifice ${e.it ? 'it' : objectPhrase(e.object, ctx, false)}${e.unlessEscaped ? ' unless it escaped' : ''}`;
    // "unless you pay {2}" for mana (its text is only the symbols), "unless you sacrifice a creature" for the others.
    const cost = e.unless.type === 'mana' ? `pay ${e.unless.cost}` : ctx.costText(e.unless);
    return `sacrifice ${objectPhrase(e.object, ctx, false)} unless you ${cost[0]!.toLowerCase()}${cost.slice(1)}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('sacrifice'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id !== null && !(e.unlessEscaped && resolution.escaped(id))) resolution.sacrifice(id, e.unless);
  },
});
