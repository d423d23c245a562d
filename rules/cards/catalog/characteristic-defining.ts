// Catalog group "Characteristic-defining abilities and switching power and toughness" (CR
// 604.3, 613.4a, 613.4d, 702.114a): power and toughness defined by an ability in layer 7a (the
// ability is marked `definesCharacteristics`: it works in every zone), switched in layer 7d, and
// a devoid creature.

import type { AbilityInput, CardDefinitionInput } from '../format';

const switchTarget: AbilityInput = {
  kind: 'spell',
  targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
  effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'switchPT' }] } }],
};

const drawACard: AbilityInput = { kind: 'spell', effects: [{ type: 'draw', amount: 1 }] };

export const characteristicDefining: CardDefinitionInput[] = [
  {
    name: 'Tarmogoyf',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Lhurgoyf'],
    power: '*',
    toughness: '1+*',
    selfReference: 'name',
    abilities: [
      {
        kind: 'static',
        definesCharacteristics: true,
        effects: [{ type: 'continuous', affects: 'self', modifications: [{ type: 'definePT', count: { cardTypesAmong: 'allGraveyards' }, power: 0, toughness: 1 }] }],
      },
    ],
  },
  {
    name: 'Lhurgoyf',
    manaCost: '{2}{G}{G}',
    types: ['Creature'],
    subtypes: ['Lhurgoyf'],
    power: '*',
    toughness: '1+*',
    selfReference: 'name',
    abilities: [
      {
        kind: 'static',
        definesCharacteristics: true,
        effects: [{ type: 'continuous', affects: 'self', modifications: [{ type: 'definePT', count: { cards: ['Creature'], in: 'allGraveyards' }, power: 0, toughness: 1 }] }],
      },
    ],
  },
  {
    name: 'Nightmare',
    manaCost: '{5}{B}',
    types: ['Creature'],
    subtypes: ['Nightmare', 'Horse'],
    power: '*',
    toughness: '*',
    selfReference: 'name',
    abilities: [
      { kind: 'keyword', keyword: 'flying', reminderText: "This creature can't be blocked except by creatures with flying or reach." },
      {
        kind: 'static',
        definesCharacteristics: true,
        effects: [
          {
            type: 'continuous',
            affects: 'self',
            modifications: [{ type: 'definePT', count: { permanents: { subtypes: ['Swamp'], controller: 'you' } }, power: 0, toughness: 0 }],
          },
        ],
      },
    ],
  },
  {
    name: 'Maro',
    manaCost: '{2}{G}{G}',
    types: ['Creature'],
    subtypes: ['Elemental'],
    power: '*',
    toughness: '*',
    selfReference: 'name',
    abilities: [
      {
        kind: 'static',
        definesCharacteristics: true,
        effects: [{ type: 'continuous', affects: 'self', modifications: [{ type: 'definePT', count: { cardsInHand: 'you' }, power: 0, toughness: 0 }] }],
      },
    ],
  },
  {
    name: 'Master of Etherium',
    manaCost: '{2}{U}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Vedalken', 'Wizard'],
    power: '*',
    toughness: '*',
    selfReference: 'name',
    abilities: [
      {
        kind: 'static',
        definesCharacteristics: true,
        effects: [
          {
            type: 'continuous',
            affects: 'self',
            modifications: [{ type: 'definePT', count: { permanents: { types: ['Artifact'], controller: 'you' } }, power: 0, toughness: 0 }],
          },
        ],
      },
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: { all: { types: ['Artifact', 'Creature'], controller: 'you', other: true } },
            modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }],
          },
        ],
      },
    ],
  },
  { name: 'Twisted Image', manaCost: '{U}', types: ['Instant'], abilities: [switchTarget, drawACard] },
  { name: 'Inside Out', manaCost: '{1}{U/R}', types: ['Instant'], abilities: [switchTarget, drawACard] },
  { name: 'About Face', manaCost: '{R}', types: ['Instant'], abilities: [switchTarget] },
];
