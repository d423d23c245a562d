// Catalog group "As enters" choices and objects off the battlefield (CR 614.12, 205.1b, 105.3,
// 604.1, 609.4b): the choice a permanent's controller makes as it enters and the effects that
// read it, and effects that also reach spells and cards that aren't on the battlefield.

import type { AbilityInput, CardDefinitionInput } from '../format';

const chooseAsEnters = (choice: 'color' | 'creatureType'): AbilityInput => ({ kind: 'replacement', effect: { type: 'asEntersChoose', choice } });

/** "All cards that aren't on the battlefield, spells, and permanents are ..." (every object in every zone). */
const everywhere = { affects: { all: {}, phrase: 'all' as const }, offBattlefield: { spells: {}, cards: {} } };

export const chosen: CardDefinitionInput[] = [
  {
    name: 'Metallic Mimic',
    manaCost: '{2}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Shapeshifter'],
    power: 2,
    toughness: 1,
    abilities: [
      chooseAsEnters('creatureType'),
      { kind: 'static', effects: [{ type: 'continuous', affects: 'self', modifications: [{ type: 'addChosenType' }] }] },
      {
        kind: 'replacement',
        effect: { type: 'othersEnterWithCounters', entering: { other: true, types: ['Creature'], controller: 'you', chosenType: true }, counter: '+1/+1', amount: 1 },
      },
    ],
  },
  {
    name: 'Conspiracy',
    manaCost: '{3}{B}{B}',
    types: ['Enchantment'],
    abilities: [
      chooseAsEnters('creatureType'),
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: { all: { types: ['Creature'], controller: 'you' } },
            modifications: [{ type: 'setChosenType' }],
            offBattlefield: { spells: { types: ['Creature'], controller: 'you' }, cards: { types: ['Creature'], controller: 'you' } },
          },
        ],
      },
    ],
  },
  {
    name: "Painter's Servant",
    manaCost: '{2}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Scarecrow'],
    power: 1,
    toughness: 3,
    abilities: [chooseAsEnters('color'), { kind: 'static', effects: [{ type: 'continuous', ...everywhere, modifications: [{ type: 'addChosenColor' }] }] }],
  },
  {
    name: 'Mycosynth Lattice',
    manaCost: '{6}',
    types: ['Artifact'],
    abilities: [
      { kind: 'static', effects: [{ type: 'continuous', affects: { all: {}, phrase: 'all' }, modifications: [{ type: 'addTypes', types: ['Artifact'] }] }] },
      { kind: 'static', effects: [{ type: 'continuous', ...everywhere, modifications: [{ type: 'setColors', colors: [] }] }] },
      { kind: 'static', effects: [{ type: 'spendAsAnyColor' }] },
    ],
  },
];
