// Catalog group "Continuous effects and layers (613, 305.7)" (shared/spec/CATALOG.md).

import type { AbilityInput, CardDefinitionInput } from '../format';

const nonbasicLandsAreMountains: AbilityInput = {
  kind: 'static',
  effects: [
    {
      type: 'continuous',
      affects: { all: { types: ['Land'], notSupertypes: ['Basic'] } },
      modifications: [{ type: 'setLandTypes', landTypes: ['Mountain'] }],
    },
  ],
};

export const layers: CardDefinitionInput[] = [
  {
    name: 'Humility',
    manaCost: '{2}{W}{W}',
    types: ['Enchantment'],
    abilities: [
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: { all: { types: ['Creature'] }, phrase: 'all' },
            modifications: [{ type: 'loseAllAbilities' }, { type: 'setBasePT', power: 1, toughness: 1 }],
          },
        ],
      },
    ],
  },
  {
    name: 'Dress Down',
    manaCost: '{1}{U}',
    types: ['Enchantment'],
    abilities: [
      { kind: 'keyword', keyword: 'flash' },
      { kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'draw', amount: 1 }] },
      { kind: 'static', effects: [{ type: 'continuous', affects: { all: { types: ['Creature'] } }, modifications: [{ type: 'loseAllAbilities' }] }] },
      {
        kind: 'triggered',
        trigger: { event: 'beginningOfStep', step: 'end', whose: 'each' },
        effects: [{ type: 'sacrifice', object: 'self' }],
      },
    ],
  },
  {
    name: 'Turn to Frog',
    manaCost: '{1}{U}',
    types: ['Instant'],
    abilities: [
      {
        kind: 'spell',
        targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
        effects: [
          {
            type: 'createEffect',
            duration: 'endOfTurn',
            effect: {
              type: 'continuous',
              affects: { target: 0 },
              modifications: [
                { type: 'loseAllAbilities' },
                { type: 'setColors', colors: ['U'] },
                { type: 'setCreatureTypes', subtypes: ['Frog'] },
                { type: 'setBasePT', power: 1, toughness: 1 },
              ],
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Opalescence',
    manaCost: '{2}{W}{W}',
    types: ['Enchantment'],
    abilities: [
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: { all: { types: ['Enchantment'], notSubtypes: ['Aura'], other: true }, phrase: 'each' },
            modifications: [
              { type: 'addTypes', types: ['Creature'] },
              { type: 'setBasePT', power: 'manaValue', toughness: 'manaValue' },
            ],
          },
        ],
      },
    ],
  },
  { name: 'Blood Moon', manaCost: '{2}{R}', types: ['Enchantment'], abilities: [nonbasicLandsAreMountains] },
  {
    name: 'Magus of the Moon',
    manaCost: '{2}{R}',
    types: ['Creature'],
    subtypes: ['Human', 'Wizard'],
    power: 2,
    toughness: 2,
    abilities: [nonbasicLandsAreMountains],
  },
  {
    name: 'Urborg, Tomb of Yawgmoth',
    supertypes: ['Legendary'],
    types: ['Land'],
    abilities: [
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: { all: { types: ['Land'] }, phrase: 'each' },
            modifications: [{ type: 'addLandTypes', landTypes: ['Swamp'] }],
          },
        ],
      },
    ],
  },
  {
    name: 'Spreading Seas',
    manaCost: '{1}{U}',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    abilities: [
      { kind: 'keyword', keyword: 'enchant', what: { types: ['Land'] } },
      { kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'draw', amount: 1 }] },
      { kind: 'static', effects: [{ type: 'continuous', affects: 'enchanted', modifications: [{ type: 'setLandTypes', landTypes: ['Island'] }] }] },
    ],
  },
];
