// A held trigger read back (CR 603.2, 603.3, 608.2h): what a triggered ability triggered on ("that
// player", "that much") is written on its stack object as `triggeredBy`, one shape shared by the
// board's schema and the trigger kinds (rules/board/board.ts TriggeredBy), so the engine's output
// with a trigger left on the stack (`hold`) is an input the engine reads back and resolves the same.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;

/** "Whenever this creature deals combat damage to a player, it deals that much damage to itself." */
const raider = {
  name: 'Test Raider',
  manaCost: '{R}',
  types: ['Creature'],
  power: 3,
  toughness: 5,
  abilities: [
    {
      kind: 'triggered',
      trigger: { event: 'dealsDamage', object: 'self', combat: true, to: 'player' },
      targets: [],
      effects: [{ type: 'dealDamage', amount: { thatMuch: true }, to: 'self' }],
    },
  ],
};
const board = {
  turn: { number: 4, activePlayer: 'alice', step: 'declareBlockers' },
  players: [{ id: 'alice' }, { id: 'bob' }],
  permanents: [{ id: 'raider', controller: 'alice', attacking: 'bob', card: raider }],
};

function ok(result: ReturnType<typeof runScenario>) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

describe('a trigger held on the stack, read back (CR 603.3, 608.2h)', () => {
  it('603.2, 510.2: the combat damage trigger waits on the stack with what it triggered on; the output board, read back as input, resolves it with that much (3)', () => {
    const held = ok(runScenario({ board, actions: [{ do: 'advance', to: 'combatDamage', hold: true }] }));
    expect(held.board.stack).toMatchObject([{ kind: 'ability', source: 'raider', ability: 0, triggeredBy: { player: 'bob', amount: 3 } }]);
    expect(held.board.players.find((p: Json) => p.id === 'bob')!.life).toBe(17);

    // The engine's own output is an input: the same board, resolved.
    const again = ok(runScenario({ board: JSON.parse(JSON.stringify(held.board)), actions: [{ do: 'resolve' }] }));
    expect(again.board.stack).toEqual([]);
    expect(again.board.permanents.find((p: Json) => p.id === 'raider')).toMatchObject({ damage: 3 });
    const straight = ok(runScenario({ board, actions: [{ do: 'advance', to: 'combatDamage' }] }));
    expect(again.board.permanents).toEqual(straight.board.permanents);
  });
});
