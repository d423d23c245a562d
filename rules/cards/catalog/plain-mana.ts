// Catalog group "Plain mana" (shared/spec/CATALOG.md), from the current Oracle text.
// Basic lands have no printed ability: their mana ability is intrinsic to their basic land
// type (CR 305.6), and "({T}: Add {G}.)" is reminder text.

import type { CardDefinitionInput } from '../format';

export const plainMana: CardDefinitionInput[] = [
  { name: 'Plains', supertypes: ['Basic'], types: ['Land'], subtypes: ['Plains'], reminderText: '({T}: Add {W}.)' },
  { name: 'Island', supertypes: ['Basic'], types: ['Land'], subtypes: ['Island'], reminderText: '({T}: Add {U}.)' },
  { name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], reminderText: '({T}: Add {B}.)' },
  { name: 'Mountain', supertypes: ['Basic'], types: ['Land'], subtypes: ['Mountain'], reminderText: '({T}: Add {R}.)' },
  { name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'], reminderText: '({T}: Add {G}.)' },
  {
    // Wastes has no basic land type, so its "{T}: Add {C}." is a real ability, written in
    // parentheses on the card (shared/reference/oracle.md, "Wastes").
    name: 'Wastes',
    supertypes: ['Basic'],
    types: ['Land'],
    abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { C: 1 } }] }],
  },
  {
    name: 'Llanowar Elves',
    manaCost: '{G}',
    types: ['Creature'],
    subtypes: ['Elf', 'Druid'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { G: 1 } }] }],
  },
];
