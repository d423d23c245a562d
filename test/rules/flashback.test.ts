// Flashback (CR 702.34a): "Flashback [cost]" means "You may cast this card from your graveyard if
// the resulting spell is an instant or sorcery spell by paying [cost] rather than paying its mana
// cost" and "If the flashback cost was paid, exile this card instead of putting it anywhere else
// any time it would leave the stack." The cast action names the graveyard entry (`"from":
// "graveyard"`, `id`); the flashback cost is an alternative cost (118.9, 601.2b, 601.2f-h).

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function run(alice: Json, actions: Json[], options: { bob?: Json; turn?: Json; stack?: Json[]; permanents?: Json[]; ask?: Json[] } = {}): Json {
  const scenario = {
    board: {
      turn: options.turn ?? turn,
      players: [
        { id: 'alice', library: 20, ...alice },
        { id: 'bob', library: 20, ...options.bob },
      ],
      permanents: options.permanents ?? [],
      stack: options.stack ?? [],
    },
    actions,
    ask: options.ask ?? [],
  };
  ensureCards(scenario);
  return runScenario(scenario);
}

const player = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id);
const flashback = (id: string, fields: Json = {}) => ({ do: 'cast', from: 'graveyard', id, controller: 'alice', pay: true, ...fields });
const thinkTwice = { alice: { graveyard: [{ id: 'tt', card: 'Think Twice' }], manaPool: { U: 1, C: 2 }, hand: 0 } };

