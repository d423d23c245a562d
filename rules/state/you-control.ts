// Whether a "you control ..." condition holds now (rules/cards/you-control.ts): the permanents
// the player controls that match its filter, counted against how many it asks for. "You" is the
// ability's controller (CR 109.5), "other" leaves out the ability's own object. It is asked by
// "Activate only if you control ..." (CR 602.5, 602.5b) and by "This land enters tapped unless
// you control ..." (614.1c-d, 614.12), the latter on the board the permanent would enter, where
// it is not yet.

import type { Permanent } from '../board';
import type { Reach, YouControl } from '../cards';
import { filterAspects } from './footprint';
import { matches, normalFilter } from './filters';
import type { BoardView } from './view';

/** Whether `controller` controls enough (or few enough) permanents matching the condition's filter, `source` being the object with the ability. */
export function youControlHolds(view: BoardView, source: Permanent, controller: string, condition: YouControl): boolean {
  const filter = normalFilter({ ...condition.youControl, controller: 'you' });
  // Stops as soon as the answer is known (what it read is what decided it): at least N found, or more than "N or fewer" allows.
  const { atMost } = condition;
  const needed = condition.atLeast ?? 1;
  let count = 0;
  for (const object of view.allCharacteristics()) {
    if (!matches(filter, object, { controller, source })) continue;
    count += 1;
    if (atMost !== undefined && count > atMost) return false;
    if (atMost === undefined && count >= needed) return true;
  }
  return atMost !== undefined;
}

/** What it reads, of every permanent (it could count any one): what its filter reads, and who controls each (CR 613.1b). */
export function youControlReads(condition: YouControl): Reach[] {
  return filterAspects({ ...condition.youControl, controller: 'you' });
}
