// Catalog group "Tap and untap symbols, summoning sickness, haste (107.5, 107.6, 302.6)" (shared/spec/CATALOG.md).

import type { CardDefinitionInput, CostPartInput } from '../format';

const tap: CostPartInput = { type: 'tap' };

export const tapSymbols: CardDefinitionInput[] = [
  {
    name: 'Pili-Pala',
    manaCost: '{2}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Scarecrow'],
    power: 1,
    toughness: 1,
    abilities: [
      { kind: 'keyword', keyword: 'flying' },
      {
        kind: 'activated',
        cost: [{ type: 'mana', cost: '{2}' }, { type: 'untap' }],
        effects: [{ type: 'addManaOfAnyColor', amount: 1 }],
        reminderText: '{Q} is the untap symbol.',
      },
    ],
  },
  {
    name: 'Fatestitcher',
    manaCost: '{3}{U}',
    types: ['Creature'],
    subtypes: ['Zombie', 'Wizard'],
    power: 1,
    toughness: 2,
    abilities: [
      {
        kind: 'activated',
        cost: [tap],
        targets: [{ kind: 'permanent', filter: { other: true } }],
        effects: [{ type: 'tapOrUntap', object: { target: 0 } }],
      },
      {
        kind: 'keyword',
        keyword: 'unearth',
        cost: '{U}',
        reminderText:
          '{U}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.',
        unsupported: 'unearth is activated from a graveyard, which the engine does not model',
      },
    ],
  },
  {
    name: 'Springleaf Drum',
    manaCost: '{1}',
    types: ['Artifact'],
    abilities: [
      {
        kind: 'activated',
        cost: [tap, { type: 'tapOther', filter: { types: ['Creature'], controller: 'you', tapped: false } }],
        effects: [{ type: 'addManaOfAnyColor', amount: 1 }],
      },
    ],
  },
  {
    name: 'Prodigal Sorcerer',
    manaCost: '{2}{U}',
    types: ['Creature'],
    subtypes: ['Human', 'Wizard', 'Sorcerer'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'activated', cost: [tap], targets: [{ kind: 'any' }], effects: [{ type: 'dealDamage', amount: 1, to: { target: 0 } }] }],
  },
  {
    name: 'Soulmender',
    manaCost: '{W}',
    types: ['Creature'],
    subtypes: ['Human', 'Cleric'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'activated', cost: [tap], effects: [{ type: 'gainLife', amount: 1 }] }],
  },
  {
    name: 'Goblin Guide',
    manaCost: '{R}',
    types: ['Creature'],
    subtypes: ['Goblin', 'Scout'],
    power: 2,
    toughness: 2,
    abilities: [
      { kind: 'keyword', keyword: 'haste' },
      {
        kind: 'triggered',
        trigger: { event: 'attacks', object: 'self' },
        effects: [{ type: 'opaque', text: "defending player reveals the top card of their library. If it's a land card, that player puts it into their hand." }],
        unsupported: 'it reveals the top card of a library, and libraries are counts of unnamed cards (SCENARIOS.md)',
      },
    ],
  },
  {
    name: 'Thousand-Year Elixir',
    manaCost: '{3}',
    types: ['Artifact'],
    abilities: [
      { kind: 'static', effects: [{ type: 'activateAsThoughHaste', affects: { all: { types: ['Creature'], controller: 'you' } } }] },
      {
        kind: 'activated',
        cost: [{ type: 'mana', cost: '{1}' }, tap],
        targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
        effects: [{ type: 'untap', object: { target: 0 } }],
      },
    ],
  },
  {
    name: 'Concordant Crossroads',
    manaCost: '{G}',
    supertypes: ['World'],
    types: ['Enchantment'],
    abilities: [
      {
        kind: 'static',
        effects: [{ type: 'continuous', affects: { all: { types: ['Creature'] }, phrase: 'all' }, modifications: [{ type: 'addKeywords', keywords: ['haste'] }] }],
      },
    ],
  },
];
