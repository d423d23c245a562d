// Small builders for test boards, so each test states only what matters to its ruling.

import type { BoardInput, PermanentInput } from '../../rules/board';

export const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' } as const;

export function board(permanents: PermanentInput[], extra: Partial<BoardInput> = {}): BoardInput {
  return { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra };
}
