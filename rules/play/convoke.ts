// Convoke (CR 702.51a) as a spell's total cost is paid (601.2h): each creature named in
// `choices.convoke`, an untapped creature its caster controls, is tapped rather than paying one
// mana of the total cost: a colored mana of one of its colors, or one generic mana (a hybrid or
// Phyrexian symbol with its color is colored mana of that color, 107.4e-f). Each creature named
// pays one mana; the engine finds which, so that what is left can be paid from the pool when the
// spell is paid for (a creature named that could pay nothing left is ILLEGAL_ACTION).

import type { Board, ActionContext } from '../board';
import { illegalAction, payManaCost, type Color, type Mana, type ManaPool, type ManaSymbol } from '../core';
import { controllerOf, viewOf } from '../state';

/** Whether a creature of these colors may pay this symbol, colored mana of its color (CR 702.51a, 107.4e-f). */
function paysColored(symbol: ManaSymbol, colors: readonly Color[]): boolean {
  if (symbol.kind === 'colored' || symbol.kind === 'phyrexian' || symbol.kind === 'monoHybrid') return colors.includes(symbol.color);
  if (symbol.kind === 'hybrid') return symbol.colors.some((color) => colors.includes(color));
  return false;
}

/** The symbols left once one creature pays `index` (a colored one, removed) or one generic mana. */
function without(symbols: readonly ManaSymbol[], index: number): ManaSymbol[] {
  const symbol = symbols[index]!;
  if (symbol.kind === 'generic' && symbol.amount > 1) return symbols.map((s, i) => (i === index ? { kind: 'generic', amount: symbol.amount - 1 } : s));
  return symbols.filter((_, i) => i !== index);
}

/**
 * The symbols the pool still pays once these creatures (their colors, in order) each paid one
 * mana: the first way to assign them after which `fits` accepts the rest; null when none does.
 */
function assign(symbols: readonly ManaSymbol[], creatures: readonly (readonly Color[])[], fits: (rest: ManaSymbol[]) => boolean): ManaSymbol[] | null {
  if (creatures.length === 0) return fits([...symbols]) ? [...symbols] : null;
  const [colors, ...others] = creatures as [readonly Color[], ...(readonly Color[])[]];
  const tried = new Set<string>();
  for (let index = 0; index < symbols.length; index++) {
    const symbol = symbols[index]!;
    const pays = (symbol.kind === 'generic' && symbol.amount > 0) || paysColored(symbol, colors);
    const key = JSON.stringify(symbol);
    if (!pays || tried.has(key)) continue;
    tried.add(key);
    const rest = assign(without(symbols, index), others, fits);
    if (rest) return rest;
  }
  return null;
}

/**
 * Taps the creatures named to convoke (CR 702.51a) and returns the mana symbols left to pay from
 * the pool. `paid`: the pool pays the rest (the cast's `pay`), from `pool` and `payment`.
 */
export function convoke(
  board: Board,
  symbols: readonly ManaSymbol[],
  creatures: readonly string[],
  caster: string,
  paid: { pool: ManaPool; payment?: Mana | undefined } | null,
  ctx: ActionContext,
): { board: Board; symbols: ManaSymbol[] } {
  const view = viewOf(board);
  const colors: Color[][] = [];
  for (const id of creatures) {
    const permanent = view.permanent(id);
    if (!permanent || !view.characteristics(permanent).types.includes('Creature') || controllerOf(view, permanent) !== caster)
      throw illegalAction(`${id} is not a creature its caster controls: only those can be tapped to convoke (CR 702.51a)`, '702.51a');
    if (permanent.tapped) throw illegalAction(`${id} is tapped: only untapped creatures can be tapped to convoke (CR 702.51a)`, '702.51a');
    colors.push([...view.characteristics(permanent).colors]);
  }
  if (new Set(creatures).size !== creatures.length) throw illegalAction('each creature is tapped to convoke once (CR 702.51a)', '702.51a');
  const fits = (rest: ManaSymbol[]) => paid === null || payManaCost(paid.pool, rest, paid.payment) !== null;
  const rest = assign(symbols, colors, fits) ?? assign(symbols, colors, () => true);
  if (!rest) throw illegalAction(`${creatures.join(', ')} can't each pay one mana of this spell's total cost (CR 702.51a)`, '702.51a');
  for (const id of creatures) ctx.events.push({ type: 'tapped', permanent: id, rules: ['702.51a', '601.2h'] });
  const tapped = new Set(creatures);
  return { board: { ...board, permanents: board.permanents.map((p) => (tapped.has(p.id) ? { ...p, tapped: true } : p)) }, symbols: rest };
}
