// Whether an activated ability's "Activate only if you control ..." holds now (CR 602.5, 602.5b;
// rules/cards/activation-condition.ts): the permanents the ability's controller controls that
// match its filter, counted against how many it asks for. "You" is the ability's controller
// (CR 109.5), "other" leaves out the ability's own object.

import type { Permanent } from '../board';
import type { ActivationCondition, Reach } from '../cards';
import { filterAspects } from './footprint';
import { matches, normalFilter } from './filters';
import type { BoardView } from './view';

export function activationConditionHolds(view: BoardView, permanent: Permanent, controller: string, condition: ActivationCondition): boolean {
  const filter = normalFilter({ ...condition.youControl, controller: 'you' });
  const needed = condition.atLeast ?? 1;
  let count = 0;
  for (const object of view.allCharacteristics()) if (matches(filter, object, { controller, source: permanent }) && (count += 1) >= needed) return true;
  return false;
}

/** What it reads, of every permanent (it could count any one): what its filter reads, and who controls each (CR 613.1b). */
export function activationConditionReads(condition: ActivationCondition): Reach[] {
  return filterAspects({ ...condition.youControl, controller: 'you' });
}
