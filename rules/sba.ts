// State-based actions (CR 704): checked whenever a player would receive priority (704.3),
// never during the untap step; all applicable ones are performed at once, and the check is
// repeated until none applies (704.3). The legend rule needs its controller's choice, which
// the contract has no key for yet: it answers UNSUPPORTED rather than guessing.

import type { Board } from './board';
import { unsupported } from './errors';
import type { GameEvent } from './scenario';
import { viewOf } from './view';
import { putIntoGraveyard } from './zones';

/** Performs state-based actions until none applies; returns the new board and what happened. */
export function stateBasedActions(board: Board): { board: Board; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = board;
  for (;;) {
    const next = checkOnce(current, events);
    if (!next) return { board: current, events };
    current = next;
  }
}

/** One check (CR 704.3): performs every applicable action simultaneously, or returns null. */
function checkOnce(board: Board, events: GameEvent[]): Board | null {
  const view = viewOf(board);
  const losers: { player: string; rule: string }[] = [];
  for (const player of board.players) {
    if (player.lost) continue;
    if (player.life <= 0) losers.push({ player: player.id, rule: '704.5a' });
    else if (player.poison >= 10) losers.push({ player: player.id, rule: '704.5c' });
  }

  const toGraveyard: { id: string; rule: string; destroy: boolean }[] = [];
  const unattach: { id: string; rule: string }[] = [];
  const annihilate: { id: string; amount: number }[] = [];
  const onBattlefield = new Set(board.permanents.map((p) => p.id));
  for (const permanent of board.permanents) {
    const c = view.characteristics(permanent);
    const indestructible = c.keywords.includes('indestructible');
    if (c.types.includes('Creature') && c.toughness !== null) {
      if (c.toughness <= 0) toGraveyard.push({ id: permanent.id, rule: '704.5f', destroy: false });
      // Destroyed; indestructible permanents aren't (CR 702.12b).
      else if (permanent.damage >= c.toughness && !indestructible) toGraveyard.push({ id: permanent.id, rule: '704.5g', destroy: true });
      else if (permanent.deathtouchDamage && permanent.damage > 0 && !indestructible)
        toGraveyard.push({ id: permanent.id, rule: '704.5h', destroy: true });
    }
    if (c.types.includes('Planeswalker') && (permanent.counters.loyalty ?? 0) <= 0)
      toGraveyard.push({ id: permanent.id, rule: '704.5i', destroy: false });
    if (permanent.attachedTo !== null && !onBattlefield.has(permanent.attachedTo)) {
      if (c.subtypes.includes('Aura')) toGraveyard.push({ id: permanent.id, rule: '704.5m', destroy: false });
      else unattach.push({ id: permanent.id, rule: c.subtypes.includes('Equipment') || c.subtypes.includes('Fortification') ? '704.5n' : '704.5p' });
    }
    const plus = permanent.counters['+1/+1'] ?? 0;
    const minus = permanent.counters['-1/-1'] ?? 0;
    if (plus > 0 && minus > 0) annihilate.push({ id: permanent.id, amount: Math.min(plus, minus) });
  }

  const legends = new Map<string, number>();
  for (const permanent of board.permanents) {
    const c = view.characteristics(permanent);
    if (!c.supertypes.includes('Legendary')) continue;
    const key = `${permanent.controller}\u0000${c.name}`;
    legends.set(key, (legends.get(key) ?? 0) + 1);
  }
  if ([...legends.values()].some((count) => count > 1))
    throw unsupported('the legend rule (CR 704.5j) needs its controller to choose which permanent to keep, which the engine does not take yet');

  if (losers.length + toGraveyard.length + unattach.length + annihilate.length === 0) return null;

  const next = structuredClone(board);
  for (const { player, rule } of losers) {
    next.players.find((p) => p.id === player)!.lost = true;
    events.push({ type: 'playerLost', player, rules: [rule, '704.3'] });
  }
  const moved = new Set<string>();
  for (const { id, rule, destroy } of toGraveyard) {
    if (moved.has(id)) continue;
    moved.add(id);
    events.push({ type: destroy ? 'destroyed' : 'putIntoGraveyard', permanent: id, rules: destroy ? [rule, '701.8a'] : [rule] });
    putIntoGraveyard(next, id, events);
  }
  for (const { id, rule } of unattach) {
    const permanent = next.permanents.find((p) => p.id === id);
    if (!permanent) continue;
    permanent.attachedTo = null;
    events.push({ type: 'unattached', permanent: id, rules: [rule] });
  }
  for (const { id, amount } of annihilate) {
    const permanent = next.permanents.find((p) => p.id === id);
    if (!permanent) continue;
    permanent.counters = { ...permanent.counters, '+1/+1': permanent.counters['+1/+1']! - amount, '-1/-1': permanent.counters['-1/-1']! - amount };
    events.push({ type: 'countersRemoved', permanent: id, counters: { '+1/+1': amount, '-1/-1': amount }, rules: ['704.5q'] });
  }
  return next;
}
