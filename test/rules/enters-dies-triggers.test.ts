// Triggered abilities that trigger on other permanents entering or dying (CR 603.2, 603.6a,
// 603.10a, 700.4): "Landfall — Whenever a land you control enters" (an ability word, 207.2c),
// "Whenever another creature enters", "Whenever this creature or another creature you control
// dies". An enters trigger sees the permanent as it is on the battlefield, and permanents
// entering together see each other (603.6a); a dies trigger looks back in time (603.10a): the
// abilities that trigger are those permanents had just before the event, the creature as it last
// existed, and a source dying with others sees them die.

import { describe, expect, it } from 'vitest';
import { Ability, notCarriedOut, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const main = (activePlayer: string) => ({ number: 5, activePlayer, step: 'precombatMain' });

function run(permanents: Json[], actions: Json[], extra: Json = {}): Json {
  const scenario = {
    board: {
      turn: main('alice'),
      players: [
        { id: 'alice', manaPool: { G: 2, W: 2 } },
        { id: 'bob', manaPool: { G: 2 } },
      ],
      permanents,
      ...extra,
    },
    actions,
    ask: [],
  };
  ensureCards(scenario);
  const result = runScenario(scenario);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const life = (result: Json, player: string): number => result.board.players.find((p: Json) => p.id === player).life;
const alice = (id: string, card: string, more: Json = {}) => ({ id, card, controller: 'alice', ...more });
const bob = (id: string, card: string, more: Json = {}) => ({ id, card, controller: 'bob', ...more });
/** The permanent's power and toughness, asked of the engine. */
function pt(result: Json, id: string): [number, number] {
  const scenario = { board: result.board, actions: [], ask: [{ characteristics: id }] };
  const answer = (runScenario(scenario) as Json).answers[0];
  return [answer.power, answer.toughness];
}
/** Ticks the board: any action after which state-based actions are checked and triggered abilities put on the stack (CR 704.3, 603.3). */
const tapForest = { do: 'activate', permanent: 'forest' };
const forest = alice('forest', 'Forest');

describe('the lines compile and render back', () => {
  const creature: PrintedCard = { name: 'Test Creature', manaCost: '{1}{G}', types: ['Creature'], power: 1, toughness: 1 };
  const enchantment: PrintedCard = { name: 'Test Enchantment', manaCost: '{1}{R}', types: ['Enchantment'] };
  const equipment: PrintedCard = { name: 'Test Clamp', manaCost: '{1}', types: ['Artifact'], subtypes: ['Equipment'] };
  const compiled = (card: PrintedCard, line: string) => compileCard([line], card).lines[0]!;

  it.each([
    [creature, 'Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.'],
    [creature, 'Whenever another creature enters, you gain 1 life.'],
    [creature, 'Whenever another creature you control enters, you gain 1 life.'],
    [creature, 'Whenever this creature or another creature you control dies, each opponent loses 1 life and you gain 1 life.'],
    [creature, 'Whenever a creature an opponent controls dies, put a +1/+1 counter on this creature.'],
    [creature, 'Whenever another creature dies, you may put a +1/+1 counter on this creature.'],
    [creature, 'Alliance — Whenever another creature you control enters, you gain 1 life.'],
    [enchantment, 'Whenever a creature enters, this enchantment deals 2 damage to it.'],
    [creature, 'Whenever another nontoken creature you control dies, draw a card.'],
    [equipment, 'Whenever equipped creature dies, draw two cards.'],
  ])('603.6a, 603.10a, 207.2c: %#. %s', (card, line) => {
    const result = compiled(card, line);
    expect(result.compiled).toBe(true);
    expect(result.abilities[0]).toMatchObject({ kind: 'triggered' });
  });

  it('207.2c: the ability word is kept as written, with no rules meaning', () => {
    const result = compiled(creature, 'Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.');
    expect(result.abilities[0]).toMatchObject({ abilityWord: 'landfall', trigger: { event: 'enters', object: { types: ['Land'], controller: 'you' } } });
  });

  it('603.2: "another" is the filter\'s `other`, "this creature or another" its `orSelf`', () => {
    expect(compiled(creature, 'Whenever another creature enters, you gain 1 life.').abilities[0]).toMatchObject({
      trigger: { event: 'enters', object: { types: ['Creature'], other: true } },
    });
    expect(compiled(creature, 'Whenever this creature or another creature you control dies, you gain 1 life.').abilities[0]).toMatchObject({
      trigger: { event: 'dies', object: { types: ['Creature'], controller: 'you', other: true }, orSelf: true },
    });
  });

  it('"it" after an enters trigger is the permanent that entered; an effect with a duration on it, or "it" after a dies trigger, stays opaque', () => {
    expect(compiled(enchantment, 'Whenever a creature enters, this enchantment deals 2 damage to it.').abilities[0]).toMatchObject({
      effects: [{ type: 'dealDamage', to: 'triggering' }],
    });
    expect(compiled(creature, 'Whenever another creature you control enters, it gains haste until end of turn.').compiled).toBe(false);
    expect(compiled(creature, 'Whenever another creature dies, put a +1/+1 counter on it.').compiled).toBe(false);
  });
});

describe('Landfall — whenever a land you control enters (CR 207.2c, 603.6a)', () => {
  it('603.6a: a land entering under your control triggers Steppe Lynx: +2/+2 until end of turn', () => {
    const result = run([alice('lynx', 'Steppe Lynx')], [{ do: 'play', card: 'Plains', controller: 'alice', id: 'plains' }]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'putOnStack', object: 'lynx/s1' }));
    expect(pt(result, 'lynx')).toEqual([2, 3]);
  });

  it("603.6a: a land entering under an opponent's control doesn't trigger it", () => {
    const result = run([alice('lynx', 'Steppe Lynx')], [{ do: 'play', card: 'Plains', controller: 'bob', id: 'plains' }], { turn: main('bob') });
    expect(result.board.stack).toEqual([]);
    expect(pt(result, 'lynx')).toEqual([0, 1]);
  });
});

