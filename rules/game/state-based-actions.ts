// State-based actions (CR 704): checked whenever a player would receive priority (704.3),
// never during the untap step; all applicable ones are performed at once, and the check is
// repeated until none applies (704.3). The legend rule's choice (704.5j) is the acting
// player's `choices.keep`; without one, the newest of the legends stays.

import { hasBehaviour } from '../cards';
import { putIntoGraveyard, type Board, type GameEvent, type Permanent } from '../board';
import { controllerOf, abilitiesNow, matches, protectionFrom, viewOf, type BoardView, type Characteristics } from '../state';
import { regenerateInstead, regenerationShield } from './regeneration';
import { finishedSagas } from './sagas';

export interface SbaInputs {
  /** Players who tried to draw from an empty library since the last check (CR 704.5b). */
  emptyDraws?: readonly string[];
  /** Legendary permanents their controller chose to keep (CR 704.5j). */
  keep?: readonly string[];
  /** The sources of chapter abilities that have triggered and are not yet on the stack (CR 704.5s, 714.4: such a Saga stays). */
  chaptersTriggered?: ReadonlySet<string>;
}

/** Performs state-based actions until none applies; returns the new board and what happened. */
export function stateBasedActions(board: Board, inputs: SbaInputs = {}): { board: Board; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = board;
  let emptyDraws = inputs.emptyDraws ?? [];
  for (;;) {
    const next = checkOnce(current, events, emptyDraws, inputs.keep ?? [], inputs.chaptersTriggered ?? new Set());
    emptyDraws = [];
    if (!next) break;
    current = next;
  }
  // Deathtouch damage counts "since the last time state-based actions were checked" (CR 702.2b).
  if (current.permanents.some((p) => p.deathtouchDamage))
    current = { ...current, permanents: current.permanents.map((p) => (p.deathtouchDamage ? { ...p, deathtouchDamage: false } : p)) };
  return { board: current, events };
}

/** One check (CR 704.3): performs every applicable action simultaneously, or returns null. */
function checkOnce(board: Board, events: GameEvent[], emptyDraws: readonly string[], keep: readonly string[], chaptersTriggered: ReadonlySet<string>): Board | null {
  const view = viewOf(board);
  const losers: { player: string; rule: string }[] = [];
  for (const player of board.players) {
    if (player.lost) continue;
    if (player.life <= 0) losers.push({ player: player.id, rule: '704.5a' });
    else if (emptyDraws.includes(player.id)) losers.push({ player: player.id, rule: '704.5b' });
    else if (player.poison >= 10) losers.push({ player: player.id, rule: '704.5c' });
  }

  /** `also`: the rules that make the state illegal, where another rule than 704 says so (702.16c-d); `sacrifice`: its controller sacrifices it (704.5s). */
  const toGraveyard: { id: string; rule: string; destroy: boolean; sacrifice?: true; also?: readonly string[] }[] = [];
  const unattach: { id: string; rule: string; also?: readonly string[] }[] = [];
  const annihilate: { id: string; amount: number }[] = [];
  for (const permanent of board.permanents) {
    const c = view.characteristics(permanent);
    const indestructible = hasBehaviour(c.keywords, 'notDestroyed');
    if (c.types.includes('Creature') && c.toughness !== null) {
      if (c.toughness <= 0) toGraveyard.push({ id: permanent.id, rule: '704.5f', destroy: false });
      // Destroyed; indestructible permanents aren't (CR 702.12b).
      else if (permanent.damage >= c.toughness && !indestructible) toGraveyard.push({ id: permanent.id, rule: '704.5g', destroy: true });
      // Dealt damage by a source with deathtouch, marked or as -1/-1 counters (wither, infect; 702.2b, 120.3d).
      else if (permanent.deathtouchDamage && !indestructible) toGraveyard.push({ id: permanent.id, rule: '704.5h', destroy: true });
    }
    if (c.types.includes('Planeswalker') && (permanent.counters.loyalty ?? 0) <= 0) toGraveyard.push({ id: permanent.id, rule: '704.5i', destroy: false });
    // A battle with defense 0 (CR 704.5v for a Siege, 704.5w otherwise; 310.7). A Siege that lost its last counter to damage triggered instead (310.11b; damage.ts).
    if (c.types.includes('Battle') && (permanent.counters.defense ?? 0) <= 0)
      toGraveyard.push({ id: permanent.id, rule: c.subtypes.includes('Siege') ? '704.5v' : '704.5w', destroy: false });
    const attachment = attachmentProblem(view, permanent, c);
    if (attachment?.rule === '704.5m') toGraveyard.push({ id: permanent.id, ...attachment, destroy: false });
    else if (attachment) unattach.push({ id: permanent.id, ...attachment });
    const plus = permanent.counters['+1/+1'] ?? 0;
    const minus = permanent.counters['-1/-1'] ?? 0;
    if (plus > 0 && minus > 0) annihilate.push({ id: permanent.id, amount: Math.min(plus, minus) });
  }

  // A Saga whose lore counters reached its final chapter number, with no chapter ability of it waiting
  // to resolve, is sacrificed by its controller (CR 704.5s, 714.4).
  for (const id of finishedSagas(view, chaptersTriggered)) toGraveyard.push({ id, rule: '704.5s', destroy: false, sacrifice: true, also: ['714.4'] });

  // The legend rule (CR 704.5j): of a player's legends with one name, one stays.
  const legends = new Map<string, Permanent[]>();
  for (const permanent of board.permanents) {
    const c = view.characteristics(permanent);
    if (!c.supertypes.includes('Legendary')) continue;
    const key = `${controllerOf(view, permanent)}\u0000${c.name}`;
    legends.set(key, [...(legends.get(key) ?? []), permanent]);
  }
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    const kept = group.find((p) => keep.includes(p.id)) ?? group.reduce((newest, p) => (p.timestamp > newest.timestamp ? p : newest));
    for (const p of group) if (p !== kept) toGraveyard.push({ id: p.id, rule: '704.5j', destroy: false });
  }

  // The world rule (CR 704.5k): of two or more world permanents, all but the one that has had the
  // world supertype for the shortest time go to their owners' graveyards; on a tie for that, all
  // do. No effect the engine carries out grants the world supertype, so that time is how long the
  // permanent has been on the battlefield: its timestamp (613.7d).
  const worlds = board.permanents.filter((permanent) => view.characteristics(permanent).supertypes.includes('World'));
  if (worlds.length >= 2) {
    const newest = Math.max(...worlds.map((p) => p.timestamp));
    const newestOnes = worlds.filter((p) => p.timestamp === newest);
    for (const p of worlds) if (newestOnes.length > 1 || p.timestamp !== newest) toGraveyard.push({ id: p.id, rule: '704.5k', destroy: false });
  }

  if (losers.length + toGraveyard.length + unattach.length + annihilate.length === 0) return null;

  let next = structuredClone(board);
  for (const { player, rule } of losers) {
    next.players.find((p) => p.id === player)!.lost = true;
    events.push({ type: 'playerLost', player, rules: [rule, '704.3'] });
  }
  const moved = new Set<string>();
  for (const { id, rule, destroy, sacrifice, also = [] } of toGraveyard) {
    if (moved.has(id)) continue;
    moved.add(id);
    // Lethal damage and deathtouch damage destroy (CR 701.8b): a regeneration shield replaces that (704.5g-h, 701.19a),
    // unless another state-based action puts it into the graveyard at the same time (704.5j, 704.5m: not destruction).
    const shield = destroy && !toGraveyard.some((other) => other.id === id && !other.destroy) ? regenerationShield(next, id) : undefined;
    if (shield) {
      next = regenerateInstead(next, id, shield, events, [rule]);
      continue;
    }
    events.push({ type: destroy ? 'destroyed' : sacrifice ? 'sacrificed' : 'putIntoGraveyard', permanent: id, rules: destroy ? [rule, '701.8a'] : [rule, ...also] });
    const permanent = board.permanents.find((p) => p.id === id)!;
    next = putIntoGraveyard(next, id, events, abilitiesNow(view, permanent));
  }
  for (const { id, rule, also = [] } of unattach) {
    const permanent = next.permanents.find((p) => p.id === id);
    if (!permanent) continue;
    permanent.attachedTo = null;
    events.push({ type: 'unattached', permanent: id, rules: [rule, ...also] });
  }
  for (const { id, amount } of annihilate) {
    const permanent = next.permanents.find((p) => p.id === id);
    if (!permanent) continue;
    permanent.counters = { ...permanent.counters, '+1/+1': permanent.counters['+1/+1']! - amount, '-1/-1': permanent.counters['-1/-1']! - amount };
    events.push({ type: 'countersRemoved', permanent: id, counters: { '+1/+1': amount, '-1/-1': amount }, rules: ['704.5q'] });
  }
  return next;
}

