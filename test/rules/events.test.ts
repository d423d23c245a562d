// The events of SCENARIOS.md are typed (rules/board/events.ts): every event the engine reports
// has the shape its schema gives, and these scenarios between them report every type of event,
// so a type the engine no longer makes, or makes in another shape, is seen.

import { describe, expect, it } from 'vitest';
import { GameEvent, runScenario } from '../../rules';
import { landAnimation } from '../helpers/boards';
import { card } from '../helpers/cards';

type Json = Record<string, unknown>;
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const players = (alice: Json = {}, bob: Json = {}) => [
  { id: 'alice', ...alice },
  { id: 'bob', ...bob },
];

/** One scenario per line of play, each reporting a few kinds of events. */
const SCENARIOS: Record<string, Json> = {
  'a combat: attackers and blockers declared, damage assigned, a blocker stops being a creature (CR 506.4, 508.1, 509.1, 510.1)': {
    board: {
      turn,
      players: players(),
      permanents: [
        { id: 'bear', card: bear, controller: 'alice' },
        { id: 'cub', card: bear, controller: 'alice' },
        { id: 'land', card: 'Forest', controller: 'bob' },
        { id: 'animation', card: landAnimation(), controller: 'bob', attachedTo: 'land' },
      ],
    },
    actions: [
      { do: 'declareAttackers', attackers: [{ id: 'bear', attacking: 'bob' }, { id: 'cub' }] },
      { do: 'declareBlockers', blockers: [{ id: 'land', blocking: ['bear'] }] },
      // The Aura leaves: the land is no longer a creature, and no longer blocking (CR 506.4).
      { do: 'attach', permanent: 'animation', to: null },
      { do: 'advance', to: 'endCombat' },
    ],
  },
  'Force of Will cast for its alternative cost: life paid, a named blue card exiled from the hand (CR 118.9, 601.2h)': {
    board: { turn, players: players({ hand: 2 }), stack: [{ id: 'bolt', kind: 'spell', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }] },
    actions: [
      {
        do: 'cast',
        card: {
          name: 'Test Force',
          manaCost: '{3}{U}{U}',
          types: ['Instant'],
          abilities: [
            {
              kind: 'static',
              effects: [
                {
                  type: 'alternativeCost',
                  cost: [
                    { type: 'payLife', amount: 1 },
                    { type: 'exileFromHand', color: 'U' },
                  ],
                },
              ],
            },
            { kind: 'spell', targets: [{ kind: 'spell' }], effects: [{ type: 'counter', object: { target: 0 } }] },
          ],
        },
        controller: 'alice',
        id: 'fow',
        targets: ['bolt'],
        choices: { cost: 'alternative', exileFromHand: [{ card: { name: 'Test Blue Card', manaCost: '{U}', types: ['Sorcery'] } }] },
      },
    ],
  },
  'tapping a Forest for mana (CR 106.12, 605)': {
    board: { turn, players: players(), permanents: [{ id: 'forest', card: 'Forest', controller: 'alice' }] },
    actions: [{ do: 'activate', permanent: 'forest' }],
  },
  'Lightning Bolt, paid from the pool, destroys a creature (CR 601, 608, 704.5g)': {
    board: { turn, players: players({ manaPool: { R: 1 } }), permanents: [{ id: 'bear', card: bear, controller: 'bob' }] },
    actions: [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', id: 'bolt', targets: ['bear'], pay: true }],
  },
  'a spell whose target left is countered (CR 608.2b)': {
    board: { turn, players: players(), permanents: [{ id: 'bear', card: bear, controller: 'bob' }] },
    actions: [
      { do: 'cast', card: 'Lightning Bolt', controller: 'alice', id: 'bolt', targets: ['bear'], hold: true },
      { do: 'damage', source: { card: 'Shock', controller: 'alice' }, target: 'bear', amount: 2 },
      { do: 'resolve' },
    ],
  },
  'the turn goes round: mana empties, damage is removed, cards are drawn and discarded (CR 500-514)': {
    board: {
      turn: { number: 4, activePlayer: 'alice', step: 'postcombatMain' },
      players: players({ manaPool: { G: 1 }, hand: 9 }, { library: 0 }),
      permanents: [
        { id: 'forest', card: 'Forest', controller: 'bob', tapped: true },
        { id: 'bear', card: bear, controller: 'alice', damage: 1 },
      ],
    },
    actions: [{ do: 'advance', to: 'draw', player: 'bob' }],
  },
  'Mana Reflection doubles, a Reflecting Pool alone produces nothing (CR 106.5, 106.12b)': {
    board: {
      turn,
      players: players(),
      permanents: [
        { id: 'reflection', card: 'Mana Reflection', controller: 'alice' },
        { id: 'forest', card: 'Forest', controller: 'alice' },
        { id: 'pool', card: 'Reflecting Pool', controller: 'bob' },
      ],
    },
    actions: [
      { do: 'activate', permanent: 'forest' },
      { do: 'activate', permanent: 'pool' },
    ],
  },
  'playing a land; Mana Confluence costs life (CR 305.1, 119.4)': {
    board: { turn, players: players(), permanents: [{ id: 'confluence', card: 'Mana Confluence', controller: 'alice' }] },
    actions: [
      { do: 'play', card: 'Forest', controller: 'alice', id: 'forest' },
      { do: 'activate', permanent: 'confluence', choices: { mana: 'G' } },
    ],
  },
  'prevention, "can\'t be prevented" and "can\'t gain life" (CR 615, 615.12, 119.7)': {
    board: {
      turn,
      players: players(),
      permanents: [
        { id: 'holy', card: 'Holy Day', controller: 'alice' },
        { id: 'nighthawk', card: 'Vampire Nighthawk', controller: 'alice' },
      ],
      effects: [{ id: 'holy-day', source: { card: 'Holy Day' }, controller: 'alice', timestamp: 10, duration: 'endOfTurn' }],
    },
    actions: [
      { do: 'damage', source: 'nighthawk', target: 'bob', amount: 2, combat: true },
      { do: 'damage', source: 'nighthawk', target: 'bob', amount: 2 },
      { do: 'cast', card: 'Skullcrack', controller: 'alice', targets: ['bob'] },
      { do: 'damage', source: 'nighthawk', target: 'bob', amount: 2, combat: true },
    ],
  },
  'Walking Ballista with Hardened Scales, then pinging (CR 107.3m, 614.1a, 122.6)': {
    board: { turn, players: players({ manaPool: { C: 4 } }), permanents: [{ id: 'scales', card: 'Hardened Scales', controller: 'alice' }] },
    actions: [
      { do: 'cast', card: 'Walking Ballista', controller: 'alice', id: 'ballista', x: 1 },
      { do: 'activate', permanent: 'ballista', ability: 0 },
      { do: 'activate', permanent: 'ballista', ability: 1, targets: ['bob'] },
    ],
  },
  'direct edits (SCENARIOS.md)': {
    board: {
      turn,
      players: players(),
      permanents: [
        { id: 'bear', card: bear, controller: 'alice' },
        { id: 'bonesplitter', card: 'Bonesplitter', controller: 'alice' },
      ],
    },
    actions: [
      { do: 'setLife', player: 'bob', life: 15 },
      { do: 'addCounters', permanent: 'bear', counter: '+1/+1', amount: 1 },
      { do: 'attach', permanent: 'bonesplitter', to: 'bear' },
      { do: 'attach', permanent: 'bonesplitter', to: null },
      { do: 'tap', permanent: 'bear' },
      { do: 'untap', permanent: 'bear' },
    ],
  },
  "Gideon Blackblade's +1 and -6 (CR 606, 611.2)": {
    board: {
      turn,
      players: players(),
      permanents: [
        { id: 'gideon', card: 'Gideon Blackblade', controller: 'alice', counters: { loyalty: 7 } },
        { id: 'bear', card: bear, controller: 'alice' },
        { id: 'other', card: bear, controller: 'bob' },
      ],
    },
    actions: [
      { do: 'activate', permanent: 'gideon', ability: 0, targets: ['bear'], choices: { mode: 'lifelink' } },
      { do: 'advance', to: 'precombatMain', player: 'bob' },
      { do: 'advance', to: 'precombatMain', player: 'alice' },
      { do: 'activate', permanent: 'gideon', ability: 1, targets: ['other'] },
    ],
  },
  'Hangarback Walker dies and makes Thopters; a token that dies ceases to exist (CR 111.7, 700.4)': {
    board: { turn, players: players(), permanents: [{ id: 'walker', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 1 } }] },
    actions: [
      { do: 'damage', source: { card: 'Shock', controller: 'bob' }, target: 'walker', amount: 2 },
      { do: 'damage', source: { card: 'Shock', controller: 'bob' }, target: 'walker/t1', amount: 2 },
    ],
  },
  'Squandered Resources sacrifices a land for mana (CR 701.21, 106.7)': {
    board: {
      turn,
      players: players(),
      permanents: [
        { id: 'squandered', card: 'Squandered Resources', controller: 'alice' },
        { id: 'forest', card: 'Forest', controller: 'alice' },
      ],
    },
    actions: [{ do: 'activate', permanent: 'squandered', costs: { sacrifice: ['forest'] } }],
  },
  "Vorinclex: an opponent's land doesn't untap (CR 502.3)": {
    board: {
      turn: { number: 4, activePlayer: 'bob', step: 'precombatMain' },
      players: players(),
      permanents: [
        { id: 'vorinclex', card: 'Vorinclex, Voice of Hunger', controller: 'alice' },
        { id: 'forest', card: 'Forest', controller: 'bob' },
      ],
    },
    actions: [
      { do: 'activate', permanent: 'forest' },
      { do: 'advance', to: 'upkeep', player: 'bob' },
    ],
  },
  'a mana amount saturates (CR 106.4)': {
    board: {
      turn,
      players: players({ manaPool: { G: 1_000_000_000 } }),
      permanents: [
        { id: 'nyxbloom', card: 'Nyxbloom Ancient', controller: 'alice' },
        { id: 'cube', card: 'Doubling Cube', controller: 'alice' },
        { id: 'forest', card: 'Forest', controller: 'alice' },
      ],
    },
    actions: [{ do: 'activate', permanent: 'cube', choices: { payment: { G: 3 } } }],
  },
  'an Aura whose creature leaves goes to the graveyard, an Equipment on a non-creature becomes unattached (CR 704.5m, 704.5n)': {
    board: {
      turn,
      players: players(),
      permanents: [
        { id: 'bear', card: bear, controller: 'alice' },
        { id: 'pacifism', card: 'Pacifism', controller: 'bob', attachedTo: 'bear' },
        { id: 'bonesplitter', card: 'Bonesplitter', controller: 'alice', attachedTo: 'forest' },
        { id: 'forest', card: 'Forest', controller: 'alice' },
      ],
    },
    actions: [{ do: 'damage', source: { card: 'Lightning Bolt', controller: 'bob' }, target: 'bear', amount: 3 }],
  },
  "Murder on an indestructible creature, Unsummon, Counterspell on Carnage Tyrant, Sovereign's Bite (CR 702.12b, 400.7, 101.2, 119.3)": {
    board: {
      turn,
      players: players(),
      permanents: [
        { id: 'darksteel', card: { ...bear, name: 'Darksteel Bear', abilities: [{ kind: 'keyword', keyword: 'indestructible' }] }, controller: 'bob' },
        { id: 'bear', card: bear, controller: 'bob' },
      ],
    },
    actions: [
      { do: 'cast', card: card('murder'), controller: 'alice', targets: ['darksteel'] },
      { do: 'cast', card: card('unsummon'), controller: 'alice', targets: ['bear'] },
      { do: 'cast', card: card('carnageTyrant'), controller: 'alice', id: 'tyrant', hold: true },
      { do: 'cast', card: card('counterspell'), controller: 'bob', targets: ['tyrant'] },
      { do: 'resolve' },
      { do: 'cast', card: card('sovereignsBite'), controller: 'alice', targets: ['bob'] },
    ],
  },
  'a land that scries as it enters (CR 701.22a)': {
    board: { turn, players: players() },
    actions: [
      {
        do: 'play',
        card: { name: 'Test Temple', types: ['Land'], abilities: [{ kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'scry', amount: 1 }] }] },
        controller: 'alice',
      },
    ],
  },
  'a land that searches its library for a basic land card, puts it onto the battlefield tapped and shuffles (CR 701.23a, 701.24a)': {
    board: {
      turn,
      players: players(),
      permanents: [
        {
          id: 'wilds',
          card: {
            name: 'Test Wilds',
            types: ['Land'],
            abilities: [
              {
                kind: 'activated',
                cost: [{ type: 'tap' }, { type: 'sacrificeSelf' }],
                effects: [{ type: 'searchLibrary', card: { supertypes: ['Basic'], types: ['Land'] }, tapped: true }],
              },
            ],
          },
          controller: 'alice',
        },
      ],
    },
    actions: [{ do: 'activate', permanent: 'wilds', choices: { search: { card: 'Forest' } } }],
  },
  'a land that chooses a land card name as its trigger resolves (CR 201.4, 607.2)': {
    board: { turn, players: players() },
    actions: [
      {
        do: 'play',
        card: {
          name: 'Test Hamlet',
          types: ['Land'],
          abilities: [{ kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'chooseCardName', cardName: { types: ['Land'] } }] }],
        },
        controller: 'alice',
        id: 'hamlet',
        choices: { triggered: { hamlet: { cardName: 'Forest' } } },
      },
    ],
  },
  "Blightsteel Colossus at toughness 0 is shuffled into its owner's library instead (CR 614.1a, 701.24a)": {
    board: { turn, players: players(), permanents: [{ id: 'colossus', card: 'Blightsteel Colossus', controller: 'alice' }] },
    actions: [{ do: 'addCounters', permanent: 'colossus', counter: '-1/-1', amount: 11 }],
  },
  "Questing Beast's trigger with no planeswalker to target is removed from the stack (CR 603.3d)": {
    board: { turn, players: players(), permanents: [{ id: 'beast', card: card('questingBeast'), controller: 'alice' }] },
    actions: [{ do: 'damage', source: 'beast', target: 'bob', amount: 4, combat: true }],
  },
  'an Adventure is exiled as it resolves, as the card it is part of (CR 715.3d, 715.4)': {
    board: { turn, players: players() },
    actions: [
      {
        do: 'cast',
        card: {
          name: 'Test Forage',
          manaCost: '{G}',
          types: ['Sorcery'],
          subtypes: ['Adventure'],
          alternativeOf: { kind: 'adventure', card: 'Llanowar Elves' },
          abilities: [{ kind: 'spell', effects: [{ type: 'gainLife', amount: 1 }] }],
        },
        controller: 'alice',
      },
    ],
  },
  'a creature with a regeneration shield regenerates instead of being destroyed (CR 701.19a, 614.8)': {
    board: {
      turn,
      players: players(),
      permanents: [
        {
          id: 'skeleton',
          card: { ...bear, name: 'Test Skeleton', abilities: [{ kind: 'activated', cost: [], effects: [{ type: 'regenerate', object: 'self' }] }] },
          controller: 'alice',
        },
      ],
    },
    actions: [
      { do: 'activate', permanent: 'skeleton' },
      {
        do: 'cast',
        card: {
          name: 'Test Murder',
          manaCost: '{B}',
          types: ['Instant'],
          abilities: [{ kind: 'spell', targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }], effects: [{ type: 'destroy', object: { target: 0 } }] }],
        },
        controller: 'alice',
        targets: ['skeleton'],
      },
    ],
  },
  "a creature card returned from a graveyard to its owner's hand (CR 115.1, 400.7)": {
    board: { turn, players: players({ graveyard: [{ id: 'dead-bear', card: bear }] }) },
    actions: [
      {
        do: 'cast',
        card: {
          name: 'Test Raise Dead',
          manaCost: '{B}',
          types: ['Sorcery'],
          abilities: [
            {
              kind: 'spell',
              targets: [{ kind: 'card', graveyard: 'yours', card: { types: ['Creature'] } }],
              effects: [{ type: 'returnFromGraveyard', object: { target: 0 }, to: 'hand' }],
            },
          ],
        },
        controller: 'alice',
        targets: ['dead-bear'],
      },
    ],
  },
  "a player looks at the top card of another player's library, then its delayed trigger draws at the next upkeep (CR 608.2c, 603.7)": {
    board: {
      turn,
      players: players({ library: 5 }, { library: 5 }),
      permanents: [
        {
          id: 'glass',
          card: {
            name: 'Test Scrying Glass',
            manaCost: '{1}',
            types: ['Artifact'],
            abilities: [
              {
                kind: 'activated',
                cost: [{ type: 'tap' }],
                targets: [{ kind: 'player' }],
                effects: [
                  { type: 'lookAtTopCard', player: { target: 0 } },
                  { type: 'delayedTrigger', at: 'nextTurnsUpkeep', effect: { type: 'draw', amount: 1 } },
                ],
              },
            ],
          },
          controller: 'alice',
        },
      ],
    },
    actions: [
      { do: 'activate', permanent: 'glass', targets: ['bob'] },
      { do: 'advance', to: 'upkeep' },
    ],
  },
};