describe('Flashback: casting from a graveyard (CR 702.34a)', () => {
  it('702.34a, 118.9: Think Twice cast from its graveyard for {2}{U} draws a card, then is exiled instead of going to the graveyard', () => {
    const result = run(thinkTwice.alice, [flashback('tt')]);
    expect(result.ok).toBe(true);
    const alice = player(result, 'alice');
    expect(alice.hand).toBe(1);
    expect(alice.library).toBe(19);
    expect(alice.graveyard).toEqual([]);
    expect(alice.exile).toEqual([{ id: 'tt', card: 'Think Twice' }]);
    expect(alice.manaPool).toMatchObject({ U: 0, C: 0 });
    expect(result.events.find((e: Json) => e.type === 'manaSpent')).toMatchObject({ cost: '{2}{U}', rules: expect.arrayContaining(['702.34a', '118.9']) });
    expect(result.events.find((e: Json) => e.type === 'cast')).toMatchObject({ spell: 'tt', card: 'Think Twice', from: 'graveyard' });
    expect(result.events.find((e: Json) => e.type === 'exiledInstead')).toMatchObject({ object: 'tt', player: 'alice', rules: ['702.34a', '614.1a'] });
    expect(result.events.some((e: Json) => e.type === 'putIntoGraveyard')).toBe(false);
  });

  it('608.2n: Think Twice cast from a hand (no `from`) is paid with its mana cost and goes to its graveyard, where flashback can cast it later', () => {
    const result = run({ manaPool: { U: 2, C: 3 }, hand: 0 }, [{ do: 'cast', card: 'Think Twice', controller: 'alice', id: 'tt', pay: true }, flashback('tt')]);
    expect(result.ok).toBe(true);
    expect(result.events.filter((e: Json) => e.type === 'manaSpent').map((e: Json) => e.cost)).toEqual(['{1}{U}', '{2}{U}']);
    expect(result.events.find((e: Json) => e.type === 'putIntoGraveyard')).toMatchObject({ object: 'tt', rules: ['608.2n'] });
    expect(player(result, 'alice')).toMatchObject({ graveyard: [], exile: [{ id: 'tt', card: 'Think Twice' }], hand: 2 });
  });

  it("118.9, 601.2h: the flashback cost {2}{U} is paid, not the mana cost {1}{U}: {1}{U} in the pool can't pay it", () => {
    const result = run({ graveyard: [{ id: 'tt', card: 'Think Twice' }], manaPool: { U: 1, C: 1 } }, [flashback('tt')]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
  });

  it('SCENARIOS: a card given too must name the card of the entry (INVALID_INPUT otherwise)', () => {
    expect(run(thinkTwice.alice, [flashback('tt', { card: 'Think Twice' })]).ok).toBe(true);
    expect(run(thinkTwice.alice, [flashback('tt', { card: 'Lightning Bolt' })])).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'card'] } });
  });

  it('a cast from a graveyard names an entry that is there (INVALID_INPUT otherwise)', () => {
    expect(run(thinkTwice.alice, [flashback('nothing')])).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'id'] } });
    expect(run(thinkTwice.alice, [{ do: 'cast', from: 'graveyard', controller: 'alice' }])).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'id'] } });
  });

  it('601.3: a card without flashback (Lightning Bolt) can’t be cast from a graveyard: ILLEGAL_ACTION', () => {
    const result = run({ graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }], manaPool: { R: 1 } }, [flashback('bolt', { targets: ['bob'] })]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.3' } });
  });

  it("702.34a: a card with flashback in another player's graveyard can't be cast from there: ILLEGAL_ACTION", () => {
    const result = run({ manaPool: { U: 1, C: 2 } }, [flashback('tt')], { bob: { graveyard: [{ id: 'tt', card: 'Think Twice' }] } });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.34a' } });
  });

  it('702.34a: a creature card with flashback would be a creature spell, which flashback doesn’t let be cast: ILLEGAL_ACTION', () => {
    const creature = {
      name: 'Flashback Bear',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: 2,
      toughness: 2,
      abilities: [{ kind: 'keyword', keyword: 'flashback', cost: '{2}{G}' }],
    };
    const result = run({ graveyard: [{ id: 'bear', card: creature }], manaPool: { G: 1, C: 2 } }, [flashback('bear')]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '702.34a' } });
  });

  it("307.1: a sorcery with flashback (Faithless Looting) has a sorcery's timing: not in the opponent's turn", () => {
    const graveyard = [{ id: 'looting', card: 'Faithless Looting' }];
    const result = run({ graveyard, manaPool: { R: 1, C: 2 } }, [flashback('looting')], { turn: { number: 5, activePlayer: 'bob', step: 'precombatMain' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '307.1' } });
    const own = run({ graveyard, manaPool: { R: 1, C: 2 }, hand: 1 }, [
      flashback('looting', {
        choices: {
          discarded: {
            alice: [
              { card: 'Island', id: 'i1' },
              { card: 'Island', id: 'i2' },
            ],
          },
        },
      }),
    ]);
    expect(own.ok).toBe(true);
    expect(player(own, 'alice').exile).toEqual([{ id: 'looting', card: 'Faithless Looting' }]);
    expect(player(own, 'alice').graveyard.map((e: Json) => e.id)).toEqual(['i1', 'i2']);
  });

  it("117.1a: an instant with flashback (Think Twice) has an instant's timing: in the opponent's turn", () => {
    const result = run(thinkTwice.alice, [flashback('tt')], { turn: { number: 5, activePlayer: 'bob', step: 'upkeep' } });
    expect(result.ok).toBe(true);
  });

  it('107.3b: the flashback cost has no X, so X is 0: a cast announcing X=2 is ILLEGAL_ACTION', () => {
    expect(run(thinkTwice.alice, [flashback('tt', { x: 2 })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '107.3b' } });
  });

  it('118.9a: cast with flashback, no other alternative cost can be chosen (INVALID_INPUT: choices.cost)', () => {
    expect(run(thinkTwice.alice, [flashback('tt', { choices: { cost: 'mana' } })])).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'cost'] },
    });
  });
});

