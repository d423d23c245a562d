// Control-changing effects (CR 613.1b, layer 2) through the public contract: the board's
// `controller` is the controller apart from them, the `characteristics` answer gives the one after
// them, and the rules use that one: who activates, who attacks, "you control", summoning sickness
// (302.6), combat (506.4), exchanges (701.12b).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { elf } from '../helpers/run';

type Json = Record<string, unknown>;
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const anthem = {
  name: 'Test Anthem',
  manaCost: '{2}{W}',
  types: ['Enchantment'],
  abilities: [
    { kind: 'static', effects: [{ type: 'continuous', affects: { all: { types: ['Creature'], controller: 'you' } }, modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] }] },
  ],
};

function run(permanents: Json[], actions: Json[], ask: Json[], extra: Json = {}) {
  return runScenario({
    board: { turn: { number: 4, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice', manaPool: { U: 5, R: 5 } }, { id: 'bob' }], permanents, ...extra },
    actions,
    ask,
  });
}

function answers(permanents: Json[], actions: Json[], ask: Json[], extra: Json = {}): Json[] {
  const result = run(permanents, actions, ask, extra);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.answers;
}

describe('Control Magic and Mind Control (CR 613.1b, 303.4)', () => {
  for (const aura of ['Control Magic', 'Mind Control']) {
    it(`613.1b: ${aura} on bob's creature: alice controls it after layer 2; the board keeps bob as its controller apart from the effect`, () => {
      const result = run(
        [
          { id: 'bear', card: bear, controller: 'bob' },
          { id: 'aura', card: aura, controller: 'alice', attachedTo: 'bear' },
        ],
        [],
        [{ characteristics: 'bear' }],
      );
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      expect(result.answers[0]).toMatchObject({ controller: 'alice' });
      expect((result.answers[0] as { explain: Json[] }).explain).toEqual([expect.objectContaining({ source: 'aura (' + aura + ')', layer: '2' })]);
      expect(result.board.permanents.find((p) => p.id === 'bear')!.controller).toBe('bob');
    });
  }

  it('302.6: a creature that changes control as Control Magic resolves is summoning sick for its new controller, and can’t tap for mana', () => {
    const result = run(
      [{ id: 'elf', card: elf, controller: 'bob' }],
      [{ do: 'cast', card: 'Control Magic', controller: 'alice', targets: ['elf'] }],
      [{ characteristics: 'elf' }, { canActivate: { permanent: 'elf', ability: 0 } }],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.answers[0]).toMatchObject({ controller: 'alice' });
    expect(result.answers[1]).toEqual({ legal: false, reason: expect.any(String), rule: '302.6' });
    expect(result.board.permanents.find((p) => p.id === 'elf')).toMatchObject({ controller: 'bob', summoningSick: true });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'controlChanged', permanent: 'elf', from: 'bob', to: 'alice' }));
  });

  it('302.6: on its new controller’s next turn the stolen creature is no longer summoning sick, and its mana goes to that player', () => {
    const result = run(
      [
        { id: 'elf', card: elf, controller: 'bob', summoningSick: true },
        { id: 'aura', card: 'Control Magic', controller: 'alice', attachedTo: 'elf' },
      ],
      [{ do: 'activate', permanent: 'elf', ability: 0 }],
      [],
      { turn: { number: 5, activePlayer: 'alice', step: 'precombatMain' } },
    );
    // The board says it is sick: the contract makes summoningSick relative to the controller after layer 2.
    expect(result.ok).toBe(false);
    const untapped = run(
      [
        { id: 'elf', card: elf, controller: 'bob', summoningSick: true },
        { id: 'aura', card: 'Control Magic', controller: 'alice', attachedTo: 'elf' },
      ],
      [
        { do: 'advance', to: 'upkeep' },
        { do: 'advance', to: 'precombatMain' },
        { do: 'activate', permanent: 'elf', ability: 0 },
      ],
      [],
      { turn: { number: 4, activePlayer: 'bob', step: 'end' } },
    );
    if (!untapped.ok) throw new Error(JSON.stringify(untapped.error));
    expect(untapped.board.players.find((p) => p.id === 'alice')!.manaPool.G).toBe(1);
    expect(untapped.board.players.find((p) => p.id === 'bob')!.manaPool.G).toBe(0);
  });

  it('613.1b, 109.5: "creatures you control" counts the stolen creature for its new controller, not its owner', () => {
    const [stolen, own] = answers(
      [
        { id: 'anthem', card: anthem, controller: 'alice' },
        { id: 'bobs-anthem', card: anthem, controller: 'bob' },
        { id: 'bear', card: bear, controller: 'bob' },
        { id: 'aura', card: 'Control Magic', controller: 'alice', attachedTo: 'bear' },
      ],
      [],
      [{ characteristics: 'bear' }, { characteristics: 'anthem' }],
    );
    expect(stolen).toMatchObject({ controller: 'alice', power: 3, toughness: 3 });
    expect(own).toMatchObject({ controller: 'alice' });
  });

  it('613.1b: when Control Magic stops enchanting the creature, control returns to bob (611.3a), and it is summoning sick again (302.6)', () => {
    const moved = run(
      [
        { id: 'bear', card: bear, controller: 'bob' },
        { id: 'bear2', card: bear, controller: 'bob' },
        { id: 'aura', card: 'Control Magic', controller: 'alice', attachedTo: 'bear' },
      ],
      [{ do: 'attach', permanent: 'aura', to: 'bear2' }],
      [{ characteristics: 'bear' }, { characteristics: 'bear2' }],
    );
    if (!moved.ok) throw new Error(JSON.stringify(moved.error));
    expect(moved.answers).toMatchObject([{ controller: 'bob' }, { controller: 'alice' }]);
    expect(moved.board.permanents.find((p) => p.id === 'bear')).toMatchObject({ summoningSick: true });
  });

  it('Control Magic on a creature that later gets a Turn to Frog: still alice’s, a 1/1 blue Frog with no abilities (613.1b before 613.1f)', () => {
    const result = run(
      [
        { id: 'elf', card: elf, controller: 'bob' },
        { id: 'aura', card: 'Control Magic', controller: 'alice', attachedTo: 'elf' },
      ],
      [{ do: 'cast', card: 'Turn to Frog', controller: 'alice', targets: ['elf'] }],
      [{ characteristics: 'elf' }],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.answers[0]).toMatchObject({ controller: 'alice', power: 1, toughness: 1, colors: ['U'], subtypes: ['Frog'], abilityCount: 0 });
  });
});

