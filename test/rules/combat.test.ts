// Combat (CR 506-511) through the public contract: a board, the declarations and the damage
// step, the expected outcome, the rule in each test's name. Real cards of the card pool where the
// issue names them (the application makes them known, as it does for every input), inline cards
// where a test needs one ability alone.

import { describe, expect, it } from 'vitest';
import { runWithCards } from '../../app/cards';
import { landAnimation } from '../helpers/boards';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const aliceMain = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const bobMain = { number: 5, activePlayer: 'bob', step: 'precombatMain' };
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const withAbilities = (name: string, abilities: Json[], extra: Json = {}) => ({ ...bear, name, abilities, ...extra });
const keyword = (k: string) => ({ kind: 'keyword', keyword: k });
const rule = (type: string, extra: Json = {}) => ({ kind: 'static', effects: [{ type, affects: 'self', ...extra }] });

function run(permanents: Json[], actions: Json[], ask: Json[] = [], board: Json = {}) {
  return runWithCards({ board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...board }, actions, ask }) as Json;
}
function ok(result: Json) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
const life = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id).life;
const graveyard = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id).graveyard.map((c: Json) => c.id);
const attack = (...attackers: (string | [string, string])[]) => ({
  do: 'declareAttackers',
  attackers: attackers.map((a) => (typeof a === 'string' ? { id: a } : { id: a[0], attacking: a[1] })),
});
const block = (blockers: Record<string, string>) => ({ do: 'declareBlockers', blockers: Object.entries(blockers).map(([id, attacker]) => ({ id, blocking: [attacker] })) });
const damage = (assign?: Json) => ({ do: 'advance', to: 'postcombatMain', ...(assign ? { choices: { assign } } : {}) });

