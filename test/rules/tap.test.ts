// Tapping (CR 701.26a): "Tap target creature." turns an untapped permanent sideways; a tapped one
// can't be tapped again, so nothing happens to it.

import { describe, expect, it } from 'vitest';
import { card } from '../helpers/cards';
import { alice, bear, bob, eventsOf, ok, permanent, run } from '../helpers/run';

describe('tap (CR 701.26)', () => {
  it('Blinding Mage taps target creature', () => {
    const result = ok(
      run([alice('mage', card('blindingMage')), bob('bear', bear)], [{ do: 'activate', permanent: 'mage', targets: ['bear'] }], {
        players: [{ id: 'alice', manaPool: { W: 1 } }, { id: 'bob' }],
      }),
    );
    expect(permanent(result, 'bear').tapped).toBe(true);
    expect(eventsOf(result, 'tapped').map((e) => e.permanent)).toEqual(['mage', 'bear']);
  });

  it('701.26a: only an untapped permanent can be tapped: a tapped target stays as it is, with no event', () => {
    const result = ok(
      run([alice('mage', card('blindingMage')), bob('bear', bear, { tapped: true })], [{ do: 'activate', permanent: 'mage', targets: ['bear'] }], {
        players: [{ id: 'alice', manaPool: { W: 1 } }, { id: 'bob' }],
      }),
    );
    expect(eventsOf(result, 'tapped').map((e) => e.permanent)).toEqual(['mage']);
  });

  it('"Tap all creatures your opponents control" taps each of them, and none of yours', () => {
    const sleep = {
      name: 'Test Sleep',
      manaCost: '{2}{U}',
      types: ['Sorcery'],
      abilities: [{ kind: 'spell', effects: [{ type: 'tap', object: { all: { types: ['Creature'], controller: 'opponent' }, phrase: 'all' } }] }],
    };
    const result = ok(run([alice('mine', bear), bob('theirs', bear), bob('forest', 'Forest')], [{ do: 'cast', card: sleep, controller: 'alice' }]));
    expect(result.board.permanents.map((p: any) => [p.id, p.tapped])).toEqual([
      ['mine', false],
      ['theirs', true],
      ['forest', false],
    ]);
  });
});