describe('Act of Treason (CR 613.1b, 302.6, 611.2, 514.2)', () => {
  it('alice gains control of bob’s tapped creature until end of turn, untaps it, and it can attack with haste', () => {
    const result = run(
      [{ id: 'bear', card: bear, controller: 'bob', tapped: true }],
      [
        { do: 'cast', card: 'Act of Treason', controller: 'alice', targets: ['bear'] },
        { do: 'declareAttackers', attackers: [{ id: 'bear', attacking: 'bob' }] },
        { do: 'advance', to: 'combatDamage' },
      ],
      [{ characteristics: 'bear' }],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.answers[0]).toMatchObject({ controller: 'alice', keywords: ['haste'] });
    expect(result.board.players.find((p) => p.id === 'bob')!.life).toBe(18);
  });

  it('514.2: the effect ends in the cleanup step and bob controls his creature again; his untap step ends its summoning sickness (302.6)', () => {
    const result = run(
      [{ id: 'bear', card: bear, controller: 'bob' }],
      [
        { do: 'cast', card: 'Act of Treason', controller: 'alice', targets: ['bear'] },
        { do: 'advance', to: 'upkeep' },
      ],
      [{ characteristics: 'bear' }],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.answers[0]).toMatchObject({ controller: 'bob', keywords: [] });
    expect(result.board.effects).toEqual([]);
    expect(result.board.turn).toMatchObject({ activePlayer: 'bob', step: 'upkeep' });
    expect(result.board.permanents.find((p) => p.id === 'bear')).toMatchObject({ controller: 'bob', summoningSick: false });
    expect(result.events.filter((e) => e.type === 'controlChanged')).toEqual([
      expect.objectContaining({ from: 'bob', to: 'alice' }),
      expect.objectContaining({ from: 'alice', to: 'bob' }),
    ]);
  });

  it('508.1a: without haste, a stolen creature could not attack: the attack declaration is refused for summoning sickness (302.6)', () => {
    const result = run(
      [
        { id: 'bear', card: bear, controller: 'bob' },
        { id: 'aura', card: 'Control Magic', controller: 'alice', attachedTo: 'bear', summoningSick: false },
      ],
      [],
      [{ canAttack: { permanent: 'bear' } }],
    );
    // Entered under bob's control in the board as written; the board says it isn't sick, so it may attack for alice.
    expect(result.ok && result.answers[0]).toMatchObject({ legal: true });
  });

  it('506.4: an attacking creature whose controller changes is removed from combat', () => {
    const result = run(
      [
        { id: 'bear', card: bear, controller: 'alice' },
        { id: 'other', card: bear, controller: 'bob' },
        { id: 'aura', card: 'Control Magic', controller: 'bob', attachedTo: 'other' },
      ],
      [
        { do: 'declareAttackers', attackers: [{ id: 'bear', attacking: 'bob' }] },
        { do: 'attach', permanent: 'aura', to: 'bear' },
      ],
      [{ characteristics: 'bear' }],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.answers[0]).toMatchObject({ controller: 'bob' });
    expect(result.board.permanents.find((p) => p.id === 'bear')).toMatchObject({ attacking: null, summoningSick: true });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'removedFromCombat', permanent: 'bear' }));
  });
});

