// Catalog group "Plain mana" (shared/spec/CATALOG.md), from the current Oracle text.
// Basic lands have no printed ability: their mana ability is intrinsic to their basic land
// type (CR 305.6), and "({T}: Add {G}.)" is reminder text.

import type { CardDefinitionInput, CostPartInput } from '../format';

const tap: CostPartInput = { type: 'tap' };

export const plainMana: CardDefinitionInput[] = [
  { name: 'Plains', supertypes: ['Basic'], types: ['Land'], subtypes: ['Plains'], reminderText: '{T}: Add {W}.' },
  { name: 'Island', supertypes: ['Basic'], types: ['Land'], subtypes: ['Island'], reminderText: '{T}: Add {U}.' },
  { name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], reminderText: '{T}: Add {B}.' },
  { name: 'Mountain', supertypes: ['Basic'], types: ['Land'], subtypes: ['Mountain'], reminderText: '{T}: Add {R}.' },
  { name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'], reminderText: '{T}: Add {G}.' },
  {
    // Wastes has no basic land type, so its "{T}: Add {C}." is a real ability, printed in
    // parentheses (shared/reference/oracle.md, "Wastes").
    name: 'Wastes',
    supertypes: ['Basic'],
    types: ['Land'],
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addMana', mana: { C: 1 } }] }],
  },
  {
    name: 'Llanowar Elves',
    manaCost: '{G}',
    types: ['Creature'],
    subtypes: ['Elf', 'Druid'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addMana', mana: { G: 1 } }] }],
  },
  {
    name: 'Birds of Paradise',
    manaCost: '{G}',
    types: ['Creature'],
    subtypes: ['Bird'],
    power: 0,
    toughness: 1,
    abilities: [
      { kind: 'keyword', keyword: 'flying' },
      { kind: 'activated', cost: [tap], effects: [{ type: 'addManaOfAnyColor', amount: 1 }] },
    ],
  },
  {
    // Green from its color indicator; its mana ability comes from its Forest type (CR 305.6).
    name: 'Dryad Arbor',
    colorIndicator: ['G'],
    types: ['Land', 'Creature'],
    subtypes: ['Forest', 'Dryad'],
    power: 1,
    toughness: 1,
    reminderText: 'This land isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}."',
  },
  {
    name: "Gaea's Cradle",
    supertypes: ['Legendary'],
    types: ['Land'],
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addMana', mana: { G: 1 }, forEach: { permanents: { types: ['Creature'], controller: 'you' } } }] }],
  },
  {
    name: 'City of Brass',
    types: ['Land'],
    abilities: [
      { kind: 'triggered', trigger: { event: 'becomesTapped', object: 'self' }, effects: [{ type: 'dealDamage', amount: 1, to: 'you' }] },
      { kind: 'activated', cost: [tap], effects: [{ type: 'addManaOfAnyColor', amount: 1 }] },
    ],
  },
  {
    name: 'Mana Confluence',
    types: ['Land'],
    abilities: [{ kind: 'activated', cost: [tap, { type: 'payLife', amount: 1 }], effects: [{ type: 'addManaOfAnyColor', amount: 1 }] }],
  },
  {
    // One mana ability: the damage is part of it, not a trigger (oracle.md, "Ancient Tomb").
    name: 'Ancient Tomb',
    types: ['Land'],
    abilities: [
      {
        kind: 'activated',
        cost: [tap],
        effects: [
          { type: 'addMana', mana: { C: 2 } },
          { type: 'dealDamage', amount: 2, to: 'you' },
        ],
      },
    ],
  },
  {
    name: 'Sol Ring',
    manaCost: '{1}',
    types: ['Artifact'],
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'addMana', mana: { C: 2 } }] }],
  },
  {
    name: 'Devoted Druid',
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Elf', 'Druid'],
    power: 0,
    toughness: 2,
    abilities: [
      { kind: 'activated', cost: [tap], effects: [{ type: 'addMana', mana: { G: 1 } }] },
      { kind: 'activated', cost: [{ type: 'putCounters', counter: '-1/-1', amount: 1 }], effects: [{ type: 'untap', object: 'self' }] },
    ],
  },
];
