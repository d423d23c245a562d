// Protection (CR 702.16): damage from a source with the quality is prevented (702.16e), spells
// with it and abilities from a source with it can't target (702.16b), Auras with it fall off
// (702.16c, 704.5m) and Equipment with it becomes unattached (702.16d, 704.5n). Stonecoil
// Serpent (protection from multicolored) and Boggart Ram-Gang (red and green, wither) are the
// issue's example; Progenitus's rulings (2009-02-01) are protection from everything's.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

function run(permanents: Json[], actions: Json[], ask: Json[] = [], players: Json[] = [{ id: 'alice' }, { id: 'bob' }]) {
  return runScenario({ board: { turn, players, permanents }, actions, ask }) as Json;
}
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);

/** A 2/2 with protection from each quality given. */
const knight = (...from: string[]) => ({
  name: 'Test Knight',
  manaCost: '{W}{W}',
  types: ['Creature'],
  subtypes: ['Knight'],
  power: 2,
  toughness: 2,
  abilities: from.map((quality) => ({ kind: 'keyword', keyword: 'protection', from: quality })),
});
/** A red and green 2/2 with the keywords given. */
const gruul = (...keywords: string[]) => ({
  name: 'Test Gruul',
  manaCost: '{R}{G}',
  types: ['Creature'],
  subtypes: ['Warrior'],
  power: 2,
  toughness: 2,
  abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword })),
});
/** "Target creature becomes red until end of turn." (CR 105.3, layer 5) */
const paintRed = {
  name: 'Test Paint',
  manaCost: '{R}',
  types: ['Instant'],
  abilities: [
    {
      kind: 'spell',
      targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'setColors', colors: ['R'] }] } }],
    },
  ],
};
/** "Target creature you control gains protection from [quality] until end of turn." (CR 613.1f, layer 6) */
const shelter = (quality: string) => ({
  name: 'Test Shelter',
  manaCost: '{W}',
  types: ['Instant'],
  abilities: [
    {
      kind: 'spell',
      targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'you' } }],
      effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'addProtection', from: [quality] }] } }],
    },
  ],
});
const snake = alice('snake', 'Stonecoil Serpent', { counters: { '+1/+1': 3 } });
const ramGang = (target: string, amount = 3) => ({ do: 'damage', source: { card: 'Boggart Ram-Gang', controller: 'bob' }, target, amount });

