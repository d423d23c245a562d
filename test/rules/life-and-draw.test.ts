// Players as targets and as sets (CR 115.1, 109.5): "Target player loses 3 life and you gain 3
// life." (119.3), "Each opponent loses 2 life.", "Target player draws two cards.", "Each player
// draws a card." (121.1), with the state-based actions that follow (704.5a-b).

import { describe, expect, it } from 'vitest';
import { card } from '../helpers/cards';
import { eventsOf, ok, player, run } from '../helpers/run';

describe('losing life (CR 119.3)', () => {
  it("Sovereign's Bite: the target player loses 3 life and its controller gains 3", () => {
    const result = ok(run([], [{ do: 'cast', card: card('sovereignsBite'), controller: 'alice', targets: ['bob'] }]));
    expect(player(result, 'bob').life).toBe(17);
    expect(player(result, 'alice').life).toBe(23);
    expect(eventsOf(result, 'lifeLost')).toEqual([{ type: 'lifeLost', player: 'bob', amount: 3, rules: ['119.3'] }]);
    expect(eventsOf(result, 'lifeGained')).toEqual([{ type: 'lifeGained', player: 'alice', amount: 3, rules: ['119.3'] }]);
  });

  it('115.1: "target player" may be its own controller', () => {
    const result = ok(run([], [{ do: 'cast', card: card('sovereignsBite'), controller: 'alice', targets: ['alice'] }]));
    expect(player(result, 'alice').life).toBe(20);
  });

  it('704.5a: a player brought to 0 life loses the game', () => {
    const result = ok(run([], [{ do: 'cast', card: card('sovereignsBite'), controller: 'alice', targets: ['bob'] }], { players: [{ id: 'alice' }, { id: 'bob', life: 3 }] }));
    expect(player(result, 'bob')).toMatchObject({ life: 0, lost: true });
  });

  it('119.7: under Leyline of Punishment the life is still lost, but none is gained', () => {
    const result = ok(run([{ id: 'leyline', card: 'Leyline of Punishment', controller: 'bob' }], [{ do: 'cast', card: card('sovereignsBite'), controller: 'alice', targets: ['bob'] }]));
    expect(player(result, 'bob').life).toBe(17);
    expect(player(result, 'alice').life).toBe(20);
    expect(eventsOf(result, 'lifeGainPrevented')).toHaveLength(1);
  });

  it('each opponent loses 2 life, in a three-player game; then you lose 1', () => {
    const result = ok(run([], [{ do: 'cast', card: card('drain'), controller: 'alice' }], { players: [{ id: 'alice' }, { id: 'bob' }, { id: 'carol' }] }));
    expect(result.board.players.map((p: any) => p.life)).toEqual([19, 18, 18]);
    expect(eventsOf(result, 'lifeLost').map((e) => e.player)).toEqual(['bob', 'carol', 'alice']);
  });

  it('"target opponent" is not its controller (CR 115.1, 102.2)', () => {
    const opponentBite = { ...card('sovereignsBite'), abilities: [{ ...card('sovereignsBite').abilities[0], targets: [{ kind: 'opponent' }] }] };
    expect(run([], [{ do: 'cast', card: opponentBite, controller: 'alice', targets: ['alice'] }])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2c' } });
    expect(player(ok(run([], [{ do: 'cast', card: opponentBite, controller: 'alice', targets: ['bob'] }])), 'bob').life).toBe(17);
  });
});

describe('drawing for players (CR 121.1)', () => {
  it('Inspiration: the target player draws two cards', () => {
    const result = ok(run([], [{ do: 'cast', card: card('inspiration'), controller: 'alice', targets: ['bob'] }]));
    expect(player(result, 'bob')).toMatchObject({ library: 38, hand: 2 });
    expect(player(result, 'alice')).toMatchObject({ library: 40, hand: 0 });
  });

  it('each player draws a card; one with an empty library loses (121.4, 704.5b)', () => {
    const result = ok(run([], [{ do: 'cast', card: card('everyoneDraws'), controller: 'alice' }], { players: [{ id: 'alice' }, { id: 'bob', library: 0 }] }));
    expect(player(result, 'alice')).toMatchObject({ library: 39, hand: 1 });
    expect(player(result, 'bob')).toMatchObject({ lost: true });
    expect(eventsOf(result, 'drewFromEmptyLibrary')).toMatchObject([{ player: 'bob' }]);
  });
});