describe('declaring attackers (CR 508.1)', () => {
  it('508.1f, 702.20b: attacking taps a creature without vigilance; Serra Angel attacks untapped', () => {
    const result = ok(run([alice('bears', 'Grizzly Bears'), alice('angel', 'Serra Angel')], [attack('bears', 'angel')]));
    expect(result.board.turn.step).toBe('declareAttackers');
    expect(permanent(result, 'bears')).toMatchObject({ tapped: true, attacking: 'bob' });
    expect(permanent(result, 'angel')).toMatchObject({ tapped: false, attacking: 'bob' });
    expect(result.events.filter((e: Json) => e.type === 'attackerDeclared').map((e: Json) => e.permanent)).toEqual(['bears', 'angel']);
  });

  it('302.6, 702.10: a creature that came under its controller this turn attacks only with haste', () => {
    const sick = run([alice('bears', 'Grizzly Bears', { summoningSick: true })], [attack('bears')]);
    expect(sick).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '302.6' }, board: { turn: { step: 'precombatMain' } } });
    const hasty = withAbilities('Test Hasty Bear', [keyword('haste')]);
    expect(permanent(ok(run([alice('bear', hasty, { summoningSick: true })], [attack('bear')])), 'bear').attacking).toBe('bob');
  });

  it('508.1a: a tapped creature can’t attack; 702.3b: Wall of Stone has defender; 508.1c: a "can’t attack" creature', () => {
    expect(run([alice('bears', 'Grizzly Bears', { tapped: true })], [attack('bears')])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '508.1a' } });
    expect(run([alice('wall', 'Wall of Stone')], [attack('wall')])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '702.3b' } });
    const timid = withAbilities('Test Timid Bear', [rule('cantAttack')]);
    expect(run([alice('bear', timid)], [attack('bear')])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '508.1c' } });
  });

  it('508.1d: a creature that attacks each combat if able must attack when it can; declaring none is then illegal, and legal when it can’t', () => {
    const brute = withAbilities('Test Brute', [rule('attacksEachCombat')]);
    expect(run([alice('brute', brute), alice('bears', 'Grizzly Bears')], [attack('bears')])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '508.1d' } });
    expect(run([alice('brute', brute)], [attack()])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '508.1d' } });
    expect(permanent(ok(run([alice('brute', brute), alice('bears', 'Grizzly Bears')], [attack('brute', 'bears')])), 'brute').attacking).toBe('bob');
    // A requirement that can't be obeyed (it is tapped) asks nothing (508.1d: the most that could be obeyed is none).
    expect(ok(run([alice('brute', brute, { tapped: true })], [attack(), { do: 'advance', to: 'postcombatMain' }])).board.turn.step).toBe('postcombatMain');
  });

  it('508.1d: a requirement in an ability the engine does not carry out (Grand Melee) makes declaring no attackers UNSUPPORTED while a creature could attack', () => {
    const result = run([bob('melee', 'Grand Melee'), alice('bears', 'Grizzly Bears')], [{ do: 'advance', to: 'postcombatMain' }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED', card: 'Grand Melee' } });
    // With no creature that could attack, there is nothing to declare.
    expect(ok(run([bob('melee', 'Grand Melee'), alice('bears', 'Grizzly Bears', { tapped: true })], [{ do: 'advance', to: 'postcombatMain' }])).board.turn.step).toBe('postcombatMain');
  });

  it('506.2, 508.1b: a planeswalker of the defending player may be attacked, and what each attacker attacks must be named when there is a choice', () => {
    const board = [alice('bears', 'Grizzly Bears'), bob('gid', 'Gideon Blackblade'), alice('mine', 'Gideon Blackblade')];
    expect(permanent(ok(run(board, [attack(['bears', 'gid'])])), 'bears').attacking).toBe('gid');
    expect(run(board, [attack('bears')])).toMatchObject({ error: { code: 'INVALID_INPUT', path: ['actions', 0, 'attackers', 0, 'attacking'] } });
    expect(run(board, [attack(['bears', 'mine'])])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '506.2' } });
  });

  it('508.8: with no attackers the declare blockers and combat damage steps are skipped: advancing to combat damage stops at end of combat, and blockers can’t be declared', () => {
    const result = ok(run([alice('bears', 'Grizzly Bears')], [attack(), { do: 'advance', to: 'combatDamage' }]));
    expect(result.board.turn.step).toBe('endCombat');
    expect(run([alice('bears', 'Grizzly Bears'), bob('spider', 'Giant Spider')], [attack(), block({ spider: 'bears' })])).toMatchObject({
      error: { code: 'ILLEGAL_ACTION', rule: '508.8' },
    });
    // Also once the game has moved past the skipped steps to the end of combat.
    expect(
      run(
        [alice('bears', 'Grizzly Bears'), bob('spider', 'Giant Spider')],
        [
          { do: 'advance', to: 'declareBlockers' },
          { do: 'declareBlockers', blockers: [] },
        ],
      ),
    ).toMatchObject({
      error: { code: 'ILLEGAL_ACTION', rule: '508.8' },
    });
  });

  it('508.1m: "whenever this creature attacks" triggers as it is declared an attacker, and resolves before the active player gets priority (508.2b)', () => {
    const cheering = withAbilities('Test Cheering Bear', [{ kind: 'triggered', trigger: { event: 'attacks', object: 'self' }, effects: [{ type: 'gainLife', amount: 1 }] }]);
    const result = ok(run([alice('bear', cheering)], [attack('bear')]));
    expect(life(result, 'alice')).toBe(21);
  });

  it('508.1: attackers are declared once each combat; after the declare attackers step it is too late', () => {
    expect(run([alice('bears', 'Grizzly Bears')], [attack('bears'), attack('bears')])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '508.1' } });
    const late = run([alice('bears', 'Grizzly Bears')], [attack('bears')], [], { turn: { ...aliceMain, step: 'postcombatMain' } });
    expect(late).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '508.1' } });
  });

  it('702.22: banding is not modelled, so a declaration with a banding creature is UNSUPPORTED', () => {
    expect(run([alice('hero', 'Benalish Hero')], [attack('hero')])).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });

  it('506.2a: combat with more than two players in the game is UNSUPPORTED', () => {
    const result = run([alice('bears', 'Grizzly Bears')], [attack('bears')], [], { players: [{ id: 'alice' }, { id: 'bob' }, { id: 'carol' }] });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });
});