SCENARIOS['a change of control: Act of Treason (CR 613.1b, 302.6)'] = {
  board: {
    turn,
    players: players({ manaPool: { R: 3 } }),
    permanents: [{ id: 'bear', card: bear, controller: 'bob', tapped: true }],
  },
  actions: [{ do: 'cast', card: 'Act of Treason', controller: 'alice', targets: ['bear'] }],
};

SCENARIOS['cards named into a graveyard and a hand put back: mill, surveil, draw then put back, discard (CR 701.17a, 701.25a, 701.9a)'] = {
  board: { turn, players: players({ manaPool: { U: 1 }, hand: 1 }, { hand: 2 }) },
  actions: [
    {
      do: 'cast',
      card: {
        name: 'Test Grind',
        manaCost: '{U}',
        types: ['Sorcery'],
        abilities: [
          {
            kind: 'spell',
            targets: [{ kind: 'player' }],
            effects: [
              { type: 'mill', amount: 2, player: { target: 0 } },
              { type: 'surveil', amount: 1 },
              { type: 'draw', amount: 3 },
              { type: 'putFromHandOnLibrary', amount: 2, then: true },
              { type: 'discard', amount: 1, player: { target: 0 } },
            ],
          },
        ],
      },
      controller: 'alice',
      targets: ['bob'],
      choices: { milled: { bob: [{ card: 'Island' }, { card: 'Forest' }] }, surveil: [{ card: 'Mountain' }], discarded: { bob: [{ card: 'Lightning Bolt' }] } },
    },
  ],
};