describe('Flashback: exiled any time it would leave the stack (CR 702.34a)', () => {
  it('702.34a, 701.6a: a flashback spell countered (Counterspell) is exiled, not put into the graveyard', () => {
    const result = run({ graveyard: [{ id: 'tt', card: 'Think Twice' }], manaPool: { U: 1, C: 2 } }, [
      flashback('tt', { hold: true }),
      { do: 'cast', card: 'Counterspell', controller: 'bob', id: 'cs', targets: ['tt'] },
    ]);
    expect(result.ok).toBe(true);
    expect(result.events.find((e: Json) => e.type === 'countered')).toMatchObject({ object: 'tt' });
    expect(player(result, 'alice').exile).toEqual([{ id: 'tt', card: 'Think Twice' }]);
    expect(player(result, 'alice').graveyard).toEqual([]);
    expect(player(result, 'alice').hand).toBe(0);
  });

  it('702.34a, 608.2b: a flashback spell whose only target became illegal doesn’t resolve and is exiled (Unburial Rites)', () => {
    const alice = {
      graveyard: [
        { id: 'rites', card: 'Unburial Rites' },
        { id: 'bears', card: 'Grizzly Bears' },
      ],
      manaPool: { W: 1, C: 3 },
    };
    const held = run(alice, [flashback('rites', { targets: ['bears'], hold: true })]);
    expect(held.ok).toBe(true);
    expect(held.board.stack[0]).toMatchObject({ id: 'rites', castWith: 'flashback', targets: ['bears'] });
    // The target leaves the graveyard before the spell resolves: a board with the spell held, the bears gone.
    const board = { ...held.board, players: held.board.players.map((p: Json) => (p.id === 'alice' ? { ...p, graveyard: [] } : p)) };
    const scenario = { board, actions: [{ do: 'resolve' }] };
    ensureCards(scenario);
    const result = runScenario(scenario) as Json;
    expect(result.ok).toBe(true);
    expect(result.events.find((e: Json) => e.type === 'countered')).toMatchObject({ object: 'rites', rules: ['608.2b'] });
    expect(player(result, 'alice').exile).toEqual([{ id: 'rites', card: 'Unburial Rites' }]);
  });

  it('702.34a: Unburial Rites cast with flashback returns the creature card and is exiled; the creature keeps its id', () => {
    const alice = {
      graveyard: [
        { id: 'rites', card: 'Unburial Rites' },
        { id: 'bears', card: 'Grizzly Bears' },
      ],
      manaPool: { W: 1, C: 3 },
    };
    const result = run(alice, [flashback('rites', { targets: ['bears'] })]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['bears']);
    expect(player(result, 'alice').exile).toEqual([{ id: 'rites', card: 'Unburial Rites' }]);
  });

  it('601.2a: the card leaves its graveyard as it is cast, so it can’t target itself there (Unburial Rites naming its own id)', () => {
    const result = run({ graveyard: [{ id: 'rites', card: 'Unburial Rites' }], manaPool: { W: 1, C: 3 } }, [flashback('rites', { targets: ['rites'] })]);
    expect(result.ok).toBe(false);
  });

  it('702.34a: a held flashback spell read back as input keeps castWith and is still exiled as it resolves', () => {
    const held = run(thinkTwice.alice, [flashback('tt', { hold: true })]);
    expect(held.ok).toBe(true);
    expect(held.board.stack).toEqual([expect.objectContaining({ id: 'tt', kind: 'spell', card: 'Think Twice', castWith: 'flashback' })]);
    expect(player(held, 'alice').graveyard).toEqual([]);
    const scenario = { board: held.board, actions: [{ do: 'resolve' }] };
    ensureCards(scenario);
    const result = runScenario(scenario) as Json;
    expect(result.ok).toBe(true);
    expect(player(result, 'alice').exile).toEqual([{ id: 'tt', card: 'Think Twice' }]);
    expect(player(result, 'alice').hand).toBe(1);
  });

  it('a spell on the stack castWith flashback must have flashback (INVALID_INPUT)', () => {
    const result = run({}, [{ do: 'resolve' }], { stack: [{ id: 'bolt', kind: 'spell', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], castWith: 'flashback' }] });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['board', 'stack', 0, 'castWith'] } });
  });
});

describe('Flashback costs with other parts (CR 702.34a, 118.9, 601.2h)', () => {
  it('Deep Analysis: "Flashback—{1}{U}, Pay 3 life." pays {1}{U} and 3 life, and its target draws two', () => {
    const result = run({ graveyard: [{ id: 'da', card: 'Deep Analysis' }], manaPool: { U: 1, C: 1 }, life: 20 }, [flashback('da', { targets: ['alice'] })]);
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ life: 17, hand: 2, exile: [{ id: 'da', card: 'Deep Analysis' }] });
    expect(result.events.find((e: Json) => e.type === 'lifePaid')).toMatchObject({ player: 'alice', amount: 3 });
  });

  it('119.4b: Deep Analysis can’t be cast with flashback by a player with 2 life', () => {
    const result = run({ graveyard: [{ id: 'da', card: 'Deep Analysis' }], manaPool: { U: 1, C: 1 }, life: 2 }, [flashback('da', { targets: ['alice'] })]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '119.4b' } });
  });

  it('702.34a: a flashback cost without mana ("Flashback—Sacrifice a creature.") sacrifices the creature named, no mana', () => {
    const spell = {
      name: 'Example Flashback Sorcery',
      manaCost: '{2}{B}',
      types: ['Sorcery'],
      abilities: [
        { kind: 'spell', effects: [{ type: 'draw', amount: 2 }] },
        { kind: 'keyword', keyword: 'flashback', parts: [{ type: 'sacrifice', filter: { types: ['Creature'], controller: 'you' } }] },
      ],
    };
    const permanents = [
      { id: 'bears', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'elf', card: 'Llanowar Elves', controller: 'alice' },
    ];
    const missing = run({ graveyard: [{ id: 's', card: spell }] }, [flashback('s')], { permanents });
    expect(missing).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'sacrifice' } });
    const result = run({ graveyard: [{ id: 's', card: spell }] }, [flashback('s', { choices: { sacrifice: ['elf'] } })], { permanents });
    expect(result.ok).toBe(true);
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['bears']);
    expect(player(result, 'alice').hand).toBe(2);
    expect(player(result, 'alice').exile.map((e: Json) => e.id)).toEqual(['s']);
  });
});

