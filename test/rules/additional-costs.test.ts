// Additional costs of a spell's own text (CR 118.8): "As an additional cost to cast this spell,
// sacrifice a creature." (701.21a) and "... discard a card." (701.9a). Paid whichever cost is paid
// (118.9d), with the total cost (601.2f-h); what pays them is named in `choices.sacrifice` (asked
// for with the candidates as options when more than one could) and `choices.discardFromHand` (the
// hand is a count of unnamed cards); a spell whose additional cost can't be paid can't be cast
// (601.2h, 118.3).

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' };

function run(actions: Json[], options: { permanents?: Json[]; alice?: Json } = {}): Json {
  const scenario = { board: { turn, players: [{ id: 'alice', ...options.alice }, { id: 'bob' }], permanents: options.permanents ?? [] }, actions };
  ensureCards(scenario);
  return runScenario(scenario);
}

const alice = (result: Json) => result.board.players.find((p: Json) => p.id === 'alice');
const bear = (id: string) => ({ id, card: 'Grizzly Bears', controller: 'alice' });
const rites = (choices: Json = {}) => ({ do: 'cast', card: 'Village Rites', controller: 'alice', id: 'rites', choices });

describe('the lines compile and render back (CR 118.8)', () => {
  const sorcery = { name: 'Test Sorcery', manaCost: '{B}', supertypes: [], types: ['Sorcery'], subtypes: [] };
  it.each([
    [['As an additional cost to cast this spell, sacrifice a creature.', 'Draw two cards.']],
    [['As an additional cost to cast this spell, discard a card.', 'Draw two cards.']],
    [['As an additional cost to cast this spell, sacrifice an artifact or creature.', 'Draw two cards.']],
  ])('%j', (lines) => {
    const compiled = compileCard(lines, sorcery as any);
    expect(compiled.lines.every((line) => line.compiled)).toBe(true);
    expect(rulesText(CardDefinition.parse(compiled.card))).toEqual(lines);
  });
});

describe('"As an additional cost to cast this spell, sacrifice a creature." (CR 118.8, 701.21a)', () => {
  it('118.8: Village Rites with one creature: it is sacrificed as the cost is paid, then two cards are drawn', () => {
    const result = run([rites()], { permanents: [bear('bear')], alice: { manaPool: { B: 1 } } });
    expect(result.ok).toBe(true);
    expect(result.board.permanents).toEqual([]);
    expect(alice(result)).toMatchObject({
      hand: 2,
      graveyard: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'rites', card: 'Village Rites' },
      ],
    });
    const types = result.events.map((e: Json) => e.type);
    expect(types.indexOf('sacrificed')).toBeLessThan(types.indexOf('cast'));
  });

  it('601.2h: with two creatures, CHOICE_REQUIRED at sacrifice with both as options; the one named is sacrificed', () => {
    const asked = run([rites()], { permanents: [bear('a'), bear('b')], alice: { manaPool: { B: 1 } } });
    expect(asked).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'sacrifice', options: [['a'], ['b']] } });
    const result = run([rites({ sacrifice: ['b'] })], { permanents: [bear('a'), bear('b')], alice: { manaPool: { B: 1 } } });
    expect(result.ok).toBe(true);
    expect(result.board.permanents.map((p: Json) => p.id)).toEqual(['a']);
  });

  it("118.3, 601.2h: with no creature the spell can't be cast: ILLEGAL_ACTION, nothing changes", () => {
    const result = run([rites()], { permanents: [{ id: 'forest', card: 'Forest', controller: 'alice' }], alice: { manaPool: { B: 1 } } });
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
  });

  it('a sacrifice named for a spell without such a cost would be ignored: INVALID_INPUT', () => {
    const result = run([{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], choices: { sacrifice: ['bear'] } }], {
      permanents: [bear('bear')],
      alice: { manaPool: { R: 1 } },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'sacrifice'] } });
  });
});

describe('"As an additional cost to cast this spell, discard a card." (CR 118.8, 701.9a)', () => {
  const voice = (choices: Json = {}) => ({ do: 'cast', card: 'Tormenting Voice', controller: 'alice', id: 'voice', choices });

  it('701.9a: Tormenting Voice: the card named is discarded from the hand as the cost is paid, then two are drawn', () => {
    const result = run([voice({ discardFromHand: [{ card: 'Mountain', id: 'm' }] })], { alice: { manaPool: { R: 1, C: 1 }, hand: 1 } });
    expect(result.ok).toBe(true);
    expect(alice(result)).toMatchObject({
      hand: 2,
      library: 38,
      graveyard: [
        { id: 'm', card: 'Mountain' },
        { id: 'voice', card: 'Tormenting Voice' },
      ],
    });
  });

  it("601.2a, 118.3: with no other card in the hand (the spell is on the stack) it can't be cast", () => {
    expect(run([voice({ discardFromHand: [{ card: 'Mountain' }] })], { alice: { manaPool: { R: 1, C: 1 }, hand: 0 } })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '601.2h' },
    });
  });

  it('601.2h: without the card named, CHOICE_REQUIRED at discardFromHand', () => {
    expect(run([voice()], { alice: { manaPool: { R: 1, C: 1 }, hand: 2 } })).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'discardFromHand' } });
  });

  it('702.35a: discarding a card with madness to pay the cost is UNSUPPORTED', () => {
    expect(run([voice({ discardFromHand: [{ card: 'Fiery Temper' }] })], { alice: { manaPool: { R: 1, C: 1 }, hand: 2 } })).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });
});