/**
 * What is wrong with what a permanent is attached to, if anything, as the rules that say so: an
 * Aura attached to an illegal object or to nothing goes to the graveyard (CR 704.5m, 303.4c),
 * one with a quality its object has protection from too (702.16c); an Equipment attached to
 * something that isn't a creature, or an Equipment or Fortification attached to a permanent with
 * protection from a quality it has, becomes unattached (704.5n, 301.5c, 702.16d); a creature, or
 * anything that's no Aura or Equipment, attached to something becomes unattached (704.5p).
 */
function attachmentProblem(view: BoardView, permanent: Permanent, c: Characteristics): { rule: '704.5m' | '704.5n' | '704.5p'; also?: readonly string[] } | null {
  const host = permanent.attachedTo === null ? undefined : view.permanent(permanent.attachedTo);
  if (c.subtypes.includes('Aura') && !c.types.includes('Creature')) {
    if (!host) return { rule: '704.5m' };
    const enchant = c.abilities.find(({ ability }) => ability.kind === 'keyword' && ability.keyword === 'enchant')?.ability;
    const what = enchant && 'what' in enchant ? enchant.what : undefined;
    if (what && !matches(what, view.matchable(host), { controller: controllerOf(view, permanent), source: permanent })) return { rule: '704.5m' };
    if (protectionFrom(view, host, c)) return { rule: '704.5m', also: ['702.16c'] };
    return null;
  }
  if (permanent.attachedTo === null) return null;
  if ((c.subtypes.includes('Equipment') || c.subtypes.includes('Fortification')) && !c.types.includes('Creature')) {
    if (!host) return { rule: '704.5n' };
    if (c.subtypes.includes('Equipment') && !view.characteristics(host).types.includes('Creature')) return { rule: '704.5n' };
    if (protectionFrom(view, host, c)) return { rule: '704.5n', also: ['702.16d'] };
    return null;
  }
  return { rule: '704.5p' };
}
