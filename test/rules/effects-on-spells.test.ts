// A continuous effect from a resolved spell on a spell on the stack (CR 611.2a, 613): Chaoslace,
// "Target spell or permanent becomes red.", on a creature spell would make the spell red, and the
// permanent it becomes (400.7a). The engine doesn't apply effects to spells yet: such a resolution
// is UNSUPPORTED, the board unchanged, rather than an effect that quietly does nothing. On a
// permanent the same effect is carried out.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const board = (permanents: Json[] = []) => ({ turn: { number: 4, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents });

function run(scenario: Json): Json {
  ensureCards(scenario);
  return runScenario(scenario);
}

describe('effects on spells on the stack (CR 611.2a, 613, 400.7a)', () => {
  it('611.2a, 400.7a: Chaoslace on Grizzly Bears as a spell: UNSUPPORTED naming the rules, not a green Grizzly Bears', () => {
    const result = run({
      board: board(),
      actions: [
        { do: 'cast', card: 'Grizzly Bears', controller: 'alice', id: 'bears', hold: true },
        { do: 'cast', card: 'Chaoslace', controller: 'alice', id: 'lace', targets: ['bears'], hold: true },
        { do: 'resolve' },
      ],
    });
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({ code: 'UNSUPPORTED', action: 2 });
    expect(result.error.message).toContain('611.2a');
  });

  it('613.1e: Chaoslace on Grizzly Bears on the battlefield makes it red', () => {
    const result = run({
      board: board([{ id: 'bears', card: 'Grizzly Bears', controller: 'bob' }]),
      actions: [{ do: 'cast', card: 'Chaoslace', controller: 'alice', id: 'lace', targets: ['bears'] }],
      ask: [{ characteristics: 'bears' }],
    });
    expect(result.ok).toBe(true);
    expect(result.answers[0]).toMatchObject({ colors: ['R'] });
  });
});
