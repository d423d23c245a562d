// What is derived from one board state, computed once and reused by every question and
// action on that state (the peer engines' main cause of slowness is recomputing it): every
// permanent's characteristics after the layer system (CR 613).

import { effectiveCard, type Board, type Permanent, type Player } from '../board';
import type { Ability } from '../cards';
import type { Characteristics } from './characteristics';
import type { Matchable } from './filters';
import { applyLayers } from './layers';
import { activeEffects, type ActiveEffect } from './continuous-effects';

export interface BoardView {
  readonly board: Board;
  permanent(id: string): Permanent | undefined;
  /** Where a permanent is in the board's list; what is derived per permanent is kept in that order. */
  position(id: string): number | undefined;
  player(id: string): Player | undefined;
  characteristics(permanent: Permanent): Characteristics;
  /** Every permanent's characteristics, in board order, each also what filters match. */
  allCharacteristics(): readonly (Characteristics & Matchable)[];
  /** The permanent with its characteristics, as filters look at it (CR 109.4); one object per permanent. */
  matchable(permanent: Permanent): Matchable;
  /** Prevention, rule and replacement effects in play now (CR 613.11, 614, 615). */
  activeEffects(): ActiveEffect[];
  /** The abilities of a kind that permanents have now, with their sources; listed once per board. */
  abilitiesOfKind<K extends 'triggered' | 'static' | 'keyword'>(kind: K): { source: Permanent; ability: Extract<Ability, { kind: K }> }[];
  /** Anything else derived from this board state: `derive(f)` is `f(view)`, computed once per board. */
  derive<T>(derivation: (view: BoardView) => T): T;
}

/**
 * Boards are never changed once made (every change makes a new one), so a view is kept per
 * board: the views of the four boards asked about most recently (a run asks about the board it
 * is on and the one or two before it; over the rules tests, four never recompute a view). Not
 * a WeakMap keyed by board: a weakly keyed entry keeps its view and everything derived alive
 * through collections of the young generation, and so does a longer list; either made deriving
 * a view cost half again as much.
 *
 * This memo is kept between calls, but it can't be observed: a view is a function of its board
 * alone (`makeView` reads the board and card data, nothing else, and derives lazily from them),
 * and the engine never changes a board, so a kept view answers every question as a new view of
 * the same board would, and a board not kept (another object, even an equal copy) gets a new
 * one. test/rules/no-hidden-state.test.ts shows it: a fresh engine and one that has answered
 * other boards first give the same answers, boards asked in turn beyond the four kept are
 * answered as by a fresh engine, and running the engine leaves the boards as they were.
 * Passing views explicitly instead would mean every rule that now takes a board (state-based
 * actions, costs, damage, activation, casting, the stack, the scenario runner) taking its view
 * too.
 */
const RECENT: { board: Board; view: BoardView }[] = [];
const KEEP = 4;

/** Who controls a permanent now: its controller after control-changing effects (CR 613.1b, layer 2), the one the rules use. */
export function controllerOf(view: BoardView, permanent: Permanent): string {
  return view.characteristics(permanent).controller;
}

/** The abilities a permanent has now, after the layer system (CR 613.1f): what its own replacement effects are read from as it leaves (614.1a). */
export function abilitiesNow(view: BoardView, permanent: Permanent): Ability[] {
  return view.characteristics(permanent).abilities.map((held) => held.ability);
}

export function viewOf(board: Board): BoardView {
  for (let i = RECENT.length - 1; i >= 0; i -= 1) if (RECENT[i]!.board === board) return RECENT[i]!.view;
  const view = makeView(board);
  if (RECENT.length >= KEEP) RECENT.shift();
  RECENT.push({ board, view });
  return view;
}

function makeView(board: Board): BoardView {
  // Where each permanent is on the board: what is derived per permanent is kept in board order.
  const index = new Map<string, number>();
  board.permanents.forEach((permanent, at) => index.set(permanent.id, at));
  const players = new Map(board.players.map((player) => [player.id, player]));
  let characteristics: (Characteristics & Matchable)[] | undefined;
  const all = () =>
    (characteristics ??= applyLayers(
      board,
      (p) => effectiveCard(board, p),
      (id) => index.get(id),
    ));
  // Most callers walk the board in order: the permanent after the one asked last is checked
  // first (the same object, so the same id and position), before the lookup by id.
  let last = -1;
  const derived = (permanent: Permanent) => {
    const list = all();
    const next = list[last + 1];
    if (next !== undefined && next.permanent === permanent) {
      last += 1;
      return next;
    }
    const at = index.get(permanent.id);
    if (at !== undefined) last = at;
    return list[at ?? -1]!;
  };
  let active: ActiveEffect[] | undefined;
  const byKind = new Map<string, { source: Permanent; ability: Ability }[]>();
  const derivations = new Map<(view: BoardView) => unknown, unknown>();
  const view: BoardView = {
    board,
    position: (id) => index.get(id),
    permanent: (id) => {
      const at = index.get(id);
      return at === undefined ? undefined : board.permanents[at];
    },
    player: (id) => players.get(id),
    characteristics: derived,
    allCharacteristics: all,
    matchable: derived,
    abilitiesOfKind(kind) {
      let list = byKind.get(kind);
      if (!list) {
        list = [];
        for (const { permanent: source, abilities } of all()) for (const { ability } of abilities) if (ability.kind === kind) list.push({ source, ability: ability });
        byKind.set(kind, list);
      }
      return list as never;
    },
    activeEffects() {
      active ??= activeEffects(board, all(), (permanent) => effectiveCard(board, permanent));
      return active;
    },
    derive<T>(derivation: (view: BoardView) => T): T {
      if (!derivations.has(derivation)) derivations.set(derivation, derivation(view));
      return derivations.get(derivation) as T;
    },
  };
  return view;
}
