// State-based actions (CR 704), checked after each action (704.3, 117.3c).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { board } from '../helpers/boards';

const tapForest = { do: 'activate', permanent: 'forest' };
const forest = { id: 'forest', card: 'Forest', controller: 'alice' } as const;

function after(permanents: Parameters<typeof board>[0], extra: Parameters<typeof board>[1] = {}) {
  const result = runScenario({ board: board([forest, ...permanents], extra), actions: [tapForest] });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

describe('state-based actions', () => {
  it("704.5g: a creature with lethal damage marked on it is destroyed and goes to its owner's graveyard", () => {
    const result = after([{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', owner: 'bob', damage: 1 }]);
    expect(result.board.permanents.map((p) => p.id)).toEqual(['forest']);
    expect(result.board.players[1]!.graveyard).toEqual([{ id: 'elves', card: 'Llanowar Elves' }]);
    expect(result.events.find((e) => e.type === 'destroyed')?.rules).toContain('704.5g');
  });

  it('704.5f: a creature with toughness 0 or less goes to the graveyard', () => {
    const result = after([{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', counters: { '-1/-1': 1 } }]);
    expect(result.board.players[0]!.graveyard.map((c) => c.id)).toEqual(['elves']);
  });

  it('704.5h: deathtouch damage destroys a creature whatever the amount', () => {
    const big = { name: 'Test Giant', manaCost: '{4}{G}', types: ['Creature'], subtypes: ['Giant'], power: 5, toughness: 5 };
    const result = after([{ id: 'g', card: big, controller: 'bob', damage: 1, deathtouchDamage: true }]);
    expect(result.board.players[1]!.graveyard.map((c) => c.id)).toEqual(['g']);
  });

  it('702.12b: lethal damage does not destroy an indestructible creature', () => {
    const tough = { name: 'Test Wall', types: ['Creature'], subtypes: ['Wall'], power: 0, toughness: 2, abilities: [{ kind: 'keyword', keyword: 'indestructible' }] };
    const result = after([{ id: 'w', card: tough, controller: 'bob', damage: 3 }]);
    expect(result.board.permanents.map((p) => p.id)).toContain('w');
  });

  it('704.5q: +1/+1 and -1/-1 counters annihilate', () => {
    const result = after([{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', counters: { '+1/+1': 3, '-1/-1': 1 } }]);
    expect(result.board.permanents.find((p) => p.id === 'elves')!.counters).toEqual({ '+1/+1': 2 });
  });

  it('704.5c: ten poison counters lose the game', () => {
    const result = after([], { players: [{ id: 'alice' }, { id: 'bob', poison: 10 }] });
    expect(result.board.players[1]!.lost).toBe(true);
  });

  it('704.5d: a token put into a graveyard ceases to exist', () => {
    const result = after([{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', token: true, damage: 5 }]);
    expect(result.board.permanents.map((p) => p.id)).toEqual(['forest']);
    expect(result.board.players[0]!.graveyard).toEqual([]);
  });

  it('704.5n: an Equipment attached to a permanent that left becomes unattached; 704.5m: an Aura goes to the graveyard', () => {
    const sword = { name: 'Test Sword', manaCost: '{1}', types: ['Artifact'], subtypes: ['Equipment'] };
    const aura = { name: 'Test Aura', manaCost: '{W}', types: ['Enchantment'], subtypes: ['Aura'] };
    const result = after([
      { id: 'elves', card: 'Llanowar Elves', controller: 'alice', damage: 1 },
      { id: 'sword', card: sword, controller: 'alice', attachedTo: 'elves' },
      { id: 'aura', card: aura, controller: 'alice', attachedTo: 'elves' },
    ]);
    expect(result.board.permanents.find((p) => p.id === 'sword')!.attachedTo).toBeNull();
    expect(result.board.permanents.find((p) => p.id === 'aura')).toBeUndefined();
    expect(result.board.players[0]!.graveyard.map((c) => c.id)).toEqual(['elves', 'aura']);
  });
});

describe('the world rule (CR 704.5k)', () => {
  it('704.5k: a second Concordant Crossroads puts the older one into its owner\u2019s graveyard', () => {
    const result = runScenario({
      board: board([{ id: 'old', card: 'Concordant Crossroads', controller: 'bob' }]),
      actions: [{ do: 'cast', card: 'Concordant Crossroads', controller: 'alice', id: 'new' }],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.board.permanents.map((p) => p.id)).toEqual(['new']);
    expect(result.board.players[1]!.graveyard.map((c) => c.id)).toEqual(['old']);
    expect(result.events.find((e) => e.type === 'putIntoGraveyard')?.rules).toEqual(['704.5k']);
  });

  it('704.5k: on a tie for the shortest time, every world permanent goes', () => {
    const result = after([
      { id: 'a', card: 'Concordant Crossroads', controller: 'alice', timestamp: 7 },
      { id: 'b', card: 'Concordant Crossroads', controller: 'bob', timestamp: 7 },
    ]);
    expect(result.board.permanents.map((p) => p.id)).toEqual(['forest']);
  });

  it('one world permanent stays', () => {
    const result = after([{ id: 'a', card: 'Concordant Crossroads', controller: 'alice' }]);
    expect(result.board.permanents.map((p) => p.id)).toContain('a');
  });
});

describe('what may be attached (CR 704.5m-p)', () => {
  it('704.5p: a creature attached to another creature becomes unattached and stays on the battlefield', () => {
    const result = after([
      { id: 'elves', card: 'Llanowar Elves', controller: 'alice' },
      { id: 'birds', card: 'Birds of Paradise', controller: 'alice', attachedTo: 'elves' },
    ]);
    expect(result.board.permanents.find((p) => p.id === 'birds')).toMatchObject({ attachedTo: null });
    expect(result.events.find((e) => e.type === 'unattached')?.rules).toEqual(['704.5p']);
  });

  it('704.5p: a permanent that is no Aura, Equipment or Fortification (Sol Ring) attached to something becomes unattached', () => {
    const result = after([
      { id: 'elves', card: 'Llanowar Elves', controller: 'alice' },
      { id: 'ring', card: 'Sol Ring', controller: 'alice', attachedTo: 'elves' },
    ]);
    expect(result.board.permanents.find((p) => p.id === 'ring')).toMatchObject({ attachedTo: null });
  });

  it('704.5n: an Equipment attached to a permanent that is no creature (a land) becomes unattached and stays', () => {
    const result = after([{ id: 'plate', card: 'Bonesplitter', controller: 'alice', attachedTo: 'forest' }]);
    expect(result.board.permanents.find((p) => p.id === 'plate')).toMatchObject({ attachedTo: null });
    expect(result.events.find((e) => e.type === 'unattached')?.rules).toEqual(['704.5n']);
  });

  it('704.5m: an Aura attached to an object its enchant ability does not allow (Pacifism on a land) goes to the graveyard', () => {
    const result = after([{ id: 'pacifism', card: 'Pacifism', controller: 'bob', attachedTo: 'forest' }]);
    expect(result.board.permanents.map((p) => p.id)).toEqual(['forest']);
    expect(result.board.players[1]!.graveyard.map((c) => c.id)).toEqual(['pacifism']);
    expect(result.events.find((e) => e.type === 'putIntoGraveyard')?.rules).toEqual(['704.5m']);
  });

  it('704.5m: an Aura that is not attached to anything goes to the graveyard', () => {
    const result = after([{ id: 'pacifism', card: 'Pacifism', controller: 'bob' }]);
    expect(result.board.players[1]!.graveyard.map((c) => c.id)).toEqual(['pacifism']);
  });
});
