// "That player adds one mana of any type that land produced" (CR 106.12a, 605.1b): a
// triggered mana ability on tapping for mana.

import * as z from 'zod';
import { unsupported } from '../../core';
import { PlayerRef } from '../pieces';
import { triggeringNoun } from '../phrasing';
import { couldProduceNothing, effect, onlyAsManaAbility } from './kind';
import { playerAdds, typesProduced } from './words';

export const addManaProduced = effect({
  schema: z.strictObject({ type: z.literal('addManaProduced'), player: PlayerRef }),
  text: (e, ctx) => `${playerAdds(e.player)} one mana of any type that ${triggeringNoun(ctx)} produced`,
  addsMana: true,
  ...onlyAsManaAbility('addManaProduced'),
  produce() {
    throw unsupported('"one mana of any type that land produced" in an activated mana ability is not modelled yet');
  },
  // Only a triggered mana ability adds it (CR 605.1b); no activated mana ability could produce by it.
  couldProduce: couldProduceNothing,
  addAsTriggered: (e, triggered) => ({
    player: e.player === 'triggeringPlayer' ? triggered.activator : triggered.controller,
    mana: { [triggered.choose(typesProduced(triggered.produced), 'a type that permanent produced, CR 608.2d', '608.2d')]: 1 },
  }),
});
