// Catalog group "Damage, prevention, keywords, attachments (120, 615, 702, 704)" (shared/spec/CATALOG.md).

import type { AbilityInput, CardDefinitionInput, ModificationInput } from '../format';

const DEATHTOUCH = 'Any amount of damage this deals to a creature is enough to destroy it.';
const equipped = (modifications: ModificationInput[]): AbilityInput => ({
  kind: 'static',
  effects: [{ type: 'continuous', affects: 'equipped', modifications }],
});

export const damage: CardDefinitionInput[] = [
  {
    name: 'Lightning Bolt',
    manaCost: '{R}',
    types: ['Instant'],
    abilities: [{ kind: 'spell', targets: [{ kind: 'any' }], effects: [{ type: 'dealDamage', amount: 3, to: { target: 0 } }] }],
  },
  {
    name: 'Shock',
    manaCost: '{R}',
    types: ['Instant'],
    abilities: [{ kind: 'spell', targets: [{ kind: 'any' }], effects: [{ type: 'dealDamage', amount: 2, to: { target: 0 } }] }],
  },
  {
    name: 'Skullcrack',
    manaCost: '{1}{R}',
    types: ['Instant'],
    abilities: [
      {
        kind: 'spell',
        targets: [{ kind: 'playerOrPlaneswalker' }],
        effects: [
          { type: 'createEffect', duration: 'thisTurn', effect: { type: 'cantGainLife' } },
          { type: 'createEffect', duration: 'thisTurn', effect: { type: 'damageCantBePrevented' } },
          { type: 'dealDamage', amount: 3, to: { target: 0 } },
        ],
      },
    ],
  },
  {
    name: 'Leyline of Punishment',
    manaCost: '{2}{R}{R}',
    types: ['Enchantment'],
    abilities: [
      // Opening hands and the start of the game are not modelled (CR 103.6, 113.6h); it works only from a hand.
      { kind: 'opaque', as: 'static', text: 'If this card is in your opening hand, you may begin the game with it on the battlefield.', reach: ['zones'], zones: ['hand'] },
      { kind: 'static', effects: [{ type: 'cantGainLife' }] },
      { kind: 'static', effects: [{ type: 'damageCantBePrevented' }] },
    ],
  },
  {
    name: 'Typhoid Rats',
    manaCost: '{B}',
    types: ['Creature'],
    subtypes: ['Rat'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'keyword', keyword: 'deathtouch', reminderText: DEATHTOUCH }],
  },
  {
    name: 'Glistener Elf',
    manaCost: '{G}',
    types: ['Creature'],
    subtypes: ['Phyrexian', 'Elf', 'Warrior'],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: 'keyword',
        keyword: 'infect',
        reminderText: 'This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.',
      },
    ],
  },
  {
    name: 'Boggart Ram-Gang',
    manaCost: '{R/G}{R/G}{R/G}',
    types: ['Creature'],
    subtypes: ['Goblin', 'Warrior'],
    power: 3,
    toughness: 3,
    abilities: [
      { kind: 'keyword', keyword: 'haste' },
      { kind: 'keyword', keyword: 'wither', reminderText: 'This deals damage to creatures in the form of -1/-1 counters.' },
    ],
  },
  {
    name: 'Vampire Nighthawk',
    manaCost: '{1}{B}{B}',
    types: ['Creature'],
    subtypes: ['Vampire', 'Shaman'],
    power: 2,
    toughness: 3,
    abilities: [
      { kind: 'keyword', keyword: 'flying' },
      { kind: 'keyword', keyword: 'deathtouch', reminderText: DEATHTOUCH },
      { kind: 'keyword', keyword: 'lifelink', reminderText: 'Damage dealt by this creature also causes you to gain that much life.' },
    ],
  },
  {
    name: 'Blightsteel Colossus',
    manaCost: '{12}',
    types: ['Artifact', 'Creature'],
    subtypes: ['Phyrexian', 'Golem'],
    power: 11,
    toughness: 11,
    selfReference: 'name',
    abilities: [
      { kind: 'keyword', keyword: 'trample' },
      { kind: 'keyword', keyword: 'infect', sameLine: true },
      { kind: 'keyword', keyword: 'indestructible', sameLine: true },
      // Going to a graveyard from anywhere, it is shuffled into its owner's library instead (CR 614.1a, 701.24a).
      { kind: 'replacement', effect: { type: 'shuffleIntoLibraryInstead' } },
    ],
  },
  {
    name: 'Holy Day',
    manaCost: '{W}',
    types: ['Instant'],
    abilities: [{ kind: 'spell', effects: [{ type: 'createEffect', duration: 'thisTurn', effect: { type: 'prevent', damage: 'combat' } }] }],
  },
  {
    name: 'Bonesplitter',
    manaCost: '{1}',
    types: ['Artifact'],
    subtypes: ['Equipment'],
    abilities: [equipped([{ type: 'modifyPT', power: 2, toughness: 0 }]), { kind: 'keyword', keyword: 'equip', cost: '{1}' }],
  },
  {
    name: 'Loxodon Warhammer',
    manaCost: '{3}',
    types: ['Artifact'],
    subtypes: ['Equipment'],
    abilities: [
      equipped([
        { type: 'modifyPT', power: 3, toughness: 0 },
        { type: 'addKeywords', keywords: ['trample', 'lifelink'] },
      ]),
      { kind: 'keyword', keyword: 'equip', cost: '{3}' },
    ],
  },
  {
    name: 'Darksteel Plate',
    manaCost: '{3}',
    types: ['Artifact'],
    subtypes: ['Equipment'],
    abilities: [{ kind: 'keyword', keyword: 'indestructible' }, equipped([{ type: 'addKeywords', keywords: ['indestructible'] }]), { kind: 'keyword', keyword: 'equip', cost: '{2}' }],
  },
  {
    name: 'Pacifism',
    manaCost: '{1}{W}',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    abilities: [
      { kind: 'keyword', keyword: 'enchant', what: { types: ['Creature'] } },
      { kind: 'static', effects: [{ type: 'cantAttackOrBlock', affects: 'enchanted' }] },
    ],
  },
];
