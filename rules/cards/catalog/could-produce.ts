// Catalog group '"Could produce" (CR 106.7) and undefined mana (106.5)' (shared/spec/CATALOG.md).

import type { CardDefinitionInput, CostPartInput, FilterInput } from '../format';

const tap: CostPartInput = { type: 'tap' };
const landYouControl: FilterInput = { types: ['Land'], controller: 'you' };
const landAnOpponentControls: FilterInput = { types: ['Land'], controller: 'opponent' };

export const couldProduce: CardDefinitionInput[] = [
  {
    name: 'Reflecting Pool',
    types: ['Land'],
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addManaCouldProduce', kind: 'type', from: landYouControl }] }],
  },
  {
    name: 'Exotic Orchard',
    types: ['Land'],
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addManaCouldProduce', kind: 'color', from: landAnOpponentControls }] }],
  },
  {
    name: 'Fellwar Stone',
    manaCost: '{2}',
    types: ['Artifact'],
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addManaCouldProduce', kind: 'color', from: landAnOpponentControls }] }],
  },
  {
    name: 'Sylvok Explorer',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Human', 'Druid'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addManaCouldProduce', kind: 'color', from: landAnOpponentControls }] }],
  },
  {
    name: 'Harvester Druid',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Human', 'Druid'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addManaCouldProduce', kind: 'color', from: landYouControl }] }],
  },
  {
    // "any type", not "any color": it can make {C} (oracle.md, "Naga Vitalist").
    name: 'Naga Vitalist',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Snake', 'Druid'],
    power: 1,
    toughness: 2,
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addManaCouldProduce', kind: 'type', from: landYouControl }] }],
  },
  {
    name: 'Squandered Resources',
    manaCost: '{B}{G}',
    types: ['Enchantment'],
    abilities: [
      {
        kind: 'activated',
        cost: [{ type: 'sacrifice', filter: { types: ['Land'] } }],
        effects: [{ type: 'addManaCouldProduce', kind: 'type', from: 'sacrificed' }],
      },
    ],
  },
];
