// The catalog's keywords walked through (CR 702), where the engine models the part of the game
// they act on: each rule here is one the engine got wrong before.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const creature = (name: string, power: number, toughness: number, keywords: string[] = []) => ({
  name,
  manaCost: '{2}{B}',
  types: ['Creature'],
  subtypes: ['Horror'],
  power,
  toughness,
  abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword })),
});

function run(permanents: Json[], actions: Json[]) {
  return runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, actions }) as Json;
}

describe('deathtouch (CR 702.2)', () => {
  it('702.2b, 704.5h: damage dealt as -1/-1 counters by a source with deathtouch and wither or infect still destroys the creature', () => {
    for (const keyword of ['wither', 'infect']) {
      const result = run(
        [
          { id: 'giant', card: creature('Test Giant', 5, 5), controller: 'alice' },
          { id: 'horror', card: creature('Test Horror', 1, 1, ['deathtouch', keyword]), controller: 'bob' },
        ],
        [{ do: 'damage', source: 'horror', target: 'giant', amount: 1 }],
      );
      expect(result.ok).toBe(true);
      expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['horror']);
      expect(result.events).toContainEqual(expect.objectContaining({ type: 'destroyed', permanent: 'giant', rules: ['704.5h', '701.8a'] }));
    }
  });
});