describe('damage (CR 702.16e)', () => {
  it('702.16e: damage from a multicolored source to a creature with protection from multicolored is prevented, so wither puts no -1/-1 counters (Boggart Ram-Gang, Stonecoil Serpent)', () => {
    const result = run([snake, bob('ram', 'Boggart Ram-Gang')], [{ do: 'damage', source: 'ram', target: 'snake', amount: 3 }]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'snake')).toMatchObject({ counters: { '+1/+1': 3 }, damage: 0 });
    expect(result.events).toEqual([expect.objectContaining({ type: 'damagePrevented', source: 'ram', target: 'snake', amount: 3, rules: ['702.16e', '615.1'] })]);
  });

  it('105.2a: a monocolored source is not multicolored: Shock deals its 2 damage to Stonecoil Serpent', () => {
    const result = run([snake], [{ do: 'cast', card: 'Shock', controller: 'bob', targets: ['snake'] }]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'snake')).toMatchObject({ damage: 2 });
  });

  it("615.12: damage that can't be prevented is dealt despite protection: after Skullcrack, Boggart Ram-Gang's wither puts -1/-1 counters on Stonecoil Serpent", () => {
    const result = run([snake], [{ do: 'cast', card: 'Skullcrack', controller: 'bob', targets: ['alice'] }, ramGang('snake', 2)]);
    expect(result.ok).toBe(true);
    // +1/+1 and -1/-1 counters annihilate (CR 704.5q): 3 and 2 leave one +1/+1 counter.
    expect(permanent(result, 'snake')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'preventionIgnored', target: 'snake', by: ['snake (protection from multicolored)'], rules: ['615.12'] }));
  });

  it('702.16e: prevented damage has no results: no -1/-1 counters from infect, no life from lifelink, no destruction from deathtouch', () => {
    const result = run([snake, bob('gruul', gruul('infect', 'lifelink', 'deathtouch'))], [{ do: 'damage', source: 'gruul', target: 'snake', amount: 2 }]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'snake')).toMatchObject({ counters: { '+1/+1': 3 }, damage: 0, deathtouchDamage: false });
    expect(result.board.players.find((p: Json) => p.id === 'bob').life).toBe(20);
  });

  it('702.16a: protection from a color stops a source of that color and no other; a colorless source has no color (105.2c)', () => {
    const result = run(
      [alice('knight', knight('R')), bob('sorcerer', 'Prodigal Sorcerer')],
      [
        { do: 'damage', source: { card: 'Shock', controller: 'bob' }, target: 'knight', amount: 2 },
        { do: 'damage', source: 'sorcerer', target: 'knight', amount: 1 },
      ],
    );
    expect(result.ok).toBe(true);
    expect(permanent(result, 'knight')).toMatchObject({ damage: 1 });
    const colorless = run([alice('knight', knight('U', 'multicolored'))], [{ do: 'damage', source: { card: 'Bonesplitter', controller: 'bob' }, target: 'knight', amount: 1 }]);
    expect(permanent(colorless, 'knight')).toMatchObject({ damage: 1 });
  });

  it('702.16g: "protection from black and from red" is two protection abilities: each stops its own color', () => {
    const paladin = {
      ...knight('B', 'R'),
      abilities: [
        { kind: 'keyword', keyword: 'protection', from: 'B' },
        { kind: 'keyword', keyword: 'protection', from: 'R', andFrom: true },
      ],
    };
    const result = run(
      [alice('paladin', paladin)],
      [
        { do: 'damage', source: { card: 'Shock', controller: 'bob' }, target: 'paladin', amount: 2 },
        { do: 'damage', source: { card: 'Typhoid Rats', controller: 'bob' }, target: 'paladin', amount: 1 },
        { do: 'damage', source: { card: 'Llanowar Elves', controller: 'bob' }, target: 'paladin', amount: 1 },
      ],
      [{ characteristics: 'paladin' }],
    );
    expect(result.ok).toBe(true);
    expect(permanent(result, 'paladin')).toMatchObject({ damage: 1 });
    expect(result.answers[0]).toMatchObject({ keywords: ['protection from black', 'protection from red'], abilityCount: 2 });
  });

  it("702.16a: protection from a creature type stops sources with it: Baneslayer Angel takes no damage from a Dragon, and a Dragon's ability can't target it", () => {
    const angel = {
      ...knight(),
      name: 'Test Angel',
      subtypes: ['Angel'],
      abilities: [
        { kind: 'keyword', keyword: 'protection', from: { subtype: 'Demon' } },
        { kind: 'keyword', keyword: 'protection', from: { subtype: 'Dragon' }, andFrom: true },
      ],
    };
    const pinger = (subtype: string) => ({
      name: `Test ${subtype}`,
      manaCost: '{2}{R}',
      types: ['Creature'],
      subtypes: [subtype],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], targets: [{ kind: 'any' }], effects: [{ type: 'dealDamage', amount: 1, to: { target: 0 } }] }],
    });
    const damage = run(
      [alice('angel', angel), bob('dragon', pinger('Dragon')), bob('goblin', pinger('Goblin'))],
      [
        { do: 'damage', source: 'dragon', target: 'angel', amount: 4 },
        { do: 'damage', source: 'goblin', target: 'angel', amount: 1 },
      ],
      [{ characteristics: 'angel' }],
    );
    expect(permanent(damage, 'angel')).toMatchObject({ damage: 1 });
    expect(damage.answers[0].keywords).toEqual(['protection from Demons', 'protection from Dragons']);
    const target = run([alice('angel', angel), bob('dragon', pinger('Dragon'))], [{ do: 'activate', permanent: 'dragon', targets: ['angel'] }]);
    expect(target).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.16b' } });
  });

  it("702.16j: all damage to a creature with protection from everything is prevented, a colorless source's too (Progenitus's ruling)", () => {
    const result = run([alice('avatar', knight('everything'))], [{ do: 'damage', source: { card: 'Bonesplitter', controller: 'bob' }, target: 'avatar', amount: 5 }]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'avatar')).toMatchObject({ damage: 0 });
    expect(result.events[0]).toMatchObject({ type: 'damagePrevented', rules: ['702.16e', '615.1'] });
  });

  it('613.1f: protection is read after the layer system: under Dress Down Stonecoil Serpent has lost it, so Boggart Ram-Gang puts -1/-1 counters on it', () => {
    const without = run([snake], [ramGang('snake', 2)]);
    expect(permanent(without, 'snake')).toMatchObject({ counters: { '+1/+1': 3 } });
    const result = run([snake, bob('dress', 'Dress Down')], [ramGang('snake', 2)]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'snake')).toMatchObject({ counters: { '+1/+1': 1 } });
  });
});

