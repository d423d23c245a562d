// Prowess (CR 702.108) and abilities that trigger on casting a spell (601.2i, 603.2): they
// trigger once the spell is cast, go on the stack above it (603.3, 405.2) and resolve first.

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const aliceMain = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

const monk = { name: 'Test Monk', manaCost: '{1}{R}', types: ['Creature'], subtypes: ['Human', 'Monk'], power: 1, toughness: 2, abilities: [{ kind: 'keyword', keyword: 'prowess' }] };
/** The same ability written out: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." */
const writtenOut = {
  kind: 'triggered',
  trigger: { event: 'castSpell', whose: 'you', spell: { notTypes: ['Creature'] } },
  effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: 'self', modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] } }],
};
const student = { ...monk, name: 'Test Student', abilities: [writtenOut] };
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };

function run(permanents: Json[], actions: Json[], ids: string[] = [], turn: Json = aliceMain) {
  const result = runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, actions, ask: ids.map((id) => ({ characteristics: id })) });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result as Json;
}
const bolt = (player: string, target: string, extra: Json = {}) => ({ do: 'cast', card: 'Lightning Bolt', controller: player, targets: [target], ...extra });

describe('prowess (CR 702.108)', () => {
  it('702.108a: casting an instant (Lightning Bolt) triggers it; it resolves to +1/+1 until end of turn', () => {
    const result = run([alice('monk', monk)], [bolt('alice', 'bob')], ['monk']);
    expect(result.answers[0]).toMatchObject({ power: 2, toughness: 3, keywords: ['prowess'] });
    expect(result.board.effects).toMatchObject([{ source: 'monk', ability: 0, controller: 'alice', duration: 'endOfTurn' }]);
  });

  it("702.108a: casting a creature spell doesn't trigger it", () => {
    const result = run([alice('monk', monk)], [{ do: 'cast', card: bear, controller: 'alice', id: 'bear' }], ['monk']);
    expect(result.answers[0]).toMatchObject({ power: 1, toughness: 2 });
    expect(result.events.filter((e: Json) => e.type === 'putOnStack').map((e: Json) => e.kind)).toEqual(['spell']);
  });

  it('702.108a: an opponent\'s noncreature spell doesn\'t trigger it ("whenever you cast")', () => {
    const result = run([alice('monk', monk)], [bolt('bob', 'alice')], ['monk']);
    expect(result.answers[0]).toMatchObject({ power: 1, toughness: 2 });
  });

  it('603.3, 405.2: the trigger goes on the stack above the spell, so it resolves first', () => {
    const held = run([alice('monk', monk)], [bolt('alice', 'bob', { id: 'bolt', hold: true })]);
    expect(held.board.stack).toMatchObject([
      { id: 'bolt', kind: 'spell' },
      { kind: 'ability', source: 'monk', ability: 0, controller: 'alice' },
    ]);
    const resolved = run([alice('monk', monk)], [bolt('alice', 'bob', { id: 'bolt' })]);
    const order = resolved.events.filter((e: Json) => e.type === 'resolved').map((e: Json) => e.object);
    expect(order).toEqual([held.board.stack[1].id, 'bolt']);
  });

  it('each noncreature spell triggers it once: two spells, +2/+2', () => {
    const result = run([alice('monk', monk)], [bolt('alice', 'bob'), bolt('alice', 'bob')], ['monk']);
    expect(result.answers[0]).toMatchObject({ power: 3, toughness: 4 });
  });

  it('514.2: the bonus ends in the cleanup step', () => {
    const result = run([alice('monk', monk)], [bolt('alice', 'bob'), { do: 'advance', to: 'upkeep' }], ['monk']);
    expect(result.answers[0]).toMatchObject({ power: 1, toughness: 2 });
    expect(result.board.effects).toEqual([]);
  });

  it('613.1f: a creature that lost all abilities (Humility) has no prowess, and nothing triggers', () => {
    const result = run([alice('monk', monk), bob('humility', 'Humility')], [bolt('alice', 'bob')], ['monk']);
    expect(result.answers[0]).toMatchObject({ power: 1, toughness: 1, keywords: [] });
    expect(result.events.filter((e: Json) => e.type === 'putOnStack').map((e: Json) => e.kind)).toEqual(['spell']);
  });

  it('is the triggered ability it means: written out, that ability renders as prowess means and does the same', () => {
    const card = CardDefinition.parse(student);
    expect(rulesText(card)).toEqual(['Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.']);
    const result = run([alice('student', student)], [bolt('alice', 'bob')], ['student']);
    expect(result.answers[0]).toMatchObject({ power: 2, toughness: 3, keywords: [] });
  });
});

