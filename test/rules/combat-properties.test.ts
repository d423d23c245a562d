// Properties of combat damage (CR 510) on random two-player boards, through the public
// contract (`runScenario`): for random legal declarations and divisions, the damage dealt in
// each combat damage step is what each creature assigns under 510.1a-d, 702.19b-d and 702.2c,
// less what protection prevents (702.16e), in the steps 510.4 makes; an illegal division is
// never accepted. The expected outcome comes from a small reference written from the rules text
// and SCENARIOS.md alone (it does not call rules/combat). Where SCENARIOS.md settles what the
// format leaves to the engine, the reference follows it: a division the rules allow one way is
// made by the engine (and one given for it is checked, except in the second step); one action
// through two steps uses the same divisions in both, without entries for what left combat; a
// division for a creature that assigned nothing in the action is INVALID_INPUT.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
type Division = Record<string, number>;
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
// Bob's life is high enough that no board here ends the game (104.3a).
const BOB_LIFE = 100;

// ---------------------------------------------------------------------------------------
// Boards

interface AttackerSpec {
  power: number;
  toughness: number;
  keywords: string[];
  green: boolean;
}
interface BlockerSpec {
  power: number;
  toughness: number;
  damage: number;
  keywords: string[];
  protectionFromGreen: boolean;
  /** The index of the attacker it blocks; the number of attackers means it does not block. */
  blocks: number;
}
interface DivisionSpec {
  mode: 'legal' | 'random' | 'omit';
  amounts: number[];
  stray: 'alice' | 'nobody' | 'other blocker';
  overflow: boolean;
}
interface BoardSpec {
  attackers: AttackerSpec[];
  blockers: BlockerSpec[];
  divisions: DivisionSpec[];
  /** The divisions for the second of two damage actions. */
  later: DivisionSpec[];
}

const attackerArb = (keywords: string[]): fc.Arbitrary<AttackerSpec> =>
  fc.record({ power: fc.integer({ min: 0, max: 6 }), toughness: fc.integer({ min: 1, max: 6 }), keywords: fc.subarray(keywords), green: fc.boolean() });
const blockerArb = (keywords: string[]): fc.Arbitrary<Omit<BlockerSpec, 'blocks'>> =>
  fc
    .record({
      power: fc.integer({ min: 0, max: 6 }),
      toughness: fc.integer({ min: 1, max: 6 }),
      damage: fc.nat(5),
      keywords: fc.subarray(keywords),
      protectionFromGreen: fc.boolean(),
    })
    // Marked damage below toughness: the blocker is still on the battlefield (704.5g).
    .map((b) => ({ ...b, damage: Math.min(b.damage, b.toughness - 1) }));
const divisionArb = (modes: DivisionSpec['mode'][]): fc.Arbitrary<DivisionSpec> =>
  fc.record({
    mode: fc.constantFrom(...modes),
    amounts: fc.array(fc.nat(7), { minLength: 8, maxLength: 8 }),
    stray: fc.constantFrom('alice' as const, 'nobody' as const, 'other blocker' as const),
    overflow: fc.boolean(),
  });
const boardArb = (options: { attackerKeywords: string[]; blockerKeywords: string[]; maxBlockers: number; modes: DivisionSpec['mode'][] }): fc.Arbitrary<BoardSpec> =>
  fc.array(attackerArb(options.attackerKeywords), { minLength: 1, maxLength: 3 }).chain((attackers) =>
    fc.record({
      attackers: fc.constant(attackers),
      // Most blockers block; `attackers.length` is not blocking.
      blockers: fc.array(
        fc
          .tuple(blockerArb(options.blockerKeywords), fc.oneof({ weight: 4, arbitrary: fc.nat(attackers.length - 1) }, { weight: 1, arbitrary: fc.constant(attackers.length) }))
          .map(([b, blocks]) => ({ ...b, blocks })),
        { minLength: 0, maxLength: options.maxBlockers },
      ),
      divisions: fc.array(divisionArb(options.modes), { minLength: 3, maxLength: 3 }),
      later: fc.array(divisionArb(options.modes), { minLength: 3, maxLength: 3 }),
    }),
  );

