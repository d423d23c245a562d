// The engine's side of the trigger kinds (rules/cards/triggers/): a triggered ability's source
// as its trigger sees it on a board (CR 603.2), matching filters from that source (109.4)
// against permanents as they are now or, for one that has left, as it last existed (603.10a).

import type { Permanent } from '../board';
import type { TriggerSource } from '../cards';
import { matches } from './filters';
import { spellMatchable } from './targets';
import { controllerOf, type BoardView } from './view';

/**
 * `source` as its trigger sees it on the board of `view` (for a source that has left the
 * battlefield, the view of the board it was last on). `find` gives a permanent by id: by
 * default the one on that board; the caller may also give one as it last existed, or, with
 * `lastKnown`, one as it last existed on the board it was last on, seen there (CR 603.10a).
 */
export function triggerSource(
  view: BoardView,
  source: Permanent,
  find: (id: string) => Permanent | undefined = (id) => view.permanent(id),
  lastKnown: (id: string) => { permanent: Permanent; view: BoardView } | undefined = () => undefined,
): TriggerSource {
  // Its controller after control-changing effects (CR 613.1b), as it is now or last existed.
  const controller = view.permanent(source.id) ? controllerOf(view, source) : source.controller;
  return {
    id: source.id,
    controller,
    attachedTo: source.attachedTo,
    chosenColor: source.chosen.color,
    types: () => view.characteristics(source).types,
    matches(filter, id) {
      const permanent = find(id);
      if (permanent !== undefined) return matches(filter, view.matchable(permanent), { controller, source });
      const known = lastKnown(id);
      return known !== undefined && matches(filter, known.view.matchable(known.permanent), { controller, source });
    },
    matchesSpell(filter, id) {
      const spell = view.board.stack.find((item) => item.id === id && item.kind === 'spell');
      return spell !== undefined && matches(filter, spellMatchable(spell), { controller, source: null });
    },
    isPlayer: (id) => view.player(id) !== undefined,
    stackController: (id) => view.board.stack.find((item) => item.id === id)?.controller ?? null,
  };
}
