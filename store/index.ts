// Public surface of the store: table definition, clients, repositories.
// startDynalite is deliberately not re-exported: import it from './dynalite' (dev server, tests) so that
// Lambda bundles importing the store do not pull in dynalite, a dev dependency with a native LevelDB binding.
export { TABLE, KEY_ATTRIBUTES } from './table';
export { createDocumentClient, ensureTable } from './client';
export {
  createBoardRepository,
  boardCursor,
  boardKey,
  boardOwnerIndexKey,
  isValidBoardId,
  VersionConflictError,
  BoardNotFoundError,
  BoardTooLargeError,
  InvalidCursorError,
  MAX_BOARD_BYTES,
  type BoardPage,
  type IdempotencyRecord,
  type BoardRepository,
  type StoredBoard,
} from './boards';
export { createStores, type Stores } from './stores';
export { ItemTooLargeError, MAX_ITEM_BYTES } from './limits';
export { createRulingRepository, RULING_SHARDS, type RulingRepository, type StoredRuling, type RulingEvaluation, type RulingKey } from './rulings';
export { createBatchRepository, type BatchRepository, type StoredBatch, type BatchResult } from './batches';
export { createDriftRepository, type DriftRepository, type StoredDriftReport, type StoredDrift } from './drift';
export { WorkMessage, type WorkQueue } from './work';