describe('whenever another creature enters (CR 603.2, 603.6a, 109.4)', () => {
  it('603.6a: a creature entering triggers Soul Warden: you gain 1 life', () => {
    const result = run([alice('warden', 'Soul Warden')], [{ do: 'cast', card: 'Grizzly Bears', controller: 'alice', id: 'bears' }]);
    expect(life(result, 'alice')).toBe(21);
  });

  it('603.6a: whoever controls it ("a creature"): an opponent\'s creature entering triggers it too', () => {
    const result = run([alice('warden', 'Soul Warden')], [{ do: 'cast', card: 'Grizzly Bears', controller: 'bob', id: 'bears' }], { turn: main('bob') });
    expect(life(result, 'alice')).toBe(21);
  });

  it('109.4: "another": Soul Warden entering itself does not trigger its ability', () => {
    const result = run([], [{ do: 'cast', card: 'Soul Warden', controller: 'alice', id: 'warden' }]);
    expect(life(result, 'alice')).toBe(20);
  });

  it('603.6a: "another creature you control": an opponent\'s creature entering doesn\'t trigger Hinterland Sanctifier', () => {
    const result = run([alice('sanctifier', 'Hinterland Sanctifier')], [{ do: 'cast', card: 'Grizzly Bears', controller: 'bob', id: 'bears' }], { turn: main('bob') });
    expect(life(result, 'alice')).toBe(20);
  });

  it('603.6a: the newcomers are checked too: "this creature or another Ally you control" triggers on its own entering (Kalastria Healer)', () => {
    const result = run([], [{ do: 'cast', card: 'Kalastria Healer', controller: 'alice', id: 'healer' }]);
    expect([life(result, 'alice'), life(result, 'bob')]).toEqual([21, 19]);
  });

  it('603.6a: "another Ally you control": a creature that is no Ally entering does not trigger Kalastria Healer', () => {
    const result = run([alice('healer', 'Kalastria Healer')], [{ do: 'cast', card: 'Grizzly Bears', controller: 'alice', id: 'bears' }]);
    expect([life(result, 'alice'), life(result, 'bob')]).toEqual([20, 20]);
  });

  it('603.2, 603.3: Soul Warden sees Elesh Norn enter, then dies to its -2/-2 before any player gets priority: its ability triggered, and you gain 1 life', () => {
    const result = run([alice('warden', 'Soul Warden')], [{ do: 'cast', card: 'Elesh Norn, Grand Cenobite', controller: 'bob', id: 'norn' }], { turn: main('bob') });
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['norn']);
    expect(life(result, 'alice')).toBe(21);
  });

  it("603.6a, 603.10a: a creature that entered and died at once is seen as it last existed: Soul Warden triggers on Bob's Grizzly Bears entering as a 0/0 under Alice's Elesh Norn", () => {
    const result = run([alice('norn', 'Elesh Norn, Grand Cenobite'), alice('warden', 'Soul Warden')], [{ do: 'cast', card: 'Grizzly Bears', controller: 'bob', id: 'bears' }], {
      turn: main('bob'),
    });
    expect(result.board.players[1].graveyard.map((c: Json) => c.id)).toEqual(['bears']);
    expect(life(result, 'alice')).toBe(21);
  });

  it('603.6a: a creature that enters and dies at once still has its enters ability trigger: Elvish Visionary under Elesh Norn draws a card', () => {
    const result = run([bob('norn', 'Elesh Norn, Grand Cenobite')], [{ do: 'cast', card: 'Elvish Visionary', controller: 'alice', id: 'visionary' }], {
      players: [{ id: 'alice', hand: 0, library: 10 }, { id: 'bob' }],
    });
    expect(result.board.players[0].graveyard.map((c: Json) => c.id)).toEqual(['visionary']);
    expect(result.board.players[0].hand).toBe(1);
  });

  it('603.2, 608.2h: "it" is the creature that entered: Aether Flash deals 2 damage to it', () => {
    const result = run([alice('flash', 'Aether Flash')], [{ do: 'cast', card: 'Grizzly Bears', controller: 'alice', id: 'bears' }]);
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['flash']);
    expect(result.board.players[0].graveyard.map((c: Json) => c.id)).toEqual(['bears']);
  });
});

