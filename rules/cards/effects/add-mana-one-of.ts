// "Add {R} or {G}." / "Add {W}, {U}, or {B}." (CR 106.1, 605.1a): one mana of one of the listed
// types, its controller choosing which as the ability resolves (106.6: a choice among types).

import * as z from 'zod';
import { MANA_TYPES } from '../../core';
import { list } from '../words';
import { effect, notInTriggeredManaAbility, onlyAsManaAbility } from './kind';

export const addManaOneOf = effect({
  schema: z.strictObject({ type: z.literal('addManaOneOf'), types: z.array(z.enum(MANA_TYPES)).min(2).max(6) }),
  text: (e) =>
    `add ${list(
      e.types.map((t) => `{${t}}`),
      'or',
    )}`,
  addsMana: true,
  ...onlyAsManaAbility('addManaOneOf'),
  produce: (e, producing) => ({ [producing.choose(e.types, `one of ${e.types.join(', ')}, CR 608.2d`, '608.2d')]: 1 }),
  couldProduce: (e) => ({ kind: 'types', types: e.types }),
  addAsTriggered: notInTriggeredManaAbility('addManaOneOf'),
});
