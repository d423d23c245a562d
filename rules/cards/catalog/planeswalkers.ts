// Catalog group "Planeswalkers, including ones that become creatures (306, 606, 120.3)" (shared/spec/CATALOG.md).

import type { CardDefinitionInput, CostPartInput } from '../format';

const loyalty = (amount: number): CostPartInput => ({ type: 'loyalty', amount });

export const planeswalkers: CardDefinitionInput[] = [
  {
    name: 'Gideon Blackblade',
    manaCost: '{1}{W}{W}',
    supertypes: ['Legendary'],
    types: ['Planeswalker'],
    subtypes: ['Gideon'],
    loyalty: 4,
    abilities: [
      {
        kind: 'static',
        condition: 'yourTurn',
        effects: [
          {
            type: 'continuous',
            affects: 'self',
            modifications: [
              { type: 'addTypes', types: ['Creature'], subtypes: ['Human', 'Soldier'] },
              { type: 'addKeywords', keywords: ['indestructible'] },
              { type: 'setBasePT', power: 4, toughness: 4 },
            ],
          },
        ],
      },
      { kind: 'static', condition: 'yourTurn', effects: [{ type: 'prevent', damage: 'all', to: 'self' }] },
      {
        kind: 'activated',
        cost: [loyalty(1)],
        targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'you', other: true }, upToOne: true }],
        effects: [
          {
            type: 'createEffect',
            duration: 'endOfTurn',
            effect: {
              type: 'continuous',
              affects: { target: 0 },
              modifications: [{ type: 'addKeywords', keywords: ['vigilance', 'lifelink', 'indestructible'], choice: true }],
            },
          },
        ],
      },
      {
        kind: 'activated',
        cost: [loyalty(-6)],
        targets: [{ kind: 'permanent', filter: { notTypes: ['Land'] } }],
        effects: [{ type: 'exile', object: { target: 0 } }],
      },
    ],
  },
  {
    name: 'Gideon, Ally of Zendikar',
    manaCost: '{2}{W}{W}',
    supertypes: ['Legendary'],
    types: ['Planeswalker'],
    subtypes: ['Gideon'],
    loyalty: 4,
    pronoun: 'him',
    abilities: [
      {
        kind: 'activated',
        cost: [loyalty(1)],
        effects: [
          {
            type: 'createEffect',
            duration: 'endOfTurn',
            effect: {
              type: 'continuous',
              affects: 'self',
              modifications: [
                { type: 'addTypes', types: ['Creature'], subtypes: ['Human', 'Soldier', 'Ally'] },
                { type: 'addKeywords', keywords: ['indestructible'] },
                { type: 'setBasePT', power: 5, toughness: 5 },
              ],
            },
          },
          { type: 'createEffect', duration: 'thisTurn', effect: { type: 'prevent', damage: 'all', to: 'self' } },
        ],
      },
      {
        kind: 'activated',
        cost: [loyalty(0)],
        effects: [{ type: 'createToken', token: { colors: ['W'], types: ['Creature'], subtypes: ['Knight', 'Ally'], power: 2, toughness: 2 } }],
      },
      {
        kind: 'activated',
        cost: [loyalty(-4)],
        effects: [{ type: 'opaque', text: 'You get an emblem with "Creatures you control get +1/+1."' }],
        unsupported: 'emblems (CR 114) are not modelled',
      },
    ],
  },
  {
    name: 'Nissa, Who Shakes the World',
    manaCost: '{3}{G}{G}',
    supertypes: ['Legendary'],
    types: ['Planeswalker'],
    subtypes: ['Nissa'],
    loyalty: 5,
    abilities: [
      {
        kind: 'triggered',
        trigger: { event: 'tappedForMana', tapped: { subtypes: ['Forest'] }, by: 'you' },
        effects: [{ type: 'addAdditionalMana', player: 'you', mana: { G: 1 } }],
      },
      {
        kind: 'activated',
        cost: [loyalty(1)],
        targets: [{ kind: 'permanent', filter: { types: ['Land'], notTypes: ['Creature'], controller: 'you' }, upToOne: true }],
        effects: [
          { type: 'putCounters', counter: '+1/+1', amount: 3, object: { target: 0 } },
          { type: 'untap', object: { target: 0 } },
          {
            type: 'createEffect',
            duration: 'permanent',
            effect: {
              type: 'continuous',
              affects: { target: 0 },
              modifications: [
                { type: 'addTypes', types: ['Creature'], subtypes: ['Elemental'] },
                { type: 'addKeywords', keywords: ['vigilance', 'haste'] },
                { type: 'setBasePT', power: 0, toughness: 0 },
              ],
            },
          },
        ],
      },
      {
        kind: 'activated',
        cost: [loyalty(-8)],
        effects: [
          {
            type: 'opaque',
            text: 'You get an emblem with "Lands you control have indestructible." Search your library for any number of Forest cards, put them onto the battlefield tapped, then shuffle.',
          },
        ],
        unsupported: 'emblems (CR 114) and searching a library are not modelled',
      },
    ],
  },
];
