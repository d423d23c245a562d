// Delayed triggered abilities (CR 603.7): a resolving spell or ability creates one (603.7a), an
// `effects` entry of the ability that holds it, so a stored board carries it. The next time its
// step begins it triggers, only once (603.7b): the entry ends and the ability goes on the stack as
// other triggered abilities do. Its controller is the controller of the spell or ability that
// created it, its source that spell, or that ability's source (603.7d-e): Mishra's Bauble,
// sacrificed to pay the cost, is its card.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';
import { CardDefinition, notCarriedOut, rulesText } from '../../rules';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [
  { id: 'alice', hand: 0, library: 20, manaPool: { W: 2, C: 2 } },
  { id: 'bob', hand: 0, library: 20 },
];

function scenario(board: Json, actions: Json[]): Json {
  const input = { board: { turn: main, players, permanents: [], effects: [], ...board }, actions };
  ensureCards(input);
  return runScenario(input);
}

function run(board: Json, actions: Json[]): Json {
  const result = scenario(board, actions);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const hand = (result: Json, player: string): number => result.board.players.find((p: Json) => p.id === player).hand;
const eventsOf = (result: Json, type: string): Json[] => result.events.filter((e: Json) => e.type === type);

const bauble = { permanents: [{ id: 'bauble', card: "Mishra's Bauble", controller: 'alice' }] };
const activate = { do: 'activate', permanent: 'bauble', ability: 0, targets: ['bob'] };
/** The entry the engine writes for the Bauble's delayed trigger (activated as `bauble/a1`). */
const baubleEntry = { source: { card: "Mishra's Bauble" }, ability: 0, controller: 'alice', targets: [], duration: 'permanent' };

describe("Mishra's Bauble: a delayed triggered ability created by an activated ability (CR 603.7)", () => {
  it('603.7a, 603.7e: activating it creates the delayed trigger, an `effects` entry of its ability whose source is the sacrificed card; it looks at the top card', () => {
    const result = run(bauble, [activate]);
    expect(result.board.permanents).toEqual([]);
    expect(result.board.effects).toEqual([expect.objectContaining(baubleEntry)]);
    expect(eventsOf(result, 'effectCreated')).toEqual([expect.objectContaining({ duration: 'permanent', rules: ['603.7a', '603.7e'] })]);
    expect(eventsOf(result, 'lookedAt')).toEqual([expect.objectContaining({ player: 'alice', of: 'bob', zone: 'library', amount: 1 })]);
    // Nothing is drawn yet.
    expect(hand(result, 'alice')).toBe(0);
  });

  it("603.7b: at the beginning of the next turn's upkeep (bob's) it triggers and resolves: its controller alice draws a card, and the entry ends", () => {
    const result = run(bauble, [activate, { do: 'advance', to: 'upkeep' }]);
    expect(result.board.turn).toMatchObject({ number: 6, activePlayer: 'bob', step: 'upkeep' });
    expect(hand(result, 'alice')).toBe(1);
    expect(hand(result, 'bob')).toBe(0);
    expect(result.board.effects).toEqual([]);
    expect(eventsOf(result, 'effectEnded')).toEqual([expect.objectContaining({ rules: ['603.7b'] })]);
    expect(eventsOf(result, 'drew')).toEqual([expect.objectContaining({ player: 'alice' })]);
  });

  it('603.7b: it triggers only once: the upkeep of the turn after draws no card', () => {
    const result = run(bauble, [activate, { do: 'advance', to: 'upkeep' }, { do: 'advance', to: 'upkeep', player: 'alice' }]);
    expect(result.board.turn).toMatchObject({ number: 7, activePlayer: 'alice', step: 'upkeep' });
    // The card from the delayed trigger in bob's upkeep; none more in alice's (bob's draw step drew his own).
    expect(hand(result, 'alice')).toBe(1);
  });

  it('603.3: held with `hold`, the delayed trigger is on the stack, controlled by alice, its source the card; resolving it draws', () => {
    const held = run(bauble, [activate, { do: 'advance', to: 'upkeep', hold: true }]);
    expect(held.board.stack).toEqual([expect.objectContaining({ kind: 'ability', source: { card: "Mishra's Bauble" }, ability: 0, delayed: true, controller: 'alice' })]);
    expect(hand(held, 'alice')).toBe(0);
    expect(held.board.effects).toEqual([]);
    const resolved = run(held.board, [{ do: 'resolve' }]);
    expect(hand(resolved, 'alice')).toBe(1);
    expect(resolved.board.stack).toEqual([]);
  });

  it('603.7: a board with the entry, read back as input, resolves the same', () => {
    const created = run(bauble, [activate]);
    const result = run(created.board, [{ do: 'advance', to: 'upkeep' }]);
    expect(hand(result, 'alice')).toBe(1);
    expect(result.board.effects).toEqual([]);
  });

  it('603.7: an entry written by hand (a Bauble activated earlier) triggers at the next upkeep', () => {
    const effects = [{ id: 'd', source: { card: "Mishra's Bauble" }, ability: 0, controller: 'alice', timestamp: 3, duration: 'permanent' }];
    const result = run({ effects }, [{ do: 'advance', to: 'upkeep' }]);
    expect(hand(result, 'alice')).toBe(1);
  });

  it('603.7b: an entry with another duration is INVALID_INPUT', () => {
    const effects = [{ id: 'd', source: { card: "Mishra's Bauble" }, ability: 0, controller: 'alice', timestamp: 3, duration: 'endOfTurn' }];
    const result = scenario({ effects }, [{ do: 'advance', to: 'upkeep' }]);
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', path: ['board', 'effects', 0, 'duration'] });
  });
});

describe("Urza's Bauble and Casey Jones (CR 603.7)", () => {
  it("608.2c, 603.7e: Urza's Bauble looks at a card at random in bob's hand; alice draws at the next upkeep", () => {
    const board = { permanents: [{ id: 'bauble', card: "Urza's Bauble", controller: 'alice' }] };
    const activated = run({ ...board, players: [players[0], { ...players[1], hand: 3 }] }, [{ do: 'activate', permanent: 'bauble', ability: 0, targets: ['bob'] }]);
    expect(eventsOf(activated, 'lookedAt')).toEqual([expect.objectContaining({ player: 'alice', of: 'bob', zone: 'hand', amount: 1 })]);
    expect(hand(activated, 'bob')).toBe(3);
    const result = run(activated.board, [{ do: 'advance', to: 'upkeep' }]);
    expect(hand(result, 'alice')).toBe(1);
  });

  it("603.7b: Casey Jones draws three as it enters; at the beginning of its controller's next upkeep, not bob's, they discard three at random", () => {
    const cast = run({}, [{ do: 'cast', card: 'Casey Jones, Vigilante', controller: 'alice', id: 'casey' }]);
    expect(hand(cast, 'alice')).toBe(3);
    expect(cast.board.effects).toEqual([expect.objectContaining({ source: 'casey', ability: 0, controller: 'alice', duration: 'permanent' })]);
    const bobs = run(cast.board, [{ do: 'advance', to: 'upkeep' }]);
    expect(hand(bobs, 'alice')).toBe(3);
    const discarded = ['Island', 'Island', 'Forest'].map((name, n) => ({ card: name, id: `c${n}` }));
    const alices = run(bobs.board, [{ do: 'advance', to: 'upkeep', player: 'alice', choices: { triggered: { casey: { discarded: { alice: discarded } } } } }]);
    expect(hand(alices, 'alice')).toBe(0);
    expect(eventsOf(alices, 'discarded')).toEqual([expect.objectContaining({ player: 'alice', count: 3 })]);
    expect(alices.board.effects).toEqual([]);
  });
});

describe('a delayed triggered ability created by a mana ability (CR 603.7a, 605.3b)', () => {
  it('603.7e: Barbed Sextant adds its mana at once and creates the delayed trigger, its source the sacrificed card; alice draws at the next upkeep', () => {
    const board = { permanents: [{ id: 'sextant', card: 'Barbed Sextant', controller: 'alice' }] };
    const activated = run(board, [{ do: 'activate', permanent: 'sextant', ability: 0, choices: { mana: 'G' } }]);
    expect(activated.board.players[0].manaPool).toMatchObject({ G: 1 });
    expect(activated.board.effects).toEqual([expect.objectContaining({ source: { card: 'Barbed Sextant' }, ability: 0, controller: 'alice', duration: 'permanent' })]);
    const result = run(activated.board, [{ do: 'advance', to: 'upkeep' }]);
    expect(hand(result, 'alice')).toBe(1);
    expect(result.board.effects).toEqual([]);
  });
});

describe('a delayed triggered ability created by a spell (CR 603.7d)', () => {
  const bear = { id: 'bear', card: 'Grizzly Bears', controller: 'alice' };

  it("603.7d: Lightning Blow's delayed trigger names its card and its spell part; alice draws at the next upkeep", () => {
    const cast = run({ permanents: [bear] }, [{ do: 'cast', card: 'Lightning Blow', controller: 'alice', id: 'blow', targets: ['bear'] }]);
    expect(cast.board.effects).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'blow/d', source: { card: 'Lightning Blow' }, ability: 1, controller: 'alice', duration: 'permanent' })]),
    );
    expect(eventsOf(cast, 'effectCreated')).toContainEqual(expect.objectContaining({ effect: 'blow/d', rules: ['603.7a', '603.7d'] }));
    const result = run(cast.board, [{ do: 'advance', to: 'upkeep' }]);
    expect(hand(result, 'alice')).toBe(1);
    expect(result.board.effects).toEqual([]);
  });

  it('603.7b: "at the beginning of your next upkeep" waits for its controller\'s turn', () => {
    const card = {
      name: 'Test Delayed Insight',
      manaCost: '{W}',
      types: ['Instant'],
      abilities: [{ kind: 'spell', effects: [{ type: 'delayedTrigger', at: 'yourNextUpkeep', effect: { type: 'draw', amount: 2 } }] }],
    };
    const cast = run({}, [{ do: 'cast', card, controller: 'alice', id: 'insight' }]);
    const bobs = run(cast.board, [{ do: 'advance', to: 'upkeep' }]);
    expect(hand(bobs, 'alice')).toBe(0);
    expect(bobs.board.effects).toHaveLength(1);
    const alices = run(bobs.board, [{ do: 'advance', to: 'upkeep', player: 'alice' }]);
    expect(hand(alices, 'alice')).toBe(2);
    expect(alices.board.effects).toEqual([]);
  });
});

