// Damage as one event with all its results (CR 120.3), prevention (615), and the
// state-based actions that follow (704), through the `damage` action.

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const aliceTurn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const bobTurn = { number: 5, activePlayer: 'bob', step: 'precombatMain' };

function run(permanents: Json[], actions: Json[], extra: Json = {}) {
  return runScenario({ board: { turn: aliceTurn, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra }, actions });
}
function ok(result: ReturnType<typeof runScenario>) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const damage = (source: unknown, target: string, amount: number, combat = false) => ({ do: 'damage', source, target, amount, combat });
const bolt = { card: 'Lightning Bolt', controller: 'bob' };
const permanent = (result: ReturnType<typeof ok>, id: string) => result.board.permanents.find((p) => p.id === id);
const player = (result: ReturnType<typeof ok>, id: string) => result.board.players.find((p) => p.id === id)!;

describe('damage to players (CR 120.3a, 120.3b)', () => {
  it("120.3a: Lightning Bolt's 3 damage to a player makes them lose 3 life", () => {
    expect(player(ok(run([], [damage(bolt, 'alice', 3)])), 'alice').life).toBe(17);
  });

  it('120.3b, 702.90b: damage from a source with infect gives poison counters instead of life loss', () => {
    const result = ok(run([bob('elf', 'Glistener Elf')], [damage('elf', 'alice', 1, true)], { players: [{ id: 'alice', poison: 9 }, { id: 'bob' }] }));
    expect(player(result, 'alice')).toMatchObject({ life: 20, poison: 10, lost: true });
    expect(result.events.find((e) => e.type === 'playerLost')?.rules).toContain('704.5c');
  });

  it('704.5a: a player at 0 life loses; the game is over for the next action (104.2a)', () => {
    const result = run([], [damage(bolt, 'alice', 3), damage(bolt, 'bob', 1)], { players: [{ id: 'alice', life: 3 }, { id: 'bob' }] });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '104.2a', action: 1 } });
    expect(result.board!.players[0]).toMatchObject({ life: 0, lost: true });
  });

  it('120.8: 0 damage is no damage at all', () => {
    expect(ok(run([], [damage(bolt, 'alice', 0)])).events).toEqual([]);
  });
});

describe('damage to creatures and planeswalkers (CR 120.3c-e)', () => {
  it('120.3e, 704.5g: damage is marked; lethal damage destroys the creature', () => {
    const marked = ok(run([alice('bear', bear)], [damage(bolt, 'bear', 1)]));
    expect(permanent(marked, 'bear')).toMatchObject({ damage: 1 });
    const lethal = ok(run([alice('bear', bear)], [damage(bolt, 'bear', 3)]));
    expect(permanent(lethal, 'bear')).toBeUndefined();
    expect(player(lethal, 'alice').graveyard.map((c) => c.id)).toEqual(['bear']);
  });

  it('120.3d, 702.80a: wither puts -1/-1 counters instead of marking damage', () => {
    const result = ok(run([alice('bear', bear, { counters: { '+1/+1': 3 } }), bob('gang', 'Boggart Ram-Gang')], [damage('gang', 'bear', 2, true)]));
    // The counters annihilate (704.5q): three +1/+1 and two -1/-1 leave one +1/+1.
    expect(permanent(result, 'bear')).toMatchObject({ damage: 0, counters: { '+1/+1': 1 } });
    expect(result.events.find((e) => e.type === 'damageDealt')!.rules).toEqual(expect.arrayContaining(['120.3d', '702.80a']));
  });

  it('120.3d, 702.90c: infect to a creature puts -1/-1 counters; toughness 0 puts it into the graveyard (704.5f)', () => {
    const result = ok(run([alice('bear', bear), bob('elf', 'Glistener Elf')], [damage('elf', 'bear', 2)]));
    expect(permanent(result, 'bear')).toBeUndefined();
    expect(result.events.find((e) => e.type === 'putIntoGraveyard')?.rules).toContain('704.5f');
  });

  it('120.3c: damage to a planeswalker removes loyalty counters; at 0 loyalty it goes to the graveyard (704.5i)', () => {
    const hit = ok(run([alice('nissa', 'Nissa, Who Shakes the World')], [damage(bolt, 'nissa', 3)]));
    expect(permanent(hit, 'nissa')!.counters).toEqual({ loyalty: 2 });
    const dead = ok(run([alice('nissa', 'Nissa, Who Shakes the World')], [damage(bolt, 'nissa', 7)]));
    expect(permanent(dead, 'nissa')).toBeUndefined();
    expect(dead.events.find((e) => e.type === 'putIntoGraveyard')?.rules).toContain('704.5i');
  });

  it('120.3c: infect and wither damage to a planeswalker that is not a creature still removes loyalty', () => {
    const result = ok(
      run([alice('nissa', 'Nissa, Who Shakes the World'), bob('elf', 'Glistener Elf'), bob('gang', 'Boggart Ram-Gang')], [damage('elf', 'nissa', 1), damage('gang', 'nissa', 2)]),
    );
    expect(permanent(result, 'nissa')!.counters).toEqual({ loyalty: 2 });
  });

  it("120.1a: damage can't be dealt to a permanent that is no creature, planeswalker or battle", () => {
    expect(run([alice('forest', 'Forest')], [damage(bolt, 'forest', 3)])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '120.1a' } });
  });
});

