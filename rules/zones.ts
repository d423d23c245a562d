// Moving permanents off the battlefield (CR 400.7: it becomes a new object; the contract keeps
// its id in the graveyard). A token that leaves the battlefield ceases to exist at the next
// check of state-based actions (CR 704.5d, 111.7); the graveyard entry format can't mark
// a token, so the token is recorded as having ceased to exist right away.

import type { Board } from './board';
import type { GameEvent } from './scenario';

export function putIntoGraveyard(board: Board, permanentId: string, events: GameEvent[]): void {
  const index = board.permanents.findIndex((p) => p.id === permanentId);
  if (index < 0) return;
  const [permanent] = board.permanents.splice(index, 1);
  if (permanent!.token) {
    events.push({ type: 'ceasedToExist', object: permanent!.id, rules: ['704.5d', '111.7'] });
    return;
  }
  const owner = board.players.find((p) => p.id === permanent!.owner)!;
  owner.graveyard.push({ id: permanent!.id, card: permanent!.card });
}
