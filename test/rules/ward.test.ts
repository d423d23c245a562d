// Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
// controls, counter that spell or ability unless that player pays [cost]." A triggered ability of
// the keyword (rules/cards/keywords/ward.ts): it triggers as the spell or ability targeting it is
// put on the stack (601.2c, 603.2), records it as what made it trigger (`triggeredBy.object`), and
// its controller chooses to pay (`mode` `pay` / `decline`, 118.12) as the ward ability resolves.

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' };
/** A 2/2 with ward {2}. */
const warded = {
  name: 'Test Warded',
  manaCost: '{1}{U}',
  types: ['Creature'],
  subtypes: ['Spirit'],
  power: 2,
  toughness: 2,
  abilities: [{ kind: 'keyword', keyword: 'ward', cost: '{2}' }],
};

function run(actions: Json[], options: { controller?: string; manaPool?: Json; board?: Json } = {}): Json {
  const board = options.board ?? {
    turn,
    players: [
      { id: 'alice', manaPool: options.manaPool ?? { R: 1 } },
      { id: 'bob', manaPool: { R: 1 } },
    ],
    permanents: [{ id: 'spirit', card: warded, controller: options.controller ?? 'bob' }],
  };
  const scenario = { board, actions };
  ensureCards(scenario);
  return runScenario(scenario);
}

const bolt = (choices: Json = {}, hold = false) => ({ do: 'cast', card: 'Lightning Bolt', controller: 'alice', id: 'bolt', targets: ['spirit'], choices, hold });
const spirit = (result: Json) => result.board.permanents.find((p: Json) => p.id === 'spirit');

describe('the lines compile and render back (CR 702.21a)', () => {
  const creature = { name: 'Test Creature', manaCost: '{U}', supertypes: [], types: ['Creature'], subtypes: ['Spirit'], power: 1, toughness: 1 };
  it.each([
    [['Ward {2}']],
    [['Flying, ward {1}']],
    [['Whenever this creature becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.']],
  ])('%j', (lines) => {
    const compiled = compileCard(lines, creature as any);
    expect(compiled.lines.every((line) => line.compiled)).toBe(true);
    expect(rulesText(CardDefinition.parse(compiled.card))).toEqual(lines);
  });
});

describe('ward {2} (CR 702.21a)', () => {
  it("702.21a: an opponent's Lightning Bolt targets it; the ward ability triggers and, its controller declining to pay, counters the Bolt", () => {
    const result = run([bolt({ triggered: { spirit: { mode: 'decline' } } })]);
    expect(result.ok).toBe(true);
    expect(spirit(result)).toMatchObject({ damage: 0 });
    expect(result.events.filter((e: Json) => e.type === 'countered')).toMatchObject([{ object: 'bolt', rules: ['701.6a'] }]);
    expect(result.board.players.find((p: Json) => p.id === 'alice').graveyard).toEqual([{ id: 'bolt', card: 'Lightning Bolt' }]);
  });

  it('118.12: paying {2} as the ward ability resolves, the Bolt resolves and the creature dies', () => {
    const result = run([bolt({ triggered: { spirit: { mode: 'pay' } } })], { manaPool: { R: 1, C: 2 } });
    expect(result.ok).toBe(true);
    expect(spirit(result)).toBeUndefined();
  });

  it('118.3: without {2} left, paying is ILLEGAL_ACTION', () => {
    expect(run([bolt({ triggered: { spirit: { mode: 'pay' } } })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '118.3' } });
  });

  it('118.12: without the choice, CHOICE_REQUIRED at triggered.spirit.mode with pay and decline', () => {
    expect(run([bolt()])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'triggered.spirit.mode', options: ['pay', 'decline'] } });
  });

  it('702.21a: its own controller targeting it does not trigger ward', () => {
    const result = run([bolt()], { controller: 'alice' });
    expect(result.ok).toBe(true);
    expect(spirit(result)).toBeUndefined();
    expect(result.events.filter((e: Json) => e.type === 'putOnStack')).toHaveLength(1);
  });

  it('603.3, 608.2h: held, the ward trigger waits above the Bolt with what targeted it; the board read back resolves the same', () => {
    const held = run([bolt({}, true)]);
    expect(held.ok).toBe(true);
    expect(held.board.stack).toMatchObject([{ id: 'bolt' }, { kind: 'ability', source: 'spirit', triggeredBy: { object: 'bolt' } }]);
    const again = run([{ do: 'resolve', choices: { mode: 'decline' } }], { board: JSON.parse(JSON.stringify(held.board)) });
    expect(again.ok).toBe(true);
    expect(again.board.stack).toEqual([]);
    expect(again.events.filter((e: Json) => e.type === 'countered')).toMatchObject([{ object: 'bolt' }]);
  });
});
