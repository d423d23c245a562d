// Harmonize (CR 702.180a-b): "You may cast this card from your graveyard by paying [cost] and
// tapping up to one untapped creature you control rather than paying this spell's mana cost," its
// total cost reduced by generic mana equal to the tapped creature's power, and "If the harmonize
// cost was paid, exile this card instead of putting it anywhere else any time it would leave the
// stack." The creature tapped is named in `choices.harmonize`.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function run(alice: Json, actions: Json[], permanents: Json[] = []): Json {
  const scenario = {
    board: {
      turn,
      players: [
        { id: 'alice', library: 20, ...alice },
        { id: 'bob', library: 20 },
      ],
      permanents,
    },
    actions,
  };
  ensureCards(scenario);
  return runScenario(scenario);
}

const player = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id);
const harmonize = (choices: Json = {}) => ({ do: 'cast', from: 'graveyard', id: 'whisper', controller: 'alice', pay: true, choices });
const whisper = (manaPool: Json) => ({ graveyard: [{ id: 'whisper', card: 'Unending Whisper' }], manaPool, hand: 0 });
const bears = [{ id: 'bears', card: 'Grizzly Bears', controller: 'alice', summoningSick: true }];

describe('Harmonize: Unending Whisper, "Harmonize {5}{U}" (CR 702.180a)', () => {
  it('702.180a: cast from its graveyard for {5}{U}, it draws a card and is exiled', () => {
    const result = run(whisper({ U: 1, C: 5 }), [harmonize()], bears);
    expect(result.ok).toBe(true);
    expect(player(result, 'alice')).toMatchObject({ hand: 1, graveyard: [], exile: [{ id: 'whisper', card: 'Unending Whisper' }] });
    expect(result.board.permanents[0].tapped).toBe(false);
  });

  it('702.180a-b: tapping Grizzly Bears (power 2, summoning sick or not) takes {2} off: {3}{U} pays it', () => {
    const result = run(whisper({ U: 1, C: 3 }), [harmonize({ harmonize: 'bears' })], bears);
    expect(result.ok).toBe(true);
    expect(result.board.permanents[0].tapped).toBe(true);
    expect(result.events.find((e: Json) => e.type === 'tapped')).toMatchObject({ permanent: 'bears', rules: expect.arrayContaining(['702.180a']) });
    expect(player(result, 'alice').manaPool).toMatchObject({ U: 0, C: 0 });
    expect(run(whisper({ U: 1, C: 2 }), [harmonize({ harmonize: 'bears' })], bears)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
  });

  it('702.180a: a tapped creature, or one another player controls, can’t be tapped for it (ILLEGAL_ACTION)', () => {
    expect(run(whisper({ U: 1, C: 3 }), [harmonize({ harmonize: 'bears' })], [{ ...bears[0], tapped: true }])).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '702.180a' },
    });
    expect(run(whisper({ U: 1, C: 3 }), [harmonize({ harmonize: 'bears' })], [{ ...bears[0], controller: 'bob' }])).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', rule: '702.180a' },
    });
  });

  it('a spell not cast with harmonize takes no harmonize choice (INVALID_INPUT)', () => {
    const result = run({ manaPool: { U: 1 } }, [{ do: 'cast', card: 'Unending Whisper', controller: 'alice', pay: true, choices: { harmonize: 'bears' } }], bears);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'harmonize'] } });
  });

  it('the line compiles and renders back', () => {
    const printed = { name: 'Unending Whisper', manaCost: '{U}', types: ['Sorcery'], subtypes: [], supertypes: [] } as unknown as PrintedCard;
    const { lines } = compileCard(
      [
        'Draw a card.',
        'Harmonize {5}{U} (You may cast this card from your graveyard for its harmonize cost. You may tap a creature you control to reduce that cost by {X}, where X is its power. Then exile this spell.)',
      ],
      printed,
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, true]);
    expect(lines[1]!.abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'harmonize', cost: '{5}{U}' });
  });
});