describe('deathtouch, indestructible and lifelink (CR 702.2, 702.12, 702.15)', () => {
  it('702.2b, 704.5h: any damage from a source with deathtouch destroys a creature', () => {
    const big = { name: 'Test Giant', types: ['Creature'], subtypes: ['Giant'], power: 7, toughness: 7 };
    const result = ok(run([alice('giant', big), bob('rats', 'Typhoid Rats')], [damage('rats', 'giant', 1, true)]));
    expect(permanent(result, 'giant')).toBeUndefined();
    expect(result.events.find((e) => e.type === 'destroyed')?.rules).toContain('704.5h');
  });

  it('702.12b: deathtouch damage does not destroy an indestructible creature; it stays with the damage marked', () => {
    const result = ok(run([alice('bear', bear), alice('plate', 'Darksteel Plate', { attachedTo: 'bear' }), bob('rats', 'Typhoid Rats')], [damage('rats', 'bear', 1, true)]));
    expect(permanent(result, 'bear')).toMatchObject({ damage: 1, deathtouchDamage: false });
  });

  it('702.15b: damage from a source with lifelink makes its controller gain that much life, once per damage event', () => {
    const result = ok(run([bob('hawk', 'Vampire Nighthawk')], [damage('hawk', 'alice', 2, true)], { players: [{ id: 'alice' }, { id: 'bob', life: 10 }] }));
    expect(player(result, 'alice').life).toBe(18);
    expect(player(result, 'bob').life).toBe(12);
    expect(result.events.filter((e) => e.type === 'lifeGained')).toHaveLength(1);
  });

  it('119.7: with Leyline of Punishment, lifelink gains no life; the damage is still dealt', () => {
    const result = ok(
      run([bob('hawk', 'Vampire Nighthawk'), alice('leyline', 'Leyline of Punishment')], [damage('hawk', 'alice', 2)], { players: [{ id: 'alice' }, { id: 'bob', life: 10 }] }),
    );
    expect([player(result, 'alice').life, player(result, 'bob').life]).toEqual([18, 10]);
  });

  it('702.15c: a source that left the battlefield uses its last known information (here its card)', () => {
    const result = ok(run([], [damage('hawk', 'alice', 2)], { players: [{ id: 'alice' }, { id: 'bob', life: 10, graveyard: [{ id: 'hawk', card: 'Vampire Nighthawk' }] }] }));
    expect(player(result, 'bob').life).toBe(12);
  });
});