describe('triggers on casting a spell (CR 601.2i, 603.2)', () => {
  const lifeOn = (whose: string, spell: Json = {}) => ({
    name: 'Test Watcher',
    manaCost: '{W}',
    types: ['Enchantment'],
    abilities: [{ kind: 'triggered', trigger: { event: 'castSpell', whose, spell }, effects: [{ type: 'gainLife', amount: 1 }] }],
  });
  const life = (result: Json, player: string) => result.board.players.find((p: Json) => p.id === player).life;

  it('"Whenever an opponent casts a spell": an opponent\'s Lightning Bolt triggers it, its controller\'s own does not', () => {
    const watcher = alice('watcher', lifeOn('opponent'));
    expect(life(run([watcher], [bolt('bob', 'bob')]), 'alice')).toBe(21);
    expect(life(run([watcher], [bolt('alice', 'bob')]), 'alice')).toBe(20);
  });

  it('"Whenever a player casts an instant or sorcery spell": any player\'s instant triggers it, a creature spell does not', () => {
    const watcher = alice('watcher', lifeOn('any', { anyOfTypes: ['Instant', 'Sorcery'] }));
    expect(life(run([watcher], [bolt('bob', 'bob')]), 'alice')).toBe(21);
    expect(life(run([watcher], [{ do: 'cast', card: bear, controller: 'alice' }]), 'alice')).toBe(20);
  });

  it('"Whenever you cast a red spell": the color of the spell as cast (CR 202.2)', () => {
    expect(life(run([alice('watcher', lifeOn('you', { color: 'R' }))], [bolt('alice', 'bob')]), 'alice')).toBe(21);
    expect(life(run([alice('watcher', lifeOn('you', { color: 'G' }))], [bolt('alice', 'bob')]), 'alice')).toBe(20);
  });
});

describe('a token created with prowess (CR 111.4, 702.108a)', () => {
  /** Monastery Mentor's line: "Whenever you cast a noncreature spell, create a 1/1 white Monk creature token with prowess." */
  const mentor = {
    name: 'Test Mentor',
    manaCost: '{2}{W}',
    types: ['Creature'],
    subtypes: ['Human', 'Monk'],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: 'triggered',
        trigger: { event: 'castSpell', whose: 'you', spell: { notTypes: ['Creature'] } },
        effects: [{ type: 'createToken', token: { colors: ['W'], types: ['Creature'], subtypes: ['Monk'], power: 1, toughness: 1, keywords: ['prowess'] } }],
      },
    ],
  };

  it('111.4: the token has prowess printed on it, and the next noncreature spell triggers it', () => {
    const result = run([alice('mentor', mentor)], [bolt('alice', 'bob'), bolt('alice', 'bob')]);
    const tokens = result.board.permanents.filter((p: Json) => p.token);
    expect(tokens).toHaveLength(2);
    const first = tokens[0];
    expect(first.card.abilities).toEqual([{ kind: 'keyword', keyword: 'prowess' }]);
    const answers = run(result.board.permanents, [], [first.id]).answers;
    expect(answers[0]).toMatchObject({ keywords: ['prowess'] });
    // The first token saw the second Bolt cast: +1/+1 until end of turn, an effect entry naming it.
    expect(result.board.effects).toContainEqual(expect.objectContaining({ source: first.id, ability: 0, duration: 'endOfTurn' }));
  });

  it('the line compiles and renders back', () => {
    const line = 'Whenever you cast a noncreature spell, create a 1/1 white Monk creature token with prowess.';
    const compiled = compileCard([line], { name: 'Test Mentor', manaCost: '{2}{W}', types: ['Creature'], power: 2, toughness: 2 }).lines[0]!;
    expect(compiled.compiled).toBe(true);
    expect(compiled.abilities[0]).toMatchObject({ effects: [{ type: 'createToken', token: { keywords: ['prowess'] } }] });
  });
});
