// Counters with a rules meaning that replace or prevent an event (CR 122.1c-d): a shield counter
// prevents the damage that would be dealt to its permanent and stops its destruction by an effect,
// one shield counter removed each time; a stun counter stops its permanent from untapping, one
// stun counter removed instead. Boards of pool cards, through the public contract.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [{ id: 'alice' }, { id: 'bob' }];

/** Runs a scenario on pool cards named on the board and in its actions. */
function run(permanents: Json[], actions: Json[], turn: Json = main, people: Json[] = players): Json {
  const scenario = { board: { turn, players: people, permanents }, actions };
  ensureCards(scenario);
  const result = runScenario(scenario) as Json;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const permanent = (result: Json, id: string): Json | undefined => result.board.permanents.find((p: Json) => p.id === id);
const player = (result: Json, id: string): Json => result.board.players.find((p: Json) => p.id === id);
const eventsOf = (result: Json, type: string): Json[] => result.events.filter((e: Json) => e.type === type);
const bears = (id: string, controller: string, extra: Json = {}) => ({ id, card: 'Grizzly Bears', controller, ...extra });
const bolt = (target: string) => ({ do: 'cast', card: 'Lightning Bolt', controller: 'alice', id: 'bolt', targets: [target] });
const murder = (target: string) => ({ do: 'cast', card: 'Murder', controller: 'alice', id: 'murder', targets: [target] });

describe('a shield counter prevents damage (CR 122.1c, 615.1)', () => {
  it('122.1c: Lightning Bolt at Grizzly Bears with a shield counter: the damage is prevented, no damage is marked, the shield counter is removed', () => {
    const result = run([bears('bears', 'bob', { counters: { shield: 1 } })], [bolt('bears')]);
    expect(permanent(result, 'bears')).toMatchObject({ damage: 0, counters: {} });
    expect(eventsOf(result, 'damageDealt')).toEqual([]);
    expect(eventsOf(result, 'damagePrevented')).toEqual([
      { type: 'damagePrevented', source: 'bolt', target: 'bears', amount: 3, combat: false, by: 'bears (shield counter)', rules: ['122.1c', '615.1'] },
    ]);
    expect(eventsOf(result, 'countersRemoved')).toEqual([{ type: 'countersRemoved', permanent: 'bears', counters: { shield: 1 }, rules: ['122.1c', '615.1'] }]);
  });

  it('122.1c: with two shield counters, one Lightning Bolt removes one of them', () => {
    const result = run([bears('bears', 'bob', { counters: { shield: 2 } })], [bolt('bears')]);
    expect(permanent(result, 'bears')).toMatchObject({ damage: 0, counters: { shield: 1 } });
    expect(eventsOf(result, 'countersRemoved')).toHaveLength(1);
  });

  it('122.1c: two Lightning Bolts at a creature with one shield counter: the first is prevented, the second is dealt and destroys it (704.5g)', () => {
    const result = run([bears('bears', 'bob', { counters: { shield: 1 } })], [bolt('bears'), { ...bolt('bears'), id: 'bolt2' }]);
    expect(permanent(result, 'bears')).toBeUndefined();
    expect(eventsOf(result, 'damagePrevented')).toHaveLength(1);
    expect(eventsOf(result, 'damageDealt')).toMatchObject([{ source: 'bolt2', target: 'bears', amount: 3 }]);
    expect(eventsOf(result, 'destroyed')).toMatchObject([{ permanent: 'bears', rules: ['704.5g', '701.8a'] }]);
  });

  it('120.3e, 704.5g: Grizzly Bears without a shield counter is dealt the damage and destroyed', () => {
    const result = run([bears('bears', 'bob')], [bolt('bears')]);
    expect(permanent(result, 'bears')).toBeUndefined();
    expect(eventsOf(result, 'damagePrevented')).toEqual([]);
    expect(eventsOf(result, 'damageDealt')).toMatchObject([{ target: 'bears', amount: 3, rules: ['120.3', '120.3e'] }]);
  });

  it('122.1c, 615.12: Stomp\'s "damage can\'t be prevented this turn": the damage is dealt to a Hill Giant with a shield counter and the counter stays', () => {
    const result = run(
      [{ id: 'giant', card: 'Hill Giant', controller: 'bob', counters: { shield: 1 } }],
      [{ do: 'cast', card: 'Stomp', controller: 'alice', id: 'stomp', targets: ['giant'] }],
    );
    expect(permanent(result, 'giant')).toMatchObject({ damage: 2, counters: { shield: 1 } });
    expect(eventsOf(result, 'preventionIgnored')).toMatchObject([{ target: 'giant', by: ['giant (shield counter)'], because: 'stomp/e (Stomp)', rules: ['615.12'] }]);
    expect(eventsOf(result, 'countersRemoved')).toEqual([]);
  });
});

describe('a shield counter in combat (CR 122.1c, 510.2)', () => {
  const attack = (id: string) => ({ do: 'declareAttackers', attackers: [{ id, attacking: 'bob' }] });

  it('122.1c, 702.2b, 702.15b: Grizzly Bears with a shield counter attacks and Vampire Nighthawk blocks: its damage is prevented, so no deathtouch and no lifelink; the counter is removed', () => {
    const result = run(
      [bears('bears', 'bob', { counters: { shield: 1 } }), { id: 'hawk', card: 'Vampire Nighthawk', controller: 'alice' }],
      [
        { do: 'declareAttackers', attackers: [{ id: 'bears', attacking: 'alice' }] },
        { do: 'declareBlockers', blockers: [{ id: 'hawk', blocking: ['bears'] }] },
        { do: 'advance', to: 'combatDamage' },
      ],
      { ...main, activePlayer: 'bob', step: 'beginCombat' },
    );
    expect(permanent(result, 'bears')).toMatchObject({ damage: 0, deathtouchDamage: false, counters: {} });
    expect(player(result, 'alice').life).toBe(20);
    expect(eventsOf(result, 'lifeGained')).toEqual([]);
    expect(eventsOf(result, 'damagePrevented')).toEqual([
      { type: 'damagePrevented', source: 'hawk', target: 'bears', amount: 2, combat: true, by: 'bears (shield counter)', rules: ['122.1c', '615.1'] },
    ]);
    expect(permanent(result, 'hawk')).toMatchObject({ damage: 2 });
  });

  it('122.1c, 510.2: a Hill Giant with two shield counters blocked by two Grizzly Bears: all the combat damage, dealt at once, is prevented and one counter is removed', () => {
    const result = run(
      [{ id: 'giant', card: 'Hill Giant', controller: 'alice', counters: { shield: 2 } }, bears('b1', 'bob'), bears('b2', 'bob')],
      [
        attack('giant'),
        {
          do: 'declareBlockers',
          blockers: [
            { id: 'b1', blocking: ['giant'] },
            { id: 'b2', blocking: ['giant'] },
          ],
        },
        { do: 'advance', to: 'combatDamage', choices: { assign: { giant: { b1: 2, b2: 1 } } } },
      ],
      { ...main, step: 'beginCombat' },
    );
    expect(permanent(result, 'giant')).toMatchObject({ damage: 0, counters: { shield: 1 } });
    expect(eventsOf(result, 'damagePrevented')).toMatchObject([
      { source: 'b1', target: 'giant', amount: 2, by: 'giant (shield counter)' },
      { source: 'b2', target: 'giant', amount: 2, by: 'giant (shield counter)' },
    ]);
    expect(eventsOf(result, 'countersRemoved')).toEqual([{ type: 'countersRemoved', permanent: 'giant', counters: { shield: 1 }, rules: ['122.1c', '615.1'] }]);
    expect(permanent(result, 'b1')).toBeUndefined();
    expect(permanent(result, 'b2')).toMatchObject({ damage: 1 });
  });
});

describe('a shield counter stops destruction by an effect (CR 122.1c, 614.1a)', () => {
  it("122.1c: Murder at Grizzly Bears with a shield counter: it isn't destroyed, the shield counter is removed instead", () => {
    const result = run([bears('bears', 'bob', { counters: { shield: 1 } })], [murder('bears')]);
    expect(permanent(result, 'bears')).toMatchObject({ counters: {} });
    expect(eventsOf(result, 'destroyed')).toEqual([]);
    expect(eventsOf(result, 'notDestroyed')).toEqual([
      { type: 'notDestroyed', permanent: 'bears', reason: 'a shield counter was removed from it instead', rules: ['122.1c', '614.1a'] },
    ]);
    expect(eventsOf(result, 'countersRemoved')).toEqual([{ type: 'countersRemoved', permanent: 'bears', counters: { shield: 1 }, rules: ['122.1c', '614.1a'] }]);
    expect(player(result, 'bob').graveyard).toEqual([]);
  });

  it('122.1c: with two shield counters, Murder removes one', () => {
    const result = run([bears('bears', 'bob', { counters: { shield: 2 } })], [murder('bears')]);
    expect(permanent(result, 'bears')).toMatchObject({ counters: { shield: 1 } });
  });

  it('701.8a: Murder at Grizzly Bears without a shield counter destroys it', () => {
    const result = run([bears('bears', 'bob')], [murder('bears')]);
    expect(permanent(result, 'bears')).toBeUndefined();
    expect(eventsOf(result, 'destroyed')).toMatchObject([{ permanent: 'bears' }]);
  });

  it("702.12b, 122.1c: Murder at an indestructible Darksteel Myr with a shield counter: it wouldn't be destroyed, so the counter stays", () => {
    const result = run([{ id: 'myr', card: 'Darksteel Myr', controller: 'bob', counters: { shield: 1 } }], [murder('myr')]);
    expect(permanent(result, 'myr')).toMatchObject({ counters: { shield: 1 } });
    expect(eventsOf(result, 'notDestroyed')).toMatchObject([{ rules: ['702.12b'] }]);
    expect(eventsOf(result, 'countersRemoved')).toEqual([]);
  });

  it('122.1c, 704.5g: lethal damage already marked destroys a creature with a shield counter: a state-based action is not an effect', () => {
    const result = run([bears('bears', 'bob', { counters: { shield: 1 }, damage: 2 })], [{ do: 'setLife', player: 'alice', life: 19 }]);
    expect(permanent(result, 'bears')).toBeUndefined();
    expect(eventsOf(result, 'destroyed')).toMatchObject([{ permanent: 'bears', rules: ['704.5g', '701.8a'] }]);
  });
});

describe('a stun counter stops untapping (CR 122.1d, 614.1a)', () => {
  const bobsTurn = { do: 'advance', to: 'upkeep', player: 'bob' };

  it("122.1d, 502.3: a tapped Grizzly Bears with a stun counter stays tapped in its controller's untap step; the stun counter is removed instead", () => {
    const result = run([bears('bears', 'bob', { tapped: true, counters: { stun: 1 } }), bears('other', 'bob', { tapped: true })], [bobsTurn]);
    expect(permanent(result, 'bears')).toMatchObject({ tapped: true, counters: {} });
    expect(permanent(result, 'other')).toMatchObject({ tapped: false });
    expect(eventsOf(result, 'untapped')).toEqual([{ type: 'untapped', permanents: ['other'], rules: ['502.3'] }]);
    expect(eventsOf(result, 'countersRemoved')).toEqual([{ type: 'countersRemoved', permanent: 'bears', counters: { stun: 1 }, rules: ['122.1d', '614.1a', '502.3'] }]);
  });

  it('122.1d: with two stun counters, one is removed per untap step', () => {
    const result = run([bears('bears', 'bob', { tapped: true, counters: { stun: 2 } })], [bobsTurn]);
    expect(permanent(result, 'bears')).toMatchObject({ tapped: true, counters: { stun: 1 } });
  });

  it("122.1d: an untapped Grizzly Bears with a stun counter wouldn't become untapped, so the counter stays", () => {
    const result = run([bears('bears', 'bob', { counters: { stun: 1 } })], [bobsTurn]);
    expect(permanent(result, 'bears')).toMatchObject({ tapped: false, counters: { stun: 1 } });
    expect(eventsOf(result, 'countersRemoved')).toEqual([]);
  });

  it('122.1d, 107.6: Pili-Pala with a stun counter pays its {Q} cost: the stun counter is removed instead of untapping it, and the mana is added', () => {
    const result = run(
      [{ id: 'pala', card: 'Pili-Pala', controller: 'alice', tapped: true, counters: { stun: 1 } }],
      [{ do: 'activate', permanent: 'pala', choices: { mana: 'G' } }],
      main,
      [{ id: 'alice', manaPool: { C: 2 } }, { id: 'bob' }],
    );
    expect(permanent(result, 'pala')).toMatchObject({ tapped: true, counters: {} });
    expect(eventsOf(result, 'untapped')).toEqual([]);
    expect(eventsOf(result, 'countersRemoved')).toEqual([{ type: 'countersRemoved', permanent: 'pala', counters: { stun: 1 }, rules: ['122.1d', '614.1a', '107.6', '601.2h'] }]);
    expect(player(result, 'alice').manaPool).toMatchObject({ G: 1, C: 0 });
  });

  it('122.1d: Twiddle untapping a tapped creature with a stun counter removes the counter instead', () => {
    const result = run(
      [bears('bears', 'alice', { tapped: true, counters: { stun: 1 } })],
      [{ do: 'cast', card: 'Twiddle', controller: 'alice', id: 'twiddle', targets: ['bears'], choices: { mode: 'untap' } }],
    );
    expect(permanent(result, 'bears')).toMatchObject({ tapped: true, counters: {} });
    expect(eventsOf(result, 'untapped')).toEqual([]);
    expect(eventsOf(result, 'countersRemoved')).toEqual([{ type: 'countersRemoved', permanent: 'bears', counters: { stun: 1 }, rules: ['122.1d', '614.1a', '608.2c'] }]);
  });
});
