// Escape (CR 702.138a): "Escape [cost]" means "You may cast this card from your graveyard by paying
// [cost] rather than paying its mana cost", an alternative cost (118.9, 601.2b, 601.2f-h). The cast
// names the graveyard entry (`"from": "graveyard"`); the cards the cost exiles are named by their
// ids in `choices.exileFromGraveyard`. Nothing exiles the escaped card afterwards: an instant or
// sorcery goes back to its graveyard (608.2n), a permanent spell enters the battlefield (608.3).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function run(alice: Json, actions: Json[]): Json {
  const scenario = {
    board: {
      turn,
      players: [
        { id: 'alice', library: 20, ...alice },
        { id: 'bob', library: 20 },
      ],
    },
    actions,
  };
  ensureCards(scenario);
  return runScenario(scenario);
}

const player = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id);
const others = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}`, card: 'Island' }));
const escape = (id: string, fields: Json = {}) => ({ do: 'cast', from: 'graveyard', id, controller: 'alice', pay: true, ...fields });
const glimpse = (n: number) => ({ graveyard: [{ id: 'glimpse', card: 'Glimpse of Freedom' }, ...others(n)], manaPool: { U: 1, C: 2 }, hand: 0 });

describe('Escape: Glimpse of Freedom, "Escape—{2}{U}, Exile five other cards from your graveyard." (CR 702.138a)', () => {
  it('702.138a, 118.9: with exactly five other cards, they are exiled, {2}{U} is paid, it draws, and it goes back to its graveyard (608.2n)', () => {
    const result = run(glimpse(5), [escape('glimpse')]);
    expect(result.ok).toBe(true);
    const alice = player(result, 'alice');
    expect(alice.hand).toBe(1);
    expect(alice.exile.map((e: Json) => e.id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(alice.graveyard).toEqual([{ id: 'glimpse', card: 'Glimpse of Freedom' }]);
    expect(result.events.filter((e: Json) => e.type === 'cardMoved')).toHaveLength(5);
    expect(result.events.find((e: Json) => e.type === 'manaSpent')).toMatchObject({ cost: '{2}{U}', rules: expect.arrayContaining(['702.138a', '118.9']) });
  });

  it('601.2h: with six other cards, the five exiled are named (CHOICE_REQUIRED exileFromGraveyard), and only those go', () => {
    expect(run(glimpse(6), [escape('glimpse')])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'exileFromGraveyard' } });
    const result = run(glimpse(6), [escape('glimpse', { choices: { exileFromGraveyard: ['c2', 'c3', 'c4', 'c5', 'c6'] } })]);
    expect(result.ok).toBe(true);
    expect(player(result, 'alice').graveyard.map((e: Json) => e.id)).toEqual(['c1', 'glimpse']);
  });

  it('601.2h, 118.3: four other cards can’t pay it; naming four, a card twice, or the escaping card itself is ILLEGAL_ACTION', () => {
    expect(run(glimpse(4), [escape('glimpse')])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
    for (const named of [
      ['c1', 'c2', 'c3', 'c4'],
      ['c1', 'c1', 'c2', 'c3', 'c4'],
      ['glimpse', 'c1', 'c2', 'c3', 'c4'],
    ])
      expect(run(glimpse(6), [escape('glimpse', { choices: { exileFromGraveyard: named } })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
  });

  it('118.9a: naming cards to exile for a spell not cast with escape is INVALID_INPUT (the choice would be ignored)', () => {
    const result = run({ manaPool: { U: 1, C: 1 }, graveyard: others(5) }, [
      { do: 'cast', card: 'Glimpse of Freedom', controller: 'alice', pay: true, choices: { exileFromGraveyard: ['c1', 'c2', 'c3', 'c4', 'c5'] } },
    ]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('the line compiles and renders back', () => {
    const printed = { name: 'Glimpse of Freedom', manaCost: '{1}{U}', types: ['Instant'], subtypes: [], supertypes: [] } as unknown as PrintedCard;
    const { lines } = compileCard(
      ['Draw a card.', 'Escape—{2}{U}, Exile five other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)'],
      printed,
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, true]);
    expect(lines[1]!.abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'escape', cost: '{2}{U}', parts: [{ type: 'exileFromGraveyard', amount: 5, other: true }] });
  });
});

describe('Escape: a permanent spell (CR 702.138a, 608.3)', () => {
  const beast = {
    name: 'Example Escaping Beast',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Beast'],
    power: 3,
    toughness: 3,
    abilities: [{ kind: 'keyword', keyword: 'escape', cost: '{2}{G}', parts: [{ type: 'exileFromGraveyard', amount: 2, other: true }] }],
  };

  it('702.138a, 608.3: a creature card with escape is cast from its graveyard and enters the battlefield with the entry’s id', () => {
    const result = run({ graveyard: [{ id: 'beast', card: beast }, ...others(2)], manaPool: { G: 1, C: 2 } }, [escape('beast')]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['beast']);
    expect(player(result, 'alice')).toMatchObject({ graveyard: [], exile: others(2) });
  });

  it('702.138b, 302.1: held, the spell on the stack records castWith "escape"; a creature keeps sorcery timing', () => {
    const held = run({ graveyard: [{ id: 'beast', card: beast }, ...others(2)], manaPool: { G: 1, C: 2 } }, [escape('beast', { hold: true })]);
    expect(held.board.stack).toEqual([expect.objectContaining({ id: 'beast', castWith: 'escape' })]);
    const scenario = {
      board: { turn: { ...turn, step: 'upkeep' }, players: [{ id: 'alice', graveyard: [{ id: 'beast', card: beast }, ...others(2)], manaPool: { G: 1, C: 2 } }, { id: 'bob' }] },
      actions: [escape('beast')],
    };
    ensureCards(scenario);
    expect(runScenario(scenario)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '302.1' } });
  });
});

describe('"This creature escapes with a +1/+1 counter on it." (CR 702.138b-c)', () => {
  const graveyard = [{ id: 'phoenix', card: 'Phoenix of Ash' }, ...others(3)];

  it('702.138c: Phoenix of Ash cast with escape escaped (702.138b) and enters with a +1/+1 counter', () => {
    const result = run({ graveyard, manaPool: { R: 2, C: 2 } }, [escape('phoenix')]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents).toEqual([expect.objectContaining({ id: 'phoenix', escaped: true, counters: { '+1/+1': 1 } })]);
  });

  it('702.138c: cast from a hand it didn’t escape: no counter, no escaped', () => {
    const result = run({ manaPool: { R: 2, C: 1 } }, [{ do: 'cast', card: 'Phoenix of Ash', controller: 'alice', id: 'phoenix', pay: true }]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents[0].counters).toEqual({});
    expect(result.board.permanents[0].escaped).toBeUndefined();
  });

  it('the line compiles and renders back', () => {
    const printed = {
      name: 'Voracious Typhon',
      manaCost: '{2}{G}{G}',
      types: ['Creature'],
      subtypes: ['Snake', 'Beast'],
      supertypes: [],
      power: 4,
      toughness: 4,
    } as unknown as PrintedCard;
    const { lines } = compileCard(
      [
        'Escape—{5}{G}{G}, Exile four other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)',
        'This creature escapes with three +1/+1 counters on it.',
      ],
      printed,
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, true]);
    expect(lines[1]!.abilities[0]).toMatchObject({ kind: 'replacement', effect: { type: 'entersWithCounters', ifEscaped: true, counter: '+1/+1', amount: 3 } });
  });
});

describe('"When this creature enters, sacrifice it unless it escaped." (CR 702.138b)', () => {
  const titan = {
    name: 'Example Escaping Titan',
    manaCost: '{1}{G}{U}',
    types: ['Creature'],
    subtypes: ['Giant'],
    power: 6,
    toughness: 6,
    abilities: [
      { kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'sacrifice', object: 'self', it: true, unlessEscaped: true }] },
      { kind: 'keyword', keyword: 'escape', cost: '{G}{G}{U}{U}', parts: [{ type: 'exileFromGraveyard', amount: 2, other: true }] },
    ],
  };

  it('702.138b: cast from a hand it didn’t escape: its trigger sacrifices it', () => {
    const result = run({ manaPool: { G: 1, U: 1, C: 1 } }, [{ do: 'cast', card: titan, controller: 'alice', id: 'titan', pay: true }]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents).toEqual([]);
    expect(result.events.find((e: Json) => e.type === 'sacrificed')).toMatchObject({ permanent: 'titan' });
  });

  it('702.138b: escaped, it stays', () => {
    const result = run({ graveyard: [{ id: 'titan', card: titan }, ...others(2)], manaPool: { G: 2, U: 2 } }, [escape('titan')]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents).toEqual([expect.objectContaining({ id: 'titan', escaped: true })]);
    expect(result.events.some((e: Json) => e.type === 'sacrificed')).toBe(false);
  });

  it('the line compiles and renders back', () => {
    const printed = {
      name: "Uro, Titan of Nature's Wrath",
      manaCost: '{1}{G}{U}',
      types: ['Creature'],
      subtypes: ['Elder', 'Giant'],
      supertypes: ['Legendary'],
      power: 6,
      toughness: 6,
    } as unknown as PrintedCard;
    const { lines } = compileCard(['When Uro enters, sacrifice it unless it escaped.'], printed);
    expect(lines[0]).toMatchObject({ compiled: true, abilities: [{ kind: 'triggered', effects: [{ type: 'sacrifice', unlessEscaped: true }] }] });
  });
});
