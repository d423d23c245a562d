// The turn-based actions that declare attackers (CR 508.1) and blockers (509.1): the
// declaration is checked whole against the restrictions (508.1c, 509.1b, restrictions.ts, and
// menace, 702.111b) and the requirements (508.1d, 509.1c: no fewer obeyed than the most that
// could be), attackers without vigilance tap (508.1f, 702.20b), and the creatures become
// attacking (508.1k) and blocking (509.1g); attackers with blockers become blocked (509.1h).
// An illegal declaration leaves the board as it was (508.1, 509.1: the game returns to the
// moment before it).

import * as z from 'zod';
import { Id, type ActionContext, type Board, type Permanent } from '../board';
import { hasBehaviour } from '../cards';
import { illegalAction, invalid, unsupported, type Path } from '../core';
import { controllerOf, abilitiesNotCarriedOut, unsupportedError, unsupportedOf, viewOf, type BoardView } from '../state';
import { attackables, attackRefusal, blockRefusal, blocksAllowed, defendingPlayer, minimumBlockers, mustAttack, type Refusal } from './restrictions';

/** One attacker as declared: the creature and what it attacks (a player, planeswalker or battle; CR 508.1b). */
export const DeclaredAttacker = z.strictObject({ id: Id, attacking: Id.optional() });
export type DeclaredAttacker = z.infer<typeof DeclaredAttacker>;
/** One blocker as declared: the creature and the attackers it blocks (CR 509.1a). */
export const DeclaredBlocker = z.strictObject({ id: Id, blocking: z.array(Id).min(1).max(100) });
export type DeclaredBlocker = z.infer<typeof DeclaredBlocker>;

/** Keywords that change declarations in ways the engine does not model (CR 702.22 banding, "bands with other"). */
const BANDING = ['banding', 'bands with other'];

/** The creatures attacking now (CR 508.1k, 506.4). */
export function attackers(board: Board): Permanent[] {
  return board.permanents.filter((p) => p.attacking !== null);
}

/** Declares attackers for the active player (CR 508.1); `at` is the path of the declaration in the input. */
export function declareAttackers(board: Board, declared: readonly DeclaredAttacker[], ctx: ActionContext, at: Path): Board {
  const view = viewOf(board);
  const active = board.turn.activePlayer;
  const defending = defendingPlayer(board, active);
  const seen = new Set<string>();
  const chosen: { creature: Permanent; attacking: string }[] = [];
  const options = attackables(view, active);
  declared.forEach((entry, index) => {
    const creature = view.permanent(entry.id) ?? invalid([...at, index, 'id'], `no permanent has id "${entry.id}"`);
    if (seen.has(entry.id)) invalid([...at, index, 'id'], `${entry.id} is declared twice`);
    seen.add(entry.id);
    if (controllerOf(view, creature) !== active) throw illegalAction(`${entry.id} is not controlled by the active player, ${active}`, '508.1a');
    let attacking = entry.attacking;
    if (attacking === undefined) {
      if (options.length > 1) invalid([...at, index, 'attacking'], `name what ${entry.id} attacks: one of ${options.join(', ')} (CR 508.1b)`);
      attacking = defending;
    } else if (!view.player(attacking) && !view.permanent(attacking)) invalid([...at, index, 'attacking'], `no player or permanent has id "${attacking}"`);
    const refusal = attackRefusal(view, creature, attacking);
    if (refusal) throw illegalAction(refusal.reason, refusal.rule);
    if (view.characteristics(creature).keywords.some((k) => BANDING.includes(k))) throw unsupported(`${entry.id} has banding: banding (CR 702.22) is not modelled`);
    chosen.push({ creature, attacking });
  });
  const unobeyed = unobeyedRequirement(view, seen);
  if (unobeyed) throw illegalAction(unobeyed.reason, unobeyed.rule);
  let permanents = board.permanents;
  for (const { creature, attacking } of chosen) {
    const tap = !creature.tapped && !hasBehaviour(view.characteristics(creature).keywords, 'attacksWithoutTapping');
    // Attacking creatures without vigilance become tapped (CR 508.1f, 702.20b).
    if (tap) ctx.events.push({ type: 'tapped', permanent: creature.id, rules: ['508.1f'] });
    ctx.events.push({ type: 'attackerDeclared', permanent: creature.id, attacking, rules: ['508.1', '508.1k'] });
    permanents = permanents.map((p) => (p.id === creature.id ? { ...p, attacking, attackedLeftCombat: false, blocked: false, tapped: p.tapped || tap } : p));
  }
  return { ...board, permanents };
}

