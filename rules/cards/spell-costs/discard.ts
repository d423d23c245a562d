// "Discard a card" as part of a cost to cast a spell ("As an additional cost to cast this spell,
// discard a card.", CR 118.8, 701.9a; retrace's "discarding a land card", 702.81a). A hand is a
// count of cards nobody has named, so the caster names the cards in `choices.discardFromHand`
// (cards of the pool, or inline definitions), as many as the cost says, each of the card type
// `cardType` where it names one; the spell being cast is on the stack, not in the hand (601.2a),
// so the hand must hold that many other cards (118.3).

import * as z from 'zod';
import { CardType } from '../pieces';
import { numberWord } from '../words';
import { spellCost } from './kind';

const cards = (amount: number, type?: string) => {
  const noun = type ? `${type.toLowerCase()} card` : 'card';
  return amount === 1 ? `a ${noun}` : `${numberWord(amount)} ${noun}s`;
};

export const discard = spellCost({
  schema: z.strictObject({ type: z.literal('discard'), amount: z.int().min(1).max(10), cardType: CardType.optional() }),
  text: (part) => `discard ${cards(part.amount, part.cardType)}`,
  refusal(part, caster) {
    if (caster.hand < part.amount)
      return {
        reason: `discarding ${cards(part.amount, part.cardType)} needs as many in ${caster.player}'s hand, which holds ${caster.hand} (the spell being cast is on the stack, CR 601.2a, 118.3)`,
        rule: '601.2h',
      };
    const named = caster.discarded;
    if (named !== undefined && named.length !== part.amount)
      return { reason: `name ${cards(part.amount, part.cardType)} to discard from the hand, not ${named.length}`, rule: '601.2h' };
    const wrong = part.cardType === undefined ? undefined : named?.find((card) => !caster.typesOf(card.card).includes(part.cardType!));
    if (wrong) return { reason: `${caster.nameOf(wrong.card)} is not a ${part.cardType!.toLowerCase()} card: it can't pay "discard ${cards(1, part.cardType)}"`, rule: '601.2h' };
    return null;
  },
  missing: (_part, caster) => (caster.discarded === undefined ? { choice: 'discardFromHand' } : null),
  pay(_part, caster) {
    caster.discard(caster.discarded!, ['118.8', '701.9a', '601.2h']);
  },
});