describe('whenever another creature dies (CR 700.4, 603.10a)', () => {
  const zulaport = alice('zulaport', 'Zulaport Cutthroat');

  it('700.4, 603.10a: another creature you control dying triggers Zulaport Cutthroat; one an opponent controls does not', () => {
    const result = run([forest, zulaport, alice('bears', 'Grizzly Bears', { damage: 2 }), bob('bobs', 'Grizzly Bears', { damage: 2 })], [tapForest]);
    expect([life(result, 'alice'), life(result, 'bob')]).toEqual([21, 19]);
  });

  it('603.10a: Zulaport Cutthroat dying at the same time as two other creatures you control sees itself and them die: three triggers', () => {
    const result = run(
      [forest, alice('zulaport', 'Zulaport Cutthroat', { damage: 1 }), alice('bears', 'Grizzly Bears', { damage: 2 }), alice('elves', 'Llanowar Elves', { damage: 1 })],
      [tapForest],
    );
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['forest']);
    expect([life(result, 'alice'), life(result, 'bob')]).toEqual([23, 17]);
  });

  it('700.4, 111.7: a token dying triggers "another creature you control dies": it goes to the graveyard before it ceases to exist', () => {
    const result = run([forest, zulaport, alice('token', 'Grizzly Bears', { token: true, damage: 2 })], [tapForest]);
    expect([life(result, 'alice'), life(result, 'bob')]).toEqual([21, 19]);
    expect(result.events.map((e: Json) => e.type)).toContain('ceasedToExist');
  });

  it('603.10a: "a creature an opponent controls dies" sees its controller as it last existed: Sephiroth gets a counter for a creature of bob\'s, none for its own', () => {
    const result = run(
      [forest, alice('sephiroth', "Sephiroth, Planet's Heir"), bob('bobs', 'Grizzly Bears', { damage: 2 }), alice('mine', 'Grizzly Bears', { damage: 2 })],
      [tapForest],
    );
    expect(result.board.permanents.find((p: Json) => p.id === 'sephiroth').counters).toEqual({ '+1/+1': 1 });
  });

  it("700.4: a creature returned to its owner's hand does not die", () => {
    const result = run([zulaport, alice('bears', 'Grizzly Bears')], [{ do: 'cast', card: 'Unsummon', controller: 'alice', targets: ['bears'] }]);
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['zulaport']);
    expect(life(result, 'bob')).toBe(20);
  });
});

describe('nontoken, equipped (CR 111.1, 700.4, 603.10a)', () => {
  const hand = (result: Json) => result.board.players.find((p: Json) => p.id === 'alice').hand;
  const library = { players: [{ id: 'alice', hand: 0, library: 10 }, { id: 'bob' }] };

  it('111.1: "another nontoken creature you control dies": a nontoken creature dying triggers Grim Haruspex, a token dying does not', () => {
    const result = run(
      [forest, alice('haruspex', 'Grim Haruspex'), alice('bears', 'Grizzly Bears', { damage: 2 }), alice('token', 'Grizzly Bears', { token: true, damage: 2 })],
      [tapForest],
      library,
    );
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['forest', 'haruspex']);
    expect(hand(result)).toBe(1);
  });

  it('603.10a: "Whenever equipped creature dies": Skullclamp sees the creature it was attached to die (its +1/-1 killed it), and you draw two cards', () => {
    const result = run([forest, alice('elves', 'Llanowar Elves'), alice('clamp', 'Skullclamp', { attachedTo: 'elves' })], [tapForest], library);
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['forest', 'clamp']);
    expect(hand(result)).toBe(2);
  });

  it('603.10a: a creature Skullclamp is not attached to dying does not trigger it', () => {
    const result = run([forest, alice('elves', 'Llanowar Elves', { damage: 1 }), alice('clamp', 'Skullclamp')], [tapForest], library);
    expect(hand(result)).toBe(0);
  });
});

