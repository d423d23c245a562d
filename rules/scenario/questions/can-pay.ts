// `canPay`: whether a mana cost can be paid with the player's pool and the mana abilities they
// could activate now (CR 601.2h, 605).

import * as z from 'zod';
import { Id } from '../../board';
import { ManaCost } from '../../cards';
import { invalid } from '../../core';
import { canPay as payable } from '../../mana';
import { MANA_EVENTS, MANA_READS, question } from './kind';
import { controlledBy, manaReferents } from '../../state';

export const canPay = question({
  value: z.strictObject({ player: Id, cost: ManaCost }),
  answer: z.strictObject({ payable: z.boolean() }),
  reads: (view, { player }) => {
    const own = controlledBy(view, player);
    return { reach: MANA_READS, objects: own, activates: new Set(), manaFrom: new Set([...own, ...manaReferents(view)]), events: MANA_EVENTS };
  },
  ask(view, { player, cost }, at) {
    if (!view.player(player)) invalid([...at, 'player'], `no player has id "${player}"`);
    return { payable: payable(view, player, cost) };
  },
});