describe('targeting (CR 702.16b)', () => {
  it("702.16b: a creature with protection from red can't be the target of a red spell, even its controller's (Shock)", () => {
    for (const caster of ['alice', 'bob']) {
      const result = run([alice('knight', knight('R'))], [{ do: 'cast', card: 'Shock', controller: caster, targets: ['knight'] }]);
      expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.16b', action: 0 } });
    }
  });

  it('702.16b: an ability from a source without the quality may target it: Prodigal Sorcerer (blue) pings the knight with protection from red', () => {
    const result = run([alice('knight', knight('R')), bob('sorcerer', 'Prodigal Sorcerer')], [{ do: 'activate', permanent: 'sorcerer', targets: ['knight'] }]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'knight')).toMatchObject({ damage: 1 });
  });

  it('702.16a: protection from creatures stops the ability of a creature (Prodigal Sorcerer) but not an instant (Shock)', () => {
    const ability = run([alice('knight', knight('Creature')), bob('sorcerer', 'Prodigal Sorcerer')], [{ do: 'activate', permanent: 'sorcerer', targets: ['knight'] }]);
    expect(ability).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.16b' } });
    const spell = run([alice('knight', knight('Creature'))], [{ do: 'cast', card: 'Shock', controller: 'bob', targets: ['knight'] }]);
    expect(spell.ok).toBe(true);
  });

  it("702.16j: a creature with protection from everything can't be the target of spells or abilities (Progenitus's ruling)", () => {
    const spell = run([alice('avatar', knight('everything'))], [{ do: 'cast', card: 'Shock', controller: 'bob', targets: ['avatar'] }]);
    expect(spell).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.16b' } });
    const ability = run([alice('avatar', knight('everything')), bob('sorcerer', 'Prodigal Sorcerer')], [{ do: 'activate', permanent: 'sorcerer', targets: ['avatar'] }]);
    expect(ability).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.16b' } });
  });

  it('608.2b: an ability whose source gains the quality before it resolves finds its target illegal: Prodigal Sorcerer turned red, the knight with protection from red', () => {
    const result = run(
      [alice('knight', knight('R')), bob('sorcerer', 'Prodigal Sorcerer')],
      [{ do: 'activate', permanent: 'sorcerer', targets: ['knight'], hold: true }, { do: 'cast', card: paintRed, controller: 'bob', targets: ['sorcerer'] }, { do: 'resolve' }],
    );
    expect(result.ok).toBe(true);
    expect(permanent(result, 'knight')).toMatchObject({ damage: 0 });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'countered', rules: ['608.2b'] }));
  });
});

describe('protection an effect grants (CR 613.1f)', () => {
  it("608.2b, 702.16b: a creature given protection from red in response to Shock is an illegal target as Shock resolves, so Shock doesn't resolve", () => {
    const result = run(
      [alice('bear', knight())],
      [
        { do: 'cast', card: 'Shock', controller: 'bob', targets: ['bear'], id: 'shock', hold: true },
        { do: 'cast', card: shelter('R'), controller: 'alice', targets: ['bear'] },
        { do: 'resolve' },
      ],
      [{ characteristics: 'bear' }],
    );
    expect(result.ok).toBe(true);
    expect(permanent(result, 'bear')).toMatchObject({ damage: 0 });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'countered', object: 'shock', rules: ['608.2b'] }));
    expect(result.answers[0].keywords).toEqual(['protection from red']);
  });

  it('702.16c, 704.5m: a creature enchanted by Pacifism that gains protection from white sheds it: Pacifism goes to the graveyard', () => {
    const result = run([alice('bear', knight()), bob('pacifism', 'Pacifism', { attachedTo: 'bear' })], [{ do: 'cast', card: shelter('W'), controller: 'alice', targets: ['bear'] }]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'pacifism')).toBeUndefined();
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'putIntoGraveyard', permanent: 'pacifism', rules: ['704.5m', '702.16c'] }));
  });
});

