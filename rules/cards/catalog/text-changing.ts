// Catalog group "Text-changing effects (612, 613.1c)": spells whose effect changes the words of a
// spell's or permanent's text, in layer 3, for as long as the game lasts ("This effect lasts
// indefinitely", CR 611.2b). The words are chosen as the spell resolves (`choices.from`, `to`).

import type { AbilityInput, CardDefinitionInput } from '../format';

function changeTextOf(target: 'spellOrPermanent' | 'permanent', words: 'color' | 'basicLandType' | 'colorOrBasicLandType', reminderText: string): AbilityInput {
  return {
    kind: 'spell',
    targets: [target === 'permanent' ? { kind: target, filter: {} } : { kind: target }],
    effects: [
      {
        type: 'createEffect',
        duration: 'permanent',
        effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'changeText', words }] },
      },
    ],
    reminderText,
  };
}

export const textChanging: CardDefinitionInput[] = [
  {
    name: 'Sleight of Mind',
    manaCost: '{U}',
    types: ['Instant'],
    abilities: [changeTextOf('spellOrPermanent', 'color', 'For example, you may change "target black spell" to "target blue spell." This effect lasts indefinitely.')],
  },
  {
    name: 'Magical Hack',
    manaCost: '{U}',
    types: ['Instant'],
    abilities: [changeTextOf('spellOrPermanent', 'basicLandType', 'For example, you may change "swampwalk" to "plainswalk." This effect lasts indefinitely.')],
  },
  {
    name: 'Mind Bend',
    manaCost: '{U}',
    types: ['Instant'],
    abilities: [
      changeTextOf(
        'permanent',
        'colorOrBasicLandType',
        'For example, you may change "nonblack creature" to "nongreen creature" or "forestwalk" to "islandwalk." This effect lasts indefinitely.',
      ),
    ],
  },
];