SCENARIOS['a revealed hand and the top of a library: a card chosen and discarded, one of the top cards into the hand (CR 701.20a, 701.9b, 608.2c)'] = {
  board: { turn, players: players({ manaPool: { B: 1 } }, { hand: 2 }) },
  actions: [
    {
      do: 'cast',
      card: {
        name: 'Test Seize',
        manaCost: '{B}',
        types: ['Sorcery'],
        abilities: [
          {
            kind: 'spell',
            targets: [{ kind: 'player' }],
            effects: [
              { type: 'revealHandDiscard', player: { target: 0 }, card: { notTypes: ['Land'] } },
              { type: 'lookAtTop', amount: 3, toHand: 1, rest: 'bottom' },
            ],
          },
        ],
      },
      controller: 'alice',
      targets: ['bob'],
      choices: { discarded: { bob: [{ card: 'Lightning Bolt' }] } },
    },
  ],
};

SCENARIOS['a permanent chosen without targeting it, and a countered spell exiled instead (CR 608.2d, 614.1a)'] = {
  board: {
    turn,
    players: players({ manaPool: { U: 2 } }),
    permanents: [{ id: 'forest', card: 'Forest', controller: 'alice' }],
    stack: [{ id: 'bolt', kind: 'spell', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }],
  },
  actions: [
    {
      do: 'cast',
      card: {
        name: 'Test Negation',
        manaCost: '{U}',
        types: ['Instant'],
        abilities: [{ kind: 'spell', targets: [{ kind: 'spell' }], effects: [{ type: 'counter', object: { target: 0 }, exileInstead: true }] }],
      },
      controller: 'alice',
      targets: ['bolt'],
    },
    {
      do: 'cast',
      card: {
        name: 'Test Retreat',
        manaCost: '{U}',
        types: ['Sorcery'],
        abilities: [{ kind: 'spell', effects: [{ type: 'returnToHand', object: { chosen: { types: ['Land'], controller: 'you' } } }] }],
      },
      controller: 'alice',
    },
  ],
};

SCENARIOS['a Class gains a level (CR 716.2a)'] = {
  board: {
    turn,
    players: players({ manaPool: { U: 1 } }),
    permanents: [
      {
        id: 'class',
        controller: 'alice',
        card: { name: 'Test Class', manaCost: '{U}', types: ['Enchantment'], subtypes: ['Class'], abilities: [{ kind: 'keyword', keyword: 'class level', level: 2, cost: '{U}' }] },
      },
    ],
  },
  actions: [{ do: 'activate', permanent: 'class', ability: 0 }],
};

const results = Object.fromEntries(Object.entries(SCENARIOS).map(([name, scenario]) => [name, runScenario(scenario)]));

describe('events (SCENARIOS.md): each has the shape of its type', () => {
  for (const [name, result] of Object.entries(results))
    it(name, () => {
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      for (const event of result.events) expect(GameEvent.safeParse(event).error?.issues ?? []).toEqual([]);
    });

  it('between them the scenarios report every type of event the engine knows', () => {
    const seen = new Set(Object.values(results).flatMap((result) => (result.ok ? result.events.map((event) => event.type) : [])));
    const types = GameEvent.options.map((option) => option.shape.type.value);
    expect(types.filter((type) => !seen.has(type))).toEqual([]);
  });
});
