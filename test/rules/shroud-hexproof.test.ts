// Shroud and hexproof (CR 702.18, 702.11): what may be the target of spells and abilities
// (115), as they are put on the stack (601.2c, 602.2b) and as they resolve (608.2b).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

const creature = (name: string, keywords: string[]) => ({
  name,
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Bear'],
  power: 2,
  toughness: 2,
  abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword })),
});
const shrouded = creature('Shrouded Bear', ['shroud']);
const hexproof = creature('Hexproof Bear', ['hexproof']);
const plain = creature('Plain Bear', []);
/** "Target creature you control gains shroud until end of turn." */
const cloak = {
  name: 'Test Cloak',
  manaCost: '{G}',
  types: ['Instant'],
  abilities: [
    {
      kind: 'spell',
      targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'you' } }],
      effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'addKeywords', keywords: ['shroud'] }] } }],
    },
  ],
};
/** "Enchant creature / Enchanted creature has shroud." */
const shroudAura = {
  name: 'Test Veil',
  manaCost: '{U}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  abilities: [
    { kind: 'keyword', keyword: 'enchant', what: { types: ['Creature'] } },
    { kind: 'static', effects: [{ type: 'continuous', affects: 'enchanted', modifications: [{ type: 'addKeywords', keywords: ['shroud'] }] }] },
  ],
};

function run(permanents: Json[], actions: Json[]) {
  return runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, actions });
}
const shock = (player: string, target: string, extra: Json = {}) => ({ do: 'cast', card: 'Shock', controller: player, targets: [target], ...extra });

describe('shroud (CR 702.18)', () => {
  it("702.18a: a creature with shroud can't be the target of its own controller's spell", () => {
    const result = run([alice('bear', shrouded)], [shock('alice', 'bear')]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.18a', action: 0 } });
  });

  it("702.18a: nor of an opponent's spell", () => {
    expect(run([alice('bear', shrouded)], [shock('bob', 'bear')])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.18a' } });
  });

  it('702.18a: nor of an ability (Prodigal Sorcerer\'s "deals 1 damage to any target")', () => {
    const result = run([alice('sorcerer', 'Prodigal Sorcerer'), alice('bear', shrouded)], [{ do: 'activate', permanent: 'sorcerer', ability: 0, targets: ['bear'] }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.18a' } });
  });

  it('613.1f: shroud an Aura grants stops targeting as printed shroud does; the creature without the Aura is a legal target', () => {
    const veiled = run([alice('bear', plain), alice('veil', shroudAura, { attachedTo: 'bear' })], [shock('bob', 'bear')]);
    expect(veiled).toMatchObject({ ok: false, error: { rule: '702.18a' } });
    const bare = run([alice('bear', plain)], [shock('bob', 'bear')]);
    expect(bare.ok).toBe(true);
  });

  it("608.2b: a spell whose only target gains shroud before it resolves doesn't resolve", () => {
    const result = run(
      [alice('bear', plain)],
      [shock('bob', 'bear', { id: 'shock', hold: true }), { do: 'cast', card: cloak, controller: 'alice', targets: ['bear'] }, { do: 'resolve' }],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.events.find((e) => e.type === 'countered')).toMatchObject({ object: 'shock', rules: ['608.2b'] });
    expect(result.board.permanents.find((p: Json) => p.id === 'bear')).toMatchObject({ damage: 0 });
  });
});

describe('hexproof (CR 702.11)', () => {
  it("702.11b: a creature with hexproof can't be the target of an opponent's spell", () => {
    expect(run([alice('bear', hexproof)], [shock('bob', 'bear')])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.11b' } });
  });

  it("702.11b: nor of an opponent's ability", () => {
    const result = run([bob('sorcerer', 'Prodigal Sorcerer'), alice('bear', hexproof)], [{ do: 'activate', permanent: 'sorcerer', ability: 0, targets: ['bear'] }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.11b' } });
  });

  it('702.11b, unlike shroud (702.18a): its controller may target it, and Shock kills it', () => {
    const result = run([alice('bear', hexproof)], [shock('alice', 'bear')]);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.board.permanents).toEqual([]);
    expect(result.board.players[0]!.graveyard.map((card: Json) => card.id)).toContain('bear');
  });
});