const attackerId = (i: number) => `a${i}`;
const blockerId = (j: number) => `b${j}`;
const keyword = (k: string) => ({ kind: 'keyword', keyword: k });

/** The scenario's permanents: alice's attackers first, then bob's possible blockers, each an inline card of its own. */
function permanentsOf(spec: BoardSpec): Json[] {
  return [
    ...spec.attackers.map((a, i) => ({
      id: attackerId(i),
      controller: 'alice',
      card: {
        name: `Test A${i}`,
        manaCost: a.green ? '{1}{G}' : '{2}',
        types: ['Creature'],
        subtypes: ['Bear'],
        power: a.power,
        toughness: a.toughness,
        abilities: a.keywords.map(keyword),
      },
    })),
    ...spec.blockers.map((b, j) => ({
      id: blockerId(j),
      controller: 'bob',
      damage: b.damage,
      card: {
        name: `Test B${j}`,
        manaCost: '{1}{W}',
        types: ['Creature'],
        subtypes: ['Bear'],
        power: b.power,
        toughness: b.toughness,
        abilities: [...b.keywords.map(keyword), ...(b.protectionFromGreen ? [{ kind: 'keyword', keyword: 'protection', from: 'G' }] : [])],
      },
    })),
  ];
}

const blockersOf = (spec: BoardSpec, i: number) => spec.blockers.flatMap((b, j) => (b.blocks === i ? [blockerId(j)] : []));

/** Splits `total` among `recipients` by the generated amounts (the last takes the rest). */
function split(total: number, recipients: string[], amounts: number[], start = 0): Division {
  const out: Division = {};
  let left = total;
  recipients.forEach((r, k) => {
    const amount = k === recipients.length - 1 ? left : Math.min(left, amounts[(start + k) % amounts.length]!);
    out[r] = (out[r] ?? 0) + amount;
    left -= amount;
  });
  return out;
}
const withoutZeros = (d: Division): Division => Object.fromEntries(Object.entries(d).filter(([, n]) => n !== 0));

/**
 * The `choices.assign` for the board: for each blocked attacker with power, a division of its
 * power, built to be legal as the first damage step begins ('legal'), anything over its
 * blockers, the player and a stray recipient ('random'), or none ('omit').
 */
function assignOf(spec: BoardSpec): Record<string, Division> {
  const assign: Record<string, Division> = {};
  spec.attackers.forEach((a, i) => {
    const blockers = blockersOf(spec, i);
    const d = spec.divisions[i]!;
    if (a.power <= 0 || blockers.length === 0 || d.mode === 'omit') return;
    const trample = a.keywords.includes('trample');
    if (d.mode === 'legal') {
      const lethal = blockers.map((id) => {
        const b = spec.blockers[Number(id.slice(1))]!;
        return a.keywords.includes('deathtouch') ? 1 : b.toughness - b.damage;
      });
      const needed = lethal.reduce((x, y) => x + y, 0);
      if (trample && d.overflow && needed <= a.power) {
        const rest = split(a.power - needed, [...blockers, 'bob'], d.amounts);
        assign[attackerId(i)] = withoutZeros(Object.fromEntries([...blockers, 'bob'].map((r, k) => [r, (lethal[k] ?? 0) + (rest[r] ?? 0)])));
      } else assign[attackerId(i)] = withoutZeros(split(a.power, blockers, d.amounts));
      return;
    }
    const stray = d.stray === 'other blocker' ? (spec.blockers.map((_, j) => blockerId(j)).find((id) => !blockers.includes(id)) ?? 'nobody') : d.stray;
    const candidates = [...blockers, 'bob', ...(d.overflow ? [stray] : [])];
    const division: Division = {};
    candidates.forEach((r, k) => (division[r] = d.amounts[k]! % (a.power + 2)));
    // Half the time the total is right, so that only the recipients or the order of lethal damage are wrong.
    if (d.amounts[7]! % 2 === 0) {
      const last = candidates[candidates.length - 1]!;
      const others = candidates.slice(0, -1).reduce((sum, r) => sum + division[r]!, 0);
      if (others <= a.power) division[last] = a.power - others;
    }
    assign[attackerId(i)] = withoutZeros(division);
  });
  return assign;
}

