// "Its controller adds an additional {G}", "... an additional one mana of that color" (CR
// 106.12a, 605.1b): a triggered mana ability on tapping for mana.

import * as z from 'zod';
import { unsupported } from '../../core';
import { ManaAmount, PlayerRef } from '../pieces';
import { manaSymbols } from '../phrasing';
import { couldProduceNothing, effect, onlyAsManaAbility } from './kind';
import { playerAdds } from './words';

export const addAdditionalMana = effect({
  schema: z.strictObject({ type: z.literal('addAdditionalMana'), player: PlayerRef, mana: z.union([ManaAmount, z.literal('thatColor')]) }),
  text: (e) => `${playerAdds(e.player)} an additional ${e.mana === 'thatColor' ? 'one mana of that color' : manaSymbols(e.mana)}`,
  addsMana: true,
  ...onlyAsManaAbility('addAdditionalMana'),
  produce() {
    throw unsupported('"adds an additional" mana in an activated mana ability is not modelled yet');
  },
  // Only a triggered mana ability adds it (CR 605.1b); no activated mana ability could produce by it.
  couldProduce: couldProduceNothing,
  addAsTriggered: (e, triggered) => ({
    player: e.player === 'triggeringController' ? triggered.tappedController : triggered.controller,
    mana: e.mana === 'thatColor' ? (triggered.chosenColor ? { [triggered.chosenColor]: 1 } : {}) : e.mana,
  }),
});
