// "You may shuffle." (Ponder; CR 701.24a, 608.2d): its controller chooses as it resolves whether
// to shuffle, in `choices.shuffle`. The library is a count of unnamed cards: a shuffle changes no
// count, and a libraryShuffled event records it.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

function scenario(actions: Json[]): Json {
  const input = { board: { turn: { number: 3, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice', library: 20, hand: 0 }, { id: 'bob' }] }, actions };
  ensureCards(input);
  return runScenario(input);
}

const ponder = (choices: Json = {}) => ({ do: 'cast', card: 'Ponder', controller: 'alice', id: 'ponder', choices });

describe('"You may shuffle." (CR 701.24a, 608.2d)', () => {
  it('608.2d: Ponder resolving without the choice: CHOICE_REQUIRED at `shuffle`, true or false', () => {
    expect(scenario([ponder()]).error).toMatchObject({ code: 'CHOICE_REQUIRED', choice: 'shuffle', options: [true, false] });
  });

  it('701.24a: Ponder choosing to shuffle: the library is shuffled (one event), then its controller draws a card', () => {
    const result = scenario([ponder({ shuffle: true })]);
    expect(result.events.filter((e: Json) => e.type === 'libraryShuffled')).toEqual([expect.objectContaining({ player: 'alice', rules: ['701.24a', '608.2d'] })]);
    expect(result.board.players[0]).toMatchObject({ hand: 1, library: 19 });
  });

  it('608.2d: Ponder choosing not to shuffle: no shuffle, and the card is drawn', () => {
    const result = scenario([ponder({ shuffle: false })]);
    expect(result.events.some((e: Json) => e.type === 'libraryShuffled')).toBe(false);
    expect(result.board.players[0]).toMatchObject({ hand: 1, library: 19 });
  });
});
