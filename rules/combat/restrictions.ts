// Who may attack what, and who may block whom (CR 506.2-506.3, 508.1a-d, 509.1a-c): the
// restrictions a single creature is under as attackers or blockers are declared, read from its
// characteristics after the layer system and from the rule effects in play (613.11): summoning
// sickness and haste (302.6, 702.10), defender (702.3b), "can't attack" and "can't block"
// (508.1c, 509.1b), battles (310.8b-c), and the evasion abilities of an attacker (509.1b):
// flying and reach (702.9b, 702.17b), protection (702.16f), landwalk (702.14c), fear (702.36b),
// intimidate (702.13b), shadow (702.28b), horsemanship (702.31b), skulk (702.118b), "can't be
// blocked" and "can't be blocked by ...". Menace (702.111b) restricts a whole declaration
// (declarations.ts), and a creature blocks one attacker unless an effect lets it block more
// (509.1a). The requirements of 508.1d are here too: "attacks each combat if able".

import type { Board, Permanent } from '../board';
import { behavioursOf, hasBehaviour, type Combatant, type KeywordName } from '../cards';
import { unsupported } from '../core';
import { controllerOf, matches, protectionFrom, type BoardView } from '../state';

/** Why a creature can't attack or block as asked, with the rule that forbids it. */
export interface Refusal {
  reason: string;
  rule: string;
}

/** Whether a permanent's keywords give a behaviour of this kind (rules/cards/keywords/). */
const gives = (view: BoardView, permanent: Permanent, kind: 'ignoresSummoningSickness' | 'cantAttack' | 'minimumBlockers') =>
  hasBehaviour(view.characteristics(permanent).keywords, kind);
const isA = (view: BoardView, permanent: Permanent, type: string) => view.characteristics(permanent).types.includes(type);

/**
 * The defending player of a two-player game: the attacking player's opponent (CR 506.2). With
 * more players in the game the attacking player chooses among them and the variants' attack
 * options apply (506.2a, 802, 803), which the engine does not model.
 */
export function defendingPlayer(board: Board, attackingPlayer: string): string {
  const others = board.players.filter((p) => p.id !== attackingPlayer && !p.lost);
  if (others.length !== 1) throw unsupported('combat with more than two players in the game (CR 506.2a, 802, 803) is not modelled');
  return others[0]!.id;
}

/** What creatures `attackingPlayer` controls may attack: the defending player, planeswalkers they control and battles they protect (CR 506.2, 508.1b, 310.8b). */
export function attackables(view: BoardView, attackingPlayer: string): string[] {
  const defending = defendingPlayer(view.board, attackingPlayer);
  const out = [defending];
  for (const permanent of view.board.permanents) {
    if (isA(view, permanent, 'Planeswalker') && controllerOf(view, permanent) === defending) out.push(permanent.id);
    else if (isA(view, permanent, 'Battle') && permanent.protector === defending) out.push(permanent.id);
  }
  return out;
}

/** The rule effects in play of one type that apply to a permanent (CR 613.11). */
function ruleEffectsOn<T extends string>(view: BoardView, type: T, id: string) {
  return view
    .activeEffects()
    .filter(({ effect, resolveObject }) => effect.type === type && 'affects' in effect && typeof effect.affects !== 'object' && resolveObject(effect.affects) === id);
}

/** "Can't attack", "can't block", "can't attack or block" (CR 508.1c, 509.1b) on a permanent, with the effect's label. */
function restrictedBy(view: BoardView, permanent: Permanent, what: 'cantAttack' | 'cantBlock'): string | null {
  const found = [...ruleEffectsOn(view, what, permanent.id), ...ruleEffectsOn(view, 'cantAttackOrBlock', permanent.id)][0];
  return found ? found.label : null;
}

/**
 * Why `creature` can't attack `attacking` (any of what its controller could attack, when
 * `attacking` is null) in a declaration by its controller with the board as it is; null when
 * nothing forbids it (CR 508.1a-c).
 */
export function attackRefusal(view: BoardView, creature: Permanent, attacking: string | null): Refusal | null {
  if (!isA(view, creature, 'Creature')) return { reason: `${creature.id} is not a creature: only creatures attack`, rule: '506.3' };
  if (isA(view, creature, 'Battle')) return { reason: `${creature.id} is a battle, and a battle can't attack`, rule: '508.1a' };
  if (creature.tapped) return { reason: `${creature.id} is tapped`, rule: '508.1a' };
  if (creature.summoningSick && !gives(view, creature, 'ignoresSummoningSickness'))
    return { reason: `${creature.id} has not been under ${controllerOf(view, creature)}'s control continuously since their most recent turn began, and has no haste`, rule: '302.6' };
  const cantAttack = behavioursOf(view.characteristics(creature).keywords, 'cantAttack')[0];
  if (cantAttack) return { reason: `${creature.id} has ${cantAttack.keyword}`, rule: `${cantAttack.rule}b` };
  const restriction = restrictedBy(view, creature, 'cantAttack');
  if (restriction) return { reason: `${creature.id} can't attack (${restriction})`, rule: '508.1c' };
  if (attacking !== null) {
    if (!attackables(view, controllerOf(view, creature)).includes(attacking)) {
      const battle = view.permanent(attacking);
      if (battle && isA(view, battle, 'Battle') && battle.protector === controllerOf(view, creature))
        return { reason: `${controllerOf(view, creature)} protects ${attacking}, and a battle's protector can never attack it`, rule: '310.8b' };
      return { reason: `${attacking} is not the defending player, a planeswalker they control or a battle they protect`, rule: '506.2' };
    }
  }
  return null;
}

