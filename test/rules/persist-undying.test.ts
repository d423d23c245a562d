// Persist (CR 702.79a) and undying (702.93a): "When this permanent is put into a graveyard from the
// battlefield, if it had no -1/-1 (+1/+1) counters on it, return it to the battlefield under its
// owner's control with a -1/-1 (+1/+1) counter on it." The intervening "if" reads it as it last
// existed (603.4, 603.10a); the card is found in the graveyard it went to (400.7e).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { compileCard, type PrintedCard } from '../../pool/compile';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

function run(permanents: Json[], actions: Json[], extra: Json = {}): Json {
  const scenario = { board: { turn: { number: 3, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra }, actions };
  ensureCards(scenario);
  const result: Json = runScenario(scenario);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

const bolt = (target: string, amount = 3) => ({ do: 'damage', source: { card: 'Lightning Bolt', controller: 'bob' }, target, amount });
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
const graveyard = (result: Json, player = 'alice') => result.board.players.find((p: Json) => p.id === player).graveyard;

describe('persist (CR 702.79a)', () => {
  it('702.79a: Kitchen Finks dies without a -1/-1 counter and returns with one (a new object, 400.7), its enters ability triggering again', () => {
    const result = run([{ id: 'finks', card: 'Kitchen Finks', controller: 'alice' }], [bolt('finks')]);
    const finks = permanent(result, 'finks');
    expect(finks.counters).toEqual({ '-1/-1': 1 });
    expect(finks.damage).toBe(0);
    expect(graveyard(result)).toEqual([]);
    // "When this creature enters, you gain 2 life."
    expect(result.board.players[0].life).toBe(22);
  });

  it('603.4: with a -1/-1 counter on it as it died, it does not trigger, and stays in the graveyard', () => {
    const result = run([{ id: 'finks', card: 'Kitchen Finks', controller: 'alice', counters: { '-1/-1': 1 } }], [bolt('finks', 2)]);
    expect(permanent(result, 'finks')).toBeUndefined();
    expect(graveyard(result)).toEqual([{ id: 'finks', card: 'Kitchen Finks' }]);
  });

  it("603.6c: the card exiled from the graveyard before the ability resolves isn't returned", () => {
    const result = run([{ id: 'finks', card: 'Kitchen Finks', controller: 'alice' }], [{ do: 'resolve' }], {
      players: [{ id: 'alice', graveyard: [], exile: [{ id: 'finks', card: 'Kitchen Finks' }] }, { id: 'bob' }],
      permanents: [],
      stack: [{ id: 'finks/s1', kind: 'ability', source: 'finks', card: 'Kitchen Finks', ability: 1, controller: 'alice', lastKnown: { counters: {} } }],
    });
    expect(permanent(result, 'finks')).toBeUndefined();
    expect(result.board.players[0].exile).toEqual([{ id: 'finks', card: 'Kitchen Finks' }]);
  });
});

describe('undying (CR 702.93a)', () => {
  it('702.93a: Young Wolf returns with a +1/+1 counter, then stays dead the next time', () => {
    const once = run([{ id: 'wolf', card: 'Young Wolf', controller: 'alice' }], [bolt('wolf', 1)]);
    expect(permanent(once, 'wolf').counters).toEqual({ '+1/+1': 1 });
    const twice = run([{ id: 'wolf', card: 'Young Wolf', controller: 'alice' }], [bolt('wolf', 1), bolt('wolf', 2)]);
    expect(permanent(twice, 'wolf')).toBeUndefined();
    expect(graveyard(twice)).toEqual([{ id: 'wolf', card: 'Young Wolf' }]);
  });

  it("a token with undying isn't returned: it ceased to exist in the graveyard (704.5d)", () => {
    const token = { name: 'Test Wolf Token', types: ['Creature'], subtypes: ['Wolf'], power: 1, toughness: 1, abilities: [{ kind: 'keyword', keyword: 'undying' }] };
    const result = run([{ id: 'token', card: token, controller: 'alice', token: true }], [bolt('token', 1)]);
    expect(permanent(result, 'token')).toBeUndefined();
  });

  it('the keywords compile with their reminder text', () => {
    const creature: PrintedCard = { name: 'Test Wolf', manaCost: '{G}', types: ['Creature'], power: 1, toughness: 1 };
    const line = compileCard(
      ["Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)"],
      creature,
    ).lines[0]!;
    expect(line.compiled).toBe(true);
    expect(line.abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'undying' });
    expect(compileCard(['Persist'], creature).lines[0]!.compiled).toBe(true);
  });
});
