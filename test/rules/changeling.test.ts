// Changeling (CR 702.73a): "This object is every creature type", a characteristic-defining
// ability (604.3) applied first in layer 4 (613.3), so before every other effect.

import { describe, expect, it } from 'vitest';
import { CardDefinition, CREATURE_TYPES, isCreatureType, rulesText, runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

const changeling = {
  name: 'Test Changeling',
  manaCost: '{1}{U}',
  types: ['Creature'],
  subtypes: ['Shapeshifter'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'keyword', keyword: 'changeling' }],
};
/** "Other Goblins you control get +1/+1." */
const goblinLord = {
  name: 'Test Warchief',
  manaCost: '{R}',
  types: ['Creature'],
  subtypes: ['Goblin'],
  power: 1,
  toughness: 1,
  abilities: [
    {
      kind: 'static',
      effects: [{ type: 'continuous', affects: { all: { subtypes: ['Goblin'], controller: 'you', other: true } }, modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] }],
    },
  ],
};

function characteristics(permanents: Json[], actions: Json[] = []) {
  const result = runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, actions, ask: [{ characteristics: 'shifter' }] });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.answers[0] as Json;
}

describe('changeling (CR 702.73)', () => {
  it('702.73a: the creature is every creature type of 205.3m, and has the keyword', () => {
    const c = characteristics([alice('shifter', changeling)]);
    expect(new Set(c.subtypes)).toEqual(new Set(CREATURE_TYPES));
    expect(c.subtypes).toEqual(expect.arrayContaining(['Shapeshifter', 'Goblin', 'Elf', 'Time Lord', "C'tan"]));
    expect(c.keywords).toEqual(['changeling']);
  });

  it('it is a Goblin to "Other Goblins you control get +1/+1" (CR 109.4)', () => {
    expect(characteristics([alice('shifter', changeling), alice('lord', goblinLord)])).toMatchObject({ power: 2, toughness: 2 });
  });

  it('613.3, 613.1f: under Humility it loses changeling (layer 6) but stays every creature type (layer 4, applied first)', () => {
    const c = characteristics([alice('shifter', changeling), bob('humility', 'Humility')]);
    expect(c.keywords).toEqual([]);
    expect(c.subtypes).toHaveLength(CREATURE_TYPES.length);
  });

  it('613.3, 613.7: Turn to Frog, a later effect in layer 4, makes it only a Frog', () => {
    const c = characteristics([alice('shifter', changeling)], [{ do: 'cast', card: 'Turn to Frog', controller: 'bob', targets: ['shifter'] }]);
    expect(c.subtypes).toEqual(['Frog']);
  });

  it('205.3m: the list holds creature types only, each once', () => {
    expect(CREATURE_TYPES.every(isCreatureType)).toBe(true);
    expect(new Set(CREATURE_TYPES).size).toBe(CREATURE_TYPES.length);
  });

  it('renders as "Changeling", and no effect grants it (604.3a: a characteristic-defining ability is printed on what it affects)', () => {
    expect(rulesText(CardDefinition.parse(changeling))).toEqual(['Changeling']);
    const grant = { kind: 'static', effects: [{ type: 'continuous', affects: 'self', modifications: [{ type: 'addKeywords', keywords: ['changeling'] }] }] };
    expect(CardDefinition.safeParse({ name: 'x', types: ['Enchantment'], abilities: [grant] }).success).toBe(false);
  });
});
