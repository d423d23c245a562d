// Catalog group "Replacement effects on mana production (106.12b, 614, 616)" (shared/spec/CATALOG.md).

import type { CardDefinitionInput } from '../format';

export const manaReplacement: CardDefinitionInput[] = [
  {
    name: 'Contamination',
    manaCost: '{2}{B}',
    types: ['Enchantment'],
    abilities: [
      {
        kind: 'triggered',
        trigger: { event: 'beginningOfStep', step: 'upkeep', whose: 'your' },
        effects: [{ type: 'sacrifice', object: 'self', unless: { type: 'sacrifice', filter: { types: ['Creature'] } } }],
      },
      { kind: 'replacement', effect: { type: 'replaceMana', tapped: { types: ['Land'] }, produce: { B: 1 } } },
    ],
  },
  {
    name: 'Mana Reflection',
    manaCost: '{4}{G}{G}',
    types: ['Enchantment'],
    abilities: [{ kind: 'replacement', effect: { type: 'replaceMana', tapped: {}, by: 'you', multiply: 2 } }],
  },
  {
    name: 'Nyxbloom Ancient',
    manaCost: '{4}{G}{G}{G}',
    types: ['Enchantment', 'Creature'],
    subtypes: ['Elemental'],
    power: 5,
    toughness: 5,
    abilities: [
      { kind: 'keyword', keyword: 'trample' },
      { kind: 'replacement', effect: { type: 'replaceMana', tapped: {}, by: 'you', multiply: 3 } },
    ],
  },
  {
    name: 'Pale Moon',
    manaCost: '{1}{U}',
    types: ['Instant'],
    abilities: [
      {
        kind: 'spell',
        effects: [
          {
            type: 'createEffect',
            duration: 'endOfTurn',
            effect: { type: 'replaceMana', tapped: { types: ['Land'], notSupertypes: ['Basic'] }, by: 'aPlayer', produceType: 'C' },
          },
        ],
      },
    ],
  },
];