// ---------------------------------------------------------------------------------------
// The reference: combat damage from the rules text

interface Creature {
  id: string;
  power: number;
  toughness: number;
  damage: number;
  keywords: string[];
  green: boolean;
  protectionFromGreen: boolean;
  /** For an attacker: whether blockers were declared for it (509.1h; it stays blocked). For a blocker: the attacker it blocks, or null. */
  blocked: boolean;
  blocks: string | null;
  attacker: boolean;
  alive: boolean;
  deathtouched: boolean;
  hadFirstStrike: boolean;
}
interface Hit {
  source: string;
  target: string;
  amount: number;
}
interface StepOutcome {
  assigned: Record<string, Division>;
  dealt: Hit[];
  prevented: Hit[];
}
/** On a refusal, `action` is which of the damage actions is refused (0 or 1). */
type Expected = { ok: true; steps: StepOutcome[]; bobDamage: number } | { ok: false; code: 'ILLEGAL_ACTION' | 'CHOICE_REQUIRED' | 'INVALID_INPUT'; choice?: string; action: number };

const has = (c: Creature, k: string) => c.keywords.includes(k);

/**
 * The combat damage of the board's declarations, with the divisions `assigns[0]` given in one
 * action through both damage steps, or, when `split`, `assigns[k]` in the action through step k
 * (an `advance` to combatDamage stops after the first of two steps; SCENARIOS.md).
 */
