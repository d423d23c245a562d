// Jump-start (CR 702.133a): "You may cast this card from your graveyard if the resulting spell is
// an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If this
// spell was cast using its jump-start ability, exile this card instead of putting it anywhere else
// any time it would leave the stack." The cast names the graveyard entry (`"from": "graveyard"`),
// pays the mana cost, and names the discarded card in `choices.discardFromHand` (118.8, 601.2h).

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function run(alice: Json, actions: Json[], options: { stack?: Json[] } = {}): Json {
  const scenario = {
    board: {
      turn,
      players: [
        { id: 'alice', library: 20, ...alice },
        { id: 'bob', library: 20 },
      ],
      stack: options.stack ?? [],
    },
    actions,
  };
  ensureCards(scenario);
  return runScenario(scenario);
}

const player = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id);
const jumpStart = (fields: Json = {}) => ({ do: 'cast', from: 'graveyard', id: 'idea', controller: 'alice', pay: true, ...fields });
const idea = (alice: Json = {}) => ({ graveyard: [{ id: 'idea', card: 'Radical Idea' }], manaPool: { U: 1, C: 1 }, hand: 1, ...alice });

describe('Jump-start: Radical Idea (CR 702.133a)', () => {
  it('702.133a, 118.8: cast from its graveyard for {1}{U} and a card discarded, it draws a card and is exiled', () => {
    const result = run(idea(), [jumpStart({ choices: { discardFromHand: [{ card: 'Island', id: 'isl' }] } })]);
    expect(result.ok).toBe(true);
    const alice = player(result, 'alice');
    expect(alice.hand).toBe(1);
    expect(alice.graveyard).toEqual([{ id: 'isl', card: 'Island' }]);
    expect(alice.exile).toEqual([{ id: 'idea', card: 'Radical Idea' }]);
    expect(result.events.find((e: Json) => e.type === 'manaSpent')).toMatchObject({ cost: '{1}{U}', rules: expect.arrayContaining(['702.133a', '118.8']) });
    expect(result.events.find((e: Json) => e.type === 'exiledInstead')).toMatchObject({ object: 'idea', rules: ['702.133a', '614.1a'] });
  });

  it('601.2h, 118.8: the card discarded is named (CHOICE_REQUIRED discardFromHand); with an empty hand it can’t be cast', () => {
    expect(run(idea(), [jumpStart()])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'discardFromHand' } });
    expect(run(idea({ hand: 0 }), [jumpStart({ choices: { discardFromHand: [{ card: 'Island' }] } })])).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '601.2h' },
    });
  });

  it('702.133a: a countered jump-started spell is exiled; a held one read back keeps castWith "jump-start"', () => {
    const held = run(idea(), [jumpStart({ hold: true, choices: { discardFromHand: [{ card: 'Island', id: 'isl' }] } })]);
    expect(held.board.stack).toEqual([expect.objectContaining({ id: 'idea', castWith: 'jump-start' })]);
    const scenario = { board: held.board, actions: [{ do: 'cast', card: 'Counterspell', controller: 'bob', targets: ['idea'] }] };
    ensureCards(scenario);
    const result = runScenario(scenario) as Json;
    expect(result.ok).toBe(true);
    expect(player(result, 'alice').exile).toEqual([{ id: 'idea', card: 'Radical Idea' }]);
  });

  it('702.133a: cast from a hand, it is paid normally and goes to the graveyard (no discard taken: INVALID_INPUT if one is named)', () => {
    const result = run({ manaPool: { U: 1, C: 1 } }, [{ do: 'cast', card: 'Radical Idea', controller: 'alice', id: 'idea', pay: true }]);
    expect(player(result, 'alice').graveyard).toEqual([{ id: 'idea', card: 'Radical Idea' }]);
    const named = run({ manaPool: { U: 1, C: 1 } }, [{ do: 'cast', card: 'Radical Idea', controller: 'alice', pay: true, choices: { discardFromHand: [{ card: 'Island' }] } }]);
    expect(named).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('"Jump-start" with its reminder text compiles and renders back', () => {
    const printed = { name: 'Radical Idea', manaCost: '{1}{U}', types: ['Instant'], subtypes: [], supertypes: [] } as unknown as PrintedCard;
    const { lines } = compileCard(
      ['Draw a card.', 'Jump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)'],
      printed,
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, true]);
    expect(lines[1]!.abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'jump-start' });
  });
});
