// `canPay`: whether a mana cost can be paid with the player's pool and the mana abilities they
// could activate now (CR 601.2h, 605).

import * as z from 'zod';
import { Id } from '../../board';
import { ManaCost } from '../../cards';
import { invalid } from '../../core';
import { canPay as payable } from '../../mana';
import { manaReads, question } from './kind';
import { controlledBy } from '../../state';

export const canPay = question({
  value: z.strictObject({ player: Id, cost: ManaCost }),
  answer: z.strictObject({ payable: z.boolean() }),
  reads: (view, { player }) => manaReads(view, player, controlledBy(view, player)),
  ask(view, { player, cost }, at) {
    if (!view.player(player)) invalid([...at, 'player'], `no player has id "${player}"`);
    return { payable: payable(view, player, cost) };
  },
});