describe('whenever this creature enters or attacks (CR 603.2, 603.6a, 508.1m)', () => {
  const zombies = (result: Json) => result.board.permanents.filter((p: Json) => p.token).length;

  it('603.6a: Grave Titan entering makes two Zombie tokens', () => {
    const result = run([], [{ do: 'cast', card: 'Grave Titan', controller: 'alice', id: 'titan' }]);
    expect(zombies(result)).toBe(2);
  });

  it('508.1m: Grave Titan declared as an attacker makes two more', () => {
    const result = run([alice('titan', 'Grave Titan')], [{ do: 'declareAttackers', attackers: [{ id: 'titan', attacking: 'bob' }] }]);
    expect(zombies(result)).toBe(2);
  });

  it('603.2: the line compiles as one ability with both trigger events', () => {
    const creature: PrintedCard = { name: 'Test Titan', manaCost: '{4}{B}{B}', types: ['Creature'], power: 6, toughness: 6 };
    const line = compileCard(['Whenever this creature enters or attacks, create two 2/2 black Zombie creature tokens.'], creature).lines[0]!;
    expect(line.compiled).toBe(true);
    expect(line.abilities[0]).toMatchObject({ kind: 'triggered', trigger: { event: 'entersOrAttacks', object: 'self' } });
  });
});

describe('a held dies trigger, read back (CR 603.3, 608.2h)', () => {
  // Bob's Grizzly Bears attacks; Alice's blocks it; both die in combat damage. Zulaport Cutthroat sees Alice's die.
  const board = {
    turn: { number: 4, activePlayer: 'bob', step: 'declareAttackers' },
    players: [{ id: 'alice' }, { id: 'bob' }],
    permanents: [alice('zulaport', 'Zulaport Cutthroat'), bob('attacker', 'Grizzly Bears', { attacking: 'alice' }), alice('blocker', 'Grizzly Bears')],
  };
  const block = { do: 'declareBlockers', blockers: [{ id: 'blocker', blocking: ['attacker'] }] };

  it('603.10a: the trigger waits on the stack naming the creature that died; the output board, read back as input, resolves it the same', () => {
    ensureCards({ board, actions: [] });
    const held = runScenario({ board, actions: [block, { do: 'advance', to: 'combatDamage', hold: true }] }) as Json;
    expect(held.ok).toBe(true);
    expect(held.board.stack).toMatchObject([{ kind: 'ability', source: 'zulaport', ability: 0, triggeredBy: { permanent: 'blocker' } }]);
    const again = runScenario({ board: JSON.parse(JSON.stringify(held.board)), actions: [{ do: 'resolve' }] }) as Json;
    expect(again.ok).toBe(true);
    expect(again.board.stack).toEqual([]);
    expect([life(again, 'alice'), life(again, 'bob')]).toEqual([21, 19]);
    const straight = runScenario({ board, actions: [block, { do: 'advance', to: 'combatDamage' }] }) as Json;
    expect(again.board.players).toEqual(straight.board.players);
  });
});

describe('a triggered ability that is no mana ability, adding mana (CR 605.1b)', () => {
  it('605.1b: "Landfall — Whenever a land you control enters, add one mana of any color." is not carried out yet: not supported, and resolving it is UNSUPPORTED', () => {
    const ability = Ability.parse({
      kind: 'triggered',
      abilityWord: 'landfall',
      trigger: { event: 'enters', object: { types: ['Land'], controller: 'you' } },
      effects: [{ type: 'addManaOfAnyColor', amount: 1 }],
    });
    expect(notCarriedOut(ability)).toMatchObject({ as: 'triggered', structured: true, reach: ['mana'], trigger: ['enteredBattlefield'] });
    const scenario = {
      board: { turn: main('alice'), players: [{ id: 'alice' }, { id: 'bob' }], permanents: [alice('cobra', 'Lotus Cobra')] },
      actions: [{ do: 'play', card: 'Plains', controller: 'alice', id: 'plains' }],
    };
    ensureCards(scenario);
    expect((runScenario(scenario) as Json).error).toMatchObject({ code: 'UNSUPPORTED' });
  });
});
