// The turn structure behind `advance` (CR 500-514): turn-based actions, durations, and the
// triggered abilities of beginning-of-step triggers.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const aliceMain = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

function run(permanents: Json[], actions: Json[], extra: Json = {}, ask: Json[] = []) {
  return runScenario({ board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra }, actions, ask });
}
function ok(result: ReturnType<typeof runScenario>) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
const player = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id);

describe('advance (CR 500)', () => {
  it("to the next player's upkeep: mana empties (106.4), their permanents untap (502.3) and stop being summoning sick (302.6)", () => {
    const result = ok(
      run(
        [bob('land', 'Forest', { tapped: true }), bob('elves', 'Llanowar Elves', { summoningSick: true, tapped: true }), alice('mine', 'Forest', { tapped: true })],
        [{ do: 'advance', to: 'upkeep' }],
        {
          players: [{ id: 'alice', manaPool: { G: 2 } }, { id: 'bob' }],
        },
      ),
    );
    expect(result.board.turn).toEqual({ number: 5, activePlayer: 'bob', step: 'upkeep', landsPlayed: 0, damageStep: null });
    expect(player(result, 'alice').manaPool.G).toBe(0);
    expect(permanent(result, 'land').tapped).toBe(false);
    expect(permanent(result, 'elves')).toMatchObject({ tapped: false, summoningSick: false });
    expect(permanent(result, 'mine').tapped).toBe(true);
  });

  it('504.1: the draw step draws a card; from an empty library the player loses (704.5b)', () => {
    const drew = ok(run([], [{ do: 'advance', to: 'draw' }], { players: [{ id: 'alice' }, { id: 'bob', library: 10, hand: 2 }] }));
    expect(player(drew, 'bob')).toMatchObject({ library: 9, hand: 3 });
    const empty = ok(run([], [{ do: 'advance', to: 'draw' }], { players: [{ id: 'alice' }, { id: 'bob', library: 0 }] }));
    expect(player(empty, 'bob').lost).toBe(true);
    expect(empty.events.find((e) => e.type === 'playerLost')?.rules).toContain('704.5b');
  });

  it('103.8a: the player who plays first skips the draw of their first turn', () => {
    const result = ok(
      runScenario({
        board: { turn: { number: 1, activePlayer: 'alice', step: 'upkeep' }, players: [{ id: 'alice' }, { id: 'bob' }] },
        actions: [{ do: 'advance', to: 'precombatMain' }],
      }),
    );
    expect(player(result, 'alice')).toMatchObject({ library: 40, hand: 0 });
  });

  it('514.2: in cleanup, damage is removed and "until end of turn" effects end', () => {
    const result = ok(
      run([bob('bear', bear, { damage: 1 }), bob('elves', 'Llanowar Elves')], [{ do: 'advance', to: 'upkeep' }], {
        effects: [
          { id: 'frog', source: { card: 'Turn to Frog' }, controller: 'alice', targets: ['elves'], timestamp: 5, duration: 'endOfTurn' },
          { id: 'forever', source: { card: 'Turn to Frog' }, controller: 'alice', targets: ['elves'], timestamp: 6, duration: 'permanent' },
        ],
      }),
    );
    expect(permanent(result, 'bear').damage).toBe(0);
    expect(result.board.effects.map((e: Json) => e.id)).toEqual(['forever']);
  });

  it('611.2: "until your next turn" effects end as their controller\'s next turn begins', () => {
    const effect = { id: 'e', source: { card: 'Turn to Frog' }, controller: 'alice', targets: ['bear'], timestamp: 5, duration: 'untilYourNextTurn' };
    const bobsTurn = ok(run([bob('bear', bear)], [{ do: 'advance', to: 'upkeep' }], { effects: [effect] }));
    expect(bobsTurn.board.effects).toHaveLength(1);
    const alicesTurn = ok(runScenario({ board: bobsTurn.board, actions: [{ do: 'advance', to: 'upkeep', player: 'alice' }] }));
    expect(alicesTurn.board.effects).toEqual([]);
    expect(alicesTurn.board.turn).toMatchObject({ number: 6, activePlayer: 'alice', step: 'upkeep' });
  });

  it('500.2: the stack must be empty for a step to end', () => {
    const held = ok(run([], [{ do: 'cast', card: 'Shock', controller: 'alice', targets: ['bob'], hold: true }]));
    expect(runScenario({ board: held.board, actions: [{ do: 'advance', to: 'end' }] })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '500.2' } });
  });

  it("606.3: a planeswalker's loyalty abilities can be activated again in a new turn", () => {
    const result = ok(run([bob('gideon', 'Gideon Blackblade', { loyaltyActivated: true })], [{ do: 'advance', to: 'precombatMain' }]));
    expect(permanent(result, 'gideon').loyaltyActivated).toBe(false);
  });
});

