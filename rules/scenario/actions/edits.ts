// The direct edits of SCENARIOS.md (`setLife`, `addCounters`, `attach`, `tap`, `untap`): the edit
// itself triggers nothing, but what follows from it is the game's: state-based actions (CR 704.3)
// and what they trigger (603.2, 603.10a). One module for the five: each is the same step around
// its own edit (../edits.ts).

import type { Board } from '../../board';
import type { Path } from '../../core';
import { addCounters, attach, setLife, setTapped } from '../edits';
import type { ActionOf } from '../schema';
import { actionKind, noTargets, type ActionKind, type Performing } from './kind';

type Edit = 'setLife' | 'addCounters' | 'attach' | 'tap' | 'untap';

function edited<K extends Edit>(edit: (board: Board, action: ActionOf<K>, at: Path) => { board: Board; events: Performing['ctx']['events'] }) {
  return (board: Board, action: ActionOf<K>, at: Path, { ctx, settle }: Performing): Board => {
    const outcome = edit(board, action, at);
    ctx.events.push(...outcome.events);
    ctx.scanned = ctx.events.length;
    return settle(outcome.board);
  };
}

export const setLifeAction: ActionKind<'setLife'> = actionKind({ reads: ['life'], targets: noTargets, choices: null, perform: edited<'setLife'>(setLife) });
export const addCountersAction: ActionKind<'addCounters'> = actionKind({ reads: ['counters'], targets: noTargets, choices: null, perform: edited<'addCounters'>(addCounters) });
export const attachAction: ActionKind<'attach'> = actionKind({ reads: ['zones'], targets: noTargets, choices: null, perform: edited<'attach'>(attach) });
export const tapAction: ActionKind<'tap'> = actionKind({ reads: ['tapping'], targets: noTargets, choices: null, perform: edited<'tap'>(setTapped) });
export const untapAction: ActionKind<'untap'> = actionKind({ reads: ['tapping'], targets: noTargets, choices: null, perform: edited<'untap'>(setTapped) });
