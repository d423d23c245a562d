// Ids the engine gives to what it creates (SCENARIOS.md): tokens `<maker>/t<n>`, and in the
// same way stack objects and effects, n one more than the highest the prefix has used.

import type { Board } from './board';

export function freshId(board: Board, prefix: string): string {
  let highest = 0;
  const consider = (id: string) => {
    if (!id.startsWith(prefix)) return;
    // An id made from another counts as that one ("monk/s1/e", the effect of "monk/s1"), so a new object never takes the id an older one's effect was made from.
    const n = Number(id.slice(prefix.length).split('/')[0]);
    if (Number.isInteger(n) && n > highest) highest = n;
  };
  for (const permanent of board.permanents) consider(permanent.id);
  for (const player of board.players) for (const entry of [...player.graveyard, ...player.exile]) consider(entry.id);
  for (const item of board.stack) consider(item.id);
  for (const effect of board.effects) consider(effect.id);
  return `${prefix}${highest + 1}`;
}

/** Whether an id is used on the board: by a permanent, a stack object, a player, or a graveyard or exile entry. */
export function idTaken(board: Board, id: string): boolean {
  return (
    board.permanents.some((p) => p.id === id) ||
    board.stack.some((s) => s.id === id) ||
    board.players.some((p) => p.id === id || [...p.graveyard, ...p.exile].some((entry) => entry.id === id))
  );
}