/** Declares blockers for the defending player (CR 509.1); `at` is the path of the declaration in the input. */
export function declareBlockers(board: Board, declared: readonly DeclaredBlocker[], ctx: ActionContext, at: Path): Board {
  const view = viewOf(board);
  const defending = defendingPlayer(board, board.turn.activePlayer);
  const seen = new Set<string>();
  const blockersOf = new Map<string, string[]>();
  declared.forEach((entry, index) => {
    const blocker = view.permanent(entry.id) ?? invalid([...at, index, 'id'], `no permanent has id "${entry.id}"`);
    if (seen.has(entry.id)) invalid([...at, index, 'id'], `${entry.id} is declared twice`);
    seen.add(entry.id);
    if (controllerOf(view, blocker) !== defending) throw illegalAction(`${entry.id} is not controlled by the defending player, ${defending}`, '509.1a');
    // Each blocker blocks one attacker, unless an effect lets it block more (CR 509.1a).
    if (new Set(entry.blocking).size !== entry.blocking.length) invalid([...at, index, 'blocking'], `${entry.id} names an attacker twice`);
    const allowed = blocksAllowed(view, blocker);
    if (entry.blocking.length > allowed) throw illegalAction(`${entry.id} can block only ${allowed === 1 ? 'one attacker' : `${allowed} attackers`}`, '509.1a');
    entry.blocking.forEach((id, j) => {
      const attacker = view.permanent(id) ?? invalid([...at, index, 'blocking', j], `no permanent has id "${id}"`);
      if (attacker.attacking === null) throw illegalAction(`${id} is not an attacking creature`, '509.1a');
      const refusal = blockRefusal(view, blocker, attacker);
      if (refusal) throw illegalAction(refusal.reason, refusal.rule);
      blockersOf.set(id, [...(blockersOf.get(id) ?? []), entry.id]);
    });
    if (view.characteristics(blocker).keywords.some((k) => BANDING.includes(k))) throw unsupported(`${entry.id} has banding: banding (CR 702.22) is not modelled`);
  });
  // Menace is a restriction on the whole declaration (CR 702.111b, 509.1b).
  for (const [id, blockers] of blockersOf) {
    const minimum = minimumBlockers(view, view.permanent(id)!);
    if (minimum && blockers.length < minimum.count)
      throw illegalAction(`${id} has ${minimum.keyword}: it can't be blocked except by ${minimum.count === 2 ? 'two' : minimum.count} or more creatures`, minimum.rule);
  }
  let permanents = board.permanents;
  for (const entry of declared) {
    ctx.events.push({ type: 'blockerDeclared', permanent: entry.id, blocking: entry.blocking, rules: ['509.1', '509.1g'] });
    permanents = permanents.map((p) => (p.id === entry.id ? { ...p, blocking: [...entry.blocking] } : p));
  }
  // An attacker with blockers becomes blocked (CR 509.1h).
  for (const id of blockersOf.keys()) ctx.events.push({ type: 'becameBlocked', permanent: id, rules: ['509.1h'] });
  permanents = permanents.map((p) => (blockersOf.has(p.id) ? { ...p, blocked: true } : p));
  return { ...board, permanents };
}

/**
 * Whether a declaration of no attackers obeys the requirements (CR 508.1d): no creature that
 * attacks each combat if able could attack. A requirement written in an ability the engine does
 * not carry out ("All creatures attack each combat if able.") could make it illegal while some
 * creature of the active player could attack: that is UNSUPPORTED, naming the ability.
 */
export function noAttackersRefusal(view: BoardView): Refusal | null {
  const unobeyed = unobeyedRequirement(view, new Set());
  if (unobeyed) return unobeyed;
  const active = view.board.turn.activePlayer;
  if (view.board.permanents.some((creature) => controllerOf(view, creature) === active && attackRefusal(view, creature, null) === null)) {
    const requirement = abilitiesNotCarriedOut(view).find(
      (entry) => entry.reach.includes('combat') && entry.as !== 'spell' && entry.as !== 'activated' && ATTACK_REQUIREMENT.test(entry.text),
    );
    if (requirement) throw unsupportedError(unsupportedOf(requirement));
  }
  return null;
}

/**
 * A requirement a declaration of these attackers disobeys (CR 508.1d): a creature of the active
 * player that attacks each combat if able, could attack, and is not declared. The restrictions the
 * engine models each concern one creature, so every requirement that can be obeyed can be obeyed
 * together: the most that could be obeyed is all of those.
 */
function unobeyedRequirement(view: BoardView, declared: ReadonlySet<string>): Refusal | null {
  const active = view.board.turn.activePlayer;
  for (const creature of view.board.permanents)
    if (controllerOf(view, creature) === active && !declared.has(creature.id) && mustAttack(view, creature) && attackRefusal(view, creature, null) === null)
      return { reason: `${creature.id} attacks each combat if able, and it is able to`, rule: '508.1d' };
  return null;
}

/** The words of a requirement to attack (CR 508.1d) in an Oracle line: "attacks each combat if able", "attack this turn if able". */
const ATTACK_REQUIREMENT = /\battacks?\b[^.]*\bif able\b/i;