describe('Gideon Blackblade off his turn (ruling 2019-05-03)', () => {
  it("an Equipment attached to him while he was a creature becomes unattached in the next upkeep that isn't his controller's (704.5n); a Pacifism goes to the graveyard (704.5m)", () => {
    const permanents = [alice('gideon', 'Gideon Blackblade'), alice('split', 'Bonesplitter', { attachedTo: 'gideon' }), bob('pacifism', 'Pacifism', { attachedTo: 'gideon' })];
    // On his turn both are legal: he is a creature.
    const end = ok(run(permanents, [{ do: 'advance', to: 'end' }]));
    expect(permanent(end, 'split').attachedTo).toBe('gideon');
    expect(permanent(end, 'pacifism').attachedTo).toBe('gideon');
    const upkeep = ok(runScenario({ board: end.board, actions: [{ do: 'advance', to: 'upkeep' }] }));
    expect(upkeep.board.turn).toMatchObject({ activePlayer: 'bob', step: 'upkeep' });
    expect(permanent(upkeep, 'split').attachedTo).toBeNull();
    expect(permanent(upkeep, 'pacifism')).toBeUndefined();
  });
});

describe('beginning-of-step triggers (CR 503.1a, 513.1, 603)', () => {
  it("Contamination: at the beginning of its controller's upkeep, sacrifice it unless a creature is sacrificed — a choice named in choices.triggered", () => {
    const board = {
      turn: { number: 4, activePlayer: 'bob', step: 'end' },
      players: [{ id: 'alice' }, { id: 'bob' }],
      permanents: [alice('contam', 'Contamination'), alice('elves', 'Llanowar Elves')],
    };
    expect(runScenario({ board, actions: [{ do: 'advance', to: 'upkeep' }] })).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'triggered.contam.sacrifice' } });
    const paid = ok(runScenario({ board, actions: [{ do: 'advance', to: 'upkeep', choices: { triggered: { contam: { sacrifice: ['elves'] } } } }] }));
    expect(paid.board.permanents.map((p: Json) => p.id)).toEqual(['contam']);
    const declined = ok(runScenario({ board, actions: [{ do: 'advance', to: 'upkeep', choices: { triggered: { contam: { sacrifice: [] } } } }] }));
    expect(declined.board.permanents.map((p: Json) => p.id)).toEqual(['elves']);
  });

  it('Contamination with no creature to sacrifice is sacrificed', () => {
    const board = { turn: { number: 4, activePlayer: 'bob', step: 'end' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [alice('contam', 'Contamination')] };
    const result = ok(runScenario({ board, actions: [{ do: 'advance', to: 'upkeep' }] }));
    expect(player(result, 'alice').graveyard.map((c: Json) => c.id)).toEqual(['contam']);
  });

  it('hold leaves the trigger on the stack in the step advanced to', () => {
    const board = { turn: { number: 4, activePlayer: 'bob', step: 'end' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [alice('contam', 'Contamination')] };
    const result = ok(runScenario({ board, actions: [{ do: 'advance', to: 'upkeep', hold: true }] }));
    expect(result.board.stack).toEqual([{ id: 'contam/s1', kind: 'ability', source: 'contam', ability: 0, controller: 'alice', targets: [], x: 0, choices: {} }]);
  });

  it('Dress Down is sacrificed at the beginning of the end step', () => {
    const result = ok(run([bob('dress', 'Dress Down')], [{ do: 'advance', to: 'end' }]));
    expect(player(result, 'bob').graveyard.map((c: Json) => c.id)).toEqual(['dress']);
  });
});

describe('combat without attackers (CR 508.8)', () => {
  const steps = (result: Json) => result.events.filter((e: Json) => e.type === 'stepBegan').map((e: Json) => e.step);

  it('508.8: advancing through combat declares no attackers, so the declare blockers and combat damage steps are skipped', () => {
    const result = ok(run([alice('bear', bear)], [{ do: 'advance', to: 'postcombatMain' }]));
    expect(steps(result)).toEqual(['beginCombat', 'declareAttackers', 'endCombat', 'postcombatMain']);
  });

  it.each(['declareBlockers', 'combatDamage'])('508.8: an advance to the skipped %s step stops at the end of combat step instead', (to) => {
    const result = ok(run([alice('bear', bear)], [{ do: 'advance', to }]));
    expect(result.board.turn).toMatchObject({ activePlayer: 'alice', step: 'endCombat' });
  });

  it("508.1d: advancing past the declaration declares no attackers, which is illegal while a creature of the active player attacks each combat if able and can; an opponent's does not count", () => {
    const brute = { ...bear, name: 'Test Brute', abilities: [{ kind: 'static', effects: [{ type: 'attacksEachCombat', affects: 'self' }] }] };
    expect(run([alice('brute', brute)], [{ do: 'advance', to: 'postcombatMain' }])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '508.1d' } });
    // One that can't attack (summoning sick, CR 302.6) is under no requirement it could obey.
    expect(ok(run([alice('brute', brute, { summoningSick: true })], [{ do: 'advance', to: 'postcombatMain' }])).board.turn.step).toBe('postcombatMain');
    expect(ok(run([bob('brute', brute)], [{ do: 'advance', to: 'postcombatMain' }])).board.turn.step).toBe('postcombatMain');
    // Before combat, nothing is asked of it.
    expect(ok(run([alice('brute', brute)], [{ do: 'advance', to: 'beginCombat' }])).board.turn.step).toBe('beginCombat');
  });
});
