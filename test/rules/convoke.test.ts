// Convoke (CR 702.51a): each creature tapped while casting the spell pays for one generic mana or
// one mana of that creature's color of its total cost. The creatures are named in the cast's
// `choices.convoke`; the engine finds which mana each pays, and the pool pays the rest.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function scenario(permanents: Json[], actions: Json[], pool: Json = {}): Json {
  const input = {
    board: {
      turn: main,
      players: [
        { id: 'alice', manaPool: pool },
        { id: 'bob', life: 20 },
      ],
      permanents,
    },
    actions,
  };
  ensureCards(input);
  return runScenario(input);
}

const goblin = (id: string, extra: Json = {}) => ({ id, card: 'Raging Goblin', controller: 'alice', ...extra });
const elf = (id: string) => ({ id, card: 'Llanowar Elves', controller: 'alice' });
const stoke = (convoke: string[], extra: Json = {}) => ({
  do: 'cast',
  card: 'Stoke the Flames',
  controller: 'alice',
  id: 'stoke',
  targets: ['bob'],
  pay: true,
  choices: { convoke },
  ...extra,
});
const tapped = (result: Json): string[] => result.board.permanents.filter((p: Json) => p.tapped).map((p: Json) => p.id);

describe('convoke (CR 702.51a)', () => {
  it('702.51a: Stoke the Flames ({2}{R}{R}) paid by tapping four red creatures, with an empty pool: it deals 4 damage', () => {
    const result = scenario([goblin('g1'), goblin('g2'), goblin('g3'), goblin('g4')], [stoke(['g1', 'g2', 'g3', 'g4'])]);
    expect(result.ok).toBe(true);
    expect(result.board.players[1].life).toBe(16);
    expect(tapped(result)).toEqual(['g1', 'g2', 'g3', 'g4']);
    expect(result.events.filter((e: Json) => e.type === 'tapped')).toEqual(Array(4).fill(expect.objectContaining({ rules: ['702.51a', '601.2h'] })));
  });

  it("702.51a: a green creature pays only generic mana of Stoke the Flames: two elves and {R}{R} pay it, two elves and {2} don't", () => {
    expect(scenario([elf('e1'), elf('e2')], [stoke(['e1', 'e2'])], { R: 2 }).ok).toBe(true);
    expect(scenario([elf('e1'), elf('e2')], [stoke(['e1', 'e2'])], { C: 2 }).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '601.2h' });
  });

  it('702.51a: the engine finds what each creature pays so the pool can pay the rest: a goblin and an elf with {1}{R} in the pool', () => {
    // The elf can pay only {1}; the goblin pays {R} or {1}: goblin {R}, elf {1}, the pool {1}{R}.
    const result = scenario([goblin('g1'), elf('e1')], [stoke(['e1', 'g1'])], { R: 1, C: 1 });
    expect(result.ok).toBe(true);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'manaSpent', mana: { R: 1, C: 1 }, rules: ['702.51a', '601.2h'] }));
  });

  it("702.51a: a tapped creature, an opponent's creature or a creature more than the cost needs can't convoke: ILLEGAL_ACTION", () => {
    expect(scenario([goblin('g1', { tapped: true })], [stoke(['g1'])], { R: 2, C: 1 }).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '702.51a' });
    expect(scenario([goblin('g1', { controller: 'bob' })], [stoke(['g1'])], { R: 2, C: 1 }).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '702.51a' });
    const five = [goblin('g1'), goblin('g2'), goblin('g3'), goblin('g4'), goblin('g5')];
    expect(scenario(five, [stoke(['g1', 'g2', 'g3', 'g4', 'g5'])]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '702.51a' });
  });

  it('702.51a: `convoke` for a spell without convoke would be ignored: INVALID_INPUT', () => {
    const result = scenario([goblin('g1')], [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], pay: true, choices: { convoke: ['g1'] } }]);
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'convoke'] });
  });
});
