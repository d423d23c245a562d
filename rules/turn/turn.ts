// The turn structure behind `advance` (CR 500-514): the steps in order, each with its
// turn-based actions (untap 502, draw 504, lore counters on Sagas 505.4, declaring attackers 508.1 and blockers 509.1, combat
// damage 510 in one step or two 510.4, combat ending 511.3, cleanup 514), the steps 508.8 skips,
// mana pools emptying as each step ends (106.4), "until end of turn" effects ending in cleanup
// (514.2) and "until your next turn" effects as that turn begins (611.2), summoning sickness
// ending as its controller's turn begins (302.6), and players getting priority (117.3a) after the
// abilities that triggered resolve.

import * as z from 'zod';
import { Choices, holdsUntap, Hold, Id, LIMITS, STEPS, type ActionContext, type Board, type Permanent, type Step } from '../board';
import { attackers, combatDamage, declareAttackers, DeclaredAttacker, DeclaredBlocker, declareBlockers, endCombat, noAttackersRefusal, type Assign } from '../combat';
import { fullPool, illegalAction, invalid, manaTotal, overLimit, type Path } from '../core';
import { addLoreCounters, counterEffectFor, removeCounterInstead } from '../game';
import { controllerOf, viewOf } from '../state';
import { draw, settle, type History } from '../stack';

export const AdvanceAction = z.strictObject({
  do: z.literal('advance'),
  to: z.enum(STEPS.filter((step) => step !== 'untap' && step !== 'cleanup') as [string, ...string[]]),
  player: Id.optional(),
  choices: Choices.default({}),
  hold: Hold,
});
export type AdvanceAction = z.infer<typeof AdvanceAction>;

/** The player after `player` in turn order who is still in the game (CR 101.4, 800.4). */
function nextPlayer(board: Board, player: string): string {
  const order = board.players.map((p) => p.id);
  for (let offset = 1; offset <= order.length; offset += 1) {
    const candidate = board.players[(order.indexOf(player) + offset) % order.length]!;
    if (!candidate.lost) return candidate.id;
  }
  return player;
}

export function advance(board: Board, action: AdvanceAction, at: Path, ctx: ActionContext, history: History): Board {
  if (action.player !== undefined && !board.players.some((p) => p.id === action.player)) invalid([...at, 'player'], `no player has id "${action.player}"`);
  return moveTo(board, { step: action.to as Step, player: action.player }, { assign: action.choices.assign ?? {}, at }, ctx, history, action);
}

/** What the steps on the way take from the action: a declaration for the step it stops in, and the divisions of combat damage (SCENARIOS.md). */
interface StepInputs {
  attackers?: { list: readonly DeclaredAttacker[]; at: Path };
  blockers?: { list: readonly DeclaredBlocker[]; at: Path };
  assign: Assign;
  /** The action's path. */
  at: Path;
}

/**
 * Moves through the turn structure to a step (of a player's turn), performing each step's
 * turn-based actions, triggers and state-based actions on the way, and stops where the active
 * player would first receive priority in it (SCENARIOS.md, `advance`).
 */
function moveTo(
  board: Board,
  target: { step: Step; player?: string | undefined },
  inputs: StepInputs,
  ctx: ActionContext,
  history: History,
  options: { hold: boolean; choices: Choices },
): Board {
  if (board.players.length <= 2 && board.players.some((p) => p.lost)) throw illegalAction('the game is over', '104.2a');
  // A step ends only when the stack is empty and all players pass (CR 500.2).
  if (board.stack.length > 0) throw illegalAction('the stack is not empty: resolve it before the step can end', '500.2');
  let current = board;
  // At most two whole turns of every player to reach the step asked for.
  for (let moves = 0; moves < STEPS.length * board.players.length * 2 + 2; moves += 1) {
    const from = current.turn.step;
    current = endStep(current, ctx);
    current = beginNextStep(current, inputs, ctx);
    // A step skipped because no creature attacks (CR 508.8): the move stops at the end of combat step instead (SCENARIOS.md).
    const skipped = from === 'declareAttackers' && current.turn.step === 'endCombat';
    const step = skipped && SKIPPED_WITHOUT_ATTACKERS.includes(target.step) ? target.step : current.turn.step;
    const arrived = step === target.step && (target.player === undefined || current.turn.activePlayer === target.player);
    current = settle(current, ctx, history, { depth: 0, hold: arrived && options.hold, choices: options.choices });
    if (arrived) return current;
    if (current.stack.length > 0) throw illegalAction('an ability that triggered on the way is still on the stack', '500.2');
  }
  throw illegalAction(`the ${target.step} step of ${target.player ?? 'a player'} can't be reached`);
}

