// "Add one mana of the chosen color.", "Add {G} or one mana of the chosen color." (CR 106.3,
// 614.12): mana of the color chosen as the permanent entered (its `chosen.color`), or, with `or`, of
// that color or the type named, chosen as it resolves (106.6). A permanent with no chosen color
// adds none of it (nothing was chosen, so there is no such mana).

import * as z from 'zod';
import { ManaTypeSchema } from '../pieces';
import { manaSymbols } from '../phrasing';
import { effect, notInTriggeredManaAbility, onlyAsManaAbility } from './kind';

export const addManaOfChosenColor = effect({
  schema: z.strictObject({ type: z.literal('addManaOfChosenColor'), or: ManaTypeSchema.optional() }),
  text: (e) => `add ${e.or ? `${manaSymbols({ [e.or]: 1 })} or ` : ''}one mana of the chosen color`,
  addsMana: true,
  ...onlyAsManaAbility('addManaOfChosenColor'),
  produce(e, producing) {
    const options = [...(e.or ? [e.or] : []), ...(producing.chosenColor && producing.chosenColor !== e.or ? [producing.chosenColor] : [])];
    if (options.length === 0) return {};
    return { [producing.choose(options, 'the type named or the color chosen as it entered (CR 106.6, 614.12)', '106.6')]: 1 };
  },
  couldProduce: (e) => (e.or ? { kind: 'chosenColor', also: [e.or] } : { kind: 'chosenColor', also: [] }),
  addAsTriggered: notInTriggeredManaAbility('addManaOfChosenColor'),
});