describe('Gideon Blackblade and damage (rulings 2019-05-03; CR 615, 120.3)', () => {
  it('on his turn, damage to him is prevented (615)', () => {
    const result = ok(run([alice('gideon', 'Gideon Blackblade')], [damage(bolt, 'gideon', 3)]));
    expect(permanent(result, 'gideon')).toMatchObject({ damage: 0, counters: { loyalty: 4 } });
    expect(result.events[0]).toMatchObject({ type: 'damagePrevented', rules: ['615.1', '615.6'] });
  });

  it("on another player's turn he is only a planeswalker: damage removes loyalty", () => {
    const result = ok(run([alice('gideon', 'Gideon Blackblade')], [damage(bolt, 'gideon', 3)], { turn: bobTurn }));
    expect(permanent(result, 'gideon')).toMatchObject({ damage: 0, counters: { loyalty: 1 } });
  });

  it("ruling: 5 damage that can't be prevented on his turn marks 5 damage and removes his 4 loyalty: he dies though indestructible", () => {
    const skullcrack = { id: 'crack', source: { card: 'Skullcrack' }, controller: 'bob', targets: ['alice'], timestamp: 9, duration: 'endOfTurn' };
    const result = ok(run([alice('gideon', 'Gideon Blackblade')], [damage({ card: 'Skullcrack', controller: 'bob' }, 'gideon', 5)], { effects: [skullcrack] }));
    expect(result.events.find((e) => e.type === 'damageDealt')!.rules).toEqual(expect.arrayContaining(['120.3c', '120.3e']));
    expect(result.events.find((e) => e.type === 'preventionIgnored')!.rules).toEqual(['615.12']);
    expect(permanent(result, 'gideon')).toBeUndefined();
    expect(result.events.find((e) => e.type === 'putIntoGraveyard')).toMatchObject({ permanent: 'gideon', rules: ['704.5i'] });
    expect(player(result, 'alice').graveyard.map((c) => c.id)).toEqual(['gideon']);
  });

  it("with Leyline of Punishment, damage to him on his turn isn't prevented either", () => {
    const result = ok(run([alice('gideon', 'Gideon Blackblade'), bob('leyline', 'Leyline of Punishment')], [damage(bolt, 'gideon', 2)]));
    expect(permanent(result, 'gideon')).toMatchObject({ damage: 2, counters: { loyalty: 2 } });
  });

  it('having lost all abilities to a newer Humility, his damage prevention is gone too: 1 damage kills the 1/1 (704.5g)', () => {
    const result = ok(run([alice('gideon', 'Gideon Blackblade'), bob('humility', 'Humility')], [damage(bolt, 'gideon', 1)]));
    expect(permanent(result, 'gideon')).toBeUndefined();
    expect(result.events.find((e) => e.type === 'destroyed')).toMatchObject({ permanent: 'gideon', rules: ['704.5g', '701.8a'] });
  });

  it('with an older Humility he keeps indestructible: 5 damage leaves him on the battlefield... with his loyalty gone (704.5i)', () => {
    const leyline = bob('leyline', 'Leyline of Punishment');
    const result = ok(run([bob('humility', 'Humility'), alice('gideon', 'Gideon Blackblade', { counters: { loyalty: 6 } }), leyline], [damage(bolt, 'gideon', 5)]));
    expect(permanent(result, 'gideon')).toMatchObject({ damage: 5, counters: { loyalty: 1 } });
  });
});

describe('prevention from resolved spells and abilities (CR 615)', () => {
  it('Holy Day prevents combat damage this turn, not other damage', () => {
    const holyDay = { id: 'holy', source: { card: 'Holy Day' }, controller: 'alice', timestamp: 9, duration: 'endOfTurn' };
    const result = ok(run([bob('hawk', 'Vampire Nighthawk')], [damage('hawk', 'alice', 2, true), damage(bolt, 'alice', 3)], { effects: [holyDay] }));
    expect(player(result, 'alice').life).toBe(17);
    expect(player(result, 'bob').life).toBe(20);
  });

  it("Gideon, Ally of Zendikar's +1: damage to him is prevented this turn, while he is a 5/5 creature", () => {
    const plus = { id: 'plus', source: 'gideon', ability: 0, controller: 'alice', timestamp: 9, duration: 'endOfTurn' };
    const result = ok(run([alice('gideon', 'Gideon, Ally of Zendikar')], [damage(bolt, 'gideon', 3)], { effects: [plus] }));
    expect(permanent(result, 'gideon')).toMatchObject({ damage: 0, counters: { loyalty: 4 } });
  });
});