describe('the Oracle lines compile and render back (CR 603.7)', () => {
  it("Mishra's Bauble's line compiles into an activated ability with lookAtTopCard and a delayed trigger", () => {
    const line = "{T}, Sacrifice this artifact: Look at the top card of target player's library. Draw a card at the beginning of the next turn's upkeep.";
    const printed = { name: "Mishra's Bauble", manaCost: '{0}', supertypes: [], types: ['Artifact'], subtypes: [] } as const;
    const compiled = compileCard([line], printed as never);
    expect(compiled.lines[0]!.compiled).toBe(true);
    const ability = CardDefinition.parse(compiled.card).abilities[0]!;
    expect(ability).toMatchObject({
      kind: 'activated',
      targets: [{ kind: 'player' }],
      effects: [
        { type: 'lookAtTopCard', player: { target: 0 } },
        { type: 'delayedTrigger', at: 'nextTurnsUpkeep', effect: { type: 'draw', amount: 1 } },
      ],
    });
    expect(notCarriedOut(ability)).toBeNull();
    expect(rulesText(CardDefinition.parse(compiled.card))).toEqual([line]);
  });

  it('"Draw a card at the beginning of the next turn\'s upkeep." compiles as a spell ability and renders back', () => {
    const lines = ['Target creature gains first strike until end of turn.', "Draw a card at the beginning of the next turn's upkeep."];
    const printed = { name: 'Lightning Blow', manaCost: '{1}{W}', supertypes: [], types: ['Instant'], subtypes: [] } as const;
    const compiled = compileCard(lines, printed as never);
    expect(compiled.lines.every((l) => l.compiled)).toBe(true);
    expect(compiled.card.abilities![1]).toEqual({ kind: 'spell', effects: [{ type: 'delayedTrigger', at: 'nextTurnsUpkeep', effect: { type: 'draw', amount: 1 } }] });
    expect(rulesText(CardDefinition.parse(compiled.card))).toEqual(lines);
  });

  it('"At the beginning of your next upkeep, discard three cards at random." (the moment first) compiles and renders back', () => {
    const line = 'When Casey Jones enters, draw three cards. At the beginning of your next upkeep, discard three cards at random.';
    const printed = { name: 'Casey Jones, Vigilante', manaCost: '{3}{R}', supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Human'], power: 4, toughness: 3 } as const;
    const compiled = compileCard([line], printed as never);
    expect(compiled.lines[0]!.compiled).toBe(true);
    expect(compiled.card.abilities![0]).toMatchObject({
      effects: [
        { type: 'draw', amount: 3 },
        { type: 'delayedTrigger', at: 'yourNextUpkeep', leading: true, effect: { type: 'discard', amount: 3, atRandom: true } },
      ],
    });
  });

  it('603.7c: a delayed trigger that follows an object is not in the format: "Sacrifice it at the beginning of the next end step." stays opaque', () => {
    const line = '{1}: This creature gets +1/+1 until end of turn. Sacrifice it at the beginning of the next end step.';
    const printed = { name: 'Test Fading Golem', manaCost: '{2}', supertypes: [], types: ['Artifact', 'Creature'], subtypes: [], power: 2, toughness: 2 } as const;
    expect(compileCard([line], printed as never).lines[0]!.compiled).toBe(false);
    const effect = { type: 'delayedTrigger', at: 'nextEndStep', effect: { type: 'sacrifice', object: 'self' } };
    expect(CardDefinition.safeParse({ ...printed, abilities: [{ kind: 'activated', cost: [{ type: 'mana', cost: '{1}' }], effects: [effect] }] }).success).toBe(false);
  });
});
