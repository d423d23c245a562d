// Static abilities that change what spells cost (CR 601.2f, 604.1): "Noncreature spells cost {1}
// more to cast." (Thalia, Guardian of Thraben), "Instant and sorcery spells you cast cost {1} less
// to cast." (Goblin Electromancer): the total cost's generic mana goes up, then down, never below
// {0} and never its colored mana (118.7a).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { compileCard, type PrintedCard } from '../../pool/compile';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

function cast(permanents: Json[], caster: string, card: string, pool: Json): Json {
  const scenario = {
    board: {
      turn: { number: 3, activePlayer: caster, step: 'precombatMain' },
      players: [{ id: 'alice' }, { id: 'bob' }].map((p) => (p.id === caster ? { ...p, manaPool: pool } : p)),
      permanents,
    },
    actions: [{ do: 'cast', card, controller: caster, id: 'spell', targets: card === 'Lightning Bolt' ? [caster === 'alice' ? 'bob' : 'alice'] : [], pay: true, hold: true }],
  };
  ensureCards(scenario);
  return runScenario(scenario);
}

const pool = (result: Json, player: string) => result.board.players.find((p: Json) => p.id === player).manaPool;
const thalia = { id: 'thalia', card: 'Thalia, Guardian of Thraben', controller: 'bob' };
const electromancer = { id: 'goblin', card: 'Goblin Electromancer', controller: 'alice' };

describe('spells costing more or less (CR 601.2f)', () => {
  it("601.2f: with Thalia, Lightning Bolt costs {1}{R}: {R} alone can't pay it", () => {
    const refused = cast([thalia], 'alice', 'Lightning Bolt', { R: 1 });
    expect(refused.ok).toBe(false);
    expect(refused.error.code).toBe('ILLEGAL_ACTION');
    expect(refused.error.message).toContain('plus {1}');
    const paid = cast([thalia], 'alice', 'Lightning Bolt', { R: 2 });
    expect(paid.ok).toBe(true);
    expect(pool(paid, 'alice').R).toBe(0);
  });

  it('Thalia: a creature spell costs what it costs; her own controller pays more too ("noncreature spells")', () => {
    const bears = cast([thalia], 'alice', 'Grizzly Bears', { G: 2 });
    expect(bears.ok).toBe(true);
    const own = cast([thalia], 'bob', 'Lightning Bolt', { R: 1 });
    expect(own.ok).toBe(false);
  });

  it('Goblin Electromancer: Divination costs {1}{U} for its controller, {2}{U} for the opponent ("you cast")', () => {
    const mine = cast([electromancer], 'alice', 'Divination', { U: 2 });
    expect(mine.ok).toBe(true);
    expect(pool(mine, 'alice').U).toBe(0);
    const theirs = cast([electromancer], 'bob', 'Divination', { U: 2 });
    expect(theirs.ok).toBe(false);
  });

  it('118.7a: a reduction takes off generic mana only: Lightning Bolt still costs {R}', () => {
    expect(cast([electromancer], 'alice', 'Lightning Bolt', { U: 1 }).ok).toBe(false);
    expect(cast([electromancer], 'alice', 'Lightning Bolt', { R: 1 }).ok).toBe(true);
  });

  it('601.2f: the increase applies before the reduction: with both, Lightning Bolt costs {R}', () => {
    const both = cast([thalia, electromancer], 'alice', 'Lightning Bolt', { R: 1 });
    expect(both.ok).toBe(true);
  });

  it('the lines compile and render back', () => {
    const creature: PrintedCard = { name: 'Test Sage', manaCost: '{1}{U}', types: ['Creature'], power: 1, toughness: 1 };
    for (const line of [
      'Noncreature spells cost {1} more to cast.',
      'Instant and sorcery spells you cast cost {1} less to cast.',
      'Artifact spells you cast cost {1} less to cast.',
      'Blue spells you cast cost {1} less to cast.',
      'Dragon spells you cast cost {1} less to cast.',
      'Artifact and enchantment spells your opponents cast cost {1} more to cast.',
    ])
      expect(compileCard([line], creature).lines[0]!.compiled, line).toBe(true);
  });
});
