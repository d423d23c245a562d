// "Exile a blue card from your hand" as part of a cost to cast a spell (Force of Will's and Force
// of Negation's alternative costs, CR 118.9). A hand is a count of cards nobody has named, so the
// caster names the card in `choices.exileFromHand` (a card of the pool, or an inline definition):
// it must be of the color (CR 105.2, 202.2); it leaves the hand count and goes to exile as that
// card (406.3). The spell being cast is on the stack, not in the hand (601.2a), so it can't pay
// for itself; another card of the same name can.

import * as z from 'zod';
import { Color } from '../pieces';
import { COLOR_WORDS } from '../words';
import { spellCost } from './kind';

export const exileFromHand = spellCost({
  schema: z.strictObject({ type: z.literal('exileFromHand'), color: Color }),
  text: (part) => `exile a ${COLOR_WORDS[part.color]} card from your hand`,
  refusal(part, caster) {
    if (caster.hand < 1) return { reason: `there is no card in ${caster.player}'s hand to exile (the spell being cast is on the stack, CR 601.2a)`, rule: '601.2h' };
    const named = caster.exiled;
    if (named === undefined) return null;
    if (named.length !== 1) return { reason: `name one ${COLOR_WORDS[part.color]} card to exile from the hand, not ${named.length}`, rule: '601.2h' };
    const card = named[0]!.card;
    if (!caster.colorsOf(card).includes(part.color))
      return {
        reason: `${caster.nameOf(card)} is not a ${COLOR_WORDS[part.color]} card (CR 105.2, 202.2), so it can't pay "exile a ${COLOR_WORDS[part.color]} card from your hand"`,
        rule: '601.2h',
      };
    return null;
  },
  missing: (_part, caster) => (caster.exiled === undefined ? { choice: 'exileFromHand' } : null),
  pay(_part, caster) {
    caster.exileFromHand(caster.exiled![0]!, ['118.9', '406.3', '601.2h']);
  },
});