describe('Switcheroo (CR 701.12b)', () => {
  it('exchanges control of two creatures; the exchange lasts', () => {
    const result = run(
      [
        { id: 'mine', card: bear, controller: 'alice' },
        { id: 'theirs', card: elf, controller: 'bob' },
      ],
      [
        { do: 'cast', card: 'Switcheroo', controller: 'alice', targets: ['mine', 'theirs'] },
        { do: 'advance', to: 'upkeep' },
      ],
      [{ characteristics: 'mine' }, { characteristics: 'theirs' }],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.answers).toMatchObject([{ controller: 'bob' }, { controller: 'alice' }]);
  });

  it('701.12b: two creatures with the same controller: nothing is exchanged', () => {
    const [a, b] = answers(
      [
        { id: 'a', card: bear, controller: 'bob' },
        { id: 'b', card: elf, controller: 'bob' },
      ],
      [{ do: 'cast', card: 'Switcheroo', controller: 'alice', targets: ['a', 'b'] }],
      [{ characteristics: 'a' }, { characteristics: 'b' }],
    );
    expect([a!.controller, b!.controller]).toEqual(['bob', 'bob']);
  });
});

describe('Crag Saurian (CR 603.2, 613.1b)', () => {
  it('a source bob controls deals damage to alice’s Crag Saurian: bob gains control of it', () => {
    const result = run(
      [{ id: 'saurian', card: 'Crag Saurian', controller: 'alice' }],
      [{ do: 'damage', source: { card: 'Shock', controller: 'bob' }, target: 'saurian', amount: 2 }],
      [{ characteristics: 'saurian' }],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.answers[0]).toMatchObject({ controller: 'bob' });
    expect(result.board.effects).toEqual([expect.objectContaining({ source: 'saurian', choices: { player: 'bob' }, duration: 'permanent' })]);
  });

  it('its own controller’s source: control doesn’t change', () => {
    const [c] = answers(
      [{ id: 'saurian', card: 'Crag Saurian', controller: 'alice' }],
      [{ do: 'damage', source: { card: 'Shock', controller: 'alice' }, target: 'saurian', amount: 2 }],
      [{ characteristics: 'saurian' }],
    );
    expect(c).toMatchObject({ controller: 'alice' });
  });
});