/** Whether a creature is under a requirement to attack (CR 508.1d): "attacks each combat if able". */
export function mustAttack(view: BoardView, creature: Permanent): boolean {
  return ruleEffectsOn(view, 'attacksEachCombat', creature.id).length > 0;
}

/**
 * Why `blocker` can't block `attacker` in a declaration of blockers by its controller, the
 * attacker attacking what it attacks now (or, when it isn't attacking, that player); null when
 * nothing forbids it (CR 509.1a-b). Menace is a restriction on the whole declaration.
 */
export function blockRefusal(view: BoardView, blocker: Permanent, attacker: Permanent): Refusal | null {
  if (!isA(view, blocker, 'Creature')) return { reason: `${blocker.id} is not a creature: only creatures block`, rule: '506.3' };
  if (isA(view, blocker, 'Battle')) return { reason: `${blocker.id} is a battle, and a battle can't block`, rule: '509.1a' };
  if (blocker.tapped) return { reason: `${blocker.id} is tapped`, rule: '509.1a' };
  const defender = attackedPlayer(view, attacker) ?? (controllerOf(view, attacker) !== controllerOf(view, blocker) ? controllerOf(view, blocker) : null);
  if (defender !== controllerOf(view, blocker))
    return {
      reason: `${attacker.id} is not attacking ${controllerOf(view, blocker)}, a planeswalker they control or a battle they protect`,
      rule: attacker.attacking && view.permanent(attacker.attacking) ? '310.8c' : '509.1a',
    };
  const restriction = restrictedBy(view, blocker, 'cantBlock');
  if (restriction) return { reason: `${blocker.id} can't block (${restriction})`, rule: '509.1b' };
  const evasion = evasionRefusal(view, blocker, attacker);
  if (evasion) return evasion;
  return null;
}

/** The player an attacking creature's attack is against: the player, a planeswalker's controller, a battle's protector (CR 506.2, 310.8d); null when it isn't attacking. */
export function attackedPlayer(view: BoardView, attacker: Permanent): string | null {
  if (attacker.attacking === null) return null;
  if (view.player(attacker.attacking)) return attacker.attacking;
  const attacked = view.permanent(attacker.attacking);
  if (!attacked) return null;
  return isA(view, attacked, 'Battle') && attacked.protector !== null ? attacked.protector : controllerOf(view, attacked);
}

/** The evasion abilities and blocking restrictions between one blocker and one attacker (CR 509.1b). */
function evasionRefusal(view: BoardView, blocker: Permanent, attacker: Permanent): Refusal | null {
  const a = view.characteristics(attacker);
  const b = view.characteristics(blocker);
  const cantBeBlocked = ruleEffectsOn(view, 'cantBeBlocked', attacker.id)[0];
  if (cantBeBlocked) return { reason: `${attacker.id} can't be blocked (${cantBeBlocked.label})`, rule: '509.1b' };
  for (const { effect, label, controller, source } of ruleEffectsOn(view, 'cantBeBlockedBy', attacker.id))
    if (effect.type === 'cantBeBlockedBy' && matches(effect.by, view.matchable(blocker), { controller, source }))
      return { reason: `${attacker.id} can't be blocked by ${blocker.id} (${label})`, rule: '509.1b' };
  for (const { effect, label } of ruleEffectsOn(view, 'canBlockOnly', blocker.id))
    if (effect.type === 'canBlockOnly' && !a.keywords.includes(effect.withKeyword))
      return { reason: `${blocker.id} can block only creatures with ${effect.withKeyword} (${label})`, rule: '509.1b' };
  const protection = protectionFrom(view, attacker, b);
  if (protection) return { reason: `${attacker.id} has ${protection}`, rule: '702.16f' };
  // The evasion abilities of the attacker and the blocking restrictions of the blocker, each its keyword's module (CR 509.1b).
  const defending = controllerOf(view, blocker);
  const block = {
    attacker: a,
    blocker: b,
    blockerControls: (filter: Parameters<typeof matches>[0]) =>
      view.board.permanents.find((p) => controllerOf(view, p) === defending && matches(filter, view.matchable(p), { controller: defending, source: null }))?.id ?? null,
    blocksAs: (combatant: Combatant, keyword: KeywordName) =>
      combatant.keywords.includes(keyword) || hasBehaviour(combatant.keywords, 'blocksAs', (behaviour) => behaviour.keyword === keyword),
  };
  for (const { behaviour } of behavioursOf([...a.keywords, ...b.keywords], 'evasion')) {
    const refusal = behaviour.refusal(block);
    if (refusal) return { reason: `${blocker.id} can't block ${attacker.id}: ${refusal.reason}`, rule: refusal.rule };
  }
  return null;
}

/** How many attackers a creature may block (CR 509.1a: one, unless an effect lets it block more). */
export function blocksAllowed(view: BoardView, blocker: Permanent): number {
  let allowed = 1;
  for (const { effect } of ruleEffectsOn(view, 'blocksAdditional', blocker.id))
    if (effect.type === 'blocksAdditional') allowed = effect.count === 'any' ? Infinity : allowed + effect.count;
  return allowed;
}

/** How many creatures at least must block an attacker, with the keyword that says so (menace, CR 702.111b); null: one is enough. */
export function minimumBlockers(view: BoardView, attacker: Permanent): { count: number; keyword: string; rule: string } | null {
  let most: { count: number; keyword: string; rule: string } | null = null;
  for (const { keyword, rule, behaviour } of behavioursOf(view.characteristics(attacker).keywords, 'minimumBlockers'))
    if (most === null || behaviour.count > most.count) most = { count: behaviour.count, keyword, rule: `${rule}b` };
  return most;
}
