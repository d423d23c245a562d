// The combat damage step (CR 510): each attacking and blocking creature assigns combat damage
// equal to its power (510.1a) to what it attacks when unblocked (510.1b), among the creatures
// blocking it (510.1c) or among those it blocks (510.1d), divided as its controller chooses where
// there is a choice (`choices.assign`; there is no damage assignment order in the current rules);
// trample lets an attacker assign what is beyond lethal damage to its blockers to what it attacks
// (702.19b, 702.19d), deathtouch makes 1 lethal (702.2c). Then all of it is dealt at once (510.2),
// each damage event with its results (rules/game/damage.ts: 120.3, prevention, lifelink). With
// first strike or double strike in combat there are two steps (510.4, 702.7b, 702.4b-d).

import type { ActionContext, Board, Permanent } from '../board';
import { hasBehaviour } from '../cards';
import { illegalAction, invalid, RulesError, type Path } from '../core';
import { dealDamage, permanentSource, type DamageSource, type SimultaneousDamage } from '../game';
import { viewOf, type BoardView } from '../state';
import { inCombat } from './removal';

/** How a creature divides its combat damage: amounts by recipient id (SCENARIOS.md, `choices.assign`). */
export type Assignment = Record<string, number>;
/** The divisions given for an action, by assigning creature. */
export type Assign = Record<string, Assignment>;

/** A creature that assigns combat damage in this step, and to what it may. */
export interface Assigner {
  creature: Permanent;
  power: number;
  /** Who may be assigned damage: blockers, blocked attackers, and what an attacker attacks. */
  recipients: string[];
  /**
   * For an attacker with trample: its blockers, each with the damage its toughness leaves before
   * it is lethal (702.19b, 120.6), which must be assigned before anything goes to `beyond`.
   */
  trample: { blockers: { id: string; left: number }[]; deathtouch: boolean; beyond: string } | null;
}

/** Damage assigned to each recipient by the other creatures assigning in the same step. */
export type Others = Readonly<Record<string, number>>;

const keywordsOf = (view: BoardView, p: Permanent) => view.characteristics(p).keywords;
const isAttacking = (p: Permanent | undefined): p is Permanent => p !== undefined && p.attacking !== null;

/** The creatures that assign combat damage in the step `step` (1: first strike, 2: the other, null: the only one; CR 510.4). */
export function combatants(view: BoardView, step: 1 | 2 | null): Permanent[] {
  const fighting = view.board.permanents.filter(inCombat);
  if (step === null) return fighting;
  if (step === 1) return fighting.filter((p) => hasBehaviour(keywordsOf(view, p), 'combatDamageStep'));
  // The second step: those that had neither as the first began, and those with double strike now (510.4, 702.4c-d, 702.7c).
  return fighting.filter((p) => !p.hadFirstStrike || hasBehaviour(keywordsOf(view, p), 'combatDamageStep', (b) => b.steps === 'both'));
}

/**
 * Lethal damage for a blocker as a trampler assigns (CR 702.19b, 120.6): its toughness less the
 * damage marked on it and the damage other creatures assign it in this step; with deathtouch any
 * nonzero amount (702.2c).
 */
export function lethalFor(trample: NonNullable<Assigner['trample']>, blocker: { id: string; left: number }, others: Others = {}): number {
  const needed = Math.max(0, blocker.left - (others[blocker.id] ?? 0));
  return trample.deathtouch ? Math.min(1, needed) : needed;
}

/** What a creature may assign its combat damage to in this step, or null when it assigns none (CR 510.1a-d). */
export function assignerOf(view: BoardView, creature: Permanent): Assigner | null {
  const c = view.characteristics(creature);
  const power = c.power ?? 0;
  if (power <= 0) return null;
  if (creature.attacking !== null) {
    // It attacks nothing once what it attacked was removed from combat (506.4c, 510.1b).
    const attacked = creature.attackedLeftCombat ? null : creature.attacking;
    if (!creature.blocked) return attacked === null ? null : { creature, power, recipients: [attacked], trample: null };
    const blockers = view.board.permanents.filter((p) => p.blocking.includes(creature.id)).map((p) => p.id);
    if (!hasBehaviour(c.keywords, 'assignsExcessDamage')) return blockers.length === 0 ? null : { creature, power, recipients: blockers, trample: null };
    // Trample: blocked with no blockers left, all of it goes to what it attacks (702.19d).
    if (blockers.length === 0) return attacked === null ? null : { creature, power, recipients: [attacked], trample: null };
    // 702.19f: what it attacked left combat, so nothing goes beyond the blockers.
    if (attacked === null) return { creature, power, recipients: blockers, trample: null };
    const left = blockers.map((id) => {
      const blocker = view.permanent(id)!;
      return { id, left: Math.max(0, (view.characteristics(blocker).toughness ?? 0) - blocker.damage) };
    });
    return {
      creature,
      power,
      recipients: [...blockers, attacked],
      trample: { blockers: left, deathtouch: hasBehaviour(c.keywords, 'damage', (b) => b.result === 'deathtouch'), beyond: attacked },
    };
  }
  const blocked = creature.blocking.filter((id) => isAttacking(view.permanent(id)));
  return blocked.length === 0 ? null : { creature, power, recipients: blocked, trample: null };
}

/**
 * The one division the rules allow, or null when the controller has a choice (SCENARIOS.md: the
 * engine makes a forced one): one recipient; or trample over one blocker with no more than lethal
 * damage, all of it to the blocker (702.19b; lethal judged from the blocker alone, since damage
 * other creatures assign it is known only once every division is).
 */
