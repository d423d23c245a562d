// Triggers on life gain and on damage (CR 603.2, 119.9, 120.2), triggered abilities with targets
// chosen as they are put on the stack (603.3d, `choices.triggered.<source>.targets`), and damage
// that can't be prevented, scoped to combat damage from creatures you control (615.12): Ajani's
// Pridemate and Questing Beast, through the `damage` action.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { card } from '../helpers/cards';

type Json = Record<string, any>;
const alice = (id: string, c: unknown, extra: Json = {}) => ({ id, card: c, controller: 'alice', ...extra });
const bob = (id: string, c: unknown, extra: Json = {}) => ({ id, card: c, controller: 'bob', ...extra });
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
/** "Prevent all damage that would be dealt." as a static ability (CR 615). */
const shield = { name: 'Test Shield', manaCost: '{W}', types: ['Enchantment'], abilities: [{ kind: 'static', effects: [{ type: 'prevent', damage: 'all' }] }] };
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

function run(permanents: Json[], actions: Json[]) {
  return runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, actions });
}
function ok(result: ReturnType<typeof runScenario>) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const damage = (source: unknown, target: string, amount: number, combat = false, choices?: Json) => ({ do: 'damage', source, target, amount, combat, ...(choices ? { choices } : {}) });
const permanent = (result: ReturnType<typeof ok>, id: string) => result.board.permanents.find((p) => p.id === id);
const player = (result: ReturnType<typeof ok>, id: string) => result.board.players.find((p) => p.id === id)!;