function expectedOutcome(spec: BoardSpec, assigns: Record<string, Division>[], split = false): Expected {
  const creatures: Creature[] = [
    ...spec.attackers.map((a, i) => ({
      id: attackerId(i),
      power: a.power,
      toughness: a.toughness,
      damage: 0,
      keywords: a.keywords,
      green: a.green,
      protectionFromGreen: false,
      blocked: blockersOf(spec, i).length > 0,
      blocks: null,
      attacker: true,
      alive: true,
      deathtouched: false,
      hadFirstStrike: false,
    })),
    ...spec.blockers.map((b, j) => ({
      id: blockerId(j),
      power: b.power,
      toughness: b.toughness,
      damage: b.damage,
      keywords: b.keywords,
      green: false,
      protectionFromGreen: b.protectionFromGreen,
      blocked: false,
      blocks: b.blocks < spec.attackers.length ? attackerId(b.blocks) : null,
      attacker: false,
      alive: true,
      deathtouched: false,
      hadFirstStrike: false,
    })),
  ];
  const byId = new Map(creatures.map((c) => [c.id, c]));
  const inCombat = (c: Creature) => c.alive && (c.attacker || c.blocks !== null);
  const striker = (c: Creature) => has(c, 'first strike') || has(c, 'double strike');
  // 510.4: a first-strike damage step when a creature in combat has first strike or double strike as the step begins.
  const steps: (1 | 2 | null)[] = creatures.some((c) => inCombat(c) && striker(c)) ? [1, 2] : [null];
  const outcomes: StepOutcome[] = [];
  let assignedNow = new Set<string>();
  let bobDamage = 0;
  for (const [k, step] of steps.entries()) {
    const action = split ? k : 0;
    const assign = assigns[action] ?? {};
    const assigners = creatures.filter((c) => inCombat(c) && (step === null || (step === 1 ? striker(c) : !c.hadFirstStrike || has(c, 'double strike'))));
    if (step === 1) for (const c of assigners) c.hadFirstStrike = true;
    const outcome: StepOutcome = { assigned: {}, dealt: [], prevented: [] };
    for (const c of assigners) {
      // 510.1a: power 0 or less assigns no combat damage.
      if (c.power <= 0) continue;
      let recipients: string[];
      let lethal: Map<string, number> | null = null;
      if (!c.attacker) {
        // 510.1d: a blocker assigns all its damage to the attacker it blocks, if that is still in combat.
        const attacker = byId.get(c.blocks!)!;
        if (!attacker.alive) continue;
        recipients = [attacker.id];
      } else if (!c.blocked)
        recipients = ['bob']; // 510.1b
      else {
        const blockers = creatures.filter((b) => b.alive && b.blocks === c.id).map((b) => b.id);
        if (blockers.length === 0) {
          // 510.1c: blocked with no blockers left assigns nothing; with trample, all to the player (702.19d).
          if (!has(c, 'trample')) continue;
          recipients = ['bob'];
        } else if (!has(c, 'trample')) recipients = blockers;
        else {
          // 702.19b: lethal damage counts damage already marked; 702.2c: with deathtouch any nonzero amount is lethal.
          lethal = new Map(blockers.map((id) => [id, has(c, 'deathtouch') ? 1 : byId.get(id)!.toughness - byId.get(id)!.damage]));
          recipients = [...blockers, 'bob'];
        }
      }
      const refusal = (d: Division): boolean => {
        if (Object.keys(d).some((r) => !recipients.includes(r))) return true; // 510.1b-d
        if (Object.values(d).reduce((x, y) => x + y, 0) !== c.power) return true; // 510.1a
        if (lethal && (d.bob ?? 0) > 0 && [...lethal].some(([id, n]) => (d[id] ?? 0) < n)) return true; // 702.19b
        return false;
      };
      // Forced: one recipient (510.1b-d), or trample over one blocker with no more than lethal damage (702.19b).
      const forced: Division | null =
        recipients.length === 1 ? { [recipients[0]!]: c.power } : lethal && lethal.size === 1 && c.power <= [...lethal.values()][0]! ? { [recipients[0]!]: c.power } : null;
      const given = assign[c.id];
      let division: Division;
      if (forced) {
        // SCENARIOS.md: a division given where the rules allow one way must be that way (in the second step, the engine makes it).
        if (given && step !== 2 && refusal(given)) return { ok: false, code: 'ILLEGAL_ACTION', action };
        division = forced;
      } else {
        if (!given) return { ok: false, code: 'CHOICE_REQUIRED', choice: `assign.${c.id}`, action };
        // SCENARIOS.md: in the second step, entries naming objects no longer in combat are dropped.
        division = step === 2 ? Object.fromEntries(Object.entries(given).filter(([r]) => recipients.includes(r))) : given;
        if (refusal(division)) return { ok: false, code: 'ILLEGAL_ACTION', action };
      }
      assignedNow.add(c.id);
      outcome.assigned[c.id] = withoutZeros(division);
    }
    // 510.2: all of it dealt at once; protection from green prevents damage from a green source (702.16e).
    for (const [source, division] of Object.entries(outcome.assigned)) {
      const from = byId.get(source)!;
      for (const [target, amount] of Object.entries(division)) {
        if (target === 'bob') {
          bobDamage += amount;
          outcome.dealt.push({ source, target, amount });
          continue;
        }
        const to = byId.get(target)!;
        if (from.green && to.protectionFromGreen) {
          outcome.prevented.push({ source, target, amount });
          continue;
        }
        to.damage += amount;
        if (has(from, 'deathtouch')) to.deathtouched = true;
        outcome.dealt.push({ source, target, amount });
      }
    }
    // State-based actions (704.5g, 704.5h): lethal damage, or damage from a source with deathtouch.
    for (const c of creatures) if (c.alive && (c.damage >= c.toughness || c.deathtouched)) c.alive = false;
    outcomes.push(outcome);
    // A division for a creature that assigned no combat damage in the action would be ignored (SCENARIOS.md).
    if (split || k === steps.length - 1) {
      if (Object.keys(assign).some((id) => !assignedNow.has(id))) return { ok: false, code: 'INVALID_INPUT', action };
      assignedNow = new Set();
    }
  }
  // With one damage step, the second action (to the postcombat main phase) has no damage step to divide in.
  if (split && steps.length === 1 && Object.keys(assigns[1] ?? {}).length > 0) return { ok: false, code: 'INVALID_INPUT', action: 1 };
  return { ok: true, steps: outcomes, bobDamage };
}

// ---------------------------------------------------------------------------------------
// The engine, and the comparison

