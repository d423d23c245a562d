// Kicker (CR 702.33): "Kicker [cost]" means "You may pay an additional [cost] as you cast this
// spell" (702.33a), an optional additional cost announced as the spell is cast (601.2b, 118.8)
// and added to its total cost (601.2f); a spell cast paying it is kicked (702.33d), which its
// text reads: Burst Lightning's "If this spell was kicked, it deals 4 damage instead".

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function run(alice: Json, actions: Json[]): Json {
  const scenario = { board: { turn, players: [{ id: 'alice', ...alice }, { id: 'bob' }] }, actions };
  ensureCards(scenario);
  return runScenario(scenario);
}

const burst = (choices: Json, fields: Json = {}) => ({ do: 'cast', card: 'Burst Lightning', controller: 'alice', id: 'burst', targets: ['bob'], choices, pay: true, ...fields });
const bob = (result: Json) => result.board.players.find((p: Json) => p.id === 'bob');
const alice = (result: Json) => result.board.players.find((p: Json) => p.id === 'alice');

describe('Kicker {4}: Burst Lightning (CR 702.33)', () => {
  it('702.33a, 601.2f, 702.33d-e: kicked, {R} plus {4} is paid and it deals 4 damage instead of 2', () => {
    const result = run({ manaPool: { R: 1, C: 4 } }, [burst({ kicked: true })]);
    expect(result.ok).toBe(true);
    expect(bob(result).life).toBe(16);
    expect(alice(result).manaPool).toMatchObject({ R: 0, C: 0 });
    expect(result.events.find((e: Json) => e.type === 'manaSpent')).toMatchObject({ mana: { R: 1, C: 4 }, cost: '{R}{4}' });
  });

  it('702.33a: not kicked, only {R} is paid and it deals 2 damage', () => {
    const result = run({ manaPool: { R: 1, C: 4 } }, [burst({ kicked: false })]);
    expect(bob(result).life).toBe(18);
    expect(alice(result).manaPool).toMatchObject({ R: 0, C: 4 });
  });

  it('601.2b: whether it is kicked is announced as it is cast: missing, CHOICE_REQUIRED kicked, options true and false', () => {
    expect(run({ manaPool: { R: 1 } }, [burst({})])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'kicked', options: [true, false] } });
  });

  it("601.2h: kicked, the total cost {R}{4} can't be paid with {R}{3}", () => {
    expect(run({ manaPool: { R: 1, C: 3 } }, [burst({ kicked: true })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
  });

  it('702.33d: cast without paying (pay false) but announced kicked, it is kicked', () => {
    expect(bob(run({}, [burst({ kicked: true }, { pay: false })])).life).toBe(16);
  });

  it("702.33d: kicked is a fact of how it was cast, kept on the stack until it resolves; a resolve action can't make it kicked", () => {
    const held = run({ manaPool: { R: 1, C: 4 } }, [burst({ kicked: true }, { hold: true }), { do: 'resolve' }]);
    expect(bob(held).life).toBe(16);
    const unkicked = run({ manaPool: { R: 1 } }, [burst({ kicked: false }, { hold: true }), { do: 'resolve', choices: { kicked: true } }]);
    expect(unkicked).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('702.33: a spell without kicker takes no kicked choice (INVALID_INPUT: it would be ignored)', () => {
    const result = run({ manaPool: { R: 1 } }, [{ do: 'cast', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], pay: true, choices: { kicked: true } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('the lines compile and render back', () => {
    const printed = { name: 'Burst Lightning', manaCost: '{R}', types: ['Instant'], subtypes: [], supertypes: [] } as unknown as PrintedCard;
    const { lines } = compileCard(
      ['Kicker {4} (You may pay an additional {4} as you cast this spell.)', 'Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.'],
      printed,
    );
    expect(lines.map((line) => line.compiled)).toEqual([true, true]);
    expect(lines[0]!.abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'kicker', cost: '{4}' });
    expect(lines[1]!.abilities[0]).toMatchObject({ kind: 'spell', effects: [{ type: 'dealDamage', amount: 2, ifKicked: 4 }] });
  });
});
