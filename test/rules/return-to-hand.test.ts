// "Return target creature to its owner's hand." (CR 400.7): the card becomes a new object in its
// owner's hand (a count here); a token ceases to exist (111.8, 704.5d).

import { describe, expect, it } from 'vitest';
import { card } from '../helpers/cards';
import { alice, bear, bob, eventsOf, ok, permanent, player, run } from '../helpers/run';

describe("return to its owner's hand (CR 400.7)", () => {
  it("Unsummon returns a creature to its owner's hand, not its controller's; its counters and damage are gone with it", () => {
    const result = ok(
      run([alice('bear', bear, { owner: 'bob', counters: { '+1/+1': 2 }, damage: 1 })], [{ do: 'cast', card: card('unsummon'), controller: 'bob', targets: ['bear'] }], {
        players: [{ id: 'alice', hand: 3 }, { id: 'bob' }],
      }),
    );
    expect(permanent(result, 'bear')).toBeUndefined();
    expect(player(result, 'bob').hand).toBe(1);
    expect(player(result, 'alice').hand).toBe(3);
    expect(eventsOf(result, 'returnedToHand')).toEqual([{ type: 'returnedToHand', permanent: 'bear', player: 'bob', rules: ['400.7', '608.2c'] }]);
    expect(eventsOf(result, 'leftBattlefield')).toMatchObject([{ permanent: 'bear', controller: 'alice', to: 'hand' }]);
  });

  it('111.8: a returned token ceases to exist: no card is added to a hand', () => {
    const result = ok(run([bob('token', bear, { token: true })], [{ do: 'cast', card: card('unsummon'), controller: 'alice', targets: ['token'] }]));
    expect(permanent(result, 'token')).toBeUndefined();
    expect(player(result, 'bob').hand).toBe(0);
    expect(result.events.map((e: any) => e.type)).toEqual(expect.arrayContaining(['returnedToHand', 'ceasedToExist']));
  });

  it('700.4: a returned creature does not die: its "when this creature dies" ability does not trigger', () => {
    const dyingBear = { ...bear, name: 'Dying Bear', abilities: [{ kind: 'triggered', trigger: { event: 'dies', object: 'self' }, effects: [{ type: 'draw', amount: 1 }] }] };
    const result = ok(run([bob('bear', dyingBear)], [{ do: 'cast', card: card('unsummon'), controller: 'alice', targets: ['bear'] }]));
    expect(player(result, 'bob')).toMatchObject({ hand: 1, library: 40 });
  });

  it("Evacuation returns every creature at once; an Aura left attached to nothing goes to its owner's graveyard (704.5m)", () => {
    const result = ok(
      run(
        [alice('bear', bear), bob('elves', 'Llanowar Elves'), alice('pacifism', 'Pacifism', { attachedTo: 'elves' }), bob('forest', 'Forest')],
        [{ do: 'cast', card: card('evacuation'), controller: 'bob', id: 'evac' }],
      ),
    );
    expect(result.board.permanents.map((p: any) => p.id)).toEqual(['forest']);
    expect(player(result, 'alice')).toMatchObject({ hand: 1, graveyard: [{ id: 'pacifism', card: 'Pacifism' }] });
    expect(player(result, 'bob').hand).toBe(1);
  });
});
