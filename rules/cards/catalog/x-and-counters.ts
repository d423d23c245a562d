// Catalog group "X on permanents and counters (107.3m, 122)" (shared/spec/CATALOG.md).

import type { AbilityInput, CardDefinitionInput, EffectInput } from '../format';

const entersWithX: AbilityInput = { kind: 'replacement', effect: { type: 'entersWithCounters', counter: '+1/+1', amount: 'X' } };
const putCounterOnSelf: EffectInput = { type: 'putCounters', counter: '+1/+1', amount: 1, object: 'self' };

export const xAndCounters: CardDefinitionInput[] = [
  {
    name: 'Hangarback Walker',
    manaCost: '{X}{X}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Construct'],
    power: 0,
    toughness: 0,
    abilities: [
      entersWithX,
      {
        kind: 'triggered',
        trigger: { event: 'dies', object: 'self' },
        effects: [
          {
            type: 'createToken',
            token: { colors: [], types: ['Artifact', 'Creature'], subtypes: ['Thopter'], power: 1, toughness: 1, keywords: ['flying'] },
            forEach: { counters: '+1/+1', on: 'self' },
          },
        ],
      },
      { kind: 'activated', cost: [{ type: 'mana', cost: '{1}' }, { type: 'tap' }], effects: [putCounterOnSelf] },
    ],
  },
  {
    name: 'Walking Ballista',
    manaCost: '{X}{X}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Construct'],
    power: 0,
    toughness: 0,
    abilities: [
      entersWithX,
      { kind: 'activated', cost: [{ type: 'mana', cost: '{4}' }], effects: [putCounterOnSelf] },
      {
        kind: 'activated',
        cost: [{ type: 'removeCounters', counter: '+1/+1', amount: 1 }],
        targets: [{ kind: 'any' }],
        effects: [{ type: 'dealDamage', amount: 1, to: { target: 0 } }],
      },
    ],
  },
  {
    name: 'Endless One',
    manaCost: '{X}',
    types: ['Creature'],
    subtypes: ['Eldrazi'],
    power: 0,
    toughness: 0,
    abilities: [entersWithX],
  },
  {
    name: 'Stonecoil Serpent',
    manaCost: '{X}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Snake'],
    power: 0,
    toughness: 0,
    abilities: [
      { kind: 'keyword', keyword: 'reach' },
      { kind: 'keyword', keyword: 'trample', sameLine: true },
      { kind: 'keyword', keyword: 'protection', from: 'multicolored', sameLine: true },
      entersWithX,
    ],
  },
  {
    name: 'Hardened Scales',
    manaCost: '{G}',
    types: ['Enchantment'],
    abilities: [{ kind: 'replacement', effect: { type: 'replaceCounters', counter: '+1/+1', on: { types: ['Creature'], controller: 'you' }, add: 1 } }],
  },
];
