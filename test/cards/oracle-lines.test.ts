// The Oracle wording of the effect kinds destroy, returnToHand, counter, loseLife, tap and draw
// for a player (rules/cards/effects/): real cards written inline render exactly their current
// Oracle text, so the Oracle compiler can round-trip these lines.

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText } from '../../rules';
import { CARDS } from '../helpers/cards';

describe('effect kinds render the current Oracle wording', () => {
  for (const [key, { card, oracle }] of Object.entries(CARDS))
    it(`${card.name} (${key})`, () => {
      expect(rulesText(CardDefinition.parse(card))).toEqual(oracle);
    });

  const spell = (targets: unknown[], effects: unknown[]) => rulesText(CardDefinition.parse({ name: 'Test', types: ['Instant'], abilities: [{ kind: 'spell', targets, effects }] }))[0];
  const t0 = { target: 0 };
  it.each([
    ['Destroy target creature or planeswalker.', [{ kind: 'permanent', filter: { anyOfTypes: ['Creature', 'Planeswalker'] } }], [{ type: 'destroy', object: t0 }]],
    ["Return target nonland permanent to its owner's hand.", [{ kind: 'permanent', filter: { notTypes: ['Land'] } }], [{ type: 'returnToHand', object: t0 }]],
    ['Destroy all artifacts, creatures, and lands.', [], [{ type: 'destroy', object: { all: { anyOfTypes: ['Artifact', 'Creature', 'Land'] }, phrase: 'all' } }]],
    ['Counter target instant or sorcery spell.', [{ kind: 'spell', filter: { anyOfTypes: ['Instant', 'Sorcery'] } }], [{ type: 'counter', object: t0 }]],
    ['Counter target spell unless its controller pays {X}.', [{ kind: 'spell' }], [{ type: 'counter', object: t0, unless: '{X}' }]],
    ['Each opponent loses 1 life and you gain 1 life.', [], [{ type: 'loseLife', player: 'eachOpponent', amount: 1, andYouGain: true }]],
    ['Target opponent loses 2 life.', [{ kind: 'opponent' }], [{ type: 'loseLife', player: t0, amount: 2 }]],
    ['Tap target artifact, creature, or land.', [{ kind: 'permanent', filter: { anyOfTypes: ['Artifact', 'Creature', 'Land'] } }], [{ type: 'tap', object: t0 }]],
    ['Tap all creatures your opponents control.', [], [{ type: 'tap', object: { all: { types: ['Creature'], controller: 'opponent' }, phrase: 'all' } }]],
    [
      'Target creature gets +3/+3 until end of turn.',
      [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: t0, modifications: [{ type: 'modifyPT', power: 3, toughness: 3 }] } }],
    ],
    [
      'Creatures you control get +1/+1 until end of turn.',
      [],
      [
        {
          type: 'createEffect',
          duration: 'endOfTurn',
          effect: { type: 'continuous', affects: { all: { types: ['Creature'], controller: 'you' } }, modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] },
        },
      ],
    ],
    [
      'Target creature gains flying until end of turn.',
      [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: t0, modifications: [{ type: 'addKeywords', keywords: ['flying'] }] } }],
    ],
    [
      // Oracle words most of these with the duration last (405 lines against 16 that lead with it).
      'Target creature gets +2/+0 and gains trample until end of turn.',
      [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      [
        {
          type: 'createEffect',
          duration: 'endOfTurn',
          effect: {
            type: 'continuous',
            affects: t0,
            modifications: [
              { type: 'modifyPT', power: 2, toughness: 0 },
              { type: 'addKeywords', keywords: ['trample'] },
            ],
          },
        },
      ],
    ],
  ])('%s', (oracle, targets, effects) => {
    expect(spell(targets, effects)).toBe(oracle);
  });
});
