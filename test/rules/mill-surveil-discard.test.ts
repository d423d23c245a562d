// Cards moved between a library, a hand and a graveyard: mill (CR 701.17), surveil (701.25),
// discard (701.9), looting ("draw a card, then discard a card") and Brainstorm ("put two cards
// from your hand on top of your library"). A library and a hand are counts of unnamed cards
// (SCENARIOS.md) and a graveyard holds named ones, so a card that goes to a graveyard is named by
// its player in `choices` (`milled.<player>`, `surveil`, `discarded.<player>`); a move between
// two counts names nothing.

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards, poolRecord } from '../../pool';
import { compileCard } from '../../pool/compile';
import { isSupported } from '../../pool/record';

type Json = Record<string, any>;

const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' };

function run(actions: Json[], options: { permanents?: Json[]; alice?: Json; bob?: Json; ask?: Json[] } = {}): Json {
  const players = [
    { id: 'alice', ...options.alice },
    { id: 'bob', ...options.bob },
  ];
  const scenario = { board: { turn, players, permanents: options.permanents ?? [] }, actions, ask: options.ask ?? [] };
  ensureCards(scenario);
  return runScenario(scenario);
}

const player = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id);
const eventsOf = (result: Json, type: string) => result.events.filter((e: Json) => e.type === type);

describe('the lines compile and render back', () => {
  const sorcery = { name: 'Test Sorcery', manaCost: '{U}', supertypes: [], types: ['Sorcery'], subtypes: [] };
  const land = { name: 'Test Land', supertypes: [], types: ['Land'], subtypes: [] };
  const creature = { name: 'Test Creature', manaCost: '{U}', supertypes: [], types: ['Creature'], subtypes: ['Merfolk'], power: 1, toughness: 1 };
  it.each([
    [sorcery, ['Target player mills three cards.']],
    [sorcery, ['Mill two cards. Draw a card.']],
    [sorcery, ['Each opponent mills X cards.']],
    [sorcery, ['Surveil 2.']],
    [sorcery, ['Target player discards two cards.']],
    [sorcery, ['Each opponent discards a card.']],
    [sorcery, ['Draw two cards, then discard a card.']],
    [sorcery, ['Discard a card, then draw a card.']],
    [sorcery, ['Draw three cards, then put two cards from your hand on top of your library in any order.']],
    [land, ['When this land enters, surveil 1.']],
    [creature, ['When this creature enters, each opponent discards a card.']],
    [creature, ['{T}: Draw a card, then discard a card.']],
    [creature, ['{2}, Discard a card: Draw a card.']],
    [creature, ['Discard a card: This creature gets +1/+1 until end of turn.']],
    [creature, ['Whenever this creature deals combat damage to a player, that player discards a card.']],
    [creature, ['Whenever this creature deals damage to an opponent, that player discards a card at random.']],
    [sorcery, ['Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.']],
    [sorcery, ['Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.']],
    [sorcery, ['Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.']],
    [sorcery, ['Target opponent reveals their hand. You choose a creature or planeswalker card from it. That player discards that card.']],
    [sorcery, ['Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.']],
    [sorcery, ['Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.']],
    [creature, ['When this creature enters, look at the top four cards of your library, then put them back in any order.']],
  ])('%j: %j', (printed, lines) => {
    const compiled = compileCard(lines, printed as any);
    expect(compiled.lines.every((line) => line.compiled)).toBe(true);
    expect(rulesText(CardDefinition.parse(compiled.card))).toEqual(lines);
  });

  it('"then" joins only the kinds that are worded so: "tap target creature, then ..." stays opaque', () => {
    const compiled = compileCard(['Draw a card, then destroy target creature.'], sorcery as any);
    expect(compiled.lines[0]!.compiled).toBe(false);
  });

  it('the pool supports the most-played: Brainstorm, Thought Scour, Mind Rot, Merfolk Looter, the surveil lands', () => {
    for (const name of [
      'Brainstorm',
      'Thought Scour',
      'Mind Rot',
      'Merfolk Looter',
      'Underground Mortuary',
      'Burglar Rat',
      'Thoughtseize',
      'Duress',
      'Inquisition of Kozilek',
      'Impulse',
    ])
      expect(isSupported(poolRecord(name)!), name).toBe(true);
  });

  it('702.35a: a card with madness is not supported: its replacement effect as it is discarded is not carried out', () => {
    expect(isSupported(poolRecord('Fiery Temper')!)).toBe(false);
  });
});

