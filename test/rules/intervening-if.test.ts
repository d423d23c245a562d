// Intervening "if" clauses (CR 603.4): "When/Whenever/At [event], if [condition], [effect]" triggers
// only if the condition holds as the event happens, and does nothing if it no longer holds as it
// resolves. And what happened this turn (`turn.thisTurn`), which many of those conditions ask
// about: morbid ("if a creature died this turn", 700.4), raid ("if you attacked this turn", 508.1),
// revolt, life gained and lost (119.3).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { compileCard, type PrintedCard } from '../../pool/compile';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const main = (player: string) => ({ number: 4, activePlayer: player, step: 'precombatMain' });

function run(permanents: Json[], actions: Json[], extra: Json = {}): Json {
  const scenario = {
    board: {
      turn: main('alice'),
      players: [
        { id: 'alice', library: 10 },
        { id: 'bob', library: 10 },
      ],
      permanents,
      ...extra,
    },
    actions,
  };
  ensureCards(scenario);
  return runScenario(scenario);
}

const ok = (result: Json): Json => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
};
const alice = (id: string, card: string | Json, more: Json = {}) => ({ id, card, controller: 'alice', ...more });
const tokens = (result: Json) => result.board.permanents.filter((p: Json) => p.token).length;
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, abilities: [] };

/** "When this creature enters, if you have 10 or less life, you gain 5 life." */
const comeback = {
  name: 'Test Comeback',
  manaCost: '{1}{W}',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  abilities: [
    {
      kind: 'triggered',
      trigger: { event: 'enters', object: 'self' },
      condition: { type: 'life', player: 'you', atMost: 10 },
      effects: [{ type: 'gainLife', amount: 5 }],
    },
  ],
};

describe('an intervening "if" clause (CR 603.4)', () => {
  it('603.4: the condition false as the event happens, the ability does not trigger', () => {
    const result = ok(run([], [{ do: 'cast', card: comeback, controller: 'alice', id: 'c' }], { players: [{ id: 'alice', life: 15 }, { id: 'bob' }] }));
    expect(result.board.players[0].life).toBe(15);
    expect(result.events.some((e: Json) => e.type === 'putOnStack' && e.kind === 'ability')).toBe(false);
  });

  it('603.4: the condition true, it triggers and resolves', () => {
    const result = ok(run([], [{ do: 'cast', card: comeback, controller: 'alice', id: 'c' }], { players: [{ id: 'alice', life: 8 }, { id: 'bob' }] }));
    expect(result.board.players[0].life).toBe(13);
  });

  it('603.4: true as it triggered, false as it resolves: removed from the stack, it does nothing', () => {
    // The ability triggered while Alice had 8 life; she is at 12 as it resolves.
    const held = { id: 'c/s1', kind: 'ability', source: 'c', ability: 0, controller: 'alice' };
    const result = ok(run([alice('c', comeback)], [{ do: 'resolve' }], { players: [{ id: 'alice', life: 12 }, { id: 'bob' }], stack: [held] }));
    expect(result.board.players[0].life).toBe(12);
    expect(result.board.stack).toEqual([]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'triggerRemoved', source: 'c', rules: ['603.4'] }));
    const still = ok(run([alice('c', comeback)], [{ do: 'resolve' }], { players: [{ id: 'alice', life: 9 }, { id: 'bob' }], stack: [held] }));
    expect(still.board.players[0].life).toBe(14);
  });

  it('603.4, 603.10a: a dies trigger looks back at the permanent, but sees the death it triggered on ("if a creature died this turn")', () => {
    const mourner = {
      ...comeback,
      name: 'Test Mourner',
      abilities: [{ ...comeback.abilities[0], trigger: { event: 'dies', object: 'self' }, condition: { type: 'thisTurn', happened: 'creatureDied' } }],
    };
    const result = ok(run([alice('m', mourner)], [{ do: 'damage', source: { card: 'Lightning Bolt', controller: 'bob' }, target: 'm', amount: 3 }]));
    expect(result.board.players[0].life).toBe(25);
  });

  it('the line compiles and renders back, with "you may" after the condition', () => {
    const creature: PrintedCard = { name: 'Test Raider', manaCost: '{2}{R}', types: ['Creature'], power: 2, toughness: 2 };
    for (const line of [
      'Raid — When this creature enters, if you attacked this turn, create a 1/1 red Goblin creature token.',
      'When this creature enters, if you control three or more artifacts, you may draw a card.',
      'Revolt — When this creature enters, if a permanent left the battlefield under your control this turn, draw a card.',
      'At the beginning of your end step, if you gained 3 or more life this turn, draw a card.',
    ])
      expect(compileCard([line], creature).lines[0]!.compiled).toBe(true);
    expect(compileCard(['When this creature enters, if it is your turn, draw a card.'], creature).lines[0]!.compiled).toBe(false);
  });
});

