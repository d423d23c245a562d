// Predefined tokens (CR 111.10): an effect that creates one uses the definition below for the
// characteristics the token is created with. Each is written as a card in the card format, its
// abilities those the rule gives it, so that on the battlefield it is an ordinary permanent (a
// Treasure is a mana source, 605.1a; sacrificing it is a cost, 118.3). A token not named by its
// definition is named after its subtypes plus the word "Token" (111.4): "Treasure Token".
// Left out: Powerstone (111.10h, its mana can't be spent on nonartifact spells: no spending
// restriction modelled), Blood (111.10g, a discard cost), Incubator (111.10i, transforming),
// the Roles (111.10j-r, Auras), Map (111.10s, explore), Junk (111.10t, play exiled cards) and
// Lander (111.10u, a search with no filter of its own modelled as an ability of a token).

import * as z from 'zod';
import type { CardDefinition } from './format';

export const PREDEFINED_TOKENS = ['Treasure', 'Food', 'Gold', 'Walker', 'Shard', 'Clue'] as const;
/** The predefined token an effect names (CR 111.10). */
export const PredefinedToken = z.enum(PREDEFINED_TOKENS);
export type PredefinedToken = z.infer<typeof PredefinedToken>;

type Definition = z.input<typeof CardDefinition>;

function artifact(subtype: string, ability: Definition['abilities']): Definition {
  return { name: `${subtype} Token`, supertypes: [], types: ['Artifact'], subtypes: [subtype], abilities: ability };
}

/** The definitions of CR 111.10, each as the card a token created from it has (111.4). */
export const PREDEFINED_TOKEN_CARDS: Record<PredefinedToken, Definition> = {
  // 111.10a: "{T}, Sacrifice this token: Add one mana of any color."
  Treasure: artifact('Treasure', [
    { kind: 'activated', cost: [{ type: 'tap' }, { type: 'sacrificeSelf' }], targets: [], effects: [{ type: 'addManaOfAnyColor', amount: 1 }], timing: 'instant' },
  ]),
  // 111.10b: "{2}, {T}, Sacrifice this token: You gain 3 life."
  Food: artifact('Food', [
    {
      kind: 'activated',
      cost: [{ type: 'mana', cost: '{2}' }, { type: 'tap' }, { type: 'sacrificeSelf' }],
      targets: [],
      effects: [{ type: 'gainLife', amount: 3 }],
      timing: 'instant',
    },
  ]),
  // 111.10c: "Sacrifice this token: Add one mana of any color."
  Gold: artifact('Gold', [{ kind: 'activated', cost: [{ type: 'sacrificeSelf' }], targets: [], effects: [{ type: 'addManaOfAnyColor', amount: 1 }], timing: 'instant' }]),
  // 111.10d: a 2/2 black Zombie creature token named Walker.
  Walker: { name: 'Walker', colorIndicator: ['B'], supertypes: [], types: ['Creature'], subtypes: ['Zombie'], power: 2, toughness: 2, abilities: [] },
  // 111.10e: a Shard enchantment with "{2}, Sacrifice this token: Scry 1, then draw a card."
  Shard: {
    ...artifact('Shard', [
      {
        kind: 'activated',
        cost: [{ type: 'mana', cost: '{2}' }, { type: 'sacrificeSelf' }],
        targets: [],
        effects: [
          { type: 'scry', amount: 1 },
          { type: 'draw', amount: 1 },
        ],
        timing: 'instant',
      },
    ]),
    types: ['Enchantment'],
  },
  // 111.10f: "{2}, Sacrifice this token: Draw a card."
  Clue: artifact('Clue', [
    { kind: 'activated', cost: [{ type: 'mana', cost: '{2}' }, { type: 'sacrificeSelf' }], targets: [], effects: [{ type: 'draw', amount: 1 }], timing: 'instant' },
  ]),
};
