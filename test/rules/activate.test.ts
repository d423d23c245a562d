// Activating mana abilities through the scenario runner (CR 106.4, 107.5, 107.6, 302.6,
// 305.6, 601.2h, 605).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { board } from '../helpers/boards';

const activate = (permanent: string, extra: Record<string, unknown> = {}) => ({ do: 'activate', permanent, ...extra });

function ok(result: ReturnType<typeof runScenario>) {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result;
}

const rock = (cost: unknown[], mana: Record<string, number>) => ({
  name: 'Test Rock',
  manaCost: '{2}',
  types: ['Artifact'],
  abilities: [{ kind: 'activated', cost, effects: [{ type: 'addMana', mana }] }],
});

describe('mana abilities', () => {
  it('305.6: a Forest has "{T}: Add {G}" from its basic land type; the mana goes into the pool (106.4)', () => {
    const result = ok(runScenario({ board: board([{ id: 'forest', card: 'Forest', controller: 'alice' }]), actions: [activate('forest')] }));
    expect(result.board.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 1, C: 0 });
    expect(result.board.permanents[0]!.tapped).toBe(true);
    const added = result.events.find((event) => event.type === 'manaAdded');
    expect(added).toMatchObject({ player: 'alice', mana: { G: 1 }, source: 'forest' });
    expect(added!.rules).toEqual(expect.arrayContaining(['305.6', '106.4', '605.1a']));
  });

  it.each([
    ['Plains', 'W'],
    ['Island', 'U'],
    ['Swamp', 'B'],
    ['Mountain', 'R'],
    ['Forest', 'G'],
    ['Wastes', 'C'],
  ])('305.6: %s taps for {%s}', (card, type) => {
    const result = ok(runScenario({ board: board([{ id: 'land', card, controller: 'bob' }]), actions: [activate('land')] }));
    expect(result.board.players[1]!.manaPool[type as 'W']).toBe(1);
    expect(result.board.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('106.4: mana added joins the mana already in the pool', () => {
    const result = ok(
      runScenario({
        board: board([{ id: 'elves', card: 'Llanowar Elves', controller: 'alice' }], { players: [{ id: 'alice', manaPool: { G: 2, U: 1 } }, { id: 'bob' }] }),
        actions: [activate('elves')],
      }),
    );
    expect(result.board.players[0]!.manaPool).toMatchObject({ G: 3, U: 1 });
  });

  it('302.6: a summoning-sick Llanowar Elves cannot pay {T}', () => {
    const input = { board: board([{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', summoningSick: true }]), actions: [activate('elves')] };
    const result = runScenario(input);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '302.6', action: 0 } });
    expect(result.board!.permanents[0]).toMatchObject({ id: 'elves', tapped: false });
  });

  it('302.6: a summoning-sick land that is not a creature can pay {T}', () => {
    const result = ok(runScenario({ board: board([{ id: 'forest', card: 'Forest', controller: 'alice', summoningSick: true }]), actions: [activate('forest')] }));
    expect(result.board.players[0]!.manaPool.G).toBe(1);
  });

  it('302.6, 702.10: a creature with haste can pay {T} while summoning sick', () => {
    const hasty = {
      name: 'Hasty Elf',
      manaCost: '{G}',
      types: ['Creature'],
      subtypes: ['Elf'],
      power: 1,
      toughness: 1,
      abilities: [
        { kind: 'keyword', keyword: 'haste' },
        { kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { G: 1 } }] },
      ],
    };
    const result = ok(runScenario({ board: board([{ id: 'elf', card: hasty, controller: 'alice', summoningSick: true }]), actions: [activate('elf', { ability: 0 })] }));
    expect(result.board.players[0]!.manaPool.G).toBe(1);
  });

  it('107.5: a tapped permanent cannot pay {T}', () => {
    const result = runScenario({ board: board([{ id: 'forest', card: 'Forest', controller: 'alice', tapped: true }]), actions: [activate('forest')] });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '107.5' } });
  });

  it('107.5: the same land cannot be tapped twice for mana', () => {
    const result = runScenario({ board: board([{ id: 'forest', card: 'Forest', controller: 'alice' }]), actions: [activate('forest'), activate('forest')] });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '107.5', action: 1 } });
    // The board is the one before the failing action: tapped, with {G} in the pool.
    expect(result.board!.permanents[0]!.tapped).toBe(true);
    expect(result.board!.players[0]!.manaPool.G).toBe(1);
  });

  it('107.6: {Q} can only be paid by a tapped permanent, and untaps it', () => {
    const untapper = rock([{ type: 'untap' }], { R: 1 });
    expect(runScenario({ board: board([{ id: 'r', card: untapper, controller: 'alice' }]), actions: [activate('r')] })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '107.6' },
    });
    const result = ok(runScenario({ board: board([{ id: 'r', card: untapper, controller: 'alice', tapped: true }]), actions: [activate('r')] }));
    expect(result.board.permanents[0]!.tapped).toBe(false);
    expect(result.board.players[0]!.manaPool.R).toBe(1);
  });

  it('601.2h: a mana cost is paid from the pool, generic with colorless first', () => {
    const cube = rock([{ type: 'mana', cost: '{2}' }, { type: 'tap' }], { C: 3 });
    const result = ok(
      runScenario({
        board: board([{ id: 'r', card: cube, controller: 'alice' }], { players: [{ id: 'alice', manaPool: { C: 1, G: 2 } }, { id: 'bob' }] }),
        actions: [activate('r')],
      }),
    );
    expect(result.board.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 1, C: 3 });
  });

  it('601.2h: the player chooses which mana pays (choices.payment)', () => {
    const cube = rock([{ type: 'mana', cost: '{1}' }, { type: 'tap' }], { C: 2 });
    const result = ok(
      runScenario({
        board: board([{ id: 'r', card: cube, controller: 'alice' }], { players: [{ id: 'alice', manaPool: { C: 1, G: 1 } }, { id: 'bob' }] }),
        actions: [activate('r', { choices: { payment: { G: 1 } } })],
      }),
    );
    expect(result.board.players[0]!.manaPool).toMatchObject({ G: 0, C: 3 });
  });

  it('601.2h: a mana cost the pool cannot pay makes the activation illegal, and nothing is tapped', () => {
    const cube = rock([{ type: 'mana', cost: '{G}{G}' }, { type: 'tap' }], { C: 3 });
    const result = runScenario({
      board: board([{ id: 'r', card: cube, controller: 'alice' }], { players: [{ id: 'alice', manaPool: { G: 1, U: 4 } }, { id: 'bob' }] }),
      actions: [activate('r')],
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
    expect(result.board!.permanents[0]!.tapped).toBe(false);
  });

  it('107.4e: a hybrid symbol is paid with either of its colors', () => {
    const hybrid = rock([{ type: 'mana', cost: '{R/G}' }], { C: 1 });
    const result = ok(
      runScenario({
        board: board([{ id: 'r', card: hybrid, controller: 'alice' }], { players: [{ id: 'alice', manaPool: { G: 1 } }, { id: 'bob' }] }),
        actions: [activate('r')],
      }),
    );
    expect(result.board.players[0]!.manaPool).toMatchObject({ G: 0, C: 1 });
  });

  it('119.4, 704.5a: paying life down to 0 loses the game once state-based actions are checked', () => {
    const painful = rock([{ type: 'tap' }, { type: 'payLife', amount: 1 }], { B: 1 });
    const result = ok(
      runScenario({
        board: board([{ id: 'r', card: painful, controller: 'alice' }], { players: [{ id: 'alice', life: 1 }, { id: 'bob' }] }),
        actions: [activate('r')],
      }),
    );
    expect(result.board.players[0]).toMatchObject({ life: 0, lost: true });
    expect(result.events.find((event) => event.type === 'playerLost')?.rules).toContain('704.5a');
  });

  it('119.4: life cannot be paid beyond the life total', () => {
    const painful = rock([{ type: 'tap' }, { type: 'payLife', amount: 3 }], { B: 1 });
    const result = runScenario({
      board: board([{ id: 'r', card: painful, controller: 'alice' }], { players: [{ id: 'alice', life: 2 }, { id: 'bob' }] }),
      actions: [activate('r')],
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
  });

  it('104.2a: once a player of a two-player game has lost, no action is legal', () => {
    const result = runScenario({
      board: board([{ id: 'forest', card: 'Forest', controller: 'alice' }], { players: [{ id: 'alice' }, { id: 'bob', lost: true }] }),
      actions: [activate('forest')],
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '104.2a' } });
  });

  it('an ability the permanent does not have is ILLEGAL_ACTION', () => {
    const result = runScenario({ board: board([{ id: 'forest', card: 'Forest', controller: 'alice' }]), actions: [activate('forest', { ability: 1 })] });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', action: 0 } });
  });

  it('a land with two basic land types has both mana abilities, in W U B R G order (305.6)', () => {
    const dual = { name: 'Test Dual', types: ['Land'], subtypes: ['Forest', 'Island'] };
    const result = ok(runScenario({ board: board([{ id: 'd', card: dual, controller: 'alice' }]), actions: [activate('d', { ability: 1 })] }));
    expect(result.board.players[0]!.manaPool).toMatchObject({ U: 0, G: 1 });
  });

  it('605.1a: a mana ability has no targets', () => {
    const result = runScenario({ board: board([{ id: 'forest', card: 'Forest', controller: 'alice' }]), actions: [activate('forest', { targets: ['bob'] })] });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  it('an ability the engine cannot do yet is UNSUPPORTED, never silently nothing', () => {
    const unknown = {
      name: 'Test Seer',
      types: ['Artifact'],
      abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { U: 1 } }], unsupported: 'it also looks at the top card of a library' }],
    };
    const result = runScenario({ board: board([{ id: 's', card: unknown, controller: 'alice' }]), actions: [activate('s')] });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
    expect(result.ok === false && result.error.message).toContain('library');
  });
});
