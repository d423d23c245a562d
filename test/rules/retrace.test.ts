// Retrace (CR 702.81a): "You may cast this card from your graveyard by discarding a land card as an
// additional cost to cast it." The cast names the graveyard entry (`"from": "graveyard"`), pays the
// mana cost and names the land card discarded in `choices.discardFromHand` (118.8, 601.2h); nothing
// exiles it afterwards, so it goes back to its graveyard as it resolves (608.2n).

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
const retrace = (choices: Json) => ({ do: 'cast', from: 'graveyard', id: 'jab', controller: 'alice', targets: ['bob'], pay: true, choices });
const jab = { graveyard: [{ id: 'jab', card: 'Flame Jab' }], manaPool: { R: 1 }, hand: 1 };

describe('Retrace: Flame Jab (CR 702.81a)', () => {
  it('702.81a, 118.8: cast from its graveyard for {R} and a land card discarded, it deals 1 damage and goes back to its graveyard (608.2n)', () => {
    const result = run(jab, [retrace({ discardFromHand: [{ card: 'Mountain', id: 'm' }] })]);
    expect(result.ok).toBe(true);
    expect(player(result, 'bob').life).toBe(19);
    expect(player(result, 'alice')).toMatchObject({
      hand: 0,
      exile: [],
      graveyard: [
        { id: 'm', card: 'Mountain' },
        { id: 'jab', card: 'Flame Jab' },
      ],
    });
    expect(result.events.find((e: Json) => e.type === 'manaSpent')).toMatchObject({ cost: '{R}', rules: expect.arrayContaining(['702.81a', '118.8']) });
  });

  it('702.81a, 601.2h: the card discarded must be a land card (Lightning Bolt can’t pay it); missing, CHOICE_REQUIRED discardFromHand', () => {
    expect(run(jab, [retrace({ discardFromHand: [{ card: 'Lightning Bolt' }] })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
    expect(run(jab, [retrace({})])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'discardFromHand' } });
  });

  it('702.81a: held, the spell records castWith "retrace"; countered, it goes to its graveyard (701.6a)', () => {
    const cast = { ...retrace({ discardFromHand: [{ card: 'Mountain', id: 'm' }] }), hold: true };
    const held = run(jab, [cast, { do: 'cast', card: 'Counterspell', controller: 'bob', targets: ['jab'] }]);
    expect(held.ok).toBe(true);
    expect(player(held, 'alice').graveyard.map((e: Json) => e.id)).toEqual(['m', 'jab']);
    const only = run(jab, [{ ...retrace({ discardFromHand: [{ card: 'Mountain', id: 'm' }] }), hold: true }]);
    expect(only.board.stack).toEqual([expect.objectContaining({ id: 'jab', castWith: 'retrace' })]);
  });

  it('the line compiles and renders back', () => {
    const printed = { name: 'Flame Jab', manaCost: '{R}', types: ['Sorcery'], subtypes: [], supertypes: [] } as unknown as PrintedCard;
    const { lines } = compileCard(
      ['Flame Jab deals 1 damage to any target.', 'Retrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)'],
      printed,
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, true]);
    expect(lines[1]!.abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'retrace' });
  });
});