describe('declaring blockers (CR 509.1)', () => {
  it('702.9b, 702.17b: Serra Angel can’t be blocked by Grizzly Bears, but Giant Spider with reach can block it', () => {
    const board = [alice('angel', 'Serra Angel'), bob('bears', 'Grizzly Bears'), bob('spider', 'Giant Spider')];
    expect(run(board, [attack('angel'), block({ bears: 'angel' })])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '702.9b' } });
    const result = ok(run(board, [attack('angel'), block({ spider: 'angel' })]));
    expect(permanent(result, 'spider').blocking).toEqual(['angel']);
    expect(permanent(result, 'angel').blocked).toBe(true);
    expect(result.board.turn.step).toBe('declareBlockers');
  });

  it('702.111b: Boggart Brute with menace can’t be blocked by one creature, but can by two', () => {
    const board = [alice('brute', 'Boggart Brute'), bob('bears', 'Grizzly Bears'), bob('spider', 'Giant Spider')];
    expect(run(board, [attack('brute'), block({ bears: 'brute' })])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '702.111b' } });
    const result = ok(run(board, [attack('brute'), block({ bears: 'brute', spider: 'brute' })]));
    expect(permanent(result, 'brute').blocked).toBe(true);
  });

  it('509.1b: Goblin Raider can’t block; 509.1a: a tapped creature can’t block', () => {
    expect(run([alice('bears', 'Grizzly Bears'), bob('raider', 'Goblin Raider')], [attack('bears'), block({ raider: 'bears' })])).toMatchObject({
      error: { code: 'ILLEGAL_ACTION', rule: '509.1b' },
    });
    expect(run([alice('bears', 'Grizzly Bears'), bob('spider', 'Giant Spider', { tapped: true })], [attack('bears'), block({ spider: 'bears' })])).toMatchObject({
      error: { code: 'ILLEGAL_ACTION', rule: '509.1a' },
    });
  });

  it('702.16f: an attacker with protection from green can’t be blocked by a green creature', () => {
    const knight = withAbilities('Test Knight', [{ kind: 'keyword', keyword: 'protection', from: 'G' }], { manaCost: '{1}{W}' });
    expect(run([alice('knight', knight), bob('bears', 'Grizzly Bears')], [attack('knight'), block({ bears: 'knight' })])).toMatchObject({
      error: { code: 'ILLEGAL_ACTION', rule: '702.16f' },
    });
  });

  it('509.3a, 509.3c: Town Sentry’s "whenever this creature blocks" triggers as it is declared a blocker; Sacred Prey’s "becomes blocked" triggers once, however many block it', () => {
    const sentry = ok(run([alice('bears', 'Grizzly Bears'), bob('sentry', 'Town Sentry')], [attack('bears'), block({ sentry: 'bears' }), damage()]));
    // +0/+2 until end of turn: a 2/4 that survives the Bears' 2 damage.
    expect(permanent(sentry, 'sentry')).toMatchObject({ damage: 2 });
    expect(graveyard(sentry, 'bob')).toEqual([]);
    const prey = ok(run([alice('prey', 'Sacred Prey'), bob('a', 'Grizzly Bears'), bob('b', 'Grizzly Bears')], [attack('prey'), block({ a: 'prey', b: 'prey' })]));
    expect(life(prey, 'alice')).toBe(21);
  });

  it('509.1a: an effect lets a creature block more: Wall of Glare blocks any number; Ironfist Crusher divides its damage among the attackers it blocks (510.1d)', () => {
    const attackers = [alice('a', 'Grizzly Bears'), alice('b', 'Grizzly Bears'), alice('c', 'Grizzly Bears')];
    const wall = ok(
      run([...attackers, bob('wall', 'Wall of Glare')], [attack('a', 'b', 'c'), { do: 'declareBlockers', blockers: [{ id: 'wall', blocking: ['a', 'b', 'c'] }] }, damage()]),
    );
    // Three Bears' 6 damage destroys it (toughness 5), and none reaches bob.
    expect(graveyard(wall, 'bob')).toEqual(['wall']);
    expect(life(wall, 'bob')).toBe(20);
    const crusher = [...attackers.slice(0, 2), bob('crusher', 'Ironfist Crusher')];
    const blocked = [attack('a', 'b'), { do: 'declareBlockers', blockers: [{ id: 'crusher', blocking: ['a', 'b'] }] }];
    expect(run(crusher, [...blocked, damage()])).toMatchObject({ error: { code: 'CHOICE_REQUIRED', choice: 'assign.crusher' } });
    const result = ok(run(crusher, [...blocked, damage({ crusher: { a: 1, b: 1 } })]));
    expect(graveyard(result, 'bob')).toEqual(['crusher']);
    expect(result.board.permanents.filter((p: Json) => p.id === 'a' || p.id === 'b').map((p: Json) => p.damage)).toEqual([1, 1]);
  });

  it('702.19b: a trampler’s lethal damage to a blocker counts the damage other creatures assign it in the same step', () => {
    // Wall of Glare (0/5) blocks both; Craw Wurm assigns it 6, so none of Colossal Dreadmaw's damage need go to it.
    const board = [alice('maw', 'Colossal Dreadmaw'), alice('wurm', 'Craw Wurm'), bob('wall', 'Wall of Glare')];
    const result = ok(run(board, [attack('maw', 'wurm'), { do: 'declareBlockers', blockers: [{ id: 'wall', blocking: ['maw', 'wurm'] }] }, damage({ maw: { bob: 6 } })]));
    expect(life(result, 'bob')).toBe(14);
    expect(graveyard(result, 'bob')).toEqual(['wall']);
  });

  it('509.1a: one creature blocks one attacker; both attackers need blockers of their own', () => {
    const result = run(
      [alice('a', 'Grizzly Bears'), alice('b', 'Grizzly Bears'), bob('spider', 'Giant Spider')],
      [attack('a', 'b'), { do: 'declareBlockers', blockers: [{ id: 'spider', blocking: ['a', 'b'] }] }],
    );
    expect(result).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '509.1a' } });
  });

  it('509.1h, 510.1c: an attacker stays blocked when its blocker leaves, and then deals no combat damage', () => {
    const result = ok(
      run(
        [alice('bears', 'Grizzly Bears'), bob('elf', 'Llanowar Elves')],
        [attack('bears'), block({ elf: 'bears' }), { do: 'damage', source: { card: 'Shock', controller: 'alice' }, target: 'elf', amount: 2 }, damage()],
      ),
    );
    expect(life(result, 'bob')).toBe(20);
    expect(graveyard(result, 'bob')).toEqual(['elf']);
  });
});

