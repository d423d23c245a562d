// The actions of SCENARIOS.md, one module each (edits.ts holds the five direct edits): `ACTIONS`
// has a kind for every member of the `Action` union, or this does not compile.

import type { Action, ActionOf } from '../schema';
import { activateAction } from './activate';
import { advanceAction } from './advance';
import { castAction } from './cast';
import { damageAction } from './damage';
import { declareAttackersAction } from './declare-attackers';
import { declareBlockersAction } from './declare-blockers';
import { addCountersAction, attachAction, setLifeAction, tapAction, untapAction } from './edits';
import type { ActionKind } from './kind';
import { playAction } from './play';
import { resolveAction } from './resolve';

export { checkCardTakesChoices } from './card-choices';
export { actionKind, EVERY_CHOICE, type ActionKind, type ChoiceKey, type Performing } from './kind';

export const ACTIONS: { readonly [K in Action['do']]: ActionKind<K> } = {
  activate: activateAction,
  cast: castAction,
  play: playAction,
  resolve: resolveAction,
  advance: advanceAction,
  declareAttackers: declareAttackersAction,
  declareBlockers: declareBlockersAction,
  damage: damageAction,
  setLife: setLifeAction,
  addCounters: addCountersAction,
  attach: attachAction,
  tap: tapAction,
  untap: untapAction,
};

/** An action's kind, typed by the action. */
export function actionKindOf<K extends Action['do']>(action: ActionOf<K>): ActionKind<K> {
  return ACTIONS[action.do];
}
