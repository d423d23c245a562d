// What is derived from one board state, computed once and reused by every question and
// action on that state (the peer engines' main cause of slowness is recomputing it).

import type { Board, Permanent, Player } from './board';
import { deriveCharacteristics, type Characteristics } from './characteristics';

export interface BoardView {
  readonly board: Board;
  permanent(id: string): Permanent | undefined;
  player(id: string): Player | undefined;
  characteristics(permanent: Permanent): Characteristics;
}

export function viewOf(board: Board): BoardView {
  const permanents = new Map(board.permanents.map((permanent) => [permanent.id, permanent]));
  const players = new Map(board.players.map((player) => [player.id, player]));
  const characteristics = new Map<string, Characteristics>();
  return {
    board,
    permanent: (id) => permanents.get(id),
    player: (id) => players.get(id),
    characteristics(permanent) {
      let derived = characteristics.get(permanent.id);
      if (!derived) {
        derived = deriveCharacteristics(board, permanent);
        characteristics.set(permanent.id, derived);
      }
      return derived;
    },
  };
}