describe('Flashback with other costs of the spell (CR 118.9d, 601.2f)', () => {
  it('118.9d, 702.33a: kicker is paid on top of the flashback cost (Blast from the Past: "Flashback and kicker do mix")', () => {
    const spell = {
      name: 'Example Kicked Flashback',
      manaCost: '{R}',
      types: ['Instant'],
      abilities: [
        { kind: 'keyword', keyword: 'kicker', cost: '{2}' },
        { kind: 'spell', targets: [{ kind: 'any' }], effects: [{ type: 'dealDamage', amount: 1, to: { target: 0 }, ifKicked: 3 }] },
        { kind: 'keyword', keyword: 'flashback', cost: '{1}{R}' },
      ],
    };
    const result = run({ graveyard: [{ id: 's', card: spell }], manaPool: { R: 1, C: 3 } }, [flashback('s', { targets: ['bob'], choices: { kicked: true } })]);
    expect(result.ok).toBe(true);
    expect(player(result, 'bob').life).toBe(17);
    expect(result.events.find((e: Json) => e.type === 'manaSpent')).toMatchObject({ mana: { R: 1, C: 3 }, cost: '{1}{R}{2}' });
    expect(player(result, 'alice').exile.map((e: Json) => e.id)).toEqual(['s']);
  });

  it('601.3: a permission the engine does not carry out yet (Gravecrawler: "You may cast this card from your graveyard as long as you control a Zombie.") is UNSUPPORTED, not refused', () => {
    const result = run({ graveyard: [{ id: 'g', card: 'Gravecrawler' }], manaPool: { B: 1 } }, [flashback('g')]);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED', card: 'Gravecrawler' } });
  });
});

describe('Flashback: the Oracle lines (CR 702.34a)', () => {
  const printed = (name: string, types: string[]) => ({ name, manaCost: '{1}{U}', types, subtypes: [], supertypes: [] }) as unknown as PrintedCard;

  it('"Flashback {2}{U}" with its reminder text compiles to the keyword and renders back', () => {
    const { lines, card } = compileCard(
      ['Draw a card.', 'Flashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)'],
      printed('Think Twice', ['Instant']),
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, true]);
    expect(lines[1]!.abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'flashback', cost: '{2}{U}' });
    expect(rulesText(CardDefinition.parse(card))).toContain('Flashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)');
  });

  it('"Flashback—{1}{U}, Pay 3 life." compiles with a payLife part and renders back', () => {
    const { lines, card } = compileCard(
      ['Target player draws two cards.', 'Flashback—{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)'],
      printed('Deep Analysis', ['Sorcery']),
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, true]);
    expect(lines[1]!.abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'flashback', cost: '{1}{U}', parts: [{ type: 'payLife', amount: 3 }] });
    expect(rulesText(CardDefinition.parse(card))).toContain('Flashback—{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)');
  });

  it('flashback costs the engine cannot pay stay opaque ("Sacrifice three creatures", "Tap three untapped white creatures you control", a cost reduction after it)', () => {
    const { lines } = compileCard(
      [
        'Draw a card.',
        'Flashback—Sacrifice three creatures. (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
        'Flashback—Tap three untapped white creatures you control.',
      ],
      printed('Example', ['Sorcery']),
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, false, false]);
  });
});