export const DeclareAttackersAction = z.strictObject({
  do: z.literal('declareAttackers'),
  attackers: z.array(DeclaredAttacker).max(LIMITS.permanents, overLimit(LIMITS.permanents, 'attackers')),
  choices: Choices.default({}),
  hold: Hold,
});
export type DeclareAttackersAction = z.infer<typeof DeclareAttackersAction>;

export const DeclareBlockersAction = z.strictObject({
  do: z.literal('declareBlockers'),
  blockers: z.array(DeclaredBlocker).max(LIMITS.permanents, overLimit(LIMITS.permanents, 'blockers')),
  choices: Choices.default({}),
  hold: Hold,
});
export type DeclareBlockersAction = z.infer<typeof DeclareBlockersAction>;

/**
 * The `declareAttackers` action (CR 508.1): from an earlier step of this turn the game advances to
 * the declare attackers step, where the declaration is made as the step begins; in that step, when
 * no creature attacks yet, it is made there. Then the step goes on as `advance` does.
 */
export function declareAttackersAction(board: Board, action: DeclareAttackersAction, at: Path, ctx: ActionContext, history: History): Board {
  const here = STEPS.indexOf(board.turn.step);
  const declaring = STEPS.indexOf('declareAttackers');
  const list = { list: action.attackers, at: [...at, 'attackers'] };
  if (here < declaring) return moveTo(board, { step: 'declareAttackers', player: board.turn.activePlayer }, { attackers: list, assign: {}, at }, ctx, history, action);
  if (here > declaring || attackers(board).length > 0)
    throw illegalAction('attackers are declared once, as the declare attackers step begins, and that moment has passed this turn', '508.1');
  if (board.stack.length > 0) throw illegalAction('the stack is not empty', '500.2');
  return settle(declareAttackers(board, list.list, ctx, list.at), ctx, history, { depth: 0, hold: action.hold, choices: action.choices });
}

/**
 * The `declareBlockers` action (CR 509.1): from the declare attackers step, with creatures
 * attacking, the game advances to the declare blockers step, where the declaration is made; in
 * that step, when no creature blocks yet, it is made there. Without attackers the step is skipped
 * (508.8).
 */
export function declareBlockersAction(board: Board, action: DeclareBlockersAction, at: Path, ctx: ActionContext, history: History): Board {
  const here = STEPS.indexOf(board.turn.step);
  const list = { list: action.blockers, at: [...at, 'blockers'] };
  // Without attackers the declare blockers step is skipped, or was (CR 508.8).
  if (here <= STEPS.indexOf('endCombat') && attackers(board).length === 0)
    throw illegalAction('no creature attacks, so the declare blockers step is skipped (declare attackers first)', '508.8');
  if (board.turn.step === 'declareAttackers')
    return moveTo(board, { step: 'declareBlockers', player: board.turn.activePlayer }, { blockers: list, assign: {}, at }, ctx, history, action);
  if (board.turn.step !== 'declareBlockers' || board.permanents.some((p) => p.blocking.length > 0))
    throw illegalAction('blockers are declared once, as the declare blockers step begins', '509.1');
  if (board.stack.length > 0) throw illegalAction('the stack is not empty', '500.2');
  return settle(declareBlockers(board, list.list, ctx, list.at), ctx, history, { depth: 0, hold: action.hold, choices: action.choices });
}