describe('combat damage (CR 510)', () => {
  it('510.1b, 120.3a: an unblocked creature deals damage equal to its power to the player it attacks; the fields clear as combat ends (511.3)', () => {
    const result = ok(run([alice('bears', 'Grizzly Bears')], [attack('bears'), damage()]));
    expect(life(result, 'bob')).toBe(18);
    expect(permanent(result, 'bears')).toMatchObject({ attacking: null, blocked: false, blocking: [], hadFirstStrike: false, tapped: true });
    expect(result.board.turn).toMatchObject({ step: 'postcombatMain', damageStep: null });
  });

  it('510.1c: Craw Wurm blocked by two creatures divides its 6 damage as its controller chooses; without a division it is CHOICE_REQUIRED, and a wrong total is illegal (510.1a)', () => {
    const board = [alice('wurm', 'Craw Wurm'), bob('bears', 'Grizzly Bears'), bob('spider', 'Giant Spider')];
    const blocked = [attack('wurm'), block({ bears: 'wurm', spider: 'wurm' })];
    expect(run(board, [...blocked, damage()])).toMatchObject({ error: { code: 'CHOICE_REQUIRED', choice: 'assign.wurm' } });
    expect(run(board, [...blocked, damage({ wurm: { bears: 2, spider: 3 } })])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '510.1a' } });
    expect(run(board, [...blocked, damage({ wurm: { bears: 2, bob: 4 } })])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '510.1' } });
    // No damage assignment order (current rules): all 6 to the Spider, none to the Bears, is legal.
    const result = ok(run(board, [...blocked, damage({ wurm: { spider: 6 } })]));
    expect(graveyard(result, 'bob')).toEqual(['spider']);
    // The blockers deal 2 + 2 to the Wurm (toughness 4): it dies too.
    expect(graveyard(result, 'alice')).toEqual(['wurm']);
  });

  it('702.19b: Colossal Dreadmaw with trample assigns lethal damage to its blocker before the rest to the player', () => {
    const board = [alice('maw', 'Colossal Dreadmaw'), bob('spider', 'Giant Spider')];
    const blocked = [attack('maw'), block({ spider: 'maw' })];
    expect(run(board, [...blocked, damage()])).toMatchObject({ error: { code: 'CHOICE_REQUIRED', choice: 'assign.maw' } });
    expect(run(board, [...blocked, damage({ maw: { spider: 3, bob: 3 } })])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '702.19b' } });
    const result = ok(run(board, [...blocked, damage({ maw: { spider: 4, bob: 2 } })]));
    expect(life(result, 'bob')).toBe(18);
    expect(graveyard(result, 'bob')).toEqual(['spider']);
    // Damage already marked counts (702.19b): with 3 on it, 1 is lethal.
    const hurt = ok(run([alice('maw', 'Colossal Dreadmaw'), bob('spider', 'Giant Spider', { damage: 3 })], [...blocked, damage({ maw: { spider: 1, bob: 5 } })]));
    expect(life(hurt, 'bob')).toBe(15);
  });

  it('702.19b, 702.2c: deathtouch with trample makes 1 damage lethal to each blocker', () => {
    const wurm = withAbilities('Test Deadly Wurm', [keyword('deathtouch'), { ...keyword('trample'), sameLine: true }], { power: 6, toughness: 6 });
    const result = ok(run([alice('wurm', wurm), bob('spider', 'Giant Spider')], [attack('wurm'), block({ spider: 'wurm' }), damage({ wurm: { spider: 1, bob: 5 } })]));
    expect(life(result, 'bob')).toBe(15);
    expect(graveyard(result, 'bob')).toEqual(['spider']);
  });

  it('702.19b, 120.3c: trample onto a planeswalker: Colossal Dreadmaw attacking Gideon Blackblade, blocked, assigns the excess to Gideon', () => {
    const result = ok(
      run(
        [alice('maw', 'Colossal Dreadmaw'), bob('spider', 'Giant Spider'), bob('gid', 'Gideon Blackblade')],
        [attack(['maw', 'gid']), block({ spider: 'maw' }), damage({ maw: { spider: 4, gid: 2 } })],
      ),
    );
    expect(permanent(result, 'gid').counters).toEqual({ loyalty: 2 });
    expect(life(result, 'bob')).toBe(20);
    // 702.19f: a creature without trample over planeswalkers can't assign to the player it isn't attacking.
    expect(
      run(
        [alice('maw', 'Colossal Dreadmaw'), bob('spider', 'Giant Spider'), bob('gid', 'Gideon Blackblade')],
        [attack(['maw', 'gid']), block({ spider: 'maw' }), damage({ maw: { spider: 4, bob: 2 } })],
      ),
    ).toMatchObject({
      error: { code: 'ILLEGAL_ACTION', rule: '510.1' },
    });
  });

  it('702.19d: a blocked trampler whose blocker left assigns all its damage to the player it attacks', () => {
    const result = ok(
      run(
        [alice('maw', 'Colossal Dreadmaw'), bob('elf', 'Llanowar Elves')],
        [attack('maw'), block({ elf: 'maw' }), { do: 'damage', source: { card: 'Shock', controller: 'alice' }, target: 'elf', amount: 2 }, damage()],
      ),
    );
    expect(life(result, 'bob')).toBe(14);
  });

  it('510.4, 702.4b: Boros Swiftblade with double strike deals damage in both steps; the blocker strikes back only in the second; turn.damageStep says which step it is', () => {
    const board = [alice('blade', 'Boros Swiftblade'), bob('bears', 'Grizzly Bears')];
    const blocked = [attack('blade'), block({ bears: 'blade' })];
    const first = ok(run(board, [...blocked, { do: 'advance', to: 'combatDamage' }]));
    expect(first.board.turn).toMatchObject({ step: 'combatDamage', damageStep: 1 });
    expect(permanent(first, 'bears').damage).toBe(1);
    expect(permanent(first, 'blade')).toMatchObject({ damage: 0, hadFirstStrike: true });
    const second = ok(run(board, [...blocked, { do: 'advance', to: 'combatDamage' }, { do: 'advance', to: 'combatDamage' }]));
    expect(second.board.turn).toMatchObject({ step: 'combatDamage', damageStep: 2 });
    expect(graveyard(second, 'bob')).toEqual(['bears']);
    expect(graveyard(second, 'alice')).toEqual(['blade']);
  });

  it('702.4b, 510.1c, 702.19d: a double striker that kills its blocker in the first step deals nothing in the second, unless it has trample', () => {
    const board = (attacker: unknown) => [alice('x', attacker), bob('elf', 'Llanowar Elves')];
    const ace = ok(run(board('Fencing Ace'), [attack('x'), block({ elf: 'x' }), damage()]));
    expect(graveyard(ace, 'bob')).toEqual(['elf']);
    expect(life(ace, 'bob')).toBe(20);
    const trampler = withAbilities('Test Trampling Duelist', [keyword('double strike'), { ...keyword('trample'), sameLine: true }], { power: 3, toughness: 3 });
    // First step: 3 to the 1/1 Elves, or 1 and 2 beyond; here all to the Elves. Second step: no blocker left, all 3 to bob.
    const result = ok(run(board(trampler), [attack('x'), block({ elf: 'x' }), damage({ x: { elf: 3 } })]));
    expect(life(result, 'bob')).toBe(17);
  });

  it('510.4, 702.7b: a first striker that kills its blocker in the first step takes no damage from it', () => {
    const striker = withAbilities('Test Striker', [keyword('first strike')]);
    const result = ok(run([alice('striker', striker), bob('bears', 'Grizzly Bears')], [attack('striker'), block({ bears: 'striker' }), damage()]));
    expect(graveyard(result, 'bob')).toEqual(['bears']);
    expect(graveyard(result, 'alice')).toEqual([]);
  });

  it('702.4c, 702.4d, 702.7c: in the second step, a creature that lost double strike deals none, one given double strike after dealing first-strike damage deals again, and one given first strike late still deals', () => {
    const plain = withAbilities('Test Plain', []);
    const doubled = withAbilities('Test Doubled', [keyword('double strike')]);
    const late = withAbilities('Test Late', [keyword('first strike')]);
    const turn = { ...aliceMain, step: 'combatDamage', damageStep: 1 };
    const board = [
      alice('lost', plain, { attacking: 'bob', hadFirstStrike: true, tapped: true }),
      alice('gained', doubled, { attacking: 'bob', hadFirstStrike: true, tapped: true }),
      alice('given', late, { attacking: 'bob', hadFirstStrike: false, tapped: true }),
    ];
    const result = ok(run(board, [{ do: 'advance', to: 'combatDamage' }], [], { turn }));
    expect(result.board.turn.damageStep).toBe(2);
    expect(result.events.filter((e: Json) => e.type === 'damageDealt').map((e: Json) => e.source)).toEqual(['gained', 'given']);
    expect(life(result, 'bob')).toBe(16);
  });

  it('702.15b, 702.2b: Vampire Nighthawk’s combat damage gains its controller life, and its deathtouch destroys Craw Wurm', () => {
    const result = ok(run([bob('hawk', 'Vampire Nighthawk'), alice('wurm', 'Craw Wurm')], [attack('wurm'), block({ hawk: 'wurm' }), damage()]));
    expect(life(result, 'bob')).toBe(22);
    expect(graveyard(result, 'alice')).toEqual(['wurm']);
    expect(graveyard(result, 'bob')).toEqual(['hawk']);
  });

  it('506.4c, 510.1b: a creature attacking a planeswalker that left combat keeps attacking, unblocked, and deals no combat damage', () => {
    const result = ok(
      run(
        [alice('bears', 'Grizzly Bears'), bob('gid', 'Gideon Blackblade')],
        [attack(['bears', 'gid']), { do: 'addCounters', permanent: 'gid', counter: 'loyalty', amount: -4 }, { do: 'advance', to: 'combatDamage' }],
      ),
    );
    expect(permanent(result, 'bears')).toMatchObject({ attacking: 'gid', attackedLeftCombat: true });
    expect(result.events.some((e: Json) => e.type === 'combatDamageAssigned')).toBe(false);
    expect(life(result, 'bob')).toBe(20);
  });

  it('506.4: a blocker that stops being a creature is removed from combat and deals no damage', () => {
    const result = ok(
      run(
        [alice('bears', 'Grizzly Bears'), bob('land', 'Forest'), bob('aura', landAnimation(3, 3), { attachedTo: 'land' })],
        [attack('bears'), block({ land: 'bears' }), { do: 'attach', permanent: 'aura', to: null }, damage()],
      ),
    );
    expect(result.events.find((e: Json) => e.type === 'removedFromCombat')).toMatchObject({ permanent: 'land', rules: ['506.4'] });
    expect(permanent(result, 'bears').damage).toBe(0);
    expect(life(result, 'bob')).toBe(20);
  });
});

