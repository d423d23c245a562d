// Real cards written inline in the card format, for the tests of the effect kinds they use
// (destroy, returnToHand, counter, loseLife, draw for a player, tap). Each has its current Oracle
// text (cards-2026.jsonl) beside it; test/cards/oracle-lines.test.ts checks that the format
// renders exactly that.

type Json = Record<string, unknown>;

const instant = (name: string, manaCost: string, targets: Json[], effects: Json[], types = ['Instant']) => ({
  name,
  manaCost,
  types,
  abilities: [{ kind: 'spell', targets, effects }],
});
const target = { target: 0 };
const permanent = (filter: Json = {}) => ({ kind: 'permanent', filter });

/** The cards, with their Oracle text line by line. */
export const CARDS = {
  murder: { card: instant('Murder', '{1}{B}{B}', [permanent({ types: ['Creature'] })], [{ type: 'destroy', object: target }]), oracle: ['Destroy target creature.'] },
  naturalize: {
    card: instant('Naturalize', '{1}{G}', [permanent({ anyOfTypes: ['Artifact', 'Enchantment'] })], [{ type: 'destroy', object: target }]),
    oracle: ['Destroy target artifact or enchantment.'],
  },
  doomBlade: {
    card: instant('Doom Blade', '{1}{B}', [permanent({ types: ['Creature'], notColors: ['B'] })], [{ type: 'destroy', object: target }]),
    oracle: ['Destroy target nonblack creature.'],
  },
  vindicate: { card: instant('Vindicate', '{1}{W}{B}', [permanent()], [{ type: 'destroy', object: target }], ['Sorcery']), oracle: ['Destroy target permanent.'] },
  dayOfJudgment: {
    card: instant('Day of Judgment', '{2}{W}{W}', [], [{ type: 'destroy', object: { all: { types: ['Creature'] }, phrase: 'all' } }], ['Sorcery']),
    oracle: ['Destroy all creatures.'],
  },
  unsummon: {
    card: instant('Unsummon', '{U}', [permanent({ types: ['Creature'] })], [{ type: 'returnToHand', object: target }]),
    oracle: ["Return target creature to its owner's hand."],
  },
  evacuation: {
    card: instant('Evacuation', '{3}{U}{U}', [], [{ type: 'returnToHand', object: { all: { types: ['Creature'] }, phrase: 'all' } }]),
    oracle: ["Return all creatures to their owners' hands."],
  },
  counterspell: { card: instant('Counterspell', '{U}{U}', [{ kind: 'spell' }], [{ type: 'counter', object: target }]), oracle: ['Counter target spell.'] },
  essenceScatter: {
    card: instant('Essence Scatter', '{1}{U}', [{ kind: 'spell', filter: { types: ['Creature'] } }], [{ type: 'counter', object: target }]),
    oracle: ['Counter target creature spell.'],
  },
  negate: {
    card: instant('Negate', '{1}{U}', [{ kind: 'spell', filter: { notTypes: ['Creature'] } }], [{ type: 'counter', object: target }]),
    oracle: ['Counter target noncreature spell.'],
  },
  annul: {
    card: instant('Annul', '{U}', [{ kind: 'spell', filter: { anyOfTypes: ['Artifact', 'Enchantment'] } }], [{ type: 'counter', object: target }]),
    oracle: ['Counter target artifact or enchantment spell.'],
  },
  manaLeak: {
    card: instant('Mana Leak', '{1}{U}', [{ kind: 'spell' }], [{ type: 'counter', object: target, unless: '{3}' }]),
    oracle: ['Counter target spell unless its controller pays {3}.'],
  },
  carnageTyrant: {
    card: {
      name: 'Carnage Tyrant',
      manaCost: '{4}{G}{G}',
      types: ['Creature'],
      subtypes: ['Dinosaur'],
      power: 7,
      toughness: 6,
      abilities: [
        { kind: 'static', effects: [{ type: 'cantBeCountered' }] },
        { kind: 'keyword', keyword: 'trample' },
        { kind: 'keyword', keyword: 'hexproof', sameLine: true },
      ],
    },
    oracle: ["This spell can't be countered.", 'Trample, hexproof'],
  },
  sovereignsBite: {
    card: instant("Sovereign's Bite", '{1}{B}', [{ kind: 'player' }], [{ type: 'loseLife', player: target, amount: 3, andYouGain: true }], ['Sorcery']),
    oracle: ['Target player loses 3 life and you gain 3 life.'],
  },
  inspiration: { card: instant('Inspiration', '{3}{U}', [{ kind: 'player' }], [{ type: 'draw', player: target, amount: 2 }]), oracle: ['Target player draws two cards.'] },
  blindingMage: {
    card: {
      name: 'Blinding Mage',
      manaCost: '{1}{W}',
      types: ['Creature'],
      subtypes: ['Human', 'Wizard'],
      power: 1,
      toughness: 2,
      abilities: [
        { kind: 'activated', cost: [{ type: 'mana', cost: '{W}' }, { type: 'tap' }], targets: [permanent({ types: ['Creature'] })], effects: [{ type: 'tap', object: target }] },
      ],
    },
    oracle: ['{W}, {T}: Tap target creature.'],
  },
  /** Not a real card: the shape of 52 Oracle lines such as Tithe Drinker's triggered "each opponent loses 1 life and you gain 1 life". */
  drain: {
    card: instant(
      'Example Drain',
      '{B}',
      [],
      [
        { type: 'loseLife', player: 'eachOpponent', amount: 2 },
        { type: 'loseLife', amount: 1 },
      ],
      ['Sorcery'],
    ),
    oracle: ['Each opponent loses 2 life. You lose 1 life.'],
  },
  /** Not a real card: "Each player draws a card." (Howling Mine's effect, on a sorcery). */
  everyoneDraws: { card: instant('Example Draw', '{U}', [], [{ type: 'draw', player: 'eachPlayer', amount: 1 }], ['Sorcery']), oracle: ['Each player draws a card.'] },
  ajanisPridemate: {
    card: {
      name: "Ajani's Pridemate",
      manaCost: '{1}{W}',
      types: ['Creature'],
      subtypes: ['Cat', 'Soldier'],
      power: 2,
      toughness: 2,
      abilities: [{ kind: 'triggered', trigger: { event: 'gainsLife', whose: 'you' }, effects: [{ type: 'putCounters', counter: '+1/+1', amount: 1, object: 'self' }] }],
    },
    oracle: ['Whenever you gain life, put a +1/+1 counter on this creature.'],
  },
  questingBeast: {
    card: {
      name: 'Questing Beast',
      manaCost: '{2}{G}{G}',
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['Beast'],
      power: 4,
      toughness: 4,
      abilities: [
        { kind: 'keyword', keyword: 'vigilance' },
        { kind: 'keyword', keyword: 'deathtouch', sameLine: true },
        { kind: 'keyword', keyword: 'haste', sameLine: true },
        { kind: 'static', effects: [{ type: 'cantBeBlockedBy', affects: 'self', by: { types: ['Creature'], power: { atMost: 2 } } }] },
        { kind: 'static', effects: [{ type: 'damageCantBePrevented', combat: true, by: { types: ['Creature'], controller: 'you' } }] },
        {
          kind: 'triggered',
          trigger: { event: 'dealsDamage', object: 'self', combat: true, to: 'opponent' },
          targets: [{ kind: 'permanent', filter: { types: ['Planeswalker'] }, controlledBy: 'triggeringPlayer' }],
          effects: [{ type: 'dealDamage', amount: { thatMuch: true }, to: { target: 0 } }],
        },
      ],
    },
    oracle: [
      'Vigilance, deathtouch, haste',
      "Questing Beast can't be blocked by creatures with power 2 or less.",
      "Combat damage that would be dealt by creatures you control can't be prevented.",
      'Whenever Questing Beast deals combat damage to an opponent, it deals that much damage to target planeswalker that player controls.',
    ],
  },
  juggernaut: {
    card: {
      name: 'Juggernaut',
      manaCost: '{4}',
      types: ['Artifact', 'Creature'],
      subtypes: ['Juggernaut'],
      power: 5,
      toughness: 3,
      abilities: [
        { kind: 'static', effects: [{ type: 'attacksEachCombat', affects: 'self' }] },
        { kind: 'static', effects: [{ type: 'cantBeBlockedBy', affects: 'self', by: { subtypes: ['Wall'] } }] },
      ],
    },
    oracle: ['This creature attacks each combat if able.', "This creature can't be blocked by Walls."],
  },
  whiteKnight: {
    card: {
      name: 'White Knight',
      manaCost: '{W}{W}',
      types: ['Creature'],
      subtypes: ['Human', 'Knight'],
      power: 2,
      toughness: 2,
      abilities: [
        { kind: 'keyword', keyword: 'first strike' },
        { kind: 'keyword', keyword: 'protection', from: 'B' },
      ],
    },
    oracle: ['First strike', 'Protection from black'],
  },
} as const;

export const card = (name: keyof typeof CARDS) => CARDS[name].card;
