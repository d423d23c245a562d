// "Players may spend mana as though it were mana of any color." (Mycosynth Lattice; CR 609.4b):
// a rule effect (613.11) that changes only how costs are paid: while a permanent's ability has
// it, every mana cost is paid as `asThoughAnyColor` says (core/mana-payment.ts). The cost
// itself and the mana spent stay what they are.

import { asThoughAnyColor, paidAsAnyColor, type ManaSymbol } from '../core';
import type { BoardView } from './view';

/** Whether players may spend mana as though it were mana of any color now (an ability removed by Humility does nothing). */
export function spendsAsAnyColor(view: BoardView): boolean {
  return view.activeEffects().some(({ effect }) => effect.type === 'spendAsAnyColor');
}

/** The symbols of a cost as they may be paid on this board (CR 609.4b). */
export function payableSymbols(view: BoardView, symbols: ManaSymbol[]): ManaSymbol[] {
  return symbols.some(paidAsAnyColor) && spendsAsAnyColor(view) ? asThoughAnyColor(symbols) : symbols;
}
