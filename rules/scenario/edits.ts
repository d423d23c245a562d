// Direct edits by a judge or an app (SCENARIOS.md: setLife, addCounters, attach, tap,
// untap): no costs, no replacement effects, and the edit itself triggers nothing; what follows
// from it is the game's (state-based actions, CR 704.3, and what they trigger, 603.2; run.ts).

import { nextTimestamp, type Board, type GameEvent } from '../board';
import { invalid, type Path, countersOf } from '../core';
import type { ActionOf } from './schema';

export interface Outcome {
  board: Board;
  events: GameEvent[];
}

function permanentIndex(board: Board, id: string, at: Path): number {
  const index = board.permanents.findIndex((p) => p.id === id);
  if (index < 0) invalid(at, `no permanent has id "${id}"`);
  return index;
}

function playerIndex(board: Board, id: string, at: Path): number {
  const index = board.players.findIndex((p) => p.id === id);
  if (index < 0) invalid(at, `no player has id "${id}"`);
  return index;
}

const replaceAt = <T>(list: T[], index: number, item: T) => list.map((old, i) => (i === index ? item : old));

export function setLife(board: Board, action: ActionOf<'setLife'>, at: Path): Outcome {
  const i = playerIndex(board, action.player, [...at, 'player']);
  const player = { ...board.players[i]!, life: action.life };
  return { board: { ...board, players: replaceAt(board.players, i, player) }, events: [{ type: 'lifeSet', player: player.id, life: action.life, rules: [] }] };
}

export function addCounters(board: Board, action: ActionOf<'addCounters'>, at: Path): Outcome {
  if (action.player !== undefined) {
    const i = playerIndex(board, action.player, [...at, 'player']);
    if (action.counter !== 'poison') invalid([...at, 'counter'], 'a player on the board has only poison counters (CR 122.1f)');
    const player = { ...board.players[i]!, poison: Math.max(0, board.players[i]!.poison + action.amount) };
    return {
      board: { ...board, players: replaceAt(board.players, i, player) },
      events: [{ type: 'countersChanged', player: player.id, counter: 'poison', amount: action.amount, rules: ['122.1f'] }],
    };
  }
  const i = permanentIndex(board, action.permanent!, [...at, 'permanent']);
  const old = board.permanents[i]!;
  // Counters can't go below zero (CR 122.1): removing more than there are removes them all.
  const counters = { ...old.counters, [action.counter]: Math.max(0, countersOf(old.counters, action.counter) + action.amount) };
  return {
    board: { ...board, permanents: replaceAt(board.permanents, i, { ...old, counters }) },
    events: [{ type: 'countersChanged', permanent: old.id, counter: action.counter, amount: action.amount, rules: ['122.1'] }],
  };
}

export function attach(board: Board, action: ActionOf<'attach'>, at: Path): Outcome {
  const i = permanentIndex(board, action.permanent, [...at, 'permanent']);
  if (action.to !== null) {
    if (action.to === action.permanent) invalid([...at, 'to'], 'a permanent cannot be attached to itself (CR 301.5c, 303.4d)');
    permanentIndex(board, action.to, [...at, 'to']);
  }
  const old = board.permanents[i]!;
  // Becoming attached gives it a new timestamp (CR 613.7e).
  const permanent = { ...old, attachedTo: action.to, ...(action.to !== null ? { attachedAt: nextTimestamp(board) } : {}) };
  return {
    board: { ...board, permanents: replaceAt(board.permanents, i, permanent) },
    events: [action.to === null ? { type: 'unattached', permanent: old.id, to: null, rules: [] } : { type: 'attached', permanent: old.id, to: action.to, rules: ['613.7e'] }],
  };
}

export function setTapped(board: Board, action: ActionOf<'tap'> | ActionOf<'untap'>, at: Path): Outcome {
  const i = permanentIndex(board, action.permanent, [...at, 'permanent']);
  const permanent = { ...board.permanents[i]!, tapped: action.do === 'tap' };
  return {
    board: { ...board, permanents: replaceAt(board.permanents, i, permanent) },
    events: [{ type: action.do === 'tap' ? 'tapped' : 'untapped', permanent: permanent.id, rules: [] }],
  };
}
