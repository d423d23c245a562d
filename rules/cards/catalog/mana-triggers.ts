// Catalog group '"Tapped for mana" triggers and other mana additions (106.12a, 605)' (shared/spec/CATALOG.md).

import type { AbilityInput, CardDefinitionInput, CostPartInput, FilterInput } from '../format';

const tap: CostPartInput = { type: 'tap' };
const land: FilterInput = { types: ['Land'] };

/** "Whenever a player taps a land for mana, that player adds one mana of any type that land produced." */
const manaFlareAbility: AbilityInput = {
  kind: 'triggered',
  trigger: { event: 'tappedForMana', tapped: land, by: 'aPlayer' },
  effects: [{ type: 'addManaProduced', player: 'triggeringPlayer' }],
};

const chooseColorAsEnters: AbilityInput = { kind: 'replacement', effect: { type: 'asEntersChoose', choice: 'color' } };

export const manaTriggers: CardDefinitionInput[] = [
  { name: 'Mana Flare', manaCost: '{2}{R}', types: ['Enchantment'], abilities: [manaFlareAbility] },
  { name: 'Heartbeat of Spring', manaCost: '{2}{G}', types: ['Enchantment'], abilities: [manaFlareAbility] },
  {
    name: 'Zhur-Taa Ancient',
    manaCost: '{3}{R}{G}',
    types: ['Creature'],
    subtypes: ['Beast'],
    power: 7,
    toughness: 5,
    abilities: [manaFlareAbility],
  },
  {
    name: 'Vernal Bloom',
    manaCost: '{3}{G}',
    types: ['Enchantment'],
    abilities: [
      {
        kind: 'triggered',
        trigger: { event: 'tappedForMana', tapped: { subtypes: ['Forest'] } },
        effects: [{ type: 'addAdditionalMana', player: 'triggeringController', mana: { G: 1 } }],
      },
    ],
  },
  {
    name: 'Wild Growth',
    manaCost: '{G}',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    abilities: [
      { kind: 'keyword', keyword: 'enchant', what: land },
      {
        kind: 'triggered',
        trigger: { event: 'tappedForMana', tapped: 'enchanted' },
        effects: [{ type: 'addAdditionalMana', player: 'triggeringController', mana: { G: 1 } }],
      },
    ],
  },
  {
    name: 'Caged Sun',
    manaCost: '{6}',
    types: ['Artifact'],
    abilities: [
      chooseColorAsEnters,
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: { all: { types: ['Creature'], controller: 'you', color: 'chosen' } },
            modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }],
          },
        ],
      },
      {
        kind: 'triggered',
        trigger: { event: 'manaAdded', byAbilityOf: land, ofChosenColor: true },
        effects: [{ type: 'addAdditionalMana', player: 'you', mana: 'thatColor' }],
      },
    ],
  },
  {
    name: 'Gauntlet of Power',
    manaCost: '{5}',
    types: ['Artifact'],
    abilities: [
      chooseColorAsEnters,
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: { all: { types: ['Creature'], color: 'chosen' } },
            modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }],
          },
        ],
      },
      {
        kind: 'triggered',
        trigger: { event: 'tappedForMana', tapped: { types: ['Land'], supertypes: ['Basic'] }, ofChosenColor: true },
        effects: [{ type: 'addAdditionalMana', player: 'triggeringController', mana: 'thatColor' }],
      },
    ],
  },
  {
    name: 'Vorinclex, Voice of Hunger',
    manaCost: '{6}{G}{G}',
    supertypes: ['Legendary'],
    types: ['Creature'],
    subtypes: ['Phyrexian', 'Praetor'],
    power: 7,
    toughness: 6,
    abilities: [
      { kind: 'keyword', keyword: 'trample' },
      {
        kind: 'triggered',
        trigger: { event: 'tappedForMana', tapped: land, by: 'you' },
        effects: [{ type: 'addManaProduced', player: 'you' }],
      },
      {
        kind: 'triggered',
        trigger: { event: 'tappedForMana', tapped: land, by: 'opponent' },
        effects: [{ type: 'skipNextUntap', object: 'triggering' }],
      },
    ],
  },
  {
    name: 'Kinnan, Bonder Prodigy',
    manaCost: '{G}{U}',
    supertypes: ['Legendary'],
    types: ['Creature'],
    subtypes: ['Human', 'Druid'],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: 'triggered',
        trigger: { event: 'tappedForMana', tapped: { notTypes: ['Land'] }, by: 'you' },
        effects: [{ type: 'addManaProduced', player: 'you' }],
      },
      {
        kind: 'activated',
        cost: [{ type: 'mana', cost: '{5}{G}{U}' }],
        effects: [
          {
            type: 'opaque',
            text: 'Look at the top five cards of your library. You may put a non-Human creature card from among them onto the battlefield. Put the rest on the bottom of your library in a random order.',
          },
        ],
        unsupported: 'it looks at and moves cards of a library, which the engine does not model',
      },
    ],
  },
  {
    name: 'Doubling Cube',
    manaCost: '{2}',
    types: ['Artifact'],
    abilities: [{ kind: 'activated', cost: [{ type: 'mana', cost: '{3}' }, tap], effects: [{ type: 'doubleMana' }] }],
  },
  {
    name: 'Chromatic Lantern',
    manaCost: '{3}',
    types: ['Artifact'],
    abilities: [
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: { all: { types: ['Land'], controller: 'you' } },
            modifications: [{ type: 'addAbilities', abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addManaOfAnyColor', amount: 1 }] }] }],
          },
        ],
      },
      { kind: 'activated', cost: [tap], effects: [{ type: 'addManaOfAnyColor', amount: 1 }] },
    ],
  },
];