describe('mill (CR 701.17)', () => {
  const scour = (choices: Json, targets = ['bob']) => ({ do: 'cast', card: 'Thought Scour', controller: 'alice', id: 'scour', targets, choices });

  it('701.17a: target player mills two: the cards named go from the top of their library to their graveyard; then alice draws', () => {
    const result = run([scour({ milled: { bob: [{ card: 'Island', id: 'i1' }, { card: 'Lightning Bolt' }] } })], { alice: { manaPool: { U: 1 } } });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({
      library: 38,
      graveyard: [
        { id: 'i1', card: 'Island' },
        { id: 'bob/g1', card: 'Lightning Bolt' },
      ],
    });
    expect(player(result, 'alice')).toMatchObject({ library: 39, hand: 1, graveyard: [{ id: 'scour', card: 'Thought Scour' }] });
    expect(eventsOf(result, 'milled')).toEqual([
      {
        type: 'milled',
        player: 'bob',
        cards: [
          { object: 'i1', card: 'Island' },
          { object: 'bob/g1', card: 'Lightning Bolt' },
        ],
        rules: ['701.17a'],
      },
    ]);
  });

  it('701.17a: without the cards named, CHOICE_REQUIRED at milled.<player>, with no list (the library is a count)', () => {
    const result = run([scour({})], { alice: { manaPool: { U: 1 } } });
    expect(result).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'milled.bob' } });
    expect(result.error.options).toBeUndefined();
  });

  it('701.17a: naming one card for a mill of two is ILLEGAL_ACTION', () => {
    const result = run([scour({ milled: { bob: [{ card: 'Island' }] } })], { alice: { manaPool: { U: 1 } } });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '701.17a' } });
  });

  it('701.17b: from a library of one card, the player mills that one', () => {
    const result = run([scour({ milled: { bob: [{ card: 'Island' }] } })], { alice: { manaPool: { U: 1 } }, bob: { library: 1 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({ library: 0, graveyard: [{ card: 'Island' }] });
    expect(eventsOf(result, 'milled')[0].rules).toEqual(['701.17a', '701.17b']);
  });

  it('701.17b: from an empty library nothing is milled and nothing is asked; a choice for it would be ignored, INVALID_INPUT', () => {
    const empty = run([scour({})], { alice: { manaPool: { U: 1 } }, bob: { library: 0 } });
    expect(empty.ok).toBe(true);
    expect(eventsOf(empty, 'milled')).toEqual([]);
    const ignored = run([scour({ milled: { alice: [{ card: 'Island' }] } })], { alice: { manaPool: { U: 1 } }, bob: { library: 0 } });
    expect(ignored).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'milled', 'alice'] } });
  });

  it('614.1a: a milled Progenitus is shuffled into its owner library instead: the library count is back', () => {
    const result = run([scour({ milled: { bob: [{ card: 'Progenitus' }, { card: 'Island' }] } })], { alice: { manaPool: { U: 1 } } });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({ library: 39, graveyard: [{ card: 'Island' }] });
    expect(eventsOf(result, 'shuffledIntoLibrary')).toHaveLength(1);
  });

  it('603.10a: milling Narcomoeba, whose "put into your graveyard from your library" trigger is not carried out, is UNSUPPORTED', () => {
    const result = run([scour({ milled: { bob: [{ card: 'Narcomoeba' }, { card: 'Island' }] } })], { alice: { manaPool: { U: 1 } } });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
    expect(result.error.message).toMatch(/Narcomoeba/);
  });

  it('a card name the pool does not know is INVALID_INPUT at its path, as the input is read', () => {
    expect(() => run([scour({ milled: { bob: [{ card: 'Island' }, { card: 'Not A Card' }] } })], { alice: { manaPool: { U: 1 } } })).toThrow(
      /actions\[0\]\.choices\.milled\.bob\[1\]\.card: no card named "Not A Card"/,
    );
  });

  it('603.10a: milling Emrakul, the Aeons Torn, whose "put into a graveyard from anywhere" trigger is not carried out, is UNSUPPORTED', () => {
    const result = run([scour({ milled: { bob: [{ card: 'Emrakul, the Aeons Torn' }, { card: 'Island' }] } })], { alice: { manaPool: { U: 1 } } });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });
});