function declarations(spec: BoardSpec): Json[] {
  const blockers = spec.blockers.flatMap((b, j) => (b.blocks < spec.attackers.length ? [{ id: blockerId(j), blocking: [attackerId(b.blocks)] }] : []));
  return [
    { do: 'declareAttackers', attackers: spec.attackers.map((_, i) => ({ id: attackerId(i) })) },
    { do: 'declareBlockers', blockers },
  ];
}
const scenario = (spec: BoardSpec, actions: Json[]) => ({
  board: { turn, players: [{ id: 'alice' }, { id: 'bob', life: BOB_LIFE }], permanents: permanentsOf(spec) },
  actions,
  ask: [],
});

/** The events of each combat damage step: those after each `stepBegan` of combatDamage, up to the next step. */
function stepsOf(events: Json[]): StepOutcome[] {
  const steps: StepOutcome[] = [];
  let current: StepOutcome | null = null;
  for (const e of events) {
    if (e.type === 'stepBegan') {
      current = e.step === 'combatDamage' ? { assigned: {}, dealt: [], prevented: [] } : null;
      if (current) steps.push(current);
    } else if (e.type === 'combatDamageAssigned') {
      expect(current, `combatDamageAssigned outside a combat damage step: ${JSON.stringify(e)}`).not.toBeNull();
      current!.assigned[e.permanent] = withoutZeros(e.assignment);
    } else if ((e.type === 'damageDealt' || e.type === 'damagePrevented') && e.combat) {
      expect(current, `combat damage outside a combat damage step: ${JSON.stringify(e)}`).not.toBeNull();
      (e.type === 'damageDealt' ? current!.dealt : current!.prevented).push({ source: e.source, target: e.target, amount: e.amount });
    }
  }
  return steps;
}
const sortHits = (hits: Hit[]) => [...hits].sort((x, y) => `${x.source}>${x.target}`.localeCompare(`${y.source}>${y.target}`));
const normalized = (steps: StepOutcome[]) => steps.map((s) => ({ assigned: s.assigned, dealt: sortHits(s.dealt), prevented: sortHits(s.prevented) }));

const tally = { accepted: 0, refused: 0, twoSteps: 0 };

/** Runs the board's combat in one action through both damage steps, and compares it with the reference. */
/**
 * For two damage actions: the first action's divisions for the attackers that assign in the first
 * step, the second's for those that may assign in the second (510.4), so that most divisions are read.
 */
function splitAssigns(spec: BoardSpec): Record<string, Division>[] {
  const striker = (keywords: string[]) => keywords.includes('first strike') || keywords.includes('double strike');
  const twoSteps = spec.attackers.some((a) => striker(a.keywords)) || spec.blockers.some((b) => b.blocks < spec.attackers.length && striker(b.keywords));
  const only = (assign: Record<string, Division>, keep: (a: AttackerSpec) => boolean) =>
    Object.fromEntries(Object.entries(assign).filter(([id]) => keep(spec.attackers[Number(id.slice(1))]!)));
  const first = only(assignOf(spec), (a) => !twoSteps || striker(a.keywords));
  const second = twoSteps ? only(assignOf({ ...spec, divisions: spec.later }), (a) => !a.keywords.includes('first strike') || a.keywords.includes('double strike')) : {};
  return [first, second];
}

function checkCombat(spec: BoardSpec, split = false): void {
  const assigns = split ? splitAssigns(spec) : [assignOf(spec)];
  const advance = (to: string, assign: Record<string, Division> = {}) => ({ do: 'advance', to, ...(Object.keys(assign).length > 0 ? { choices: { assign } } : {}) });
  const damage = split ? [advance('combatDamage', assigns[0]), advance('postcombatMain', assigns[1])] : [advance('postcombatMain', assigns[0])];
  const declared = runScenario(scenario(spec, declarations(spec))) as Json;
  // The declarations are legal by construction (no evasion, each blocker blocks one attacker).
  if (!declared.ok) throw new Error(`declarations refused: ${JSON.stringify(declared.error)}`);
  const result = runScenario(scenario(spec, [...declarations(spec), ...damage])) as Json;
  const expected = expectedOutcome(spec, assigns, split);
  const context = JSON.stringify({ assigns, expected, error: result.ok ? undefined : result.error });
  if (!expected.ok) {
    tally.refused++;
    // 510.1e: an illegal assignment is refused, and the game returns to the moment before the action.
    expect(result.ok, context).toBe(false);
    expect(result.error.code, context).toBe(expected.code);
    if (expected.choice) expect(result.error.choice, context).toBe(expected.choice);
    const before = expected.action === 0 ? declared : (runScenario(scenario(spec, [...declarations(spec), damage[0]!])) as Json);
    expect(result.board, context).toEqual(before.board);
    return;
  }
  tally.accepted++;
  if (expected.steps.length === 2) tally.twoSteps++;
  expect(result.ok, context).toBe(true);
  const newEvents = (result.events as Json[]).slice((declared.events as Json[]).length);
  expect(normalized(stepsOf(newEvents)), context).toEqual(normalized(expected.steps));
  expect(result.board.players.find((p: Json) => p.id === 'bob').life, context).toBe(BOB_LIFE - expected.bobDamage);
  expect(result.board.turn.step).toBe('postcombatMain');
}