describe('Gideon Blackblade in combat (2019-05-03 rulings)', () => {
  it('on his controller’s turn he is a 4/4 creature: he attacks, his damage to a blocker is dealt, and damage to him is prevented', () => {
    const result = ok(run([alice('gid', 'Gideon Blackblade'), bob('spider', 'Giant Spider')], [attack('gid'), block({ spider: 'gid' }), damage()]));
    expect(graveyard(result, 'bob')).toEqual(['spider']);
    expect(permanent(result, 'gid')).toMatchObject({ damage: 0, counters: { loyalty: 4 } });
    expect(result.events.find((e: Json) => e.type === 'damagePrevented')).toMatchObject({ source: 'spider', target: 'gid' });
  });

  it('on the other player’s turn he is no creature: he can be attacked, loses loyalty (120.3c), and can’t block (506.3)', () => {
    const board = [alice('gid', 'Gideon Blackblade'), bob('bears', 'Grizzly Bears')];
    const result = ok(run(board, [attack(['bears', 'gid']), damage()], [{ canBlock: { permanent: 'gid', attacker: 'bears' } }], { turn: bobMain }));
    expect(permanent(result, 'gid').counters).toEqual({ loyalty: 2 });
    expect(result.answers[0]).toMatchObject({ legal: false, rule: '506.3' });
  });

  it('his +1 gives a creature lifelink until end of turn, which its combat damage then has (702.15b)', () => {
    const result = ok(
      run(
        [alice('gid', 'Gideon Blackblade'), alice('bears', 'Grizzly Bears')],
        [{ do: 'activate', permanent: 'gid', ability: 0, targets: ['bears'], choices: { mode: 'lifelink' } }, attack('bears'), damage()],
      ),
    );
    expect(life(result, 'alice')).toBe(22);
    expect(life(result, 'bob')).toBe(18);
  });
});