/** As a step ends, each player's unspent mana empties (CR 106.4). */
function endStep(board: Board, ctx: ActionContext): Board {
  // As the end of combat step ends, everything is removed from combat (CR 511.3).
  if (board.turn.step === 'endCombat') board = endCombat(board);
  if (!board.players.some((p) => manaTotal(p.manaPool) > 0)) return board;
  for (const player of board.players) if (manaTotal(player.manaPool) > 0) ctx.events.push({ type: 'manaEmptied', player: player.id, mana: player.manaPool, rules: ['106.4'] });
  return { ...board, players: board.players.map((p) => (manaTotal(p.manaPool) > 0 ? { ...p, manaPool: fullPool() } : p)) };
}

/** The steps CR 508.8 skips when no creature attacks. */
const SKIPPED_WITHOUT_ATTACKERS: readonly string[] = ['declareBlockers', 'combatDamage'];

function beginNextStep(board: Board, inputs: StepInputs, ctx: ActionContext): Board {
  const { step } = board.turn;
  const to = (next: Step, damageStep: 1 | 2 | null = null) => beginStep({ ...board, turn: { ...board.turn, step: next, damageStep } }, inputs, ctx);
  // No creature attacks: the declare blockers and combat damage steps are skipped (CR 508.8).
  if (step === 'declareAttackers' && attackers(board).length === 0) return to('endCombat');
  // After the first-strike combat damage step comes the second (CR 510.4).
  if (step === 'combatDamage' && board.turn.damageStep === 1) return to('combatDamage', 2);
  const index = STEPS.indexOf(step);
  if (index < STEPS.length - 1) return to(STEPS[index + 1]!);
  const activePlayer = nextPlayer(board, board.turn.activePlayer);
  return beginStep({ ...board, turn: { number: board.turn.number + 1, activePlayer, step: 'untap', landsPlayed: 0, damageStep: null } }, inputs, ctx);
}

/** The turn-based actions of a step as it begins (CR 703), then the event that "at the beginning of" abilities trigger on. */
function beginStep(board: Board, inputs: StepInputs, ctx: ActionContext): Board {
  const { step, activePlayer } = board.turn;
  let current = board;
  if (step === 'untap') current = untapStep(current, ctx);
  if (step === 'draw') {
    // In a two-player game, the player who plays first skips the draw of their first turn (CR 103.8a).
    if (!(board.turn.number === 1 && board.players.length === 2)) current = draw(current, activePlayer, ctx);
  }
  // As the precombat main phase begins, the active player puts a lore counter on each of their Sagas (CR 505.4, 714.3b).
  if (step === 'precombatMain') current = addLoreCounters(current, ctx);
  if (step === 'cleanup') current = cleanupStep(current, ctx);
  ctx.events.push({ type: 'stepBegan', step, player: activePlayer, turn: current.turn.number, rules: [RULE_OF_STEP[step]] });
  if (step === 'declareAttackers') {
    if (inputs.attackers) current = declareAttackers(current, inputs.attackers.list, ctx, inputs.attackers.at);
    else {
      // Declaring no attackers must obey the requirements too (CR 508.1d).
      const refusal = noAttackersRefusal(viewOf(current));
      if (refusal) throw illegalAction(refusal.reason, refusal.rule);
    }
  }
  if (step === 'declareBlockers' && inputs.blockers) current = declareBlockers(current, inputs.blockers.list, ctx, inputs.blockers.at);
  if (step === 'combatDamage') current = combatDamage(current, inputs.assign, ctx, [...inputs.at, 'choices', 'assign']);
  return current;
}

const RULE_OF_STEP: Record<Step, string> = {
  untap: '502',
  upkeep: '503',
  draw: '504',
  precombatMain: '505',
  beginCombat: '507',
  declareAttackers: '508',
  declareBlockers: '509',
  combatDamage: '510',
  endCombat: '511',
  postcombatMain: '505',
  end: '513',
  cleanup: '514',
};

/**
 * Untap step (CR 502): the active player's "until your next turn" effects end (611.2), their
 * permanents stop being summoning sick (302.6), loyalty abilities may be activated again
 * (606.3), and their permanents untap (502.3), but for those a stun counter keeps tapped (122.1d).
 */
