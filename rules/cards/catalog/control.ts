// Catalog group "Control-changing effects (613.1b, 302.6, 506.4, 701.12b)" (the layer issue's cards).

import type { CardDefinitionInput } from '../format';

const creature = { kind: 'permanent' as const, filter: { types: ['Creature' as const] } };

export const control: CardDefinitionInput[] = [
  {
    name: 'Control Magic',
    manaCost: '{2}{U}{U}',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    abilities: [
      { kind: 'keyword', keyword: 'enchant', what: { types: ['Creature'] } },
      { kind: 'static', effects: [{ type: 'continuous', affects: 'enchanted', modifications: [{ type: 'gainControl', by: 'you' }] }] },
    ],
  },
  {
    name: 'Mind Control',
    manaCost: '{3}{U}{U}',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    abilities: [
      { kind: 'keyword', keyword: 'enchant', what: { types: ['Creature'] } },
      { kind: 'static', effects: [{ type: 'continuous', affects: 'enchanted', modifications: [{ type: 'gainControl', by: 'you' }] }] },
    ],
  },
  {
    name: 'Act of Treason',
    manaCost: '{2}{R}',
    types: ['Sorcery'],
    abilities: [
      {
        kind: 'spell',
        targets: [creature],
        effects: [
          { type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'gainControl', by: 'you' }] } },
          { type: 'untap', object: { target: 0 } },
          {
            type: 'createEffect',
            duration: 'endOfTurn',
            effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'addKeywords', keywords: ['haste'] }] },
          },
        ],
      },
    ],
  },
  {
    name: 'Switcheroo',
    manaCost: '{4}{U}',
    types: ['Sorcery'],
    abilities: [
      {
        kind: 'spell',
        targets: [creature, creature],
        effects: [
          {
            type: 'createEffect',
            duration: 'permanent',
            effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'exchangeControl', with: { target: 1 } }] },
          },
        ],
      },
    ],
  },
  {
    name: 'Crag Saurian',
    manaCost: '{R}{R}{R}',
    types: ['Creature'],
    subtypes: ['Lizard'],
    power: 4,
    toughness: 4,
    abilities: [
      {
        kind: 'triggered',
        trigger: { event: 'isDealtDamage', object: 'self' },
        effects: [
          {
            type: 'createEffect',
            duration: 'permanent',
            effect: { type: 'continuous', affects: 'self', modifications: [{ type: 'gainControl', by: 'thatSourcesController' }] },
          },
        ],
      },
    ],
  },
];