describe('surveil (CR 701.25)', () => {
  const play = (choices: Json) => ({ do: 'play', card: 'Underground Mortuary', controller: 'alice', id: 'mortuary', choices });

  it('701.25a: the surveil land enters tapped and surveils 1: the card named goes to the graveyard', () => {
    const result = run([play({ triggered: { mortuary: { surveil: [{ card: 'Forest', id: 'f' }] } } })]);
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ library: 39, graveyard: [{ id: 'f', card: 'Forest' }] });
    expect(result.board.permanents[0]).toMatchObject({ id: 'mortuary', tapped: true });
    expect(eventsOf(result, 'surveilled')).toEqual([{ type: 'surveilled', player: 'alice', amount: 1, cards: [{ object: 'f', card: 'Forest' }], rules: ['701.25a'] }]);
  });

  it('701.25a: [] keeps the card on top: the library stays as it is', () => {
    const result = run([play({ triggered: { mortuary: { surveil: [] } } })]);
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ library: 40, graveyard: [] });
    expect(eventsOf(result, 'surveilled')).toHaveLength(1);
  });

  it('701.25a: without the choice, CHOICE_REQUIRED at triggered.<source>.surveil', () => {
    const result = run([play({})]);
    expect(result).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'triggered.mortuary.surveil' } });
  });

  it('701.25a: two cards for a surveil 1 is ILLEGAL_ACTION', () => {
    const result = run([play({ triggered: { mortuary: { surveil: [{ card: 'Forest' }, { card: 'Swamp' }] } } })]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '701.25a' } });
  });

  it('701.25d: with an empty library it still surveils, with nothing to choose', () => {
    const result = run([play({})], { alice: { library: 0 } });
    expect(result.ok).toBe(true);
    expect(eventsOf(result, 'surveilled')).toEqual([{ type: 'surveilled', player: 'alice', amount: 1, cards: [], rules: ['701.25a'] }]);
  });
});

