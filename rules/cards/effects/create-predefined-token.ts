// "Create a Treasure token", "create two Food tokens", "create a tapped Treasure token": a
// predefined token (CR 111.10), its characteristics those its definition gives it
// (predefined-tokens.ts), tapped if the effect says so (110.5b).

import * as z from 'zod';
import { PredefinedToken } from '../predefined-tokens';
import { numberWord } from '../words';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const createPredefinedToken = effect({
  schema: z.strictObject({
    type: z.literal('createPredefinedToken'),
    token: PredefinedToken,
    amount: z.int().min(1).max(100).default(1),
    tapped: z.boolean().default(false),
  }),
  text(e) {
    const tapped = e.tapped ? 'tapped ' : '';
    return e.amount === 1 ? `create a ${tapped}${e.token} token` : `create ${numberWord(e.amount)} ${tapped}${e.token} tokens`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('createPredefinedToken'),
  resolve(e, resolution) {
    for (let n = 0; n < e.amount; n += 1) resolution.createPredefinedToken(e.token, e.tapped);
  },
});
