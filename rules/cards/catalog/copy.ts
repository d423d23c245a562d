// Catalog group "Copy effects (707, 613.2a)": permanents that enter as a copy (707.5) with the
// exceptions of 707.9a-b, and one that becomes a copy later (707.4).

import type { CardDefinitionInput } from '../format';

const anyCreature = { types: ['Creature' as const] };

export const copy: CardDefinitionInput[] = [
  {
    name: 'Clone',
    manaCost: '{3}{U}',
    types: ['Creature'],
    subtypes: ['Shapeshifter'],
    power: 0,
    toughness: 0,
    abilities: [{ kind: 'replacement', effect: { type: 'entersAsCopy', of: anyCreature } }],
  },
  {
    name: 'Phantasmal Image',
    manaCost: '{1}{U}',
    types: ['Creature'],
    subtypes: ['Illusion'],
    power: 0,
    toughness: 0,
    abilities: [
      {
        kind: 'replacement',
        effect: {
          type: 'entersAsCopy',
          of: anyCreature,
          except: {
            subtypes: ['Illusion'],
            abilities: [{ kind: 'triggered', trigger: { event: 'becomesTarget', object: 'self' }, effects: [{ type: 'sacrifice', object: 'self', it: true }] }],
          },
        },
      },
    ],
  },
  {
    name: 'Quicksilver Gargantuan',
    manaCost: '{5}{U}{U}',
    types: ['Creature'],
    subtypes: ['Shapeshifter'],
    power: 7,
    toughness: 7,
    abilities: [{ kind: 'replacement', effect: { type: 'entersAsCopy', of: anyCreature, except: { power: 7, toughness: 7 } } }],
  },
  {
    name: 'Cryptoplasm',
    manaCost: '{1}{U}{U}',
    types: ['Creature'],
    subtypes: ['Shapeshifter'],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: 'triggered',
        trigger: { event: 'beginningOfStep', step: 'upkeep', whose: 'your' },
        targets: [{ kind: 'permanent', filter: { types: ['Creature'], other: true } }],
        may: true,
        effects: [{ type: 'becomeCopy', object: 'self', of: { target: 0 }, keepsThisAbility: true }],
      },
    ],
  },
];