describe('combat damage on random boards (CR 510)', () => {
  it('510.1a-c, 702.19b, 510.1e: a random division is accepted exactly when the rules allow it; an illegal or missing one leaves the board as it was before the action (ILLEGAL_ACTION, CHOICE_REQUIRED)', () => {
    fc.assert(
      fc.property(boardArb({ attackerKeywords: ['trample', 'deathtouch'], blockerKeywords: ['deathtouch'], maxBlockers: 5, modes: ['random', 'random', 'legal', 'omit'] }), (spec) =>
        checkCombat(spec),
      ),
      { numRuns: 200 },
    );
  }, 120_000);

  it('510.1a-d, 510.2, 702.19b, 702.2c, 702.16e: with legal divisions, the damage dealt is what each creature assigns, less what protection prevents, and the player loses that much life', () => {
    fc.assert(
      fc.property(boardArb({ attackerKeywords: ['trample', 'deathtouch'], blockerKeywords: ['deathtouch'], maxBlockers: 5, modes: ['legal'] }), (spec) => {
        const expected = expectedOutcome(spec, [assignOf(spec)]);
        expect(expected.ok).toBe(true);
        checkCombat(spec);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('510.4, 702.4b, 702.7b, 702.19d: with first strike and double strike, each of the two steps deals what the creatures that assign in it assign, with single blockers (forced divisions)', () => {
    const keywords = ['trample', 'deathtouch', 'first strike', 'double strike'];
    fc.assert(
      fc.property(
        boardArb({ attackerKeywords: keywords, blockerKeywords: ['deathtouch', 'first strike', 'double strike'], maxBlockers: 4, modes: ['legal', 'omit'] }).map((spec) => ({
          ...spec,
          // One blocker at most for each attacker.
          blockers: spec.blockers.map((b, j) => ({ ...b, blocks: spec.blockers.findIndex((o) => o.blocks === b.blocks) === j ? b.blocks : spec.attackers.length })),
        })),
        (spec) => checkCombat(spec),
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('510.4, SCENARIOS.md: two damage steps in one action use the same divisions, without what left combat, whatever the divisions and blocks', () => {
    const keywords = ['trample', 'deathtouch', 'first strike', 'double strike'];
    fc.assert(
      fc.property(
        boardArb({ attackerKeywords: keywords, blockerKeywords: ['deathtouch', 'first strike', 'double strike'], maxBlockers: 5, modes: ['legal', 'random', 'omit'] }),
        (spec) => checkCombat(spec),
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('510.4, SCENARIOS.md: an advance to combatDamage stops after the first of two steps; each of the two actions takes its own divisions', () => {
    const keywords = ['trample', 'deathtouch', 'first strike', 'double strike'];
    fc.assert(
      fc.property(
        boardArb({ attackerKeywords: keywords, blockerKeywords: ['deathtouch', 'first strike', 'double strike'], maxBlockers: 5, modes: ['legal', 'random', 'omit'] }),
        (spec) => checkCombat(spec, true),
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('the properties saw both accepted and refused divisions, and two damage steps', () => {
    // Only when the properties above ran (not under a test name filter).
    if (tally.accepted + tally.refused === 0) return;
    expect(tally.accepted).toBeGreaterThan(50);
    expect(tally.refused).toBeGreaterThan(50);
    expect(tally.twoSteps).toBeGreaterThan(20);
  });
});
