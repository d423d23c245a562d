// CHOICE_REQUIRED with its options (SCENARIOS.md, "A scenario and its result"): where the engine
// can list the values a missing choice may take, the error carries them as `options`, and each
// of them, put at `choice` inside the action's `choices`, is a choice the engine takes.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { card } from '../helpers/cards';
import { alice, aliceMain, bob } from '../helpers/run';

type Json = Record<string, any>;

/** The scenario with the value put at `path` inside the `choices` of its action `index`. */
function choosing(scenario: Json, index: number, path: string, value: unknown): Json {
  const actions = structuredClone(scenario.actions) as Json[];
  const keys = path.split('.');
  let at: Json = (actions[index]!.choices ??= {});
  for (const key of keys.slice(0, -1)) at = at[key] ??= {};
  at[keys.at(-1)!] = value;
  return { ...scenario, actions };
}

const board = (permanents: Json[], extra: Json = {}) => ({ turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra });
const scholar = {
  name: 'Test Scholar',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'triggered', trigger: { event: 'gainsLife', whose: 'you' }, may: true, effects: [{ type: 'draw', amount: 1 }] }],
};

const CASES: { name: string; scenario: Json; choice: string; options: unknown[] }[] = [
  {
    name: "106.1a, 605: Birds of Paradise's mana, one of the five colors",
    scenario: { board: board([alice('birds', 'Birds of Paradise')]), actions: [{ do: 'activate', permanent: 'birds' }] },
    choice: 'mana',
    options: ['W', 'U', 'B', 'R', 'G'],
  },
  {
    name: "614.12a: Caged Sun's color, chosen as it enters",
    scenario: { board: board([]), actions: [{ do: 'cast', card: 'Caged Sun', controller: 'alice', id: 'sun' }] },
    choice: 'color',
    options: ['W', 'U', 'B', 'R', 'G'],
  },
  {
    name: '118.12, 608.2d: Mana Leak\'s "unless its controller pays {3}", pay or decline',
    scenario: {
      board: board([], { players: [{ id: 'alice' }, { id: 'bob', manaPool: { R: 3 } }] }),
      actions: [
        { do: 'cast', card: 'Lightning Bolt', controller: 'bob', id: 'bolt', targets: ['alice'], hold: true },
        { do: 'cast', card: card('manaLeak'), controller: 'alice', id: 'leak', targets: ['bolt'], hold: true },
        { do: 'resolve' },
      ],
    },
    choice: 'mode',
    options: ['pay', 'decline'],
  },
  {
    name: "608.2d: Fatestitcher's tap or untap, chosen as it resolves",
    scenario: { board: board([alice('fate', 'Fatestitcher'), bob('land', 'Forest')]), actions: [{ do: 'activate', permanent: 'fate', targets: ['land'] }] },
    choice: 'mode',
    options: ['tap', 'untap', 'none'],
  },
  {
    name: "603.3d: Questing Beast's trigger, a planeswalker that player controls as its target",
    scenario: {
      board: board([alice('beast', card('questingBeast')), bob('gid', 'Gideon Blackblade'), bob('ally', 'Gideon, Ally of Zendikar')]),
      actions: [{ do: 'damage', source: 'beast', target: 'bob', amount: 3, combat: true }],
    },
    choice: 'triggered.beast.targets',
    options: [['gid'], ['ally']],
  },
  {
    name: '603.5: a "you may" trigger, yes or no',
    scenario: { board: board([alice('scholar', scholar), alice('hawk', 'Vampire Nighthawk')]), actions: [{ do: 'damage', source: 'hawk', target: 'bob', amount: 2 }] },
    choice: 'triggered.scholar.may',
    options: [true, false],
  },
];

describe('CHOICE_REQUIRED lists the values the choice may take, and each is accepted', () => {
  for (const { name, scenario, choice, options } of CASES)
    it(name, () => {
      const missing = runScenario(scenario);
      expect(missing).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice, options } });
      const index = (missing as { error: { action: number } }).error.action;
      for (const option of options) {
        const chosen = runScenario(choosing(scenario, index, choice, option));
        expect(chosen, `${choice} = ${JSON.stringify(option)}`).toMatchObject({ ok: true });
      }
    });

  it('205.3m: a creature type is any of the list of 205.3m, so none are listed (Metallic Mimic)', () => {
    const result = runScenario({
      board: board([], { players: [{ id: 'alice', manaPool: { C: 2 } }, { id: 'bob' }] }),
      actions: [{ do: 'cast', card: 'Metallic Mimic', controller: 'alice', id: 'mimic', pay: true }],
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'creatureType' } });
    expect((result as { error: Json }).error.options).toBeUndefined();
  });
});
