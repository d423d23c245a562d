// "Add {G}", "Add {C}{C}", "Add {G} for each creature you control" (CR 106.3, 605.3b).

import * as z from 'zod';
import { addMana as plus, MANA_TYPES } from '../../core';
import { typesIn } from './words';
import { Count, ManaAmount } from '../pieces';
import { countPhrase, manaSymbols } from '../phrasing';
import { effect, onlyAsManaAbility } from './kind';

export const addMana = effect({
  schema: z.strictObject({ type: z.literal('addMana'), mana: ManaAmount, forEach: Count.optional() }),
  text: (e, ctx) => `add ${manaSymbols(e.mana)}${e.forEach ? ` for ${countPhrase(e.forEach, ctx)}` : ''}`,
  addsMana: true,
  ...onlyAsManaAbility('addMana'),
  produce(e, producing) {
    const times = e.forEach ? producing.countOf(e.forEach) : 1;
    return plus({}, Object.fromEntries(MANA_TYPES.map((t) => [t, (e.mana[t] ?? 0) * times])));
  },
  couldProduce: (e) => (e.forEach ? { kind: 'counted', types: typesIn(e.mana), count: e.forEach } : { kind: 'types', types: typesIn(e.mana) }),
  addAsTriggered: (e, triggered) => ({ player: triggered.controller, mana: e.mana }),
});
