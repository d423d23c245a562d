// Small builders for test boards, so each test states only what matters to its ruling. They
// build raw JSON, as a client sends it: the engine validates it.

type Json = Record<string, unknown>;

export const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' } as const;

export function board(permanents: Json[], extra: Json = {}): Json {
  return { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra };
}
