// "You may tap or untap target permanent": the choice is made as it resolves (CR 608.2d), in
// `choices.mode` (`tap`, `untap`, or `none` to do neither).

import * as z from 'zod';
import { ObjectRef } from '../pieces';
import { objectPhrase } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

export const tapOrUntap = effect({
  schema: z.strictObject({ type: z.literal('tapOrUntap'), object: ObjectRef }),
  text: (e, ctx) => `you may tap or untap ${objectPhrase(e.object, ctx, true, true)}`,
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('tapOrUntap'),
  resolve(e, resolution) {
    const id = resolution.object(e.object);
    if (id === null) return;
    const mode = resolution.choices.mode;
    if (mode !== 'tap' && mode !== 'untap' && mode !== 'none')
      resolution.choiceRequired('choose "tap", "untap" or "none" as this resolves (CR 608.2d)', 'mode', ['tap', 'untap', 'none']);
    if (mode !== 'none') resolution.setTapped(id, mode === 'tap');
  },
});