export function forcedDivision(assigner: Assigner): Assignment | null {
  const { recipients, power, trample } = assigner;
  if (recipients.length === 1) return { [recipients[0]!]: power };
  if (trample && trample.blockers.length === 1 && power <= lethalFor(trample, trample.blockers[0]!)) return { [trample.blockers[0]!.id]: power };
  return null;
}

/**
 * Why a division is illegal (CR 510.1a-d, 702.19b), or null when it is legal; `others` is what the
 * other creatures assign in the same step, or null to leave trample's lethal damage unchecked.
 */
export function divisionRefusal(assigner: Assigner, division: Assignment, others: Others | null = {}): { reason: string; rule: string } | null {
  const id = assigner.creature.id;
  let total = 0;
  for (const [recipient, amount] of Object.entries(division)) {
    if (!assigner.recipients.includes(recipient))
      return { reason: `${id} can't assign combat damage to ${recipient}: it may assign to ${assigner.recipients.join(', ')}`, rule: '510.1' };
    if (!Number.isInteger(amount) || amount < 0) return { reason: `${id} assigns a whole number of damage, not ${amount}`, rule: '510.1' };
    total += amount;
  }
  if (total !== assigner.power) return { reason: `${id} assigns combat damage equal to its power, ${assigner.power}, not ${total}`, rule: '510.1a' };
  const { trample } = assigner;
  if (trample && others !== null && (division[trample.beyond] ?? 0) > 0) {
    const short = trample.blockers.find((blocker) => (division[blocker.id] ?? 0) < lethalFor(trample, blocker, others));
    if (short)
      return {
        reason: `${id} assigns damage to ${trample.beyond} only once each blocker is assigned lethal damage: ${short.id} needs ${lethalFor(trample, short, others)}`,
        rule: '702.19b',
      };
  }
  return null;
}

/** The divisions of the creatures that assign combat damage in this step: forced, given, or CHOICE_REQUIRED (SCENARIOS.md). */
export function assignments(view: BoardView, step: 1 | 2 | null, assign: Assign): { assigner: Assigner; division: Assignment }[] {
  // First every division there is: forced, or given (in the second step without what left combat, SCENARIOS.md).
  const entries: { assigner: Assigner; forced: Assignment | null; given: Assignment | undefined; division: Assignment | null }[] = [];
  for (const creature of combatants(view, step)) {
    const assigner = assignerOf(view, creature);
    if (!assigner) continue;
    const forced = forcedDivision(assigner);
    const raw = assign[creature.id];
    const given = raw && step === 2 ? Object.fromEntries(Object.entries(raw).filter(([id]) => assigner.recipients.includes(id))) : raw;
    entries.push({ assigner, forced, given, division: forced ?? given ?? null });
  }
  // Then the whole assignment is checked, creature by creature (CR 510.1e): a trampler's lethal damage counts what the others assign its blockers (702.19b).
  for (const { assigner, forced, given, division } of entries) {
    const id = assigner.creature.id;
    if (division === null)
      throw new RulesError('CHOICE_REQUIRED', `divide ${id}'s ${assigner.power} combat damage among ${assigner.recipients.join(', ')} (CR 510.1c-d, 702.19b)`, {
        choice: `assign.${id}`,
      });
    // A division given where the rules allow one way must be that way (in the first step; the second drops what left combat).
    if (forced && (!given || step === 2)) continue;
    const others: Record<string, number> = {};
    for (const other of entries)
      if (other.assigner !== assigner && other.division) for (const [recipient, amount] of Object.entries(other.division)) others[recipient] = (others[recipient] ?? 0) + amount;
    const refusal = divisionRefusal(assigner, given!, others);
    if (refusal) throw illegalAction(refusal.reason, refusal.rule);
  }
  return entries.map(({ assigner, division }) => ({ assigner, division: division! }));
}

/**
 * The combat damage step's turn-based actions (CR 510.1-510.2): the step it is (510.4: the
 * first-strike step when a creature in combat has first strike or double strike as it begins,
 * marking them `hadFirstStrike`), the divisions, then all the damage at once.
 */
export function combatDamage(board: Board, assign: Assign, ctx: ActionContext, at: Path): Board {
  let current = board;
  let step = current.turn.damageStep;
  if (step === null) {
    const view = viewOf(current);
    const first = combatants(view, 1);
    if (first.length > 0) {
      step = 1;
      const had = new Set(first.map((p) => p.id));
      current = { ...current, turn: { ...current.turn, damageStep: 1 }, permanents: current.permanents.map((p) => (had.has(p.id) ? { ...p, hadFirstStrike: true } : p)) };
    }
  }
  const view = viewOf(current);
  for (const id of Object.keys(assign)) if (!view.permanent(id) && step !== 2) invalid([...at, id], `no permanent has id "${id}"`);
  const divisions = assignments(view, step, assign);
  // Every source as it is as the damage is dealt, before any of it is (CR 510.2: simultaneously).
  const dealt: { source: DamageSource; recipient: string; amount: number }[] = [];
  for (const { assigner, division } of divisions) {
    ctx.assigned.add(assigner.creature.id);
    ctx.events.push({ type: 'combatDamageAssigned', permanent: assigner.creature.id, assignment: division, rules: ['510.1', ...(assigner.trample ? ['702.19b'] : [])] });
    const source = permanentSource(view, assigner.creature);
    for (const [recipient, amount] of Object.entries(division)) if (amount > 0) dealt.push({ source, recipient, amount });
  }
  const simultaneous: SimultaneousDamage = { shielded: new Map() };
  for (const { source, recipient, amount } of dealt) current = dealDamage(current, source, recipient, amount, true, ctx.events, simultaneous);
  return current;
}
