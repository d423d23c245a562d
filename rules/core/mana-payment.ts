// Paying a mana cost from a mana pool (CR 601.2h, 107.4): colored and colorless symbols need
// their own type, generic mana any type (107.4b), a hybrid symbol either half (107.4e).
// Which mana pays is the player's choice (`choices.payment`); by default the engine pays
// generic mana with colorless first, then the colors in W U B R G order (SCENARIOS.md).

import { fullPool, MANA_TYPES, manaTotal, type Mana, type ManaPool, type ManaSymbol, type ManaType } from './mana';
import { unsupported } from './errors';

/** What a symbol can be paid with: one mana of a type, or an amount of generic mana. */
type Alternative = { type: ManaType } | { generic: number };

function alternativesOf(symbol: ManaSymbol): Alternative[] {
  switch (symbol.kind) {
    case 'generic':
      return [{ generic: symbol.amount }];
    case 'colored':
      return [{ type: symbol.color }];
    case 'colorless':
      return [{ type: 'C' }];
    case 'hybrid':
      if (symbol.phyrexian) throw unsupported('paying a Phyrexian mana symbol (CR 107.4f) is not modelled yet');
      return symbol.colors.map((color) => ({ type: color }));
    case 'monoHybrid':
      return [{ type: symbol.color }, symbol.alternative === 2 ? { generic: 2 } : { type: 'C' }];
    case 'phyrexian':
      throw unsupported('paying a Phyrexian mana symbol (CR 107.4f) is not modelled yet');
    case 'snow':
      throw unsupported('paying {S} (CR 107.4h) needs mana tracked by source, which is not modelled yet');
    case 'variable':
      throw unsupported('a cost with {X} in an activated ability (CR 107.3) is not modelled yet');
  }
}

/** Every way to pick one alternative per symbol, as typed needs plus generic; at most a few hundred. */
export function requirements(symbols: readonly ManaSymbol[]): { typed: ManaPool; generic: number }[] {
  let partial = [{ typed: fullPool(), generic: 0 }];
  for (const symbol of symbols) {
    const next: typeof partial = [];
    for (const req of partial)
      for (const alternative of alternativesOf(symbol)) {
        const typed = { ...req.typed };
        if ('type' in alternative) typed[alternative.type] += 1;
        next.push({ typed, generic: req.generic + ('generic' in alternative ? alternative.generic : 0) });
      }
    partial = next.slice(0, 512);
  }
  return partial;
}

/**
 * A cost as it may be paid while a player may spend mana "as though it were mana of any color"
 * (CR 609.4b): the cost doesn't change, but each colored symbol may then be paid with one mana
 * of any type, colorless included (Mycosynth Lattice's ruling 2004-12-01), as generic mana is;
 * a hybrid symbol likewise (either half is one mana of a color), and {2/G} by one mana. {C}
 * needs colorless mana still: colorless is not a color (105.2c).
 */
export function asThoughAnyColor(symbols: readonly ManaSymbol[]): ManaSymbol[] {
  return symbols.map((symbol): ManaSymbol => (paidAsAnyColor(symbol) ? { kind: 'generic', amount: 1 } : symbol));
}

/** Whether spending mana as though it were mana of any color changes how this symbol may be paid (CR 609.4b). */
export function paidAsAnyColor(symbol: ManaSymbol): boolean {
  return symbol.kind === 'colored' || symbol.kind === 'monoHybrid' || (symbol.kind === 'hybrid' && !symbol.phyrexian);
}

/** A cost with the value of X chosen (CR 107.3a): each {X} is that much generic mana. */
export function withX(symbols: readonly ManaSymbol[], x: number): ManaSymbol[] {
  return symbols.map((symbol) => (symbol.kind === 'variable' ? { kind: 'generic', amount: x } : symbol));
}

/**
 * The mana spent to pay `symbols` from `pool`, or null when it can't be paid. With a
 * `payment`, exactly that mana must pay the whole cost.
 */
export function payManaCost(pool: ManaPool, symbols: readonly ManaSymbol[], payment?: Mana): ManaPool | null {
  for (const { typed, generic } of requirements(symbols)) {
    if (payment) {
      const spent = fullPool(payment);
      const fits = MANA_TYPES.every((type) => spent[type] <= pool[type] && spent[type] >= typed[type]);
      if (fits && manaTotal(spent) === manaTotal(typed) + generic) return spent;
      continue;
    }
    if (!MANA_TYPES.every((type) => pool[type] >= typed[type])) continue;
    const spent = { ...typed };
    let owed = generic;
    for (const type of ['C', 'W', 'U', 'B', 'R', 'G'] as const) {
      const take = Math.min(owed, pool[type] - spent[type]);
      spent[type] += take;
      owed -= take;
    }
    if (owed === 0) return spent;
  }
  return null;
}