describe('the issue’s cards in combat', () => {
  it('509.1b: Questing Beast can’t be blocked by creatures with power 2 or less; its combat damage to the opponent deals that much to a planeswalker of theirs (603.3d)', () => {
    const board = [alice('beast', 'Questing Beast', { summoningSick: true }), bob('bears', 'Grizzly Bears'), bob('wurm', 'Craw Wurm'), bob('gid', 'Gideon Blackblade')];
    expect(run(board, [attack(['beast', 'bob']), block({ bears: 'beast' })])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '509.1b' } });
    // Haste: it attacks the turn it came (702.10); unblocked, it deals 4 to bob and its trigger 4 to Gideon (the only target).
    const result = ok(run(board.slice(0, 1).concat(board.slice(3)), [attack(['beast', 'bob']), damage()]));
    expect(life(result, 'bob')).toBe(16);
    expect(graveyard(result, 'bob')).toEqual(['gid']);
  });

  it('Gideon Blackblade ruling (2019-05-03): damage that can’t be prevented, dealt to him on his controller’s turn, is marked on him and removes loyalty; with none left he dies despite indestructible (704.5i)', () => {
    const result = ok(run([alice('gid', 'Gideon Blackblade'), bob('beast', 'Questing Beast')], [attack('gid'), block({ beast: 'gid' }), damage()]));
    const dealt = result.events.find((e: Json) => e.type === 'damageDealt' && e.target === 'gid');
    expect(dealt).toMatchObject({ source: 'beast', amount: 4, combat: true });
    expect(dealt.rules).toEqual(expect.arrayContaining(['120.3c', '120.3e']));
    expect(graveyard(result, 'alice')).toEqual(['gid']);
    expect(result.events.find((e: Json) => e.type === 'putIntoGraveyard' && e.permanent === 'gid')?.rules).toContain('704.5i');
  });

  it('509.1b: Juggernaut can’t be blocked by Walls, and must attack each combat if able (508.1d)', () => {
    const board = [alice('jugg', 'Juggernaut'), bob('wall', 'Wall of Stone'), bob('spider', 'Giant Spider')];
    expect(run(board, [attack('jugg'), block({ wall: 'jugg' })])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '509.1b' } });
    expect(run(board, [attack()])).toMatchObject({ error: { code: 'ILLEGAL_ACTION', rule: '508.1d' } });
    expect(ok(run(board, [attack('jugg'), block({ spider: 'jugg' }), damage()])).board.players[1].graveyard).toEqual([{ id: 'spider', card: 'Giant Spider' }]);
  });

  it('603.2: Ajani’s Pridemate gets a +1/+1 counter when Vampire Nighthawk’s combat damage gains its controller life (702.15b)', () => {
    const result = ok(run([alice('hawk', 'Vampire Nighthawk'), alice('mate', "Ajani's Pridemate")], [attack('hawk'), damage()]));
    expect(life(result, 'alice')).toBe(22);
    expect(permanent(result, 'mate').counters).toEqual({ '+1/+1': 1 });
  });
});