describe('enchanting and equipping (CR 702.16c-d)', () => {
  it('702.16c, 704.5m: an Aura with the quality attached to a creature with protection from it goes to the graveyard (Pacifism on a creature with protection from white)', () => {
    const result = run([alice('knight', knight('W')), bob('pacifism', 'Pacifism')], [{ do: 'attach', permanent: 'pacifism', to: 'knight' }]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'pacifism')).toBeUndefined();
    expect(result.board.players.find((p: Json) => p.id === 'bob').graveyard).toEqual([{ id: 'pacifism', card: 'Pacifism' }]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'putIntoGraveyard', permanent: 'pacifism', rules: ['704.5m', '702.16c'] }));
    // An Aura without the quality stays: protection from black lets white Pacifism enchant it.
    const black = run([alice('knight', knight('B')), bob('pacifism', 'Pacifism')], [{ do: 'attach', permanent: 'pacifism', to: 'knight' }]);
    expect(permanent(black, 'pacifism')).toMatchObject({ attachedTo: 'knight' });
  });

  it("702.16b: an Aura spell with the quality can't target the creature it would enchant (Pacifism, protection from white)", () => {
    const result = run([bob('knight', knight('W'))], [{ do: 'cast', card: 'Pacifism', controller: 'alice', targets: ['knight'] }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.16b' } });
  });

  it('702.16d, 704.5n: an Equipment with the quality becomes unattached and stays on the battlefield (Bonesplitter on a creature with protection from artifacts)', () => {
    const result = run([alice('knight', knight('Artifact')), alice('splitter', 'Bonesplitter', { attachedTo: 'knight' })], [{ do: 'untap', permanent: 'knight' }]);
    expect(result.ok).toBe(true);
    expect(permanent(result, 'splitter')).toMatchObject({ attachedTo: null });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'unattached', permanent: 'splitter', rules: ['704.5n', '702.16d'] }));
  });

  it("702.16b, 702.6a: equip can't target a creature with protection from the Equipment's quality (Bonesplitter, protection from artifacts)", () => {
    const players = [{ id: 'alice', manaPool: { C: 1 } }, { id: 'bob' }];
    const equip = (target: string) => [{ do: 'activate', permanent: 'splitter', targets: [target] }];
    const permanents = [alice('knight', knight('Artifact')), alice('bear', knight()), alice('splitter', 'Bonesplitter')];
    expect(run(permanents, equip('knight'), [], players)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.16b' } });
    expect(permanent(run(permanents, equip('bear'), [], players), 'splitter')).toMatchObject({ attachedTo: 'bear' });
  });

  it("702.16j: protection from everything sheds every Aura and Equipment (Progenitus's ruling)", () => {
    const result = run(
      [alice('avatar', knight('everything')), alice('splitter', 'Bonesplitter'), bob('pacifism', 'Pacifism', { attachedTo: 'avatar' })],
      [{ do: 'attach', permanent: 'splitter', to: 'avatar' }],
    );
    expect(result.ok).toBe(true);
    expect(permanent(result, 'splitter')).toMatchObject({ attachedTo: null });
    expect(permanent(result, 'pacifism')).toBeUndefined();
  });
});

describe('what protection no longer makes unsupported', () => {
  it('702.16: with Stonecoil Serpent on the board, whether Prodigal Sorcerer can be activated is answered, no longer `unsupported` (only blocking, 702.16f, waits for combat)', () => {
    const result = run([snake, bob('sorcerer', 'Prodigal Sorcerer')], [], [{ canActivate: { permanent: 'sorcerer', ability: 0 } }]);
    expect(result).toMatchObject({ ok: true, answers: [{ legal: true }] });
  });

  it("702.16a: protection is a static ability, not an activated one: the mana its controller could add, and the serpent's own abilities, are answered", () => {
    const result = run(
      [snake, alice('forest', 'Forest')],
      [],
      [{ availableMana: 'alice' }, { canActivate: { permanent: 'snake', ability: 0 } }, { canPay: { player: 'alice', cost: '{G}' } }],
    );
    expect(result).toMatchObject({ ok: true, answers: [{ options: [{ G: 1 }] }, { legal: false }, { payable: true }] });
  });
});