describe('what happened this turn (turn.thisTurn)', () => {
  it('700.4, morbid: a creature that died makes Wakedancer create its Zombie; the record says so', () => {
    const result = ok(
      run(
        [alice('bear', bear)],
        [
          { do: 'damage', source: { card: 'Lightning Bolt', controller: 'bob' }, target: 'bear', amount: 3 },
          { do: 'cast', card: 'Wakedancer', controller: 'alice', id: 'w' },
        ],
      ),
    );
    expect(result.board.turn.thisTurn).toMatchObject({ creaturesDied: 1, leftBattlefield: ['alice'] });
    expect(tokens(result)).toBe(1);
  });

  it('morbid: no creature died this turn, no Zombie', () => {
    expect(tokens(ok(run([], [{ do: 'cast', card: 'Wakedancer', controller: 'alice', id: 'w' }])))).toBe(0);
  });

  it('a board set up mid-turn gives what happened before; the next turn begins with none', () => {
    const given = ok(run([], [{ do: 'cast', card: 'Wakedancer', controller: 'alice', id: 'w' }], { turn: { ...main('alice'), thisTurn: { creaturesDied: 2 } } }));
    expect(tokens(given)).toBe(1);
    const next = ok(run([], [{ do: 'advance', to: 'upkeep', player: 'bob' }], { turn: { ...main('alice'), thisTurn: { creaturesDied: 2, attacked: ['alice'] } } }));
    expect(next.board.turn.thisTurn).toBeUndefined();
  });

  it('508.1, raid: declaring an attacker records it; an opponent attacking is not "you attacked"', () => {
    const raid = { ...comeback, name: 'Test Raid', abilities: [{ ...comeback.abilities[0], condition: { type: 'thisTurn', happened: 'youAttacked' } }] };
    const attacked = ok(
      run(
        [alice('bear', bear)],
        [
          { do: 'declareAttackers', attackers: [{ id: 'bear', attacking: 'bob' }] },
          { do: 'advance', to: 'postcombatMain' },
          { do: 'cast', card: raid, controller: 'alice', id: 'r' },
        ],
      ),
    );
    expect(attacked.board.turn.thisTurn).toMatchObject({ attacked: ['alice'] });
    expect(attacked.board.players[0].life).toBe(25);
    const theirs = ok(run([], [{ do: 'cast', card: raid, controller: 'alice', id: 'r' }], { turn: { ...main('alice'), thisTurn: { attacked: ['bob'] } } }));
    expect(theirs.board.players[0].life).toBe(20);
  });

  it('119.3: life gained and lost are recorded by player', () => {
    const result = ok(
      run(
        [],
        [
          { do: 'cast', card: comeback, controller: 'alice', id: 'c' },
          { do: 'damage', source: { card: 'Lightning Bolt', controller: 'alice' }, target: 'bob', amount: 3 },
        ],
        { players: [{ id: 'alice', life: 8 }, { id: 'bob' }] },
      ),
    );
    expect(result.board.turn.thisTurn).toMatchObject({ lifeGained: { alice: 5 }, lifeLost: { bob: 3 } });
  });

  it('a player id the board does not have is INVALID_INPUT', () => {
    const result = run([], [], { turn: { ...main('alice'), thisTurn: { attacked: ['carol'] } } });
    expect(result.ok).toBe(false);
    expect(result.error.code).toBe('INVALID_INPUT');
  });
});