describe('state-based actions after direct edits (CR 704)', () => {
  it('704.5a: setLife to 0 loses the game', () => {
    const result = ok(run([], [{ do: 'setLife', player: 'bob', life: 0 }]));
    expect(player(result, 'bob').lost).toBe(true);
  });

  it('704.5i: removing the last loyalty counter puts the planeswalker into the graveyard', () => {
    const result = ok(run([alice('gideon', 'Gideon Blackblade')], [{ do: 'addCounters', permanent: 'gideon', counter: 'loyalty', amount: -9 }]));
    expect(result.board.permanents).toEqual([]);
  });

  it("Gideon ruling: counters put on him while he isn't a creature stay, and count when he is one", () => {
    const result = runScenario({
      board: { turn: bobTurn, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [alice('gideon', 'Gideon Blackblade')] },
      actions: [{ do: 'addCounters', permanent: 'gideon', counter: '+1/+1', amount: 2 }],
      ask: [{ characteristics: 'gideon' }],
    });
    expect(result.ok && result.board.permanents[0]!.counters).toEqual({ loyalty: 4, '+1/+1': 2 });
    expect(result.ok && result.answers[0]).toMatchObject({ power: null });
    const onHisTurn = runScenario({ board: { ...result.board!, turn: aliceTurn }, ask: [{ characteristics: 'gideon' }] });
    expect(onHisTurn.ok && onHisTurn.answers[0]).toMatchObject({ power: 6, toughness: 6 });
  });

  it('Gideon ruling: off his turn, an Equipment on him becomes unattached (704.5n) and a Pacifism goes to the graveyard (704.5m)', () => {
    const result = ok(
      run(
        [alice('gideon', 'Gideon Blackblade'), alice('split', 'Bonesplitter', { attachedTo: 'gideon' }), bob('pacifism', 'Pacifism', { attachedTo: 'gideon' })],
        [{ do: 'tap', permanent: 'split' }],
        { turn: bobTurn },
      ),
    );
    expect(permanent(result, 'split')).toMatchObject({ attachedTo: null });
    expect(permanent(result, 'pacifism')).toBeUndefined();
    expect(player(result, 'bob').graveyard.map((c) => c.id)).toEqual(['pacifism']);
  });

  it("704.5m: an Aura attached to nothing goes to its owner's graveyard", () => {
    const result = ok(run([alice('seas', 'Spreading Seas', { owner: 'bob' })], [{ do: 'untap', permanent: 'seas' }]));
    expect(player(result, 'bob').graveyard.map((c) => c.id)).toEqual(['seas']);
  });

  it('704.5j: the legend rule keeps the newest legend, or the one named in choices.keep', () => {
    const twoNissas = [alice('n1', 'Gideon Blackblade'), alice('n2', 'Gideon Blackblade')];
    const newest = ok(run(twoNissas, [{ do: 'setLife', player: 'alice', life: 19 }]));
    expect(newest.board.permanents.map((p) => p.id)).toEqual(['n2']);
    const chosen = ok(run([...twoNissas, alice('forest', 'Forest')], [{ do: 'activate', permanent: 'forest', choices: { keep: ['n1'] } }]));
    expect(chosen.board.permanents.map((p) => p.id)).toEqual(['n1', 'forest']);
    expect(chosen.events.find((e) => e.type === 'putIntoGraveyard')).toMatchObject({ permanent: 'n2', rules: ['704.5j'] });
    const opponents = ok(run([alice('n1', 'Nissa, Who Shakes the World'), bob('n2', 'Nissa, Who Shakes the World')], [damage(bolt, 'bob', 1)]));
    expect(opponents.board.permanents).toHaveLength(2);
  });

  it('613.7e: attaching gives the attachment a new timestamp', () => {
    const result = ok(run([alice('bear', bear), alice('split', 'Bonesplitter')], [{ do: 'attach', permanent: 'split', to: 'bear' }]));
    expect(permanent(result, 'split')).toMatchObject({ attachedTo: 'bear', attachedAt: 3 });
  });
});

describe('damage to many at once: "deals 2 damage to each creature and each player" (CR 120.3, 608.2c)', () => {
  const quake = (to: Json) => ({ name: 'Test Quake', manaCost: '{R}', types: ['Sorcery'], abilities: [{ kind: 'spell', effects: [{ type: 'dealDamage', amount: 2, to }] }] });
  const wall = { name: 'Test Wall', manaCost: '{1}', types: ['Creature'], subtypes: ['Wall'], power: 0, toughness: 3 };

  it('120.3: each creature and each player is dealt 2; the bears die (704.5g), the wall stays with 2 damage', () => {
    const spell = quake({ permanents: { all: { types: ['Creature'] }, phrase: 'each' }, players: 'eachPlayer' });
    const result = ok(
      runScenario({
        board: {
          turn: aliceTurn,
          players: [{ id: 'alice', manaPool: { R: 1 } }, { id: 'bob' }],
          permanents: [alice('a', bear), bob('b', bear), bob('wall', wall), bob('forest', 'Forest')],
        },
        actions: [{ do: 'cast', card: spell, controller: 'alice' }],
      }),
    );
    expect(result.board.permanents.map((p) => p.id)).toEqual(['wall', 'forest']);
    expect(permanent(result, 'wall')).toMatchObject({ damage: 2 });
    expect([player(result, 'alice').life, player(result, 'bob').life]).toEqual([18, 18]);
    expect(result.events.filter((e) => e.type === 'damageDealt').map((e) => (e as Json).target)).toEqual(['a', 'b', 'wall', 'alice', 'bob']);
  });

  it('"each opponent": only bob is dealt damage', () => {
    const result = ok(
      runScenario({
        board: { turn: aliceTurn, players: [{ id: 'alice', manaPool: { R: 1 } }, { id: 'bob' }], permanents: [] },
        actions: [{ do: 'cast', card: quake({ players: 'eachOpponent' }), controller: 'alice' }],
      }),
    );
    expect([player(result, 'alice').life, player(result, 'bob').life]).toEqual([20, 18]);
  });

  it('the lines render as Oracle words them', () => {
    expect(rulesText(CardDefinition.parse(quake({ permanents: { all: { types: ['Creature'] }, phrase: 'each' }, players: 'eachPlayer' })))).toEqual([
      'Test Quake deals 2 damage to each creature and each player.',
    ]);
    expect(rulesText(CardDefinition.parse(quake({ players: 'eachOpponent' })))).toEqual(['Test Quake deals 2 damage to each opponent.']);
  });
});