describe('battles (CR 310)', () => {
  it('310.8b, 120.3h: a Siege’s controller attacks it; its protector may block (310.8c); combat damage removes defense counters', () => {
    const board = [alice('siege', 'Invasion of Gobakhan'), alice('bears', 'Grizzly Bears'), bob('elf', 'Llanowar Elves')];
    const loaded = ok(run(board, [], [{ characteristics: 'siege' }, { canAttack: { permanent: 'bears', attacking: 'siege' } }, { canBlock: { permanent: 'elf', attacker: 'bears' } }]));
    expect(permanent(loaded, 'siege')).toMatchObject({ protector: 'bob', counters: { defense: 3 } });
    expect(loaded.answers[0]).toMatchObject({ defense: 3, types: ['Battle'] });
    expect(loaded.answers[1]).toEqual({ legal: true });
    const result = ok(run(board, [attack(['bears', 'siege']), damage()]));
    expect(permanent(result, 'siege').counters).toEqual({ defense: 1 });
    // The protector can never attack it (310.8b).
    const bobs = ok(run([alice('siege', 'Invasion of Gobakhan'), bob('bears', 'Grizzly Bears')], [], [{ canAttack: { permanent: 'bears', attacking: 'siege' } }]));
    expect(bobs.answers[0]).toMatchObject({ legal: false, rule: '310.8b' });
  });

  it('310.11b: removing a Siege’s last defense counter would exile it and cast it transformed, which the engine does not model: UNSUPPORTED', () => {
    const result = run([alice('siege', 'Invasion of Gobakhan', { counters: { defense: 2 } }), alice('bears', 'Grizzly Bears')], [attack(['bears', 'siege']), damage()]);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });
});