describe('discard (CR 701.9)', () => {
  const rot = (choices: Json) => ({ do: 'cast', card: 'Mind Rot', controller: 'alice', id: 'rot', targets: ['bob'], choices });

  it('701.9a-b: target player discards two: the cards they name go from their hand to their graveyard', () => {
    const result = run([rot({ discarded: { bob: [{ card: 'Lightning Bolt' }, { card: 'Counterspell' }] } })], { alice: { manaPool: { B: 1, C: 2 } }, bob: { hand: 5 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({ hand: 3, library: 40, graveyard: [{ card: 'Lightning Bolt' }, { card: 'Counterspell' }] });
    expect(eventsOf(result, 'discarded')).toMatchObject([{ player: 'bob', count: 2, rules: ['701.9a', '701.9b'] }]);
  });

  it('701.9a: from a hand of one card, that one is discarded', () => {
    const result = run([rot({ discarded: { bob: [{ card: 'Lightning Bolt' }] } })], { alice: { manaPool: { B: 1, C: 2 } }, bob: { hand: 1 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({ hand: 0, graveyard: [{ card: 'Lightning Bolt' }] });
  });

  it('701.9a: from an empty hand nothing is discarded and nothing is asked', () => {
    const result = run([rot({})], { alice: { manaPool: { B: 1, C: 2 } }, bob: { hand: 0 } });
    expect(result.ok).toBe(true);
    expect(eventsOf(result, 'discarded')).toEqual([]);
  });

  it('701.9a: missing, CHOICE_REQUIRED at discarded.bob; one card for two is ILLEGAL_ACTION', () => {
    expect(run([rot({})], { alice: { manaPool: { B: 1, C: 2 } }, bob: { hand: 5 } })).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'discarded.bob' } });
    expect(run([rot({ discarded: { bob: [{ card: 'Island' }] } })], { alice: { manaPool: { B: 1, C: 2 } }, bob: { hand: 5 } })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '701.9a' },
    });
  });

  it('702.35a: discarding a card with madness is UNSUPPORTED (its exile and cast are not carried out)', () => {
    const result = run([rot({ discarded: { bob: [{ card: 'Fiery Temper' }, { card: 'Island' }] } })], { alice: { manaPool: { B: 1, C: 2 } }, bob: { hand: 5 } });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
    expect(result.error.message).toMatch(/Fiery Temper/);
  });

  it('603.3: Burglar Rat enters and each opponent discards a card, named under its source in triggered', () => {
    const result = run([{ do: 'cast', card: 'Burglar Rat', controller: 'alice', id: 'rat', choices: { triggered: { rat: { discarded: { bob: [{ card: 'Forest' }] } } } } }], {
      alice: { manaPool: { B: 1, C: 1 } },
      bob: { hand: 3 },
    });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({ hand: 2, graveyard: [{ card: 'Forest' }] });
  });
});

describe('looting and Brainstorm: draw, then discard or put back (CR 121.1, 701.9a, 608.2c)', () => {
  it('608.2c: Merfolk Looter draws a card, then discards one: the card drawn may be the one discarded', () => {
    const looter = { id: 'looter', card: 'Merfolk Looter', controller: 'alice', summoningSick: false };
    const result = run([{ do: 'activate', permanent: 'looter', choices: { discarded: { alice: [{ card: 'Island' }] } } }], { permanents: [looter], alice: { hand: 0 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ library: 39, hand: 0, graveyard: [{ card: 'Island' }] });
    expect(result.events.map((e: Json) => e.type).filter((t: string) => t === 'drew' || t === 'discarded')).toEqual(['drew', 'discarded']);
  });

  it('Brainstorm: draw three, then put two from the hand on top of the library: nothing is named', () => {
    const result = run([{ do: 'cast', card: 'Brainstorm', controller: 'alice', id: 'bs' }], { alice: { manaPool: { U: 1 }, hand: 2 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ library: 39, hand: 3 });
    expect(eventsOf(result, 'putOnLibrary')).toEqual([{ type: 'putOnLibrary', player: 'alice', count: 2, rules: ['608.2c'] }]);
  });

  it('Brainstorm from a library of one: one card drawn, the draws from the empty library lose the game (704.5b)', () => {
    const result = run([{ do: 'cast', card: 'Brainstorm', controller: 'alice', id: 'bs' }], { alice: { manaPool: { U: 1 }, hand: 0, library: 1 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ lost: true });
  });
});

describe('a discard cost (CR 701.9a, 118.3, 601.2h)', () => {
  const rat = {
    id: 'rat',
    card: {
      name: 'Test Rat',
      manaCost: '{B}',
      types: ['Creature'],
      subtypes: ['Rat'],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'activated', cost: [{ type: 'discard', amount: 1 }], effects: [{ type: 'draw', amount: 1 }] }],
    },
    controller: 'alice',
  };

  it('601.2h: the card named in costs.discard is discarded to pay the cost; the ability then resolves', () => {
    const result = run([{ do: 'activate', permanent: 'rat', costs: { discard: [{ card: 'Lightning Bolt', id: 'bolt' }] } }], { permanents: [rat], alice: { hand: 1 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ hand: 1, library: 39, graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] });
    expect(eventsOf(result, 'discarded')).toMatchObject([{ player: 'alice', count: 1, cards: [{ object: 'bolt', card: 'Lightning Bolt' }], rules: ['701.9a', '601.2h'] }]);
  });

  it("118.3: with an empty hand the cost can't be paid: canActivate is false, activating is ILLEGAL_ACTION", () => {
    const result = run([], { permanents: [rat], alice: { hand: 0 }, ask: [{ canActivate: { permanent: 'rat', ability: 0 } }] });
    expect(result.answers[0]).toMatchObject({ legal: false, rule: '118.3' });
    expect(run([{ do: 'activate', permanent: 'rat' }], { permanents: [rat], alice: { hand: 0 } })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '118.3' } });
  });

  it("a name the engine doesn't know is INVALID_INPUT at its path inside costs", () => {
    const result = runScenario({
      board: { turn, players: [{ id: 'alice', hand: 1 }, { id: 'bob' }], permanents: [rat] },
      actions: [{ do: 'activate', permanent: 'rat', costs: { discard: [{ card: 'Not A Card' }] } }],
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['costs', 'discard', 0, 'card'] } });
  });

  it('601.2h: without the card named, CHOICE_REQUIRED at costs.discard; a card named for an ability without the cost is INVALID_INPUT', () => {
    expect(run([{ do: 'activate', permanent: 'rat' }], { permanents: [rat], alice: { hand: 2 } })).toMatchObject({
      ok: false,
      error: { code: 'CHOICE_REQUIRED', choice: 'costs.discard' },
    });
    const elf = { id: 'elf', card: 'Llanowar Elves', controller: 'alice', summoningSick: false };
    expect(run([{ do: 'activate', permanent: 'elf', costs: { discard: [{ card: 'Island' }] } }], { permanents: [elf], alice: { hand: 2 } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: ['actions', 0, 'costs', 'discard'] },
    });
  });
});

