// What is derived from one board state, computed once and reused by every question and
// action on that state (the peer engines' main cause of slowness is recomputing it).

import type { Board, Permanent, Player } from './board';
import { cardOf } from './cards/resolve';
import { deriveCharacteristics, type Characteristics } from './characteristics';
import { unsupported } from './errors';

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
  const layered = continuousEffectSource(board);
  return {
    board,
    permanent: (id) => permanents.get(id),
    player: (id) => players.get(id),
    characteristics(permanent) {
      let derived = characteristics.get(permanent.id);
      if (!derived) {
        if (layered)
          throw unsupported(`${layered} has a continuous effect (CR 613); the layer system that applies it is not built yet`);
        derived = deriveCharacteristics(board, permanent);
        characteristics.set(permanent.id, derived);
      }
      return derived;
    },
  };
}

/** A permanent whose static ability creates a continuous effect (CR 604.2, 611.3), if any. */
function continuousEffectSource(board: Board): string | null {
  for (const permanent of board.permanents) {
    const card = cardOf(permanent.card);
    const continuous = card.abilities.some(
      (ability) => ability.kind === 'static' && ability.effects.some((effect) => effect.type === 'continuous'),
    );
    if (continuous) return `${permanent.id} (${card.name})`;
  }
  return null;
}