function untapStep(board: Board, ctx: ActionContext): Board {
  const active = board.turn.activePlayer;
  // The permanents the active player controls now, after control-changing effects (CR 613.1b).
  const view = viewOf(board);
  const controls = (p: Permanent) => controllerOf(view, p) === active;
  // "Doesn't untap during its controller's next untap step" is used up now (CR 502.3).
  const held = board.effects.filter((e) => holdsUntap(board, e) && board.permanents.some((p) => p.id === e.targets[0] && controls(p)));
  const staysTapped = new Set(held.map((e) => e.targets[0]!));
  for (const effect of held) ctx.events.push({ type: 'doesntUntap', permanent: effect.targets[0]!, effect: effect.id, rules: ['502.3'] });
  const ending = [...held, ...board.effects.filter((e) => e.duration === 'untilYourNextTurn' && e.controller === active)];
  for (const effect of ending) if (!held.includes(effect)) ctx.events.push({ type: 'effectEnded', effect: effect.id, rules: ['611.2'] });
  // "This artifact doesn't untap during your untap step." / "Enchanted creature doesn't untap during
  // its controller's untap step." (CR 502.3): rule effects of static abilities (613.11), read after
  // the "until your next turn" effects ended (611.2). Only this untapping is stopped.
  const remaining = viewOf({ ...board, effects: board.effects.filter((e) => !ending.includes(e)) });
  for (const { effect, resolveObject, id: generatedBy } of remaining.activeEffects()) {
    if (effect.type !== 'doesntUntap') continue;
    const id = resolveObject(effect.affects);
    const permanent = board.permanents.find((p) => p.id === id);
    if (!permanent || !permanent.tapped || !controls(permanent) || staysTapped.has(permanent.id)) continue;
    staysTapped.add(permanent.id);
    ctx.events.push({ type: 'doesntUntap', permanent: permanent.id, effect: generatedBy, rules: ['502.3'] });
  }
  const wouldUntap = board.permanents.filter((p) => controls(p) && p.tapped && !staysTapped.has(p.id));
  // A stun counter's replacement effect: instead of untapping, one is removed (CR 122.1d).
  const stunned = wouldUntap.flatMap((p) => {
    const stun = counterEffectFor(p, 'untapped');
    return stun ? [{ id: p.id, stun }] : [];
  });
  for (const { id } of stunned) staysTapped.add(id);
  const untapping = wouldUntap.filter((p) => !staysTapped.has(p.id));
  if (untapping.length > 0) ctx.events.push({ type: 'untapped', permanents: untapping.map((p) => p.id), rules: ['502.3'] });
  let current = board;
  for (const { id, stun } of stunned) current = removeCounterInstead(current, id, stun, ctx.events, ['502.3']);
  return {
    ...current,
    effects: board.effects.filter((e) => !ending.includes(e)),
    permanents: current.permanents.map((p) =>
      controls(p)
        ? { ...p, tapped: staysTapped.has(p.id) ? p.tapped : false, summoningSick: false, loyaltyActivated: false }
        : p.loyaltyActivated
          ? { ...p, loyaltyActivated: false }
          : p,
    ),
  };
}

/**
 * Cleanup step (CR 514): the hand is reduced to seven cards (514.1; the board counts cards
 * it doesn't name, so they just leave the count), then damage is removed and "until end of
 * turn" and "this turn" effects end, simultaneously (514.2).
 */
function cleanupStep(board: Board, ctx: ActionContext): Board {
  const active = board.players.find((p) => p.id === board.turn.activePlayer)!;
  let current = board;
  if (active.hand > 7) {
    ctx.events.push({ type: 'discarded', player: active.id, count: active.hand - 7, rules: ['514.1'] });
    current = { ...current, players: current.players.map((p) => (p.id === active.id ? { ...p, hand: 7 } : p)) };
  }
  const ending = current.effects.filter((e) => e.duration === 'endOfTurn');
  for (const effect of ending) ctx.events.push({ type: 'effectEnded', effect: effect.id, rules: ['514.2'] });
  if (current.permanents.some((p) => p.damage > 0)) ctx.events.push({ type: 'damageRemoved', rules: ['514.2'] });
  return {
    ...current,
    effects: current.effects.filter((e) => e.duration !== 'endOfTurn'),
    permanents: current.permanents.map((p) => (p.damage > 0 || p.deathtouchDamage ? { ...p, damage: 0, deathtouchDamage: false } : p)),
  };
}
