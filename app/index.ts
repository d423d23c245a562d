// The application layer (DESIGN.md, "Growing the engine"): what the API and the functions do,
// between the adapters (schema/, functions/) and the engine (rules/) and the store (store/).
// The adapters import it from here; it knows nothing of GraphQL, HTTP or Lambda.

import type { Stores } from '../store/stores';
import type { WorkQueue } from '../store/work';
import type { SearchIndex } from '../pool/search';
import { createBatches, type Batches } from './batches';
import { createBoards, type Boards } from './boards';
import { createCardSearch, type CardSearch } from './card-search';
import { createDriftReports, type DriftReports } from './drift';
import { createRulings, type Rulings } from './rulings';

/** The application over one store and one work queue: every operation takes the principal it is for. */
export interface App {
  boards: Boards;
  rulings: Rulings;
  batches: Batches;
  drift: DriftReports;
  cards: CardSearch;
}

/** `searchIndex` gives the card search its index; the shipped one (pool/shipped/search.json), read at the first search, unless given. */
export function createApp(deps: { stores: Stores; queue: WorkQueue; now?: () => Date; searchIndex?: () => SearchIndex }): App {
  const { stores, queue } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    boards: createBoards(stores),
    rulings: createRulings({ rulings: stores.rulings, now }),
    batches: createBatches({ batches: stores.batches, queue }),
    drift: createDriftReports(stores),
    cards: createCardSearch(deps.searchIndex),
  };
}

export type { Boards, AppliedActions, ApplyActionsInput, CreateBoardInput, DeleteBoardInput } from './boards';
export type { Rulings, SaveRulingInput } from './rulings';
export { BATCH_LIMIT, type Batches } from './batches';
export type { DriftChange, DriftReports } from './drift';
export type { Page } from './pages';
export { InvalidArgument, InvalidCursor, RulesFailure, VersionConflict, type FailureCode, type FailureDetails } from './errors';
export { ask, boardView } from './questions';
export { type CardPage, type CardSearch } from './card-search';
export { cardRulesText, faceNames, findCard, runWithCards, shownDefinition, withCards, type CardView, type PrintedView } from './cards';
export { checkScenario, evaluate } from './evaluate';
export { inProcessQueue, processMessage, resumeBatches, runNightlyHere, startNightly, type NightlyStart, type NightlySummary, type WorkDone, type WorkStores } from './work';
export { engineVersion } from './engine-version';
export { RULES_TEXT_LIMIT, findRule, findRules, type Rule } from './rules-text';
