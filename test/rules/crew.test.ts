// Crew (CR 702.122a): "Crew N" means "Tap any number of other untapped creatures you control with
// total power N or greater: This permanent becomes an artifact creature until end of turn." The
// creatures tapped are named in the `activate` action's `costs.tap`; their total power is read as
// the cost is paid; summoning sick creatures may crew (302.6 is about {T} and {Q} costs; the
// Vehicles' ruling 2017-09-29). The Vehicle is a creature with its printed power and toughness
// until the cleanup step (613.1d, 514.2).

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [{ id: 'alice' }, { id: 'bob' }];

function scenario(permanents: Json[], actions: Json[], ask: Json[] = []): Json {
  const input = { board: { turn: main, players, permanents }, actions, ask };
  ensureCards(input);
  return runScenario(input);
}

function run(permanents: Json[], actions: Json[], ask: Json[] = []): Json {
  const result = scenario(permanents, actions, ask);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const permanent = (result: Json, id: string): Json | undefined => result.board.permanents.find((p: Json) => p.id === id);
const eventsOf = (result: Json, type: string): Json[] => result.events.filter((e: Json) => e.type === type);
const alice = (id: string, card: string, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });

// Cultivator's Caravan: "{T}: Add one mana of any color." (ability 0) and "Crew 3" (ability 1); a 5/5 Vehicle.
const caravan = alice('caravan', "Cultivator's Caravan");
const crew = (tap?: string[]) => ({ do: 'activate', permanent: 'caravan', ability: 1, ...(tap ? { costs: { tap } } : {}) });

describe('crewing a Vehicle (CR 702.122a)', () => {
  it('702.122a: Crew 3 paid by tapping a Hill Giant (power 3): the Caravan becomes a 5/5 artifact creature until end of turn', () => {
    const result = run([caravan, alice('giant', 'Hill Giant')], [crew(['giant'])], [{ characteristics: 'caravan' }]);
    expect(permanent(result, 'giant')).toMatchObject({ tapped: true });
    expect(permanent(result, 'caravan')).toMatchObject({ tapped: false });
    expect(eventsOf(result, 'tapped')).toEqual([{ type: 'tapped', permanent: 'giant', rules: ['702.122a', '601.2h'] }]);
    expect(result.answers[0]).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Vehicle'], power: 5, toughness: 5 });
    expect(result.board.effects).toEqual([expect.objectContaining({ source: 'caravan', ability: 1, duration: 'endOfTurn' })]);
  });

  it('702.122a: any number of creatures: two Grizzly Bears (power 2 each, total 4) crew it', () => {
    const result = run([caravan, alice('b1', 'Grizzly Bears'), alice('b2', 'Grizzly Bears')], [crew(['b1', 'b2'])], [{ characteristics: 'caravan' }]);
    expect(permanent(result, 'b1')).toMatchObject({ tapped: true });
    expect(permanent(result, 'b2')).toMatchObject({ tapped: true });
    expect(result.answers[0].types).toEqual(['Artifact', 'Creature']);
  });

  it('702.122a: one creature that could pay it pays it without being named', () => {
    const result = run([caravan, alice('giant', 'Hill Giant')], [crew()], [{ characteristics: 'caravan' }]);
    expect(permanent(result, 'giant')).toMatchObject({ tapped: true });
    expect(result.answers[0].types).toContain('Creature');
  });

  it("702.122a: not enough power: a Grizzly Bears alone (power 2) can't crew 3: ILLEGAL_ACTION, and canActivate says why", () => {
    const result = scenario([caravan, alice('bears', 'Grizzly Bears')], [crew(['bears'])]);
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '702.122a' });
    const asked = run([caravan, alice('bears', 'Grizzly Bears')], [], [{ canActivate: { permanent: 'caravan', ability: 1 } }]);
    expect(asked.answers[0]).toMatchObject({ legal: false, rule: '702.122a' });
  });

  it('702.122a: canActivate is legal with enough untapped power, and not when the creatures are tapped', () => {
    const board = [caravan, alice('b1', 'Grizzly Bears'), alice('b2', 'Grizzly Bears')];
    expect(run(board, [], [{ canActivate: { permanent: 'caravan', ability: 1 } }]).answers[0]).toEqual({ legal: true });
    const tapped = [caravan, alice('b1', 'Grizzly Bears'), alice('b2', 'Grizzly Bears', { tapped: true })];
    expect(run(tapped, [], [{ canActivate: { permanent: 'caravan', ability: 1 } }]).answers[0]).toMatchObject({ legal: false, rule: '702.122a' });
  });

  it("702.122a: only other untapped creatures its controller controls: a tapped one, or an opponent's, is ILLEGAL_ACTION", () => {
    const tapped = scenario([caravan, alice('giant', 'Hill Giant', { tapped: true }), alice('bears', 'Grizzly Bears')], [crew(['giant'])]);
    expect(tapped.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '702.122a' });
    const theirs = scenario([caravan, { id: 'giant', card: 'Hill Giant', controller: 'bob' }, alice('bears', 'Grizzly Bears')], [crew(['giant'])]);
    expect(theirs.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '702.122a' });
  });

  it('702.122a: with several creatures that could pay it and none named: CHOICE_REQUIRED at costs.tap', () => {
    const result = scenario([caravan, alice('giant', 'Hill Giant'), alice('bears', 'Grizzly Bears')], [crew()]);
    expect(result.error).toMatchObject({ code: 'CHOICE_REQUIRED', choice: 'costs.tap' });
  });

  it('302.6, 702.122a: a summoning sick Hill Giant can crew (crew is no {T} cost of the creature)', () => {
    const result = run([caravan, alice('giant', 'Hill Giant', { summoningSick: true })], [crew(['giant'])], [{ characteristics: 'caravan' }]);
    expect(permanent(result, 'giant')).toMatchObject({ tapped: true });
    expect(result.answers[0].types).toContain('Creature');
  });

  it('514.2, 611.2: the Caravan is a creature until end of turn, and not on the next turn', () => {
    const crewed = run([caravan, alice('giant', 'Hill Giant')], [crew(['giant'])]);
    const next = runScenario({ board: crewed.board, actions: [{ do: 'advance', to: 'upkeep', player: 'bob' }], ask: [{ characteristics: 'caravan' }] }) as Json;
    expect(next.ok).toBe(true);
    expect(next.board.effects).toEqual([]);
    expect(next.answers[0]).toMatchObject({ types: ['Artifact'], subtypes: ['Vehicle'] });
  });
});

describe('the keyword compiles and renders back (CR 702.122a)', () => {
  it('"Crew 3" compiles to the crew keyword and renders back, reminder text aside', () => {
    const printed = { name: 'Test Vehicle', manaCost: '{3}', types: ['Artifact'], subtypes: ['Vehicle'], supertypes: [], power: 5, toughness: 5 };
    const { card } = compileCard(['Crew 3'], printed as never);
    expect(card.abilities).toEqual([{ kind: 'keyword', keyword: 'crew', n: 3 }]);
    expect(rulesText(CardDefinition.parse(card))).toEqual(['Crew 3']);
  });
});
