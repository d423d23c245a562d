// Mana symbols (CR 107.4), paid from the controller's mana pool (601.2h): with the mana they
// named (`choices.payment`), or else the engine's way of paying from the pool.

import { z } from 'zod';
import { asThoughAnyColor, formatMana, parseManaCost, payManaCost, poolPhrase, type ManaSymbol } from '../../core';
import { ManaCost } from '../pieces';
import { cost } from './kind';

/** The symbols of the cost as they may be paid (CR 609.4b). */
const symbolsOf = (cost: string, anyColor: boolean): ManaSymbol[] => (anyColor ? asThoughAnyColor(parseManaCost(cost)!) : parseManaCost(cost)!);

export const mana = cost({
  schema: z.strictObject({ type: z.literal('mana'), cost: ManaCost }),
  text: (part) => part.cost,
  refusal(part, { pool, payment, anyColor }) {
    if (payManaCost(pool, symbolsOf(part.cost, anyColor), payment) !== null) return null;
    return {
      reason: payment ? `the payment ${formatMana(payment)} doesn't pay ${part.cost} from ${poolPhrase(pool)}` : `${part.cost} can't be paid from ${poolPhrase(pool)}`,
      rule: '601.2h',
    };
  },
  pay(part, payer) {
    payer.spendMana(payManaCost(payer.pool, symbolsOf(part.cost, payer.anyColor), payer.payment)!, part.cost, ['601.2h']);
  },
  mana: true,
  choice: null,
});
