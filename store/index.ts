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
