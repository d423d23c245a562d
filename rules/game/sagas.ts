// Sagas (CR 714): lore counters track their progress (714.3) and their chapter abilities trigger
// as lore counters are put on them (714.2b, triggers/chapter.ts). Here: a Saga's final chapter
// number (714.2d), the turn-based action that puts a lore counter on each Saga of the active
// player as their precombat main phase begins (714.3b, 505.4), and the state-based action that
// sacrifices a Saga whose story is told (714.4, 704.5s). The lore counter a Saga enters with
// (714.3a) is put where permanents get what they enter with (rules/stack/entering.ts).

import { chapterNumbers, type HeldAbility } from '../cards';
import { effectiveCard, type ActionContext, type Board, type Permanent } from '../board';
import { countersOf } from '../core';
import { controllerOf, viewOf, type BoardView } from '../state';
import { countersToPut } from './counters';

/** The chapter numbers of the chapter abilities among these (CR 714.2a), those the engine doesn't carry out (opaque) included. */
function chaptersAmong(abilities: readonly HeldAbility[]): number[] {
  return abilities.flatMap(({ ability }) => {
    if (ability.kind === 'triggered') return chapterNumbers(ability.trigger);
    return ability.kind === 'opaque' ? (ability.chapters ?? []) : [];
  });
}

/**
 * A Saga permanent's final chapter number (CR 714.2d): the greatest among the chapter abilities it
 * has now; null when it is no Saga or has no chapter ability (714.3b and 714.4 then don't apply
 * to it).
 */
export function finalChapterNumber(view: BoardView, permanent: Permanent): number | null {
  const c = view.characteristics(permanent);
  if (!c.subtypes.includes('Saga')) return null;
  const chapters = chaptersAmong(c.abilities);
  return chapters.length > 0 ? Math.max(...chapters) : null;
}

/**
 * As a player's precombat main phase begins, that player puts a lore counter on each Saga they
 * control with one or more chapter abilities (CR 714.3b, 505.4; through what changes how many are
 * put, 614.1a). A turn-based action: it doesn't use the stack; the chapter abilities it makes
 * trigger go on the stack as the player would receive priority (117.5).
 */
export function addLoreCounters(board: Board, ctx: ActionContext): Board {
  const view = viewOf(board);
  const player = board.turn.activePlayer;
  let current = board;
  for (const permanent of board.permanents) {
    if (controllerOf(view, permanent) !== player || finalChapterNumber(view, permanent) === null) continue;
    const put = countersToPut(view, permanent, 'lore', 1, ctx);
    if (put <= 0) continue;
    const total = countersOf(permanent.counters, 'lore') + put;
    ctx.events.push({ type: 'countersPut', permanent: permanent.id, counter: 'lore', amount: put, total, rules: ['714.3b', '505.4'] });
    current = { ...current, permanents: current.permanents.map((p) => (p.id === permanent.id ? { ...p, counters: { ...p.counters, lore: total } } : p)) };
  }
  return current;
}

/** Whether one of this Saga's chapter abilities is on the stack (CR 714.4: it has triggered and not yet left the stack). */
function chapterOnStack(board: Board, permanent: Permanent): boolean {
  const card = effectiveCard(board, permanent);
  return board.stack.some((item) => {
    if (item.kind !== 'ability' || item.source !== permanent.id || item.delayed || item.ability === undefined) return false;
    const ability = card.abilities[item.ability];
    return ability?.kind === 'triggered' && chapterNumbers(ability.trigger).length > 0;
  });
}

/**
 * The Sagas a state-based action sacrifices (CR 714.4, 704.5s): each Saga permanent with one or
 * more chapter abilities whose lore counters are at least its final chapter number, unless it is
 * the source of a chapter ability that has triggered but not yet left the stack: one on the
 * stack, or among `triggered`, the sources of the chapter abilities that have triggered and wait
 * to be put on it (117.5, 603.3).
 */
export function finishedSagas(view: BoardView, triggered: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const permanent of view.board.permanents) {
    const final = finalChapterNumber(view, permanent);
    if (final === null || countersOf(permanent.counters, 'lore') < final) continue;
    if (triggered.has(permanent.id) || chapterOnStack(view.board, permanent)) continue;
    out.push(permanent.id);
  }
  return out;
}
