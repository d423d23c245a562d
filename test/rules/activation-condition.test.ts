// Restrictions on activating an ability that the grammar reads after its effect. "Activate only
// as a sorcery" (CR 602.5d). "Activate only if you control ..." (CR 602.5, 602.5b): a player can't begin to activate an
// ability whose restriction isn't met; the restriction counts the permanents the ability's
// controller controls. "Could produce" ignores it (106.7: what the ability would produce if it
// resolved). Riverpyre Verge: "{T}: Add {R}." and "{T}: Add {U}. Activate only if you control an
// Island or a Mountain."

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [{ id: 'alice' }, { id: 'bob' }];

function run(permanents: Json[], ask: Json[], actions: Json[] = []): Json {
  const scenario = { board: { turn, players, permanents }, actions, ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

const verge = { id: 'verge', card: 'Riverpyre Verge', controller: 'alice' };

describe('Riverpyre Verge: "Activate only if you control an Island or a Mountain" (CR 602.5)', () => {
  it('602.5: with a Mountain, its {U} ability can be activated and adds {U}; availableMana offers {R} or {U}', () => {
    const result = run(
      [verge, { id: 'mountain', card: 'Mountain', controller: 'alice', tapped: true }],
      [{ canActivate: { permanent: 'verge', ability: 1 } }, { availableMana: 'alice' }],
      [],
    );
    expect(result.answers).toEqual([{ legal: true }, { options: expect.arrayContaining([{ R: 1 }, { U: 1 }]) }]);
    expect(result.answers[1].options).toHaveLength(2);
    const tapped = run([verge, { id: 'island', card: 'Island', controller: 'alice', tapped: true }], [], [{ do: 'activate', permanent: 'verge', ability: 1 }]);
    expect(tapped.ok).toBe(true);
    expect(tapped.board.players[0].manaPool).toMatchObject({ U: 1 });
  });

  it('602.5: with neither an Island nor a Mountain, its {U} ability cannot be activated; its {R} one can; availableMana offers only {R}', () => {
    const result = run(
      [verge, { id: 'forest', card: 'Forest', controller: 'alice', tapped: true }, { id: 'bobs', card: 'Island', controller: 'bob' }],
      [{ canActivate: { permanent: 'verge', ability: 1 } }, { canActivate: { permanent: 'verge', ability: 0 } }, { availableMana: 'alice' }],
    );
    expect(result.answers[0]).toMatchObject({ legal: false, rule: '602.5' });
    expect(result.answers[1]).toEqual({ legal: true });
    expect(result.answers[2]).toEqual({ options: [{ R: 1 }] });
  });

  it('602.5: activating it without an Island or a Mountain is an ILLEGAL_ACTION citing 602.5, and the board is unchanged', () => {
    const result = run([verge], [], [{ do: 'activate', permanent: 'verge', ability: 1 }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '602.5', action: 0 } });
  });

  it('106.7: what it could produce ignores the restriction, as it ignores costs: {R} and {U}', () => {
    const result = run([verge], [{ couldProduce: 'verge' }]);
    expect(result.answers[0]).toEqual({ types: expect.arrayContaining(['R', 'U']) });
    expect(result.answers[0].types).toHaveLength(2);
  });

  it("305.7, 613.1d: the subtypes counted are a land's after the layers: Urborg, Tomb of Yawgmoth makes each land a Swamp, so Gloomlake Verge's {B} ability (an Island or a Swamp) can be activated", () => {
    const result = run(
      [
        { id: 'gloomlake', card: 'Gloomlake Verge', controller: 'alice' },
        { id: 'urborg', card: 'Urborg, Tomb of Yawgmoth', controller: 'bob' },
      ],
      [{ canActivate: { permanent: 'gloomlake', ability: 1 } }],
    );
    expect(result.answers[0]).toEqual({ legal: true });
  });

  it('an effect the engine does not carry out that could change what a land is (Prismatic Omen) makes the answer unsupported, naming it', () => {
    const result = run(
      [verge, { id: 'forest', card: 'Forest', controller: 'alice' }, { id: 'omen', card: 'Prismatic Omen', controller: 'alice' }],
      [{ canActivate: { permanent: 'verge', ability: 1 } }],
    );
    expect(result.answers[0].unsupported).toMatchObject({ card: 'Prismatic Omen', permanent: 'omen' });
  });
});

describe('"Activate only as a sorcery" after an effect the grammar reads (CR 602.5d): Intrepid Tenderfoot\'s "{3}: Put a +1/+1 counter on this creature. Activate only as a sorcery."', () => {
  const tenderfoot = { id: 'tenderfoot', card: 'Intrepid Tenderfoot', controller: 'alice' };

  it("602.5d: in its controller's main phase with an empty stack and {3} in the pool it can be activated, and it resolves, putting the counter", () => {
    const scenario = {
      board: { turn, players: [{ id: 'alice', manaPool: { C: 3 } }, { id: 'bob' }], permanents: [tenderfoot] },
      actions: [{ do: 'activate', permanent: 'tenderfoot' }],
      ask: [],
    };
    ensureCards(scenario);
    const result = runScenario(scenario) as Json;
    expect(result.ok).toBe(true);
    expect(result.board.permanents[0].counters).toEqual({ '+1/+1': 1 });
  });

  it("602.5d: in combat, or in the opponent's turn, it can't be", () => {
    const inCombat = {
      board: { turn: { ...turn, step: 'declareAttackers' }, players: [{ id: 'alice', manaPool: { C: 3 } }, { id: 'bob' }], permanents: [tenderfoot] },
      actions: [],
      ask: [{ canActivate: { permanent: 'tenderfoot' } }],
    };
    ensureCards(inCombat);
    expect((runScenario(inCombat) as Json).answers[0]).toMatchObject({ legal: false, rule: '602.5d' });
    const theirs = { ...inCombat, board: { ...inCombat.board, turn: { ...turn, activePlayer: 'bob' } } };
    expect((runScenario(theirs) as Json).answers[0]).toMatchObject({ legal: false, rule: '602.5d' });
  });
});

describe('"Activate only if you control" a number of permanents, or one matching a filter (CR 602.5)', () => {
  const lands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `w${i}`, card: 'Wastes', controller: 'alice', tapped: true }));
  const temple = { id: 'temple', card: 'Temple of the False God', controller: 'alice' };

  it('602.5: Temple of the False God ("five or more lands") with four lands, itself among them, cannot be activated; availableMana has nothing from it', () => {
    const result = run([temple, ...lands(3)], [{ canActivate: { permanent: 'temple' } }, { availableMana: 'alice' }]);
    expect(result.answers[0]).toMatchObject({ legal: false, rule: '602.5' });
    expect(result.answers[1]).toEqual({ options: [] });
  });

  it('602.5: with five lands it can, and availableMana has its {C}{C}', () => {
    const result = run([temple, ...lands(4)], [{ canActivate: { permanent: 'temple' } }, { availableMana: 'alice' }]);
    expect(result.answers).toEqual([{ legal: true }, { options: [{ C: 2 }] }]);
  });

  it("602.5: Spire of Industry's \"{T}, Pay 1 life: Add one mana of any color\" needs an artifact of its controller's; an opponent's does not count", () => {
    const spire = { id: 'spire', card: 'Spire of Industry', controller: 'alice' };
    const theirs = run([spire, { id: 'bobs', card: 'Ornithopter', controller: 'bob' }], [{ canActivate: { permanent: 'spire', ability: 1 } }]);
    expect(theirs.answers[0]).toMatchObject({ legal: false, rule: '602.5' });
    const ours = run([spire, { id: 'mine', card: 'Ornithopter', controller: 'alice' }], [{ canActivate: { permanent: 'spire', ability: 1 } }]);
    expect(ours.answers[0]).toEqual({ legal: true });
  });
});
