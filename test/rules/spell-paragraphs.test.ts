// An instant or sorcery with several paragraphs of instructions (CR 113.2c, 608.2c): each is a
// spell ability, followed in order as the spell resolves, their targets chosen as one list in
// that order (601.2c); and a paragraph the engine does not carry out is UNSUPPORTED, never skipped.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' };
const bear = { name: 'Grizzly Bears', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
/** Symbol of Unsummoning: "Return target creature to its owner's hand." / "Draw a card." */
const symbol = {
  name: 'Symbol of Unsummoning',
  manaCost: '{2}{U}',
  types: ['Sorcery'],
  abilities: [
    { kind: 'spell', targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }], effects: [{ type: 'returnToHand', object: { target: 0 } }] },
    { kind: 'spell', effects: [{ type: 'draw', amount: 1 }] },
  ],
};
/** Two targets in two paragraphs: the second paragraph's "target" is the second of the list. */
const twoTargets = {
  name: 'Two Paragraphs',
  manaCost: '{1}{R}',
  types: ['Instant'],
  abilities: [
    { kind: 'spell', targets: [{ kind: 'any' }], effects: [{ type: 'dealDamage', amount: 1, to: { target: 0 } }] },
    { kind: 'spell', targets: [{ kind: 'any' }], effects: [{ type: 'dealDamage', amount: 2, to: { target: 0 } }] },
  ],
};

describe('spells of several paragraphs (CR 608.2c)', () => {
  it('Symbol of Unsummoning returns the creature and then draws a card', () => {
    const result = runScenario({
      board: { turn, players: [{ id: 'alice', hand: 1, library: 10 }, { id: 'bob' }], permanents: [{ id: 'bear', card: bear, controller: 'bob' }] },
      actions: [{ do: 'cast', card: symbol, controller: 'alice', targets: ['bear'] }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.board.permanents).toEqual([]);
    expect(result.board.players.find((p) => p.id === 'bob')!.hand).toBe(1);
    expect(result.board.players.find((p) => p.id === 'alice')!.library).toBe(9);
    expect(result.events.map((e) => e.type)).toEqual(expect.arrayContaining(['returnedToHand', 'drew']));
  });

  it('601.2c: the targets of the paragraphs are one list in order; each paragraph reads its own', () => {
    const result = runScenario({
      board: { turn, players: [{ id: 'alice' }, { id: 'bob' }] },
      actions: [{ do: 'cast', card: twoTargets, controller: 'alice', targets: ['bob', 'alice'] }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.board.players.map((p) => p.life)).toEqual([18, 19]);
  });

  it('a paragraph the engine does not carry out makes casting UNSUPPORTED, naming it', () => {
    const opaque = { ...symbol, abilities: [symbol.abilities[0], { kind: 'opaque', as: 'spell', text: 'Scry 2, then draw a card for each Island you control.', reach: ['zones'] }] };
    const result = runScenario({
      board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [{ id: 'bear', card: bear, controller: 'bob' }] },
      actions: [{ do: 'cast', card: opaque, controller: 'alice', targets: ['bear'] }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'UNSUPPORTED', card: 'Symbol of Unsummoning', ability: 1 });
  });
});
