// "It doesn't untap during its controller's next untap step" (CR 502.3: effects can keep a
// permanent from untapping during its controller's untap step; 611.2a: the effect of a resolved
// spell or ability lasts as long as it says). Whether a spell or an ability says it, the effect is
// an `effects` entry on the board (SCENARIOS.md, "effects") naming the permanent in `targets`, so a
// stored board carries it; its controller's next untap step keeps the permanent tapped and uses
// the effect up, and the untap step after that untaps it.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const players = [{ id: 'alice' }, { id: 'bob' }];

/** Runs a scenario on pool cards named in it. */
function run(board: Json, actions: Json[], ask: Json[] = []): Json {
  const scenario = { board: { players, ...board }, actions, ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

function ok(result: Json): Json {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const permanent = (result: Json, id: string): Json => result.board.permanents.find((p: Json) => p.id === id);
const aliceMain = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const bears = { id: 'bears', card: 'Grizzly Bears', controller: 'bob' };

describe("a spell's \"doesn't untap during its controller's next untap step\" (CR 502.3, 611.2a)", () => {
  it("CR 502.3: Take into Custody taps bob's Grizzly Bears, and they stay tapped through bob's next untap step", () => {
    const result = ok(
      run({ turn: aliceMain, permanents: [bears] }, [
        { do: 'cast', card: 'Take into Custody', controller: 'alice', id: 'custody', targets: ['bears'] },
        { do: 'advance', to: 'upkeep', player: 'bob' },
      ]),
    );
    expect(result.board.turn).toMatchObject({ activePlayer: 'bob', step: 'upkeep' });
    expect(permanent(result, 'bears').tapped).toBe(true);
    // Used up by that untap step (CR 502.3): the entry is gone.
    expect(result.board.effects).toEqual([]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'doesntUntap', permanent: 'bears', effect: 'custody/e', rules: ['502.3'] }));
  });

  it('CR 611.2a: after the spell resolves, the board carries the effect as an entry naming the spell and the permanent', () => {
    const result = ok(run({ turn: aliceMain, permanents: [bears] }, [{ do: 'cast', card: 'Take into Custody', controller: 'alice', id: 'custody', targets: ['bears'] }]));
    expect(permanent(result, 'bears').tapped).toBe(true);
    expect(result.board.effects).toEqual([
      { id: 'custody/e', source: { card: 'Take into Custody' }, controller: 'alice', targets: ['bears'], choices: {}, timestamp: 2, duration: 'permanent' },
    ]);
  });

  it("CR 502.3: the stored board round-trips: that entry alone keeps the Bears tapped in bob's untap step", () => {
    const stored = ok(run({ turn: aliceMain, permanents: [bears] }, [{ do: 'cast', card: 'Take into Custody', controller: 'alice', id: 'custody', targets: ['bears'] }]));
    const again = ok(run(stored.board, [{ do: 'advance', to: 'upkeep', player: 'bob' }]));
    expect(permanent(again, 'bears').tapped).toBe(true);
    expect(again.board.effects).toEqual([]);
  });

  it("CR 502.3: only the NEXT untap step: the Bears untap in bob's untap step after that", () => {
    const result = ok(
      run({ turn: aliceMain, permanents: [bears] }, [
        { do: 'cast', card: 'Take into Custody', controller: 'alice', id: 'custody', targets: ['bears'] },
        { do: 'advance', to: 'upkeep', player: 'bob' },
        { do: 'advance', to: 'upkeep', player: 'alice' },
        { do: 'advance', to: 'upkeep', player: 'bob' },
      ]),
    );
    expect(result.board.turn).toMatchObject({ activePlayer: 'bob', step: 'upkeep' });
    expect(permanent(result, 'bears').tapped).toBe(false);
    expect(result.events.filter((e: Json) => e.type === 'doesntUntap')).toHaveLength(1);
  });

  it("CR 502.3: another player's untap step is not its controller's: alice's untap step leaves the effect for bob's", () => {
    // Cast on bob's turn: alice's untap step comes first and neither untaps the Bears nor uses the effect up.
    const result = ok(
      run({ turn: { number: 4, activePlayer: 'bob', step: 'precombatMain' }, permanents: [bears] }, [
        { do: 'cast', card: 'Crippling Chill', controller: 'alice', id: 'chill', targets: ['bears'] },
        { do: 'advance', to: 'upkeep', player: 'alice' },
      ]),
    );
    expect(result.board.turn).toMatchObject({ activePlayer: 'alice', step: 'upkeep' });
    expect(permanent(result, 'bears').tapped).toBe(true);
    expect(result.board.effects).toEqual([expect.objectContaining({ id: 'chill/e', source: { card: 'Crippling Chill' }, targets: ['bears'] })]);
    const later = ok(run(result.board, [{ do: 'advance', to: 'upkeep', player: 'bob' }]));
    expect(permanent(later, 'bears').tapped).toBe(true);
    expect(later.board.effects).toEqual([]);
  });

  it('CR 502.3: a permanent that is untapped as its next untap step comes uses the effect up all the same', () => {
    const result = ok(
      run({ turn: aliceMain, permanents: [bears] }, [
        { do: 'cast', card: 'Take into Custody', controller: 'alice', id: 'custody', targets: ['bears'] },
        { do: 'untap', permanent: 'bears' },
      ]),
    );
    // Untapped by other means, it still has the effect until its controller's next untap step.
    expect(result.board.effects).toEqual([expect.objectContaining({ id: 'custody/e', targets: ['bears'] })]);
    const bobs = ok(run(result.board, [{ do: 'advance', to: 'upkeep', player: 'bob' }]));
    expect(bobs.board.effects).toEqual([]);
    expect(bobs.events).toContainEqual(expect.objectContaining({ type: 'doesntUntap', permanent: 'bears' }));
    const later = ok(
      run(bobs.board, [
        { do: 'tap', permanent: 'bears' },
        { do: 'advance', to: 'upkeep', player: 'alice' },
        { do: 'advance', to: 'upkeep', player: 'bob' },
      ]),
    );
    expect(permanent(later, 'bears').tapped).toBe(false);
  });
});

describe('the permanent it holds leaves the battlefield (CR 400.7)', () => {
  it("CR 400.7: the Bears destroyed before bob's untap step: the effect ends with them and leaves no entry behind", () => {
    const result = ok(
      run({ turn: aliceMain, permanents: [bears] }, [
        { do: 'cast', card: 'Take into Custody', controller: 'alice', id: 'custody', targets: ['bears'] },
        { do: 'damage', source: { card: 'Lightning Bolt', controller: 'alice' }, target: 'bears', amount: 3 },
      ]),
    );
    expect(result.board.permanents).toEqual([]);
    expect(result.board.effects).toEqual([]);
    expect(result.events).toContainEqual({ type: 'effectEnded', effect: 'custody/e', rules: ['400.7', '502.3'] });
  });
});

describe("an ability's \"doesn't untap during its controller's next untap step\" whose source is gone (CR 502.3, 608.2h)", () => {
  it("CR 608.2h: Sleeper Dart, sacrificed to pay its cost: the entry names its card, so the stored board loads and keeps the Bears tapped through bob's next untap step only", () => {
    const result = ok(
      run(
        {
          turn: aliceMain,
          permanents: [
            { id: 'dart', card: 'Sleeper Dart', controller: 'alice' },
            { ...bears, tapped: true },
          ],
        },
        [{ do: 'activate', permanent: 'dart', targets: ['bears'] }],
      ),
    );
    expect(result.board.effects).toEqual([expect.objectContaining({ source: { card: 'Sleeper Dart' }, ability: 1, targets: ['bears'], duration: 'permanent' })]);
    const bobs = ok(run(result.board, [{ do: 'advance', to: 'upkeep', player: 'bob' }]));
    expect(permanent(bobs, 'bears').tapped).toBe(true);
    expect(bobs.board.effects).toEqual([]);
    const later = ok(run(bobs.board, [{ do: 'advance', to: 'upkeep', player: 'bob' }]));
    expect(permanent(later, 'bears').tapped).toBe(false);
  });
});
