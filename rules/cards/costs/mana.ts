// Mana symbols (CR 107.4), paid from the controller's mana pool (601.2h): with the mana they
// named (`choices.payment`), or else the engine's way of paying from the pool.

import * as z from 'zod';
import { asThoughAnyColor, formatMana, paidAsAnyColor, parseManaCost, payManaCost, poolPhrase, type ManaSymbol } from '../../core';
import { ManaCost } from '../pieces';
import { cost } from './kind';

/** The symbols of the cost as they may be paid (CR 609.4b). */
function symbolsOf(cost: string, payer: { readonly anyColor: boolean }): ManaSymbol[] {
  const symbols = parseManaCost(cost)!;
  // Whether mana may be spent as any color is looked up only when it could matter.
  return symbols.some(paidAsAnyColor) && payer.anyColor ? asThoughAnyColor(symbols) : symbols;
}

export const mana = cost({
  schema: z.strictObject({ type: z.literal('mana'), cost: ManaCost }),
  text: (part) => part.cost,
  refusal(part, payer) {
    const { pool, payment } = payer;
    if (payManaCost(pool, symbolsOf(part.cost, payer), payment) !== null) return null;
    return {
      reason: payment ? `the payment ${formatMana(payment)} doesn't pay ${part.cost} from ${poolPhrase(pool)}` : `${part.cost} can't be paid from ${poolPhrase(pool)}`,
      rule: '601.2h',
    };
  },
  pay(part, payer) {
    payer.spendMana(payManaCost(payer.pool, symbolsOf(part.cost, payer), payer.payment)!, part.cost, ['601.2h']);
  },
  mana: true,
  choice: null,
});
