// What is derived from one board state, computed once and reused by every question and
// action on that state (the peer engines' main cause of slowness is recomputing it): every
// permanent's characteristics after the layer system (CR 613).

import type { Board, Permanent, Player } from './board';
import { cardOf } from './cards/resolve';
import type { Characteristics } from './characteristics';
import type { Ability } from './cards/format';
import { applyLayers, type Matchable } from './layers';
import { activeEffects, type ActiveEffect } from './effects';
import { couldProduceAll, type TypeMask } from './could-produce';

export interface BoardView {
  readonly board: Board;
  permanent(id: string): Permanent | undefined;
  player(id: string): Player | undefined;
  characteristics(permanent: Permanent): Characteristics;
  /** The permanent with its characteristics, as filters look at it (CR 109.4); one object per permanent. */
  matchable(permanent: Permanent): Matchable;
  /** Prevention, rule and replacement effects in play now (CR 613.11, 614, 615). */
  activeEffects(): ActiveEffect[];
  /** The abilities of a kind that permanents have now, with their sources; listed once per board. */
  abilitiesOfKind<K extends 'triggered' | 'static'>(kind: K): { source: Permanent; ability: Extract<Ability, { kind: K }> }[];
  /** What each permanent could produce (CR 106.7), as 6-bit type masks. */
  couldProduce(permanent: Permanent): TypeMask;
}

/** Boards are never changed once made (every change makes a new one), so a view is kept per board. */
const VIEWS = new WeakMap<Board, BoardView>();

export function viewOf(board: Board): BoardView {
  let view = VIEWS.get(board);
  if (!view) VIEWS.set(board, (view = makeView(board)));
  return view;
}

function makeView(board: Board): BoardView {
  const permanents = new Map(board.permanents.map((permanent) => [permanent.id, permanent]));
  const players = new Map(board.players.map((player) => [player.id, player]));
  let characteristics: Map<string, Characteristics> | undefined;
  let active: ActiveEffect[] | undefined;
  let produce: Map<string, TypeMask> | undefined;
  const matchables = new Map<string, Matchable>();
  const byKind = new Map<string, { source: Permanent; ability: Ability }[]>();
  return {
    board,
    permanent: (id) => permanents.get(id),
    player: (id) => players.get(id),
    characteristics(permanent) {
      characteristics ??= applyLayers(board, (p) => cardOf(p.card));
      return characteristics.get(permanent.id)!;
    },
    matchable(permanent) {
      let m = matchables.get(permanent.id);
      if (!m) {
        const c = this.characteristics(permanent);
        matchables.set(permanent.id, (m = { permanent, types: c.types, subtypes: c.subtypes, supertypes: c.supertypes, colors: c.colors }));
      }
      return m;
    },
    abilitiesOfKind(kind) {
      let list = byKind.get(kind);
      if (!list) {
        list = [];
        for (const source of board.permanents)
          for (const { ability } of this.characteristics(source).abilities) if (ability.kind === kind) list.push({ source, ability: ability as Ability });
        byKind.set(kind, list);
      }
      return list as never;
    },
    activeEffects() {
      active ??= activeEffects(
        board,
        (permanent) => this.characteristics(permanent).abilities.map((held) => held.ability),
        (permanent) => cardOf(permanent.card),
      );
      return active;
    },
    couldProduce(permanent) {
      produce ??= couldProduceAll(this);
      return produce.get(permanent.id) ?? 0;
    },
  };
}
