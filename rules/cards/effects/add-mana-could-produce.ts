// "Add one mana of any type that a land you control could produce", "... any color the
// sacrificed land could produce" (CR 106.7); with no type defined, no mana (106.5).

import * as z from 'zod';
import { Filter } from '../pieces';
import { aFilter, headNoun } from '../phrasing';
import { effect, notInTriggeredManaAbility, onlyAsManaAbility } from './kind';

export const addManaCouldProduce = effect({
  schema: z.strictObject({
    type: z.literal('addManaCouldProduce'),
    kind: z.enum(['type', 'color']),
    from: z.union([Filter, z.literal('sacrificed')]),
  }),
  text(e, ctx) {
    if (e.from !== 'sacrificed') return `add one mana of any ${e.kind} that ${aFilter(e.from)} could produce`;
    const sacrificed = ctx.cost?.find((part) => part.type === 'sacrifice');
    return `add one mana of any ${e.kind} the sacrificed ${sacrificed && 'filter' in sacrificed ? headNoun(sacrificed.filter) : 'permanent'} could produce`;
  },
  addsMana: true,
  ...onlyAsManaAbility('addManaCouldProduce'),
  produce(e, producing) {
    const options = producing.couldProduce(e.kind, e.from);
    // No type can be defined: no mana (CR 106.5).
    if (options.length === 0) return {};
    return { [producing.choose(options, 'a type it could produce, CR 106.7', '106.7')]: 1 };
  },
  couldProduce: (e) => ({ kind: 'reflects', of: e.kind, from: e.from }),
  addAsTriggered: notInTriggeredManaAbility('addManaCouldProduce'),
});