describe('the board’s combat fields (SCENARIOS.md, "Combat")', () => {
  it('are INVALID_INPUT when they name nothing on the board; a battle without printed defense in the card data needs its defense counters (CR 310.4)', () => {
    expect(run([alice('bears', 'Grizzly Bears', { attacking: 'carol' })], [])).toMatchObject({ error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'attacking'] } });
    expect(run([bob('spider', 'Giant Spider', { blocking: ['nobody'] })], [])).toMatchObject({ error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'blocking', 0] } });
    expect(run([alice('bears', 'Grizzly Bears', { protector: 'bob' })], [])).toMatchObject({ error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'protector'] } });
    const battle = { name: 'Test Siege', manaCost: '{2}', types: ['Battle'], subtypes: ['Siege'] };
    expect(run([alice('siege', battle)], [])).toMatchObject({ error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'counters'] } });
    expect(permanent(ok(run([alice('siege', battle, { counters: { defense: 5 } })], [])), 'siege')).toMatchObject({ protector: 'bob', counters: { defense: 5 } });
  });

  it('a board stored mid-combat goes on from where it is: blockers declared on it, then damage', () => {
    const board = [alice('bears', 'Grizzly Bears', { attacking: 'bob', tapped: true }), bob('spider', 'Giant Spider')];
    const result = ok(run(board, [block({ spider: 'bears' }), damage()], [], { turn: { ...aliceMain, step: 'declareAttackers' } }));
    expect(graveyard(result, 'alice')).toEqual(['bears']);
    expect(permanent(result, 'spider')).toMatchObject({ damage: 2, blocking: [] });
  });
});

describe('questions (SCENARIOS.md)', () => {
  it('canAttack answers with the rule of the restriction (302.6, 702.3b, 508.1a), and true where some declaration would have it attack', () => {
    const result = ok(
      run(
        [alice('bears', 'Grizzly Bears'), alice('sick', 'Grizzly Bears', { summoningSick: true }), alice('wall', 'Wall of Stone'), alice('tapped', 'Grizzly Bears', { tapped: true })],
        [],
        [
          { canAttack: { permanent: 'bears' } },
          { canAttack: { permanent: 'bears', attacking: 'bob' } },
          { canAttack: { permanent: 'sick' } },
          { canAttack: { permanent: 'wall' } },
          { canAttack: { permanent: 'tapped' } },
        ],
      ),
    );
    expect(result.answers).toMatchObject([{ legal: true }, { legal: true }, { legal: false, rule: '302.6' }, { legal: false, rule: '702.3b' }, { legal: false, rule: '508.1a' }]);
  });

  it('canBlock answers with flying (702.9b), "can’t block" (509.1b) and menace when no other creature could block with it (702.111b)', () => {
    const result = ok(
      run(
        [alice('angel', 'Serra Angel'), alice('brute', 'Boggart Brute'), bob('bears', 'Grizzly Bears'), bob('raider', 'Goblin Raider'), bob('spider', 'Giant Spider')],
        [],
        [
          { canBlock: { permanent: 'bears', attacker: 'angel' } },
          { canBlock: { permanent: 'spider', attacker: 'angel' } },
          { canBlock: { permanent: 'raider', attacker: 'brute' } },
          { canBlock: { permanent: 'bears', attacker: 'brute' } },
        ],
      ),
    );
    expect(result.answers).toMatchObject([{ legal: false, rule: '702.9b' }, { legal: true }, { legal: false, rule: '509.1b' }, { legal: true }]);
    const alone = ok(run([alice('brute', 'Boggart Brute'), bob('bears', 'Grizzly Bears')], [], [{ canBlock: { permanent: 'bears', attacker: 'brute' } }]));
    expect(alone.answers[0]).toMatchObject({ legal: false, rule: '702.111b' });
  });

  it('legalActions lists the activations, the declaration the step calls for, and advance for the active player', () => {
    const board = [alice('forest', 'Forest'), alice('bears', 'Grizzly Bears'), bob('spider', 'Giant Spider')];
    const beginning = ok(run(board, [{ do: 'advance', to: 'beginCombat' }], [{ legalActions: 'alice' }, { legalActions: 'bob' }]));
    expect(beginning.answers[0].actions).toEqual(expect.arrayContaining([{ do: 'activate', permanent: 'forest', ability: 0 }, { do: 'declareAttackers' }, { do: 'advance' }]));
    expect(beginning.answers[1].actions).toEqual([]);
    const attacked = ok(run(board, [attack('bears')], [{ legalActions: 'bob' }]));
    expect(attacked.answers[0].actions).toEqual([{ do: 'declareBlockers' }]);
  });
});