describe('a revealed hand: "You choose a nonland card from it. That player discards that card." (CR 701.20a, 701.9b)', () => {
  const seize = (choices: Json) => ({ do: 'cast', card: 'Thoughtseize', controller: 'alice', id: 'seize', targets: ['bob'], choices });

  it('701.9b: Thoughtseize: the nonland card alice chooses is discarded, then she loses 2 life', () => {
    const result = run([seize({ discarded: { bob: [{ card: 'Tarmogoyf' }] } })], { alice: { manaPool: { B: 1 } }, bob: { hand: 4 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({ hand: 3, graveyard: [{ card: 'Tarmogoyf' }] });
    expect(player(result, 'alice')).toMatchObject({ life: 18 });
    expect(eventsOf(result, 'handRevealed')).toEqual([{ type: 'handRevealed', player: 'bob', rules: ['701.20a'] }]);
  });

  it("701.9b: a land can't be chosen: ILLEGAL_ACTION", () => {
    expect(run([seize({ discarded: { bob: [{ card: 'Forest' }] } })], { alice: { manaPool: { B: 1 } }, bob: { hand: 4 } })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '701.9b' },
    });
  });

  it('701.20a: a hand with no nonland card: [] discards nothing, the hand is still revealed', () => {
    const result = run([seize({ discarded: { bob: [] } })], { alice: { manaPool: { B: 1 } }, bob: { hand: 4 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({ hand: 4, graveyard: [] });
    expect(eventsOf(result, 'discarded')).toEqual([]);
  });

  it('202.3: Inquisition of Kozilek takes a card with mana value 3 or less only', () => {
    const inquisition = (card: string) => ({ do: 'cast', card: 'Inquisition of Kozilek', controller: 'alice', targets: ['bob'], choices: { discarded: { bob: [{ card }] } } });
    expect(run([inquisition('Tarmogoyf')], { alice: { manaPool: { B: 1 } }, bob: { hand: 2 } }).ok).toBe(true);
    expect(run([inquisition('Wrath of God')], { alice: { manaPool: { B: 1 } }, bob: { hand: 2 } })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });
});

describe('looking at the top cards of a library: counts only (608.2c)', () => {
  it('Impulse: one of the top four into the hand (not a draw), the rest on the bottom', () => {
    const result = run([{ do: 'cast', card: 'Impulse', controller: 'alice' }], { alice: { manaPool: { U: 1, C: 1 } } });
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ library: 39, hand: 1 });
    expect(eventsOf(result, 'drew')).toEqual([]);
    expect(eventsOf(result, 'lookedAtLibrary')).toEqual([{ type: 'lookedAtLibrary', player: 'alice', amount: 4, toHand: 1, rules: ['608.2c'] }]);
  });

  it('from an empty library nothing is put into the hand, and no one loses for it (704.5b is about drawing)', () => {
    const result = run([{ do: 'cast', card: 'Impulse', controller: 'alice' }], { alice: { manaPool: { U: 1, C: 1 }, library: 0 } });
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ library: 0, hand: 0 });
    expect(player(result, 'alice').lost).toBeFalsy();
  });
});

describe('"that player" of a combat damage trigger is the player dealt the damage (CR 603.2, 510.2)', () => {
  it('the damaged player discards the card they name', () => {
    const ninja = {
      id: 'ninja',
      card: {
        name: 'Test Ninja',
        manaCost: '{1}{B}',
        types: ['Creature'],
        subtypes: ['Ninja'],
        power: 1,
        toughness: 1,
        abilities: [
          { kind: 'triggered', trigger: { event: 'dealsDamage', object: 'self', combat: true, to: 'player' }, effects: [{ type: 'discard', amount: 1, player: 'triggeringPlayer' }] },
        ],
      },
      controller: 'alice',
    };
    const result = run([{ do: 'damage', source: 'ninja', target: 'bob', amount: 1, combat: true, choices: { triggered: { ninja: { discarded: { bob: [{ card: 'Island' }] } } } } }], {
      permanents: [ninja],
      bob: { hand: 2 },
    });
    expect(result.ok).toBe(true);
    expect(player(result, 'bob')).toMatchObject({ life: 19, hand: 1, graveyard: [{ card: 'Island' }] });
  });
});

describe("Sensei's Divining Top: a permanent put on top of its owner's library (CR 400.7, 401)", () => {
  const top = { id: 'top', card: "Sensei's Divining Top", controller: 'alice' };

  it('{T}: draw a card, then it goes on top of the library: the library count is back, the hand one more', () => {
    const result = run([{ do: 'activate', permanent: 'top', ability: 1 }], { permanents: [top] });
    expect(result.ok).toBe(true);
    expect(result.board.permanents).toEqual([]);
    expect(player(result, 'alice')).toMatchObject({ library: 40, hand: 1, graveyard: [] });
    expect(eventsOf(result, 'leftBattlefield')).toMatchObject([{ permanent: 'top', to: 'library', rules: ['400.7'] }]);
  });

  it('{1}: look at the top three and put them back: counts unchanged', () => {
    const result = run([{ do: 'activate', permanent: 'top', ability: 0 }], { permanents: [top], alice: { manaPool: { C: 1 } } });
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ library: 40, hand: 0 });
    expect(eventsOf(result, 'lookedAtLibrary')).toEqual([{ type: 'lookedAtLibrary', player: 'alice', amount: 3, toHand: 0, rules: ['608.2c'] }]);
  });
});
