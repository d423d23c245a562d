// "Add {G}", "Add {C}{C}", "Add {G} for each creature you control" (CR 106.3, 605.3b); "Add {C}.
// If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead." (`instead`: other mana
// when the ability's controller controls a permanent matching each filter as it resolves, 608.2c;
// one permanent may match several of them).

import * as z from 'zod';
import { addMana as plus, MANA_TYPES } from '../../core';
import { typesIn } from './words';
import { Count, Filter, ManaAmount } from '../pieces';
import { aFilter, countPhrase, manaSymbols } from '../phrasing';
import { list } from '../words';
import { effect, notInTriggeredManaAbility, onlyAsManaAbility } from './kind';

const Instead = z.strictObject({
  /** Permanents its controller must control, one matching each filter (a filter's own `controller` aside: "you control"). */
  ifYouControl: z.array(Filter).min(1).max(2),
  mana: ManaAmount,
});

export const addMana = effect({
  schema: z.strictObject({ type: z.literal('addMana'), mana: ManaAmount, forEach: Count.optional(), instead: Instead.optional() }),
  text: (e, ctx) =>
    `add ${manaSymbols(e.mana)}${e.forEach ? ` for ${countPhrase(e.forEach, ctx)}` : ''}` +
    (e.instead
      ? `. If you control ${list(
          e.instead.ifYouControl.map((filter) => aFilter(filter)),
          'and',
        )}, add ${manaSymbols(e.instead.mana)} instead`
      : ''),
  addsMana: true,
  ...onlyAsManaAbility('addMana'),
  produce(e, producing) {
    const times = e.forEach ? producing.countOf(e.forEach) : 1;
    const instead = e.instead?.ifYouControl.every((filter) => producing.countOf({ permanents: { ...filter, controller: 'you' } }) > 0);
    const mana = instead ? e.instead!.mana : e.mana;
    return plus({}, Object.fromEntries(MANA_TYPES.map((t) => [t, (mana[t] ?? 0) * times])));
  },
  // Either mana, whichever it would be (CR 106.7).
  couldProduce: (e) => {
    const types = [...new Set([...typesIn(e.mana), ...(e.instead ? typesIn(e.instead.mana) : [])])];
    return e.forEach ? { kind: 'counted', types, count: e.forEach } : { kind: 'types', types };
  },
  addAsTriggered: (e, triggered) => (e.instead ? notInTriggeredManaAbility('addMana … instead')() : { player: triggered.controller, mana: e.mana }),
});