describe("Ajani's Pridemate: whenever you gain life (CR 119.9, 603.2)", () => {
  it("702.15b, 119.9: lifelink damage from Vampire Nighthawk gains its controller life, and Ajani's Pridemate gets a +1/+1 counter", () => {
    const result = ok(run([alice('mate', card('ajanisPridemate')), alice('hawk', 'Vampire Nighthawk')], [damage('hawk', 'bob', 2)]));
    expect(player(result, 'alice').life).toBe(22);
    expect(permanent(result, 'mate')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(result.events.map((e) => e.type)).toEqual(['damageDealt', 'lifeGained', 'putOnStack', 'resolved', 'countersPut']);
  });

  it('119.9: an opponent gaining life does not trigger "whenever you gain life"', () => {
    const result = ok(run([alice('mate', card('ajanisPridemate')), bob('hawk', 'Vampire Nighthawk')], [damage('hawk', 'alice', 2)]));
    expect(player(result, 'bob').life).toBe(22);
    expect(permanent(result, 'mate')).toMatchObject({ counters: {} });
    expect(result.events.some((e) => e.type === 'putOnStack')).toBe(false);
  });

  it('119.9: each life-gain event triggers it once (two damage events, two counters)', () => {
    const result = ok(run([alice('mate', card('ajanisPridemate')), alice('hawk', 'Vampire Nighthawk')], [damage('hawk', 'bob', 2), damage('hawk', 'bob', 5)]));
    expect(permanent(result, 'mate')).toMatchObject({ counters: { '+1/+1': 2 } });
  });
});

describe('Questing Beast: whenever it deals combat damage to an opponent, that much damage to target planeswalker that player controls (CR 603.2, 603.3d)', () => {
  const beast = () => alice('beast', card('questingBeast'));

  it('603.3d: the target is chosen in choices.triggered.<source>.targets as the ability goes on the stack; it deals that much damage (120.3c)', () => {
    const result = ok(
      run([beast(), bob('gid', 'Gideon Blackblade'), bob('ally', 'Gideon, Ally of Zendikar')], [damage('beast', 'bob', 3, true, { triggered: { beast: { targets: ['ally'] } } })]),
    );
    expect(player(result, 'bob').life).toBe(17);
    expect(permanent(result, 'ally')).toMatchObject({ counters: { loyalty: 1 } });
    expect(permanent(result, 'gid')).toMatchObject({ counters: {} });
    // The damage the ability deals isn't combat damage (Questing Beast's ruling, 10/4/2019).
    expect(result.events.filter((e) => e.type === 'damageDealt')).toMatchObject([
      { source: 'beast', target: 'bob', amount: 3, combat: true },
      { source: 'beast', target: 'ally', amount: 3, combat: false },
    ]);
  });

  it('603.3d, 601.2c: two planeswalkers and no choice given is CHOICE_REQUIRED, naming triggered.beast.targets', () => {
    const result = run([beast(), bob('gid', 'Gideon Blackblade'), bob('ally', 'Gideon, Ally of Zendikar')], [damage('beast', 'bob', 3, true)]);
    expect(result).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'triggered.beast.targets', options: [['gid'], ['ally']] } });
  });

  it('one legal target: the engine chooses it; a planeswalker of its own controller is no legal target ("that player controls")', () => {
    const result = ok(run([beast(), bob('gid', 'Gideon Blackblade'), alice('mine', 'Gideon, Ally of Zendikar')], [damage('beast', 'bob', 2, true)]));
    expect(permanent(result, 'gid')).toMatchObject({ counters: { loyalty: 2 } });
    expect(permanent(result, 'mine')).toMatchObject({ counters: {} });
  });

  it('601.2c: a chosen target that player does not control is ILLEGAL_ACTION', () => {
    const result = run(
      [beast(), bob('gid', 'Gideon Blackblade'), alice('mine', 'Gideon, Ally of Zendikar')],
      [damage('beast', 'bob', 2, true, { triggered: { beast: { targets: ['mine'] } } })],
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  it('603.3d: the opponent controls no planeswalker: the ability is removed from the stack (it does nothing)', () => {
    const result = ok(run([beast()], [damage('beast', 'bob', 4, true)]));
    expect(player(result, 'bob').life).toBe(16);
    expect(result.events.map((e) => e.type)).toEqual(['damageDealt', 'triggerRemoved']);
    expect(result.events[1]).toMatchObject({ source: 'beast', rules: ['603.3d'] });
  });

  it('603.2: noncombat damage to an opponent, or combat damage by another creature, does not trigger it', () => {
    const noncombat = ok(run([beast(), bob('gid', 'Gideon Blackblade')], [damage('beast', 'bob', 2)]));
    expect(permanent(noncombat, 'gid')).toMatchObject({ counters: {} });
    const other = ok(run([beast(), alice('bear', bear), bob('gid', 'Gideon Blackblade')], [damage('bear', 'bob', 2, true)]));
    expect(permanent(other, 'gid')).toMatchObject({ counters: {} });
  });

  it('a choice for a trigger that did not happen is INVALID_INPUT (its choices would be ignored)', () => {
    const result = run([beast(), bob('gid', 'Gideon Blackblade')], [damage('beast', 'bob', 2, false, { triggered: { beast: { targets: ['gid'] } } })]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});

describe("Questing Beast: combat damage that would be dealt by creatures you control can't be prevented (CR 615.12)", () => {
  it('615.12: combat damage by a creature its controller controls is dealt despite a prevention effect', () => {
    const result = ok(run([alice('beast', card('questingBeast')), alice('bear', bear), bob('shield', shield)], [damage('bear', 'bob', 2, true)]));
    expect(player(result, 'bob').life).toBe(18);
    expect(result.events[0]).toMatchObject({ type: 'preventionIgnored', because: 'beast (Questing Beast)', rules: ['615.12'] });
  });

  it('615.1: noncombat damage by the same creature is prevented', () => {
    const result = ok(run([alice('beast', card('questingBeast')), alice('bear', bear), bob('shield', shield)], [damage('bear', 'bob', 2)]));
    expect(player(result, 'bob').life).toBe(20);
    expect(result.events[0]).toMatchObject({ type: 'damagePrevented' });
  });

  it("615.1: combat damage by an opponent's creature is prevented", () => {
    const result = ok(run([alice('beast', card('questingBeast')), bob('bear', bear), alice('shield', shield)], [damage('bear', 'alice', 2, true)]));
    expect(player(result, 'alice').life).toBe(20);
  });

  it('615.12: the unscoped "damage can\'t be prevented" still applies to all damage', () => {
    const unpreventable = { name: 'Test Unpreventable', manaCost: '{R}', types: ['Enchantment'], abilities: [{ kind: 'static', effects: [{ type: 'damageCantBePrevented' }] }] };
    const result = ok(run([alice('u', unpreventable), bob('bear', bear), alice('shield', shield)], [damage('bear', 'alice', 2)]));
    expect(player(result, 'alice').life).toBe(18);
  });
});

describe('"you may" triggered abilities (CR 603.5): the choice is made as it resolves, in choices.triggered.<source>.may', () => {
  /** "Whenever you gain life, you may draw a card." */
  const scholar = {
    name: 'Test Scholar',
    manaCost: '{1}{U}',
    types: ['Creature'],
    subtypes: ['Human'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'triggered', trigger: { event: 'gainsLife', whose: 'you' }, may: true, effects: [{ type: 'draw', amount: 1 }] }],
  };
  const board = () => [alice('scholar', scholar), alice('hawk', 'Vampire Nighthawk')];
  const lifelink = (choices?: Json) => damage('hawk', 'bob', 2, false, choices);

  it('603.5: may true does it', () => {
    const result = ok(run(board(), [lifelink({ triggered: { scholar: { may: true } } })]));
    expect(player(result, 'alice').hand).toBe(1);
  });

  it('603.5: may false does nothing, and the ability still resolves', () => {
    const result = ok(run(board(), [lifelink({ triggered: { scholar: { may: false } } })]));
    expect(player(result, 'alice').hand).toBe(0);
    expect(result.events.find((e) => e.type === 'resolved')?.rules).toContain('603.5');
  });

  it('603.5: no choice given is CHOICE_REQUIRED, naming triggered.scholar.may', () => {
    expect(run(board(), [lifelink()])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'triggered.scholar.may', options: [true, false] } });
  });
});
