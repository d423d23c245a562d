// No input is silently ignored (SCENARIOS.md): a `choices.triggered` entry names the source of a
// triggered ability or replacement effect the action brings to resolution; one naming nothing on
// the board, or a source none of whose abilities resolved, is INVALID_INPUT with its path.

import { describe, expect, it } from 'vitest';
import { alice, ok, player, run } from '../helpers/run';

const temple = { name: 'Test Temple', types: ['Land'], abilities: [{ kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'gainLife', amount: 1 }] }] };

describe('choices.triggered naming nothing the action takes is INVALID_INPUT', () => {
  it('an id that is no permanent on the board', () => {
    const result = run([alice('forest', 'Forest')], [{ do: 'activate', permanent: 'forest', choices: { triggered: { nope: { mana: 'G' } } } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'triggered', 'nope'], action: 0 } });
    expect(!result.ok && result.error.message).toMatch(/no permanent has id "nope"/);
  });

  it('a permanent with no triggered ability that resolved in the action (Llanowar Elves, as a Forest is tapped)', () => {
    const result = run([alice('forest', 'Forest'), alice('elf', 'Llanowar Elves')], [{ do: 'activate', permanent: 'forest', choices: { triggered: { elf: { mana: 'G' } } } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'triggered', 'elf'] } });
  });

  it('603.3: a triggered ability held on the stack has not resolved, so choices for it in that action are INVALID_INPUT', () => {
    const result = run(
      [],
      [{ do: 'cast', card: { ...temple, types: ['Artifact'], manaCost: '{0}', name: 'Test Idol' }, controller: 'alice', id: 'idol', hold: true, choices: { triggered: { idol: {} } } }],
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'triggered', 'idol'] } });
  });

  it('603.3, 608.2d: a triggered ability that resolves in the action takes its entry: playing a land whose enters trigger resolves', () => {
    const result = ok(run([], [{ do: 'play', card: temple, controller: 'alice', id: 'temple', choices: { triggered: { temple: {} } } }]));
    expect(player(result, 'alice').life).toBe(21);
  });
});

describe('a choice key the action never takes is INVALID_INPUT', () => {
  it('playing a land takes no "mana" choice (only what it enters with, 614.12, the legend rule\'s keep and its triggers\' choices)', () => {
    const result = run([], [{ do: 'play', card: 'Forest', controller: 'alice', choices: { mana: 'G' } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'mana'] } });
  });

  it('advancing takes no "mode" choice', () => {
    const result = run([], [{ do: 'advance', to: 'beginCombat', choices: { mode: 'tap' } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'mode'] } });
  });

  it('107.3: an activation takes no "x" choice (X is chosen as a spell is cast)', () => {
    const result = run([alice('forest', 'Forest')], [{ do: 'activate', permanent: 'forest', choices: { x: 2 } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'x'] } });
  });

  it("an activation takes the mode its ability asks for on resolution (Gideon Blackblade's +1, 608.2d)", () => {
    const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2 };
    ok(run([alice('gideon', 'Gideon Blackblade'), alice('bear', bear)], [{ do: 'activate', permanent: 'gideon', targets: ['bear'], choices: { mode: 'vigilance' } }]));
  });
});

describe('what the engine cannot carry out comes before what it would ignore', () => {
  it('107.3: activating an ability with {X} in its cost is UNSUPPORTED, with or without an X choice', () => {
    const tower = {
      name: 'Test Tower',
      types: ['Artifact'],
      abilities: [{ kind: 'activated', cost: [{ type: 'mana', cost: '{X}' }, { type: 'tap' }], effects: [{ type: 'gainLife', amount: 1 }] }],
    };
    for (const choices of [{}, { x: 2 }]) {
      const result = run([alice('tower', tower)], [{ do: 'activate', permanent: 'tower', choices }], { players: [{ id: 'alice', manaPool: { C: 2 } }, { id: 'bob' }] });
      expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
    }
  });
});

describe('a choice only some cards read, given for a card without the ability, is INVALID_INPUT (CR 614.12, 707.5, 612)', () => {
  it('707.5: choices.copy for a creature spell that can\u2019t enter as a copy', () => {
    const result = run(
      [alice('bear', { name: 'Test Bear', manaCost: '{0}', types: ['Creature'], power: 2, toughness: 2 })],
      [{ do: 'cast', card: 'Llanowar Elves', controller: 'alice', choices: { copy: 'bear' } }],
      { players: [{ id: 'alice', manaPool: { G: 1 } }, { id: 'bob' }] },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'copy'] } });
  });

  it('614.12: choices.creatureType for a card that chooses no creature type as it enters', () => {
    const result = run([], [{ do: 'play', card: 'Forest', controller: 'alice', choices: { creatureType: 'Elf' } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'creatureType'] } });
  });

  it('612: choices.from and choices.to for a spell that changes no text', () => {
    const result = run(
      [alice('bear', { name: 'Test Bear', types: ['Creature'], power: 2, toughness: 2 })],
      [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', targets: ['bear'], choices: { from: 'R', to: 'G' } }],
      { players: [{ id: 'alice', manaPool: { R: 1 } }, { id: 'bob' }] },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'from'] } });
  });

  it('the same choices are taken by the cards that read them: Clone copies, Sleight of Mind changes a word', () => {
    const cloned = ok(
      run(
        [alice('bear', { name: 'Test Bear', types: ['Creature'], power: 2, toughness: 2 })],
        [{ do: 'cast', card: 'Clone', controller: 'alice', id: 'clone', choices: { copy: 'bear' } }],
        { players: [{ id: 'alice', manaPool: { U: 4 } }, { id: 'bob' }] },
      ),
    );
    expect(cloned.board.permanents.find((p) => p.id === 'clone')).toMatchObject({ chosen: { copy: 'bear' } });
  });
});
